import { test, expect } from '@playwright/test';
import { analyseLua, checkLua } from './analyser';
import { luaIndexOf } from '../api-reference/lua-index';
import type { LuaNameIndex } from './index-types';
import { fixtureModel, widgetOf } from '../api-reference/fixtures/model';

/** The fixture API plus a type-keyed lookup (Widget:Find) and one helper global with a chain. */
function index(): LuaNameIndex {
  const model = fixtureModel((d) => {
    widgetOf(d).methods!.push({ name: 'Find', summary: 'Finds a part by class.', overloads: [{ params: [{ name: 'type', type: 'string' }], returns: ['Widget?'] }] });
  });
  model.helpers = {
    globals: [{ name: 'Make', docs: '/manual/x', summary: 'Builds.', methods: [{ name: 'Part', summary: 'A part.', params: [{ name: 'w', type: 'Widget' }], returns: ['Builder'] }] }],
    functions: [],
    classes: [{ name: 'Builder', docs: '/manual/x', summary: 'Chains.', methods: [{ name: 'Size', summary: 'Sets size.', params: [{ name: 'n', type: 'number' }], returns: ['self'] }, { name: 'Run', summary: 'Runs.', params: [], returns: [] }] }],
  };
  return luaIndexOf(model);
}
const messages = (code: string) => checkLua(code, index()).map((p) => `${p.line}: ${p.message} | ${p.fix}`);

test('follows a local assigned from a constructor and from a typed return', () => {
  expect(messages('local w = Widget(1)\nlocal g = w:Grow(2)\nprint(g.sise)\n')).toEqual(['3: `g.sise` names no member of Widget | did you mean `size`? (see the Widget page)']);
});

test('checks argument counts against the forms, with optional parameters and ...', () => {
  expect(messages('local w = Widget(1)\nw:Grow(1)\nw:Grow(1, 2)\n')).toEqual([]);
  expect(messages('local w = Widget(1)\nw:Grow()\nw:Grow(1, 2, 3)\nWidget(1, 2)\n')).toEqual([
    '2: calls `w:Grow` with 0 arguments | pass what one of its forms takes: (by, limit?)',
    '3: calls `w:Grow` with 3 arguments | pass what one of its forms takes: (by, limit?)',
    '4: calls `Widget(...)` with 2 arguments | pass what one of its forms takes: (size)',
  ]);
  // A call as the last argument may expand to several values: not counted.
  expect(messages('local w = Widget(1)\nw:Grow(table.unpack({1, 2}))\n')).toEqual([]);
});

test('follows chained helper calls, with `self` returns keeping the type', () => {
  expect(messages('Make:Part(Widget(1)):Size(2):Size(3):Run()\n')).toEqual([]);
  expect(messages('Make:Part(Widget(1)):Size(2):Rnu()\n')).toEqual(['1: `…:Rnu` names no member of Builder | did you mean `Run`? (see the Builder page)']);
});

test('types a type-keyed lookup by the class its string names', () => {
  expect(messages('local w = Widget(1)\nprint(w:Find("Gizmo").spin)\n')).toEqual([]);
  expect(messages('local w = Widget(1)\nprint(w:Find("Gizmoo"))\n')).toEqual(['2: passes "Gizmoo" to `w:Find`, which is no Widget class | did you mean "Gizmo"?']);
});

test('self in a script table callback is a script instance plus its own fields; nothing is reported for it', () => {
  expect(messages('local s = {}\nfunction s:Start()\n  self.speed = 2\n  print(self.speed, self.anything)\nend\nreturn s\n')).toEqual([]);
});

test('a table of the sample\'s own ---@class has its keys, its methods and the fields they set, in any order (as in LuaLS)', () => {
  const code = '---@class Spinner : Widget\nlocal s = {\n  speed = 2,\n}\nfunction s:Start()\n  self:turn(1)\n  print(self.speed, self.angle, self.size)\nend\nfunction s:turn(by)\n  self.angle = by\nend\nreturn s\n';
  expect(messages(code)).toEqual([]);
  expect(checkLua(code.replace('self.angle, ', 'self.angel, '), index()).map((p) => [p.line, p.message])).toEqual([[7, '`self.angel` names no member of Spinner']]);
});

test('arrays walked with ipairs give their element type', () => {
  const i = index();
  i.classes.get('Widget')!.members.set('parts', { kind: 'field', type: 'Gizmo[]' });
  expect(checkLua('local w = Widget(1)\nfor _, p in ipairs(w.parts) do print(p.spinn) end\n', i).map((p) => p.message)).toEqual(['`p.spinn` names no member of Gizmo']);
});

test('counts member uses and the share it resolves', () => {
  const r = analyseLua('local w = Widget(1)\nprint(w.size, math.floor(1), unknown.x)\n', index());
  expect([r.memberUses, r.resolved]).toEqual([2, 1]); // math.* is Lua's own; unknown.x has no type
});

test('a helper marked server-only in the data needs a server guard in the samples the build checks', () => {
  const model = fixtureModel();
  model.helpers = {
    globals: [{ name: 'Make', docs: '/manual/x', summary: 'Builds.', availability: 'server', methods: [{ name: 'Part', summary: 'A part.', params: [], returns: [] }] }],
    functions: [],
    classes: [],
  };
  const check = (code: string) => checkLua(code, luaIndexOf(model)).map((p) => p.line);
  expect(check('local self = {}\nfunction self:Start()\n  Make:Part()\nend\nreturn self\n')).toEqual([3]);
  expect(check('local self = {}\nfunction self:Start()\n  if not self.onServer then return end\n  Make:Part()\nend\nreturn self\n')).toEqual([]);
});

test('an inline cast types a local as ---@type does', () => {
  expect(messages('local w = Widget(1) --[[@as Gizmo]]\nprint(w.spin)\nprint(w.nope)\n')).toEqual(['3: `w.nope` names no member of Gizmo | use a member listed on the Gizmo page (api/classes or api/enums), or add the member to the API data if the engine has it']);
});
