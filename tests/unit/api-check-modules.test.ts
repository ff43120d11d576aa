import { test, expect } from '@playwright/test';
import { checkGroups } from '../../plugins/api-reference/checks/groups';
import { checkEnums } from '../../plugins/api-reference/checks/enums';
import { checkTypeNames } from '../../plugins/api-reference/checks/type-names';
import { checkDuplicates } from '../../plugins/api-reference/checks/duplicates';
import { checkSummaries } from '../../plugins/api-reference/checks/summaries';
import { checkLinks } from '../../plugins/api-reference/checks/links';
import { checkProse } from '../../plugins/api-reference/checks/prose';
import { checkExamples } from '../../plugins/api-reference/checks/examples';
import { checkEngineChanges } from '../../plugins/api-reference/checks/engine-changes';
import { CHECKS, type Check } from '../../plugins/api-reference/checks';
import type { Problem } from '../../plugins/api-reference/model';
import { fixtureModel, widgetOf } from './api-model-fixture';
import type { ApiData } from '../../plugins/api-reference/model';

/** Each check: silent on the valid fixture, and exactly one problem (file, item, fix) on one mistake. */
function one(check: Check, edit: (d: ApiData) => void): Problem {
  expect(check(fixtureModel())).toEqual([]);
  const problems = check(fixtureModel(edit));
  expect(problems).toHaveLength(1);
  const p = problems[0]!;
  expect(p.file).toMatch(/^api\/(classes|enums)\/\w+\.yaml$/);
  expect(p.fix.length).toBeGreaterThan(10);
  return p;
}

test('every check module is registered', () => {
  expect(CHECKS).toEqual(expect.arrayContaining([checkGroups, checkEnums, checkTypeNames, checkDuplicates, checkSummaries, checkLinks, checkProse, checkExamples, checkEngineChanges]));
});

test('groups: a class in a group types.yaml does not list', () => {
  expect(one(checkGroups, (d) => (widgetOf(d).group = 'Misc')).message).toBe('group "Misc" is not one of the groups in api/types.yaml');
});

test('enums: a value listed twice', () => {
  const p = one(checkEnums, (d) => d.enums[0]!.values.push({ name: 'Red', value: 3 }));
  expect([p.file, p.item]).toEqual(['api/enums/Color.yaml', 'values › Red']);
});

test('type names: an unknown name inside the grammar, and a malformed type', () => {
  const p = one(checkTypeNames, (d) => (widgetOf(d).methods![0]!.overloads[0]!.returns = ['Gadget[]?']));
  expect([p.item, p.message]).toEqual(['methods › Grow', 'type "Gadget[]?" names no class, enum or known type ("Gadget")']);
  const q = one(checkTypeNames, (d) => (widgetOf(d).properties![0]!.type = 'table<string>'));
  expect(q.message).toContain('does not read: expected ","');
  // The grammar's forms are accepted.
  expect(checkTypeNames(fixtureModel((d) => (widgetOf(d).properties![0]!.type = 'table<string, Widget[]>|fun(w: Widget): number?')))).toEqual([]);
});

test('duplicates: an alias that repeats a method name', () => {
  expect(one(checkDuplicates, (d) => widgetOf(d).properties![0]!.aliases!.push('Grow')).item).toBe('methods › Grow');
});

test('summaries: a summary of only spaces', () => {
  expect(one(checkSummaries, (d) => (widgetOf(d).methods![0]!.summary = '   ')).item).toBe('methods › Grow');
});

test('links: an anchor that is no member', () => {
  const p = one(checkLinks, (d) => (widgetOf(d).description = 'See [spin](/api/Widget#spin).'));
  expect(p.message).toBe('links to /api/Widget#spin, but Widget has no member "spin"');
});

test('prose: a summary that is a list, and a code block that never closes, name the field', () => {
  expect(one(checkProse, (d) => (widgetOf(d).methods![0]!.summary = '- grows')).item).toBe('methods › Grow › summary');
  const p = one(checkProse, (d) => (widgetOf(d).description = 'Like this:\n\n```lua\nlocal w = Widget(1)\n'));
  expect([p.item, p.message]).toEqual(['Widget › description', 'opens a code block on its line 3 that never closes']);
  // Braces, angle brackets and a stray backtick are fine: they render literally.
  expect(checkProse(fixtureModel((d) => (widgetOf(d).summary = 'Takes {x, y} or <Vec3>; a > b; a stray ` too.')))).toEqual([]);
});

test('examples: a sample calling a member that does not exist', () => {
  const p = one(checkExamples, (d) => (widgetOf(d).examples = [{ title: 'Shrink', code: 'local w = Widget(1)\nWidget:Shrink()\n' }]));
  expect([p.item, p.message]).toEqual(['Widget › example "Shrink", line 2', 'the code sample `Widget:Shrink` names no member of Widget']);
});
