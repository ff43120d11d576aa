import { test, expect } from '@playwright/test';
import { diffReleases } from './release-diff';
import { fixtureModel, widgetOf } from './fixtures/model';
import type { ApiClass, ApiData } from './model';

/**
 * A small pair of releases: the fixture (Widget with one member of each kind, Gizmo inheriting
 * from it, the enums Color and shade) and a newer release made from it by `edit`.
 */
const LABEL = { version: '2099-07', label: 'July 2099' };
const diff = (edit: (newer: ApiData) => void, editRelease: (release: ApiData) => void = () => {}) => diffReleases(fixtureModel(editRelease), fixtureModel(edit), LABEL);
const gizmoOf = (d: ApiData): ApiClass => d.classes.find((c) => c.name === 'Gizmo')!;
const classNamed = (changes: ReturnType<typeof diff>, name: string) => changes.classes.find((c) => c.name === name);

test('the same release twice has no differences', () => {
  expect(diff(() => {})).toEqual({ ...LABEL, classes: [], enums: [], addedClasses: [], addedEnums: [], enumPages: expect.any(Object) });
});

test('a missing class lists its own members as missing; a new class and enum are added', () => {
  const changes = diff((d) => {
    const knob = { ...structuredClone(gizmoOf(d)), name: 'Knob' };
    d.classes = [...d.classes.filter((c) => c.name !== 'Gizmo'), knob];
    d.enums.push({ name: 'Mood', availability: 'both', summary: 's', description: 'd', values: [{ name: 'Calm', value: 0 }] });
  });
  expect(classNamed(changes, 'Gizmo')).toEqual({ name: 'Gizmo', notInEngine: true, members: [{ kind: 'property', name: 'spin', notInEngine: true }] });
  expect(changes.addedClasses).toEqual(['Knob']);
  expect(changes.addedEnums).toEqual(['Mood']);
});

test('properties: spelling by case, type, read-only only where both sides know it, deprecation', () => {
  const changes = diff(
    (d) => {
      const size = widgetOf(d).properties![0]!;
      size.name = 'SIZE';
      size.aliases = [];
      size.type = 'string';
      size.readonly = true;
      size.deprecated = { message: 'Use spin.' };
      gizmoOf(d).properties![0]!.readonly = true;
    },
    (d) => {
      widgetOf(d).properties![0]!.readonly = false;
      // Gizmo.spin's flag stays unknown in the release: no change may be reported for it.
    },
  );
  expect(classNamed(changes, 'Widget')?.members).toEqual([
    { kind: 'property', name: 'size', spelling: 'SIZE', type: { release: 'number', engine: 'string' }, readonly: { release: false, engine: true }, deprecated: true },
  ]);
  expect(classNamed(changes, 'Gizmo')).toBeUndefined();
});

test('a member the newer release lists on a subclass too is the same member (inheritance resolved on both sides)', () => {
  // The newer data repeats Widget's size on Gizmo: nothing changed, nothing added.
  expect(diff((d) => gizmoOf(d).properties!.push(structuredClone(widgetOf(d).properties![0]!)))).toEqual({ ...LABEL, classes: [], enums: [], addedClasses: [], addedEnums: [], enumPages: expect.any(Object) });
});

test('a member moved from a base to its subclasses is shown as moved, not as removed and added', () => {
  const changes = diff((d) => {
    const size = widgetOf(d).properties!.shift()!;
    gizmoOf(d).properties!.push(size);
  });
  expect(classNamed(changes, 'Widget')?.members).toEqual([{ kind: 'property', name: 'size', movedTo: ['Gizmo'] }]);
  expect(classNamed(changes, 'Gizmo')).toBeUndefined();
});

test('a member moved up from the subclasses to the base is no change and no addition', () => {
  const changes = diff(
    () => {},
    (d) => {
      // In the release, size sits on the subclass only.
      const size = widgetOf(d).properties!.shift()!;
      gizmoOf(d).properties!.push(size);
    },
  );
  expect(changes.classes).toEqual([]);
});

