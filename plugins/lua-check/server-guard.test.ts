import { test, expect } from '@playwright/test';
import luaparse from 'luaparse';
import { unguardedServerCalls } from './server-guard';

const SERVER_ONLY = new Set(['Vox', 'Collide']);
/** The lines of the calls the check rejects. */
const flagged = (code: string) => unguardedServerCalls(luaparse.parse(code, { luaVersion: '5.3', locations: true }).body, SERVER_ONLY).map((p) => p.line);

const script = (update: string, more = '') => `local self = {}\nfunction self:Update()\n${update}\nend\n${more}return self\n`;

test('a server-only call where the code runs on both sides is rejected, naming the call and the fix', () => {
  const [problem] = unguardedServerCalls(luaparse.parse(script('  Vox:Add(self.shape):Run()'), { luaVersion: '5.3', locations: true }).body, SERVER_ONLY);
  expect(problem).toMatchObject({ line: 3, message: expect.stringContaining('`Vox:Add`'), fix: expect.stringContaining('if not self.onServer then return end') });
  expect(flagged('local hits = Collide(Sphere(Vec3(0), 1)):Run()\n')).toEqual([1]);
});

test('the guard forms the site uses are accepted', () => {
  expect(flagged(script('  if not self.onServer then return end\n  Vox:Add(self.shape):Run()'))).toEqual([]);
  expect(flagged(script('  if self.onClient then return end\n  Vox:Add(self.shape):Run()'))).toEqual([]);
  expect(flagged(script('  if not self.onServer or self.done then\n    return\n  end\n  Vox:Add(self.shape):Run()'))).toEqual([]);
  expect(flagged(script('  if self.onServer then\n    Collide(self.shape):Run()\n  end'))).toEqual([]);
  expect(flagged(script('  if not self.onClient and self.armed then Collide(self.shape):Run() end'))).toEqual([]);
  expect(flagged(script('  if self.onClient then\n    print("client")\n  else\n    Collide(self.shape):Run()\n  end'))).toEqual([]);
  expect(flagged(script('  assert(self.onServer)\n  Vox:Add(self.shape):Run()'))).toEqual([]);
});

test('a guard covers only what it guards', () => {
  // Before the early return, in the client branch, and after an if that only sometimes returns.
  expect(flagged(script('  Vox:Add(self.shape):Run()\n  if not self.onServer then return end'))).toEqual([3]);
  expect(flagged(script('  if self.onClient then\n    Collide(self.shape):Run()\n  end'))).toEqual([4]);
  expect(flagged(script('  if self.onServer and self.a then return end\n  Vox:Add(self.shape):Run()'))).toEqual([4]);
  expect(flagged(script('  if not self.onServer then print("client") end\n  Vox:Add(self.shape):Run()'))).toEqual([4]);
});

test("a script's own function counts as guarded when guarded code alone calls it", () => {
  const dig = 'function self:dig()\n  Vox:Remove(self.shape):Run()\nend\n';
  expect(flagged(script('  if not self.onServer then return end\n  self:dig()', dig))).toEqual([]);
  expect(flagged(script('  self:dig()', dig))).toEqual([6]);
  // Never called in the sample: it could be called from anywhere.
  expect(flagged(script('  print("tick")', dig))).toEqual([6]);
  // Through a chain of own functions.
  const chain = 'local function carve(s)\n  Vox:Remove(s):Run()\nend\nfunction self:dig()\n  carve(self.shape)\nend\n';
  expect(flagged(script('  if self.onServer then self:dig() end', chain))).toEqual([]);
});

test('other globals and local variables of the same shape are left alone', () => {
  expect(flagged(script('  deb:cross(Vec3(0))\n  local v = Vec3(1)'))).toEqual([]);
});
