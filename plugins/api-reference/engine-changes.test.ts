import { test, expect } from '@playwright/test';
import { renderApiSection } from './render';
import { renderLuaDefinitions } from './luals';
import { renderApiSignatureList, renderApiTwins } from './markdown';
import { EngineChangeIndex, NewerReleaseNotes, changesEntryId, changesEntryRoute, memberChangeLine } from './engine-changes';
import { anchorsOf, type ApiModel } from './model';
import { fixtureModel, LUALS_TEST_OPTIONS } from './fixtures/model';
import { FIXTURE_CHANGES as SET } from './fixtures/engine-changes';

/** Badges, lines, the changes page and the hovers, from the fixture changes set on the fixture API. */

const model = (): ApiModel => fixtureModel(undefined, [SET]);
const pages = (m: ApiModel) => new Map(renderApiSection(m, 'Intro.').map((p) => [p.file, p.content]));

/** The text of a page from `## anchor`/`### anchor` to the next heading of that level or higher. */
function section(page: string, anchor: string): string {
  const start = page.search(new RegExp(`^#{2,3} .*\\{#${anchor}\\}$`, 'm'));
  expect(start, `no heading #${anchor}`).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(page.slice(start))![0].length;
  const rest = page.slice(page.indexOf('\n', start));
  const end = rest.search(new RegExp(`^#{2,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

test('every touched entry shows its badge and its line under its own heading', () => {
  const m = model();
  const all = pages(m);
  const widget = all.get('01-core/Widget.mdx')!;
  const gizmo = all.get('01-core/Gizmo.mdx')!;
  for (const c of SET.classes) {
    const page = c.name === 'Widget' ? widget : gizmo;
    for (const member of c.members ?? []) {
      const text = section(page, member.kind === 'constructors' ? 'constructors' : member.name);
      const badge = member.notInEngine || c.notInEngine ? 'Not in July 2099' : 'Changed in July 2099';
      // The newer release is not published here: every badge leads to the entry on the changes page.
      const to = changesEntryRoute(SET, changesEntryId.member(c.name, member.name));
      expect(text).toContain(`<Link to={"${to}"} className="api-badge api-badge--engine">${badge}</Link> ${memberChangeLine(SET, c.name, member, c.notInEngine)}`);
    }
  }
  expect(section(widget, 'size')).toContain('In the July 2099 engine: `size: integer`.');
  expect(section(widget, 'Grow')).toContain('In the July 2099 engine: `Grow(by: number)`.');
  // The release's forms stay the entry's main content.
  expect(section(widget, 'Grow')).toContain('<b>Grow</b>(by: ');
  expect(widget).toContain('In the July 2099 engine: client only.');
  expect(gizmo).toMatch(/:::note\[Not in the July 2099 engine\]\n\nThis page describes the release[^\n]*\[Engine changes: July 2099\]\(\/api\/changes\/2099-07\)/);
  expect(all.get('90-enums/Color.mdx')).toContain('Changed in July 2099</Link>');
  expect(all.get('90-enums/Color.mdx')).toContain('In the July 2099 engine: no `Color.Green`.');
  // What only the newer engine has is on the changes page alone.
  for (const [file, content] of all) if (file !== 'changes-2099-07.mdx') expect(content).not.toMatch(/Shrink|Panel|Blue/);
});

test('the changes page lists each entry once, and every link resolves', () => {
  const m = model();
  const page = pages(m).get('changes-2099-07.mdx')!;
  expect(page).toContain('title: "Engine changes: July 2099"');
  expect(page).toContain('slug: /changes/2099-07');
  const links = [...page.matchAll(/\]\((\/api\/[^)]+)\)/g)].map((x) => x[1]!);
  const members = links.filter((l) => l.includes('#'));
  expect(members.sort()).toEqual(['/api/Gizmo#spin', '/api/Widget#Create', '/api/Widget#Grow', '/api/Widget#constructors', '/api/Widget#size']);
  for (const link of links) {
    const [route, anchor] = link.split('#') as [string, string | undefined];
    const name = route.split('/').pop()!;
    if (route.startsWith('/api/enums/')) expect(m.enums.has(name)).toBe(true);
    else {
      expect(m.classes.has(name), link).toBe(true);
      if (anchor) expect(anchorsOf(m.classes.get(name)!).has(anchor), link).toBe(true);
    }
  }
  expect(page).toContain('<Link id="member-Widget-Shrink"></Link>`Shrink()`');
  expect(page).toMatch(/Classes:\n\n- <Link id="class-Panel"><\/Link>`Panel`/);
  expect(page).toMatch(/Enums:\n\n- <Link id="enum-Shade"><\/Link>`Shade`/);
  // Every entry a badge leads to has its id on the page.
  for (const c of SET.classes) for (const member of c.members ?? []) expect(page).toContain(`id="${changesEntryId.member(c.name, member.name)}"`);
  expect(page).toContain(`id="${changesEntryId.class('Gizmo')}"`);
  expect(page).toMatch(/\| Members not in this engine \(those of the missing classes included\) \| 3 \|/);
});

test('the d.lua hover says what changed, and never marks it deprecated', () => {
  const lua = renderLuaDefinitions(model(), LUALS_TEST_OPTIONS);
  expect(lua).toContain("---@field size number The widget's size. In the July 2099 engine: `size: integer`.");
  expect(lua).toMatch(/---Makes the widget bigger and returns it\. In the July 2099 engine: `Grow\(by: number\)`\. \[docs\]\(/);
  expect(lua).toContain("The July 2099 engine's `Widget` has no `Create`.");
  expect(lua).not.toContain('---@deprecated');
  expect(model().engineChanges.missingIn('Gizmo').map((s) => s.version)).toEqual(['2099-07']);
});

test('the Markdown twins carry the same badges and lines, and the changes page has its twin', () => {
  const twins = new Map(renderApiTwins(model(), 'Intro.').map((t) => [t.route, t.body]));
  expect(twins.get('/api/Widget')).toContain('**Changed in July 2099** In the July 2099 engine: `size: integer`.');
  expect(twins.get('/api/Widget')).toContain('**Not in July 2099** The July 2099 engine has no constructor for `Widget`.');
  expect(twins.get('/api/Gizmo')).toMatch(/^> \*\*Not in the July 2099 engine:\*\* This page describes the release[^\n]*\(\/api\/changes\/2099-07\)\.$/m);
  expect(twins.get('/api/enums/Color')).toContain('In the July 2099 engine: no `Color.Green`.');
  const changes = twins.get('/api/changes/2099-07')!;
  expect(changes).toContain('[`Widget.Grow()`](/api/Widget#Grow) → `Widget.Grow()`: `Grow(by: number)`');
  expect(changes).toContain('## Only in the July 2099 engine');
  expect(changes).not.toMatch(/<|\{#/);
});

test('the compact list (llms-api.txt) carries every badge and line on the lines of the entries they touch', () => {
  const list = renderApiSignatureList(model()).split('\n');
  const lineOf = (start: string) => {
    const found = list.filter((l) => l.startsWith(start));
    expect(found, start).toHaveLength(1);
    return found[0]!;
  };
  expect(lineOf('## Widget ')).toBe('## Widget [Changed in July 2099] -- A test class with one of each kind of member. In the July 2099 engine: client only.');
  expect(lineOf('widget.size:')).toMatch(/\[Changed in July 2099\] -- The widget's size\. In the July 2099 engine: `size: integer`\.$/);
  expect(lineOf('widget:Grow(')).toContain('Changed in July 2099] -- ');
  expect(lineOf('widget:Grow(')).toMatch(/In the July 2099 engine: `Grow\(by: number\)`\.$/);
  expect(lineOf('Widget.Create(')).toMatch(/\bNot in July 2099\] -- .* The July 2099 engine's `Widget` has no `Create`\.$/);
  expect(lineOf('Widget(')).toMatch(/\[Not in July 2099\] -- .*The July 2099 engine has no constructor for `Widget`\.$/);
  expect(lineOf('## Gizmo ')).toMatch(/Not in July 2099\] -- .* The July 2099 engine has no `Gizmo` class\.$/);
  expect(lineOf('gizmo.spin:')).toMatch(/\[Not in July 2099\] -- .* The July 2099 engine has no `Gizmo` class\.$/);
  expect(lineOf('## enum Color ')).toMatch(/\[Changed in July 2099\] -- .* In the July 2099 engine: no `Color\.Green`\.$/);
  // Unchanged entries carry no change mark.
  expect(lineOf('Color.Red ')).not.toContain('2099');
});

test('once the newer release is published, the changes page and the badges link to its entries', () => {
  const m = model();
  m.engineChanges = new EngineChangeIndex([SET], (n) => n, new Set([SET.version]), 'September 2099');
  const all = pages(m);
  const page = all.get('changes-2099-07.mdx')!;
  expect(page).toContain('The September 2099 release and the July 2099 engine differ');
  expect(page).toContain('[`Widget.size`](/api/Widget#size) → [`Widget.size`](/api/2099-07/Widget#size): `size: integer`');
  expect(page).toContain('<Link id="class-Panel"></Link>[`Panel`](/api/2099-07/Panel)');
  expect(section(all.get('01-core/Widget.mdx')!, 'size')).toContain('<Link to={"/api/2099-07/Widget#size"} className="api-badge api-badge--engine">Changed in July 2099</Link>');
  // A removed entry still leads to its changes entry.
  expect(section(all.get('01-core/Widget.mdx')!, 'Create')).toContain('to={"/api/changes/2099-07#member-Widget-Create"}');
});

test("the newer release's own pages say what each entry was in the documented release", () => {
  const notes = new NewerReleaseNotes(SET, { label: 'September 2099', luaNameOfEnum: (n) => n });
  expect(notes.classNotes('Panel')).toEqual([expect.objectContaining({ label: 'New in July 2099', to: '/api/changes/2099-07#class-Panel' })]);
  expect(notes.member('Widget', 'method', 'Shrink')).toEqual([expect.objectContaining({ label: 'New in July 2099', to: '/api/changes/2099-07#member-Widget-Shrink' })]);
  expect(notes.member('Widget', 'property', 'size')).toEqual([expect.objectContaining({ label: 'Changed', line: 'In the September 2099 release: `size: number`.', to: '/api/Widget#size' })]);
  expect(notes.member('Widget', 'method', 'Grow')[0]!.line).toBe('In the September 2099 release: `Grow(by: number, limit: number?): Widget`.');
  expect(notes.classNotes('Widget')).toEqual([expect.objectContaining({ label: 'Changed', line: 'In the September 2099 release: client and server.', to: '/api/Widget' })]);
  expect(notes.enumNotes('Color')).toEqual([expect.objectContaining({ label: 'Changed', line: 'In the September 2099 release: no `Color.Blue`, `Color.Green`.', to: '/api/enums/Color' })]);
  expect(notes.enumNotes('Shade')).toEqual([expect.objectContaining({ label: 'New in July 2099', to: '/api/changes/2099-07#enum-Shade' })]);
  // What the newer release lacks has no page there, so no note.
  expect(notes.member('Widget', 'method', 'Create')).toEqual([]);
  expect(notes.sets).toEqual([]);
});
