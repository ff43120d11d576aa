import { test, expect } from '@playwright/test';
import { checkGroups } from './groups';
import { checkEnumSummaries, checkEnums } from './enums';
import { checkTypeNames } from './type-names';
import { checkDuplicates } from './duplicates';
import { checkSummaries } from './summaries';
import { checkEnumLinks, checkMemberLinks } from './links';
import { checkHelpers } from './helper-globals';
import { checkLuaNames } from './lua-names';
import { walkMembers } from './member-check';
import { checkTextStructure } from './text-structure';
import { checkExamples } from './examples';
import { MEMBER_CHECKS, MODEL_CHECKS, type Check } from '.';
import type { Problem } from '../model';
import { fixtureModel, widgetOf } from '../fixtures/model';
import type { ApiData } from '../model';

/** Each check: silent on the valid fixture, and exactly one problem (file, item, fix) on one mistake. */
function one(check: Check, edit: (d: ApiData) => void): Problem {
  expect(check(fixtureModel())).toEqual([]);
  const problems = check(fixtureModel(edit));
  expect(problems).toHaveLength(1);
  const p = problems[0]!;
  expect(p.file).toMatch(/^api\/(classes\/\w+\.yaml|enums\/\w+\.yaml|helpers\.yaml)$/);
  expect(p.fix.length).toBeGreaterThan(10);
  return p;
}

test('every check module is registered', () => {
  expect([...MODEL_CHECKS].sort()).toEqual([checkGroups, checkEnums, checkDuplicates, checkEnumLinks, checkHelpers, checkLuaNames, checkEnumSummaries].sort());
  expect([...MEMBER_CHECKS].sort()).toEqual([checkTypeNames, checkSummaries, checkMemberLinks, checkTextStructure, checkExamples].sort());
});

test('groups: a class in a group types.yaml does not list', () => {
  expect(one(checkGroups, (d) => (widgetOf(d).group = 'Misc')).message).toBe('group "Misc" is not one of the groups in api/types.yaml');
});

test('enums: a value listed twice', () => {
  const p = one(checkEnums, (d) => d.enums[0]!.values.push({ name: 'Red', value: 3 }));
  expect([p.file, p.item]).toEqual(['api/enums/Color.yaml', 'values › Red']);
});

test('type names: an unknown name inside the grammar, and a malformed type', () => {
  const p = one(walkMembers([checkTypeNames]), (d) => (widgetOf(d).methods![0]!.overloads[0]!.returns = ['Gadget[]?']));
  expect([p.item, p.message]).toEqual(['methods › Grow', 'type "Gadget[]?" names no class, enum or known type ("Gadget")']);
  const q = one(walkMembers([checkTypeNames]), (d) => (widgetOf(d).properties![0]!.type = 'table<string>'));
  expect(q.message).toContain('does not read: expected ","');
  // The grammar's forms are accepted.
  expect(walkMembers([checkTypeNames])(fixtureModel((d) => (widgetOf(d).properties![0]!.type = 'table<string, Widget[]>|fun(w: Widget): number?')))).toEqual([]);
});

test('duplicates: an alias that repeats a method name', () => {
  expect(one(checkDuplicates, (d) => widgetOf(d).properties![0]!.aliases!.push('Grow')).item).toBe('methods › Grow');
});

test('summaries: a summary of only spaces', () => {
  expect(one(walkMembers([checkSummaries]), (d) => (widgetOf(d).methods![0]!.summary = '   ')).item).toBe('methods › Grow');
});

test('links: an anchor that is no member', () => {
  const p = one(walkMembers([checkMemberLinks]), (d) => (widgetOf(d).description = 'See [spin](/api/Widget#spin).'));
  expect(p.message).toBe('links to /api/Widget#spin, but Widget has no member "spin"');
});

test("links: a link to another release's page stops the build, naming the link and what links across instead", () => {
  const p = one(walkMembers([checkMemberLinks]), (d) => (widgetOf(d).description = 'See [Checkbox](/api/2026-07/Checkbox).'));
  expect([p.item, p.message]).toEqual(['Widget', 'links to /api/2026-07/Checkbox, a page of another engine release']);
  expect(p.fix).toContain('release switch');
});