test('forms: another parameter type, a form the release lacks, a short form folded into optional parameters', () => {
  const typed = diff((d) => (widgetOf(d).methods![0]!.overloads[0]!.params[0]!.type = 'string'));
  expect(classNamed(typed, 'Widget')?.members).toEqual([
    { kind: 'method', name: 'Grow', signature: { release: ['Grow(by: number, limit: number?): Widget'], engine: ['Grow(by: string, limit: number?): Widget'] } },
  ]);
  const extra = diff((d) => widgetOf(d).methods![1]!.overloads.push({ params: [{ name: 'size', type: 'number' }], returns: ['Widget'] }));
  expect(classNamed(extra, 'Widget')?.members?.map((m) => [m.name, m.signature?.engine])).toEqual([['Create', ['Create(): Widget', 'Create(size: number): Widget']]]);
  // The release's Create() is the newer Create(size?) called without its optional parameter.
  const folded = diff((d) => (widgetOf(d).methods![1]!.overloads = [{ params: [{ name: 'size', type: 'number?' }], returns: ['Widget'] }]));
  expect(classNamed(folded, 'Widget')).toBeUndefined();
  // Narrowing an open type is no change.
  const narrowed = diff(
    (d) => (widgetOf(d).methods![1]!.overloads[0]!.returns = ['Widget']),
    (d) => (widgetOf(d).methods![1]!.overloads[0]!.returns = ['table']),
  );
  expect(classNamed(narrowed, 'Widget')).toBeUndefined();
});

test('callbacks and operators are compared like methods', () => {
  const changes = diff((d) => {
    widgetOf(d).callbacks![0]!.params.push({ name: 'from', type: 'string' });
    widgetOf(d).operators = [];
  });
  expect(classNamed(changes, 'Widget')?.members).toEqual([
    { kind: 'callback', name: 'OnGrow', signature: { release: ['OnGrow(amount: number)'], engine: ['OnGrow(amount: number, from: string)'] } },
    { kind: 'operator', name: '__add', notInEngine: true },
  ]);
  // A release callback the newer release declares as a method of the same form is the same member.
  const asMethod = diff((d) => {
    const cb = widgetOf(d).callbacks!.pop()!;
    widgetOf(d).methods!.push({ name: cb.name, summary: 's', overloads: [{ params: cb.params, returns: [] }] });
  });
  expect(classNamed(asMethod, 'Widget')).toBeUndefined();
});

test('class availability and deprecation; enums: renamed by case, values missing, changed and added', () => {
  const changes = diff((d) => {
    gizmoOf(d).availability = 'both';
    gizmoOf(d).deprecated = { message: 'Use Widget.' };
    const color = d.enums.find((e) => e.name === 'Color')!;
    color.name = 'COLOR';
    color.values = [
      { name: 'Red', value: 5 },
      { name: 'Blue', value: 2 },
    ];
  });
  expect(classNamed(changes, 'Gizmo')).toEqual({ name: 'Gizmo', availability: { release: 'client', engine: 'both' }, deprecated: true });
  expect(changes.enums).toEqual([{ name: 'Color', spelling: 'COLOR', values: { notInEngine: ['Green'], changed: [{ name: 'Red', release: 0, engine: 5 }], added: ['Blue'] } }]);
});

test('forms that are the same in both releases are no change, whatever their order', () => {
  const same = diff(
    (d) => (widgetOf(d).constructors!.overloads = [{ params: [{ name: 'size', type: 'number' }] }, { params: [] }]),
    (d) => (widgetOf(d).constructors!.overloads = [{ params: [] }, { params: [{ name: 'size', type: 'number' }] }]),
  );
  expect(same.classes).toEqual([]);
});

test("an operator whose data leaves the receiver implied is the same operator", () => {
  const implied = diff(
    (d) => (widgetOf(d).operators = [{ op: '__unm', summary: 's', overloads: [{ params: [], returns: 'Widget' }] }]),
    (d) => (widgetOf(d).operators = [{ op: '__unm', summary: 's', overloads: [{ params: ['Widget'], returns: 'Widget' }] }]),
  );
  expect(implied.classes).toEqual([]);
});

test("a member the release's class deprecates is not newly deprecated; number and integer differ with or without ?", () => {
  const changes = diff(
    (d) => {
      widgetOf(d).methods![0]!.deprecated = { message: 'Use Create.' };
      widgetOf(d).properties![0]!.type = 'integer?';
    },
    (d) => (widgetOf(d).deprecated = { message: 'Being replaced.' }),
  );
  expect(classNamed(changes, 'Widget')?.members).toEqual([{ kind: 'property', name: 'size', type: { release: 'number', engine: 'integer?' } }]);
});
