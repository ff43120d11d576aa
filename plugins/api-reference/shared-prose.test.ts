import { test, expect } from '@playwright/test';
import { shareProse } from './shared-prose';
import { diffReleases } from './release-diff';
import { fixtureModel, widgetOf } from './fixtures/model';
import { luaIndexOf } from './lua-index';
import type { ApiData, ApiModel } from './model';

/** What the newer model changed against the documented one, as the pipeline passes it. */
const changesOf = (documented: ApiModel, newer: ApiModel) => diffReleases(documented, newer, { version: '2099-07', label: 'July 2099' });

/** The fixture as the documented release, and a newer release made from it without any text. */
const strip = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(strip) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, ['summary', 'description'].includes(k) ? '' : k === 'examples' ? [] : strip(x)])) : v;
const newerOf = (edit: (d: ApiData) => void = () => {}) =>
  fixtureModel((d) => {
    Object.assign(d, strip(d));
    edit(d);
  });

test('an entry that is the same in both releases takes the documented text; one that differs keeps its own (empty)', () => {
  const documented = fixtureModel();
  const newer = newerOf((d) => (widgetOf(d).methods![0]!.overloads[0]!.params[0]!.type = 'integer'));
  const counts = shareProse(newer, documented, changesOf(documented, newer), {}, luaIndexOf(newer));
  const w = newer.classes.get('Widget')!;
  expect(w.properties![0]!.summary).toBe("The widget's size.");
  // The class's own text speaks about all its members, and one of them changed.
  expect(w.summary).toBe('');
  expect(newer.classes.get('Gizmo')!.summary).toBe('A widget that spins.');
  // Grow's first parameter is an integer now: not the same method.
  expect(w.methods!.find((m) => m.name === 'Grow')!.summary).toBe('');
  expect(w.methods!.find((m) => m.name === 'Create')!.summary).toBe('Creates a widget of size 1.');
  expect(counts.shared).toBeGreaterThan(3);
});

test('the rule is overridden entry by entry, and text naming what the newer release lacks is never shared', () => {
  const documented = fixtureModel((d) => (widgetOf(d).properties![0]!.description = 'Read it from [spin](/api/Gizmo#spin).'));
  const newer = newerOf((d) => {
    d.classes = d.classes.filter((c) => c.name !== 'Gizmo');
    widgetOf(d).methods![0]!.overloads[0]!.params[0]!.type = 'integer';
  });
  const counts = shareProse(newer, documented, changesOf(documented, newer), { own: ['Widget.Create'], share: ['Widget.Grow'] }, luaIndexOf(newer));
  const w = newer.classes.get('Widget')!;
  expect(w.methods!.find((m) => m.name === 'Create')!.summary).toBe('');
  expect(w.methods!.find((m) => m.name === 'Grow')!.summary).toBe('Makes the widget bigger and returns it.');
  // size's description links Gizmo's spin, and the newer release has no Gizmo.
  expect(w.properties![0]!.summary).toBe('');
  expect(counts.namesMissing).toBe(1);
});

test("an example is shared only when it passes the newer release's Lua check", () => {
  const documented = fixtureModel();
  const newer = newerOf();
  shareProse(newer, documented, changesOf(documented, newer), {}, luaIndexOf(newer));
  expect(newer.classes.get('Widget')!.examples).toHaveLength(1);
  // The class example calls Widget.Create, which this newer release lacks.
  const lacking = newerOf((d) => (widgetOf(d).methods = widgetOf(d).methods!.filter((m) => m.name !== 'Create')));
  const full = fixtureModel();
  shareProse(lacking, full, changesOf(full, lacking), {}, luaIndexOf(lacking));
  expect(lacking.classes.get('Widget')!.examples ?? []).toHaveLength(0);
});