test('prose: a summary that is a list, and a code block that never closes, name the field', () => {
  expect(one(walkMembers([checkTextStructure]), (d) => (widgetOf(d).methods![0]!.summary = '- grows')).item).toBe('methods › Grow › summary');
  const p = one(walkMembers([checkTextStructure]), (d) => (widgetOf(d).description = 'Like this:\n\n```lua\nlocal w = Widget(1)\n'));
  expect([p.item, p.message]).toEqual(['Widget › description', 'opens a code block on its line 3 that never closes']);
  // Braces, angle brackets and a stray backtick are fine: they render literally.
  expect(walkMembers([checkTextStructure])(fixtureModel((d) => (widgetOf(d).summary = 'Takes {x, y} or <Vec3>; a > b; a stray ` too.')))).toEqual([]);
});

test('examples: a sample calling a member that does not exist', () => {
  const p = one(walkMembers([checkExamples]), (d) => (widgetOf(d).examples = [{ title: 'Shrink', code: 'local w = Widget(1)\nWidget:Shrink()\n' }]));
  expect([p.item, p.message]).toEqual(['Widget › example "Shrink", line 2', 'the code sample `Widget:Shrink` names no member of Widget']);
});

test('enum links: an enum text linking a class that does not exist', () => {
  const p = one(checkEnumLinks, (d) => (d.enums[0]!.description = 'Used by [Gadget](/api/Gadget).'));
  expect([p.file, p.item, p.message]).toEqual(['api/enums/Color.yaml', 'Color', 'links to /api/Gadget, but there is no class "Gadget"']);
});

test('helper globals: a type that names nothing, and a base that is no helper class', () => {
  const withHelpers = (type: string, base?: string) => {
    const model = fixtureModel();
    model.helpers = { globals: [], functions: [], classes: [{ name: 'Builder', inherits: base, docs: '/manual/x', summary: 'Chains.', methods: [{ name: 'Size', summary: 'Sets size.', params: [{ name: 'w', type }], returns: ['self'] }] }] };
    return checkHelpers(model);
  };
  expect(withHelpers('Widget')).toEqual([]);
  expect(withHelpers('Gadget').map((p) => [p.file, p.item, p.message])).toEqual([['api/helpers.yaml', 'Builder › Size', 'type "Gadget" names no class, enum, helper class or known type']]);
  expect(withHelpers('Widget', 'Maker').map((p) => p.message)).toEqual(['inherits from "Maker", which is no helper class']);
});

test('a helper name that would make an invalid annotation stops the build with file, item and fix', () => {
  const model = fixtureModel();
  expect(checkLuaNames(model)).toEqual([]);
  model.helpers = {
    globals: [{ name: 'deb', docs: '/manual/x', summary: 'Draws.', methods: [{ name: 'cross', summary: 'A cross.', params: [{ name: 'end', type: 'number' }], returns: [] }] }],
    functions: [
      { name: 'math.perlinNoise', docs: '/manual/x', summary: 'Noise.', params: [{ name: 'x', type: 'number' }], returns: ['number'] },
      { name: 'mymod.noise', docs: '/manual/x', summary: 'Noise.', params: [], returns: ['number'] },
    ],
    classes: [{ name: 'Op Base', docs: '/manual/x', summary: 'Chains.', methods: [], fields: [{ name: 'on-hit', type: 'number', summary: 'x' }] }],
  };
  const problems = checkLuaNames(model);
  expect(problems.map((p) => `${p.file} › ${p.item}: ${p.message}`)).toEqual([
    'api/helpers.yaml › deb › cross: the parameter name "end" is not a Lua name',
    'api/helpers.yaml › Op Base: the name "Op Base" is not a Lua name',
    'api/helpers.yaml › Op Base › on-hit: the field name "on-hit" is not a Lua name',
    'api/helpers.yaml › mymod.noise: the function name "mymod.noise" is not a Lua name',
  ]);
  for (const p of problems) expect(p.fix).toMatch(/Lua identifier/);
});
