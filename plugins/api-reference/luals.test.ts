import path from 'node:path';
import { test, expect } from '@playwright/test';
import luaparse from 'luaparse';
import { runApiPipeline } from './pipeline';
import { renderLuaDefinitions } from './luals';
import { METAMETHODS } from '../lua-check/lua-facts';
import { enumLuaName, type ApiData } from './model';
import { analyseLua, checkLua } from '../lua-check/analyser';
import { luaIndexFromDefinitions } from '../lua-check/definitions-index';
import type { LuaNameIndex } from '../lua-check/index-types';
import { fixtureModel, widgetOf } from './fixtures/model';

const API_DIR = path.resolve(__dirname, '../../api');

let data: ApiData;
let luaIndex: LuaNameIndex;
let source: string;
let defs: LuaNameIndex;

/** Does the class named in the d.lua (or a class it inherits from) have the member? */
function hasMember(className: string, member: string): boolean {
  for (let c = defs.classes.get(className), depth = 0; c && depth < 10; c = c.base ? defs.classes.get(c.base) : undefined, depth++) if (c.members.has(member)) return true;
  return false;
}
/** The analyser over the oracle read from the d.lua: the same walker as the build's check. */
const resolveScript = (code: string) => analyseLua(code, defs);
/** Each problem as [line, the name it quotes]. */
const quoted = (r: ReturnType<typeof analyseLua>) => [...r.problems.map((p) => [p.line, /`([^`]+)`/.exec(p.message)?.[1]]), ...r.unknownSelfFields.map((u) => [u.line, u.name])];

test.beforeAll(() => {
  const build = runApiPipeline(API_DIR);
  const { model } = build;
  data = model.data;
  luaIndex = build.luaIndex;
  source = renderLuaDefinitions(model);
  defs = luaIndexFromDefinitions(source);
});

/** A realistic script: hovers and spins a crate, and reports what lies ahead of it. */
const SAMPLE = `-- Keeps a crate hovering and spinning, and reports what lies ahead of it.
local Hover = {}

local SPIN = 45 -- degrees per second

function Hover:Start()
  self.crate = Scene:GetObjectByName("Crate")
  self.baseY = self.crate.transform.pos.y
  self.elapsed = 0
end

function Hover:Update(deltaTime)
  if not self.onServer or self.crate == nil then
    return
  end
  self.elapsed = self.elapsed + deltaTime
  local t = self.crate.transform
  local pos = t.pos
  t.pos = Vec3(pos.x, self.baseY + math.sin(self.elapsed) * 0.5, pos.z)
  t.rot = Quat.Euler(0, SPIN * deltaTime, 0) * t.rot
  local hits = Scene:TraceRay({ Origin = t.pos, Dir = t.forward * 10 })
  local first = hits[1]
  if first and first.type == HitType.ObjectVoxel then
    print(self.crate.name .. " faces " .. first.object.name, first.distance)
  end
end

return Hover
`;

test.describe('LuaLS definition file', () => {
  test('starts with ---@meta and parses as Lua 5.3', () => {
    expect(source.split('\n')[0]).toBe('---@meta');
    expect(() => luaparse.parse(source, { luaVersion: '5.3' })).not.toThrow();
  });

  test('declares every class with its base, members, constructors and operators', () => {
    for (const c of data.classes) {
      expect(defs.globals.has(c.name), `global ${c.name}`).toBe(true);
      const def = defs.classes.get(c.name);
      expect(def, `---@class ${c.name}`).toBeDefined();
      expect(def!.base).toBe(c.inherits);
      for (const p of c.properties ?? []) {
        for (const name of [p.name, ...(p.aliases ?? [])]) expect(def!.members.has(name), `${c.name}.${name}`).toBe(true);
      }
      for (const cb of c.callbacks ?? []) expect(def!.members.get(cb.name)?.type, `${c.name}.${cb.name}`).toBe('function');
      expect(Boolean(def!.constructors), `${c.name} is callable`).toBe(Boolean(c.constructors));
      const supported = (c.operators ?? []).filter((o) => METAMETHODS[o.op]?.luals);
      for (const o of supported) expect(def!.operators.has(METAMETHODS[o.op]!.luals!), `${c.name} ${o.op}`).toBe(true);
    }
  });

  test('declares every method, static ones with a dot and the others with a colon', () => {
    for (const c of data.classes) {
      for (const m of c.methods ?? []) {
        expect(defs.classes.get(c.name)?.members.get(m.name)?.kind, `${c.name}:${m.name}`).toBe(m.static ? 'static' : 'method');
        expect(source.includes(`\nfunction ${c.name}${m.static ? '.' : ':'}${m.name}(`), `${c.name}${m.static ? '.' : ':'}${m.name}`).toBe(true);
      }
    }
  });

  test('declares every enum with all its values', () => {
    for (const e of data.enums) {
      const name = enumLuaName(e);
      expect(defs.globals.has(name), `global ${name}`).toBe(true);
      expect(source).toContain(`---@enum ${name}\n${name} = {`);
      for (const v of e.values) expect(hasMember(name, v.name), `${name}.${v.name}`).toBe(true);
    }
  });

  test('renders signatures as LuaLS expects them', () => {
    // Overloads, unnamed and variadic parameters, multiple forms of one method.
    expect(source).toMatch(/---@param funcName string[^\n]*\n---@param \.\.\. any[^\n]*\n(---@[^\n]*\n)*function ScriptInstance:RPC\(funcName, \.\.\.\) end/);
    expect(source).toMatch(/---@overload fun\(self: ScriptInstance, arg1: integer, arg2: string, \.\.\.: any\)/);
    // Static method overloads take no self.
    expect(source).toMatch(/---@overload fun\(eulerAngles: Vec3\): Quat\nfunction Quat\.Euler\(pitch, yaw, roll\) end/);
    // Constructors make the class callable.
    expect(source).toMatch(/---@class Vec3\n(---@[^\n]*\n)*---@overload fun\(x: number, y: number, z: number\): Vec3\n(---@[^\n]*\n)*Vec3 = \{\}/);
    // Operators, including the mirrored `number * Vec3`; metamethods LuaLS lacks are left out.
    expect(source).toContain('---@operator mul(number): Vec3');
    expect(source).toContain('---@operator unm: Vec3');
    expect(source).not.toMatch(/---@operator (eq|index|newindex|tostring|typefunc)\b/);
    // Inheritance, aliases, singletons, deprecation.
    expect(source).toContain('---@class Transform : Component');
    expect(source).toMatch(/---@field transform Transform [^\n]*\n---@field Transform Transform /);
    expect(source).toMatch(/---@class Scene\n(---@[^\n]*\n)*Scene = \{\}/);
    expect(source).toMatch(/---@deprecated\nVoxelEdit = \{\}/);
    // Narrower annotated types replace `table` when LuaLS can read them.
    expect(source).toMatch(/---@return Hit\[\]\nfunction Scene:TraceRay\(/);
    // Every summary is one comment line.
    expect(source.split('\n').filter((line) => !(line === '' || line.startsWith('--') || /^[\w{} ="[\],.:()-]+$/.test(line)))).toEqual([]);
  });

  test('a realistic script resolves every X.Y and X:Y name against the definition file', () => {
    const result = resolveScript(SAMPLE);
    expect(quoted(result)).toEqual([]);
    expect(result.unknownGlobals).toEqual([]);
    // Every member use but Lua's own (math.sin) has a known owner.
    expect(result.resolved).toBe(result.memberUses);
    expect(result.names).toEqual(
      expect.arrayContaining([
        'Scene:GetObjectByName',
        'Object.transform',
        'Transform.pos',
        'Vec3.y',
        'ScriptInstance.onServer',
        'self.elapsed',
        'Quat.Euler',
        'Transform.rot',
        'Transform.forward',
        'Scene:TraceRay',
        'Hit.type',
        'HitType.ObjectVoxel',
        'Object.name',
        'Hit.object',
        'Hit.distance',
      ]),
    );
    // The project's own sample checker agrees.
    expect(checkLua(SAMPLE, luaIndex)).toEqual([]);
  });

  test('the resolver reports members the definition file does not declare', () => {
    const mistakes: [from: string, to: string, line: number, name: string][] = [
      ['Scene:GetObjectByName', 'Scene:FindObjectByName', 7, 'Scene:FindObjectByName'],
      ['self.onServer', 'self.isServer', 13, 'self.isServer'],
      ['local pos = t.pos', 'local pos = t.position', 18, 't.position'],
      ['Quat.Euler', 'Quat.FromEuler', 20, 'Quat.FromEuler'],
      ['HitType.ObjectVoxel', 'HitType.Object', 23, 'HitType.Object'],
      ['first.distance', 'first.range', 24, 'first.range'],
    ];
    for (const [from, to, line, name] of mistakes) {
      expect(quoted(resolveScript(SAMPLE.replace(from, to))), `${from} -> ${to}`).toEqual([[line, name]]);
    }
  });

  test('the resolver reports unknown globals and follows inheritance', () => {
    const script = `local t = Scene:GetObjectByName("A").transform
print(t.object.name, t.isDestroyed)
print(Sceen:GetTime())
`;
    const result = resolveScript(script);
    expect(result.names).toEqual(expect.arrayContaining(['Transform.object', 'Transform.isDestroyed']));
    expect(result.unknownGlobals.map((u) => u.name)).toEqual(['Sceen:GetTime']);
  });

  test('a parameter that may be omitted is `name?` and a nil-able return keeps `T?`', () => {
    const fixture = renderLuaDefinitions(
      fixtureModel((d) => {
        widgetOf(d).methods![0]!.overloads[0]!.returns = ['Widget?'];
        widgetOf(d).methods![0]!.overloads.push({ params: [{ name: 'by', type: 'number' }, { name: 'extra', type: 'Widget[]?' }], returns: ['Widget[]'] });
      }),
    );
    expect(fixture).toMatch(/---@param by number\n---@param limit\? number\n---@return Widget\?\n---@overload fun\(self: Widget, by: number, extra\?: Widget\[\]\): Widget\[\]\nfunction Widget:Grow\(by, limit\) end/);
  });

  test('a component found by its type name has that type in LuaLS (type-keyed overloads)', () => {
    expect(source).toContain('---@overload fun(self: Object, typeName: "RigidBody"): RigidBody\n');
    expect(source).toContain('---@overload fun(self: Object, typeName: "RigidBody"): RigidBody[]\n');
    const script = `local M = {}
function M:Start()
  local body = self.object:GetComponentByType("RigidBody")
  body:AddForce(Vec3(0, 10, 0))
  print(body.Mass)
  for _, b in ipairs(self.object:GetComponentsByType("RigidBody")) do print(b.Velocity) end
end
return M
`;
    const result = resolveScript(script);
    expect(quoted(result)).toEqual([]);
    expect(result.names).toEqual(expect.arrayContaining(['RigidBody:AddForce', 'RigidBody.Mass', 'RigidBody.Velocity']));
    // A misspelt member of the looked-up component is caught, by both oracles.
    expect(quoted(resolveScript(script.replace('body.Mass', 'body.Mas')))).toEqual([[5, 'body.Mas']]);
    expect(checkLua(script.replace('body.Mass', 'body.Mas'), luaIndex).map((p) => p.line)).toEqual([5]);
  });

  test('the pattern in the file header types a script table: ---@class MyScript : ScriptInstance', () => {
    const header = source.split('\n').filter((l) => l.startsWith('--   ')).map((l) => l.slice(5)).join('\n');
    expect(header).toContain('---@class MyScript : ScriptInstance');
    const result = resolveScript(`${header}\n`);
    expect(quoted(result)).toEqual([]);
    expect(result.names).toEqual(expect.arrayContaining(['MyScript.transform', 'Transform.pos', 'MyScript.speed']));
    // Own fields and engine members are both checked.
    const wrong = resolveScript(`${header.replace('self.speed', 'self.sped')}\n`);
    expect(quoted(wrong).map(([, name]) => name)).toEqual(['self.sped']);
  });

  test('declares the helper globals the manual uses, with their chains', () => {
    for (const name of ['Vox', 'Cast']) expect(defs.globals.has(name), name).toBe(true);
    expect(defs.functions.has('Collide')).toBe(true);
    expect(source).toMatch(/---@param shape Shape\n---@return OpCollide\nfunction Collide\(shape\) end/);
    expect(source).toContain('See /manual/scripting/Voxel-Api#vox.');
    expect(hasMember('OpAdd', 'Color')).toBe(true); // inherited from OpBaseColored
    expect(hasMember('Raycast', 'IgnoreStatic')).toBe(true); // from InteractionFilter
  });
});
