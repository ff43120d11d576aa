import { test, expect } from '@playwright/test';
import { buildModel } from './normalise';
import { membersOf, reachableNames } from './model';
import { fixtureData, fixtureModel } from './fixtures/model';

const files = (names: string[]) => new Map(names.map((n) => [n, `api/classes/${n}.yaml`]));

test('the model resolves inheritance once: a class, then its bases', () => {
  const model = fixtureModel();
  expect(model.lineage.get('Gizmo')!.map((c) => c.name)).toEqual(['Gizmo', 'Widget']);
  expect([...reachableNames(model, 'Gizmo')]).toEqual(expect.arrayContaining(['spin', 'size', 'Size', 'Grow', 'Create', 'OnGrow']));
  expect(reachableNames(model, 'Widget').has('spin')).toBe(false);
});

test('an inheritance cycle is an error naming every class in it, reported once', () => {
  const data = fixtureData();
  data.classes.find((c) => c.name === 'Widget')!.inherits = 'Gizmo';
  const { problems } = buildModel(data, files(['Widget', 'Gizmo']), new Map());
  expect(problems).toHaveLength(1);
  expect(problems[0]!.file).toBe('api/classes/Gizmo.yaml');
  expect(problems[0]!.message).toBe('inheritance goes round in a circle: Gizmo → Widget → Gizmo');
  expect(problems[0]!.fix).toContain('inherits');
});

test('a deep chain has no depth cap', () => {
  const data = fixtureData();
  const base = data.classes[0]!;
  for (let i = 0; i < 15; i++) data.classes.push({ ...base, name: `Level${i}`, inherits: i === 0 ? 'Widget' : `Level${i - 1}`, methods: [], properties: [] });
  const { model, problems } = buildModel(data, files(data.classes.map((c) => c.name)), new Map());
  expect(problems).toEqual([]);
  expect(model.lineage.get('Level14')).toHaveLength(16);
});

test('a base that is no class is an error', () => {
  const data = fixtureData();
  data.classes.find((c) => c.name === 'Gizmo')!.inherits = 'Gadget';
  const { problems } = buildModel(data, files(['Widget', 'Gizmo']), new Map());
  expect(problems.map((p) => [p.item, p.message])).toEqual([['Gizmo', 'inherits from "Gadget", which is not a class']]);
});

test('one member walker lists the class, constructors, properties, methods, callbacks and operators with their labels', () => {
  const members = membersOf(fixtureModel().classes.get('Widget')!);
  expect(members.map((m) => m.item)).toEqual(['Widget', 'constructors', 'properties › size', 'methods › Grow', 'methods › Create', 'callbacks › OnGrow', 'operators › __add']);
  const grow = members.find((m) => m.name === 'Grow')!;
  expect(grow.types).toEqual([
    { role: 'param', type: 'number' },
    { role: 'param', type: 'number?' },
    { role: 'return', type: 'Widget' },
  ]);
  expect(members.find((m) => m.name === 'size')!.aliases).toEqual(['Size']);
});
