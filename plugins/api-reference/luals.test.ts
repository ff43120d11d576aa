import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import luaparse from 'luaparse';
import { runApiPipeline } from './pipeline';
import { renderLuaDefinitions } from './luals';
import { METAMETHODS } from '../lua-check/lua-facts';
import { enumLuaName, membersOf, type ApiData, type ApiModel } from './model';
import { analyseLua, checkLua } from '../lua-check/analyser';
import { luaIndexFromDefinitions } from '../lua-check/definitions-index';
import type { LuaNameIndex } from '../lua-check/index-types';
import { fixtureModel, LUALS_TEST_OPTIONS, widgetOf } from './fixtures/model';

const API_DIR = path.resolve(__dirname, '../../api');

let model: ApiModel;
let data: ApiData;
let luaIndex: LuaNameIndex;
let source: string;
let lines: string[];
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
  model = build.model;
  data = model.data;
  luaIndex = build.luaIndex;
  source = renderLuaDefinitions(model, LUALS_TEST_OPTIONS);
  lines = source.split('\n');
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
    expect(source).toMatch(/---@deprecated\n---@class VoxelEdit\n/);
    // Narrower annotated types replace `table` when LuaLS can read them.
    expect(source).toMatch(/---@return Hit\[\]\nfunction Scene:TraceRay\(/);
    // Every summary is one comment line.
    expect(source.split('\n').filter((line) => !(line === '' || line.trimStart().startsWith('--') || /^[\w{} ="[\],.:()-]+$/.test(line)))).toEqual([]);
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
      LUALS_TEST_OPTIONS,
    );
    expect(fixture).toMatch(/---@param by number\n---@param limit\? number\n---@return Widget\?\n---@overload fun\(self: Widget, by: number, extra\?: Widget\[\]\): Widget\[\]\nfunction Widget:Grow\(by, limit\) end/);
  });

  test('a component found by its type name has that type in LuaLS (type-keyed overloads)', () => {
    expect(source).toContain('---@overload fun(self: Object, typeName: "RigidBody"): RigidBody?\n');
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
    expect(source).toContain(`[docs](${LUALS_TEST_OPTIONS.siteUrl}/manual/scripting/Voxel-Api#vox)`);
    expect(hasMember('OpAdd', 'Color')).toBe(true); // inherited from OpBaseColored
    expect(hasMember('Raycast', 'IgnoreStatic')).toBe(true); // from InteractionFilter
  });
});

// ---------------------------------------------------------------------------------------------
// The rules LuaLS 3.19 holds atomontage.d.lua to, learnt from running it on the site's examples
// (scripts/api/check-editor-types.ts runs the real server when it is installed).

const ROOT = path.resolve(__dirname, '../..');

/** The annotation lines directly above a line, nearest last. */
function annotationsAbove(index: number): string[] {
  let start = index;
  while (start > 0 && lines[start - 1]!.startsWith('---')) start--;
  return lines.slice(start, index);
}

test('a helper method that returns its receiver is generic, so an inherited call keeps the chain\'s type', () => {
  // LuaLS types `self` in an inherited method as the declaring class: with `---@return self`,
  // Cast:Ray(a, b):Ignore(x) became an InteractionFilter and lost Run.
  expect(source).not.toMatch(/^---@return self$/m);
  let checked = 0;
  for (const c of model.helpers.classes) {
    for (const m of c.methods.filter((x) => x.returns.includes('self'))) {
      const at = lines.indexOf(`function ${c.name}:${m.name}(${m.params.map((p) => p.name).join(', ')}) end`);
      expect(at, `${c.name}:${m.name}`).toBeGreaterThan(0);
      const doc = annotationsAbove(at);
      expect(doc, `${c.name}:${m.name}`).toEqual(expect.arrayContaining([`---@generic T : ${c.name}`, '---@param self T', '---@return T']));
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(20);
  // Followed through the file by LuaLS's rule (`---@return self` is the declaring class), the chain
  // reaches Run only through the generic.
  expect(quoted(resolveScript('local hit = Cast:Ray(Vec3(0, 0, 0), Vec3(0, -50, 0)):Ignore(nil):IgnoreStatic():Run()\n'))).toEqual([]);
  expect(defs.classes.get('InteractionFilter')?.members.get('Ignore')?.overloads?.[0]?.returns).toEqual(['self']);
});

test('---@deprecated stands above ---@class, and the file\'s own deprecated methods do not warn', () => {
  const deprecated = model.data.classes.filter((c) => c.deprecated);
  expect(deprecated.map((c) => c.name)).toEqual(expect.arrayContaining(['VoxelDB', 'VoxelEdit', 'Collision']));
  for (const c of deprecated) {
    const classAt = lines.indexOf(`---@class ${c.name}${c.inherits ? ` : ${c.inherits}` : ''}`);
    const tableAt = lines.indexOf(`${c.name} = {}`);
    expect(classAt, c.name).toBeGreaterThan(0);
    // Between the fields and `X = {}` it detaches every method from the class.
    expect(lines.slice(classAt, tableAt), c.name).not.toContain('---@deprecated');
    expect(annotationsAbove(classAt), c.name).toContain('---@deprecated');
    // LuaLS reports `function VoxelDB:Load() end` itself as a use of a deprecated global.
    const heads = lines.map((l, i) => [l, i] as const).filter(([l]) => l.startsWith(`function ${c.name}:`) || l.startsWith(`function ${c.name}.`));
    expect(heads.length, c.name).toBe(c.methods?.length ?? 0);
    for (const [head, i] of heads) expect(lines[i - 1], head).toBe('---@diagnostic disable-next-line: deprecated');
    // Read as LuaLS reads it, the class keeps every method.
    for (const m of c.methods ?? []) expect(hasMember(c.name, m.name), `${c.name}:${m.name}`).toBe(true);
  }
});

test('a nil-able return stays nil-able in its type-keyed overloads', () => {
  let checked = 0;
  for (const c of model.data.classes) {
    for (const m of c.methods ?? []) {
      const nilable = m.overloads.some((o) => o.params.length === 1 && o.params[0]!.type === 'string' && o.returns[0]?.endsWith('?'));
      if (!nilable) continue;
      const at = lines.findIndex((l) => l.startsWith(`function ${c.name}:${m.name}(`));
      const keyed = annotationsAbove(at).filter((l) => /^---@overload fun\([^)]*: "\w+"\): /.test(l));
      if (!keyed.length) continue;
      for (const k of keyed) expect(k, `${c.name}:${m.name}`).toMatch(/\?$/);
      checked++;
    }
  }
  expect(source).toContain('---@overload fun(self: Object, typeName: "RigidBody"): RigidBody?\n');
  expect(checked).toBeGreaterThan(0);
  // The oracle read from the file and the one built from the model agree on it.
  const keyedType = (index: LuaNameIndex) => index.classes.get('Object')?.members.get('GetComponentByType')?.overloads?.find((o) => o.keyed)?.keyed?.types.get('RigidBody');
  expect(keyedType(defs)).toBe('RigidBody?');
  expect(keyedType(luaIndex)).toBe('RigidBody?');
});

test('the members whose text says they can be nil are nil-able', () => {
  const type = (cls: string, prop: string) => model.classes.get(cls)?.properties?.find((p) => p.name === prop)?.type;
  expect(type('Hit', 'color')).toBe('Vec3?');
  expect(type('VoxelEdit', 'shape')).toBe('Shape?');
  expect(model.classes.get('VoxelDataResource')?.methods?.find((m) => m.name === 'Save')?.overloads[0]?.returns).toEqual(['string?']);
  // Methods that may be missing altogether say so in their hover.
  expect(source).toMatch(/---Returns the objects that carry the given tag[^\n]* May be missing in your engine version\. \[docs\]/);
});

// ---------------------------------------------------------------------------------------------
// Every global the site's Lua examples use is declared.

/** Lua 5.4's own globals and the members of its libraries that examples may use. */
const LUA_GLOBALS = new Set(['_G', '_VERSION', 'assert', 'collectgarbage', 'dofile', 'error', 'getmetatable', 'ipairs', 'load', 'loadfile', 'next', 'pairs', 'pcall', 'print', 'rawequal', 'rawget', 'rawlen', 'rawset', 'require', 'select', 'setmetatable', 'tonumber', 'tostring', 'type', 'xpcall', 'coroutine', 'debug', 'io', 'math', 'os', 'package', 'string', 'table', 'utf8']);
const LUA_MATH = new Set(['abs', 'ceil', 'cos', 'deg', 'exp', 'floor', 'fmod', 'huge', 'log', 'max', 'maxinteger', 'min', 'mininteger', 'modf', 'pi', 'rad', 'random', 'randomseed', 'sin', 'sqrt', 'tan', 'tointeger', 'type', 'ult', 'acos', 'asin', 'atan']);

/** Every ```lua block of the hand-written pages and every example in the API data. */
function siteLuaBlocks(): { where: string; code: string }[] {
  const blocks: { where: string; code: string }[] = [];
  const pages = ['docs', 'src/pages'].flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.mdx?$/.test(f) && !path.join(dir, f).startsWith(path.join('docs', 'api')))
      .map((f) => path.join(dir, f)),
  );
  for (const page of pages) {
    for (const m of fs.readFileSync(path.join(ROOT, page), 'utf8').matchAll(/^```lua[^\n]*\n([\s\S]*?)^```/gm)) blocks.push({ where: page, code: m[1]! });
  }
  for (const c of model.data.classes) for (const m of membersOf(c)) for (const e of m.examples) blocks.push({ where: `api ${c.name} ${m.item}`, code: e.code });
  return blocks;
}

type LuaNode = { type: string; [key: string]: unknown };

/** Free names (`deb`) and members of Lua's math table (`math.perlinNoise`) a chunk reads or calls. */
function globalsUsed(code: string): string[] {
  const chunk = luaparse.parse(code, { luaVersion: '5.3', scope: true }) as unknown as LuaNode;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as LuaNode;
    if (n.type === 'Identifier' && n.isLocal === false) used.add(n.name as string);
    if (n.type === 'MemberExpression') {
      const base = n.base as LuaNode;
      if (base.type === 'Identifier' && base.name === 'math' && base.isLocal === false) used.add(`math.${(n.identifier as LuaNode).name as string}`);
      return visit(base); // the member name is no variable
    }
    if (n.type === 'TableKeyString') return visit(n.value);
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(chunk);
  return [...used];
}

test('every global the site\'s Lua examples use is declared in the file (or is Lua\'s own)', () => {
  const declared = new Set<string>();
  for (const l of lines) {
    const m = /^(\w+) = \{/.exec(l) ?? /^function (\w+(?:\.\w+)?)\(/.exec(l);
    if (m) declared.add(m[1]!);
  }
  const blocks = siteLuaBlocks();
  expect(blocks.length).toBeGreaterThan(50);
  const missing = new Set<string>();
  for (const b of blocks) {
    for (const name of globalsUsed(b.code)) {
      // A block that uses `self` without declaring it is a part of a script, checked as one.
      if (name === 'self') continue;
      // A script may write its own globals; those are assigned, not only read. The examples write none.
      const lua = name.startsWith('math.') ? LUA_MATH.has(name.slice(5)) : LUA_GLOBALS.has(name);
      if (!lua && !declared.has(name)) missing.add(`${name} (${b.where})`);
    }
  }
  expect([...missing]).toEqual([]);
  // The ones the manual uses without an API page, each with its summary and docs link.
  for (const name of ['deb', 'events', 'math.perlinNoise', 'Vox', 'Cast', 'Collide']) expect(declared.has(name), name).toBe(true);
  // Followed through the file: the manual's debug drawings and events are known globals.
  const script = 'local s = {}\ndeb:cross(Vec3(0, 0, 0), "here")\nevents.keyDown.addListener(s, function(key) print(key) end)\nprint(math.perlinNoise(0.5))\n';
  expect(quoted(resolveScript(script))).toEqual([]);
  expect(resolveScript(script).unknownGlobals).toEqual([]);
  for (const head of ['deb = {}', 'events = {}', 'function math.perlinNoise(x) end']) {
    expect(annotationsAbove(lines.indexOf(head)).join('\n'), head).toMatch(/^---[^@].*\[docs\]\(https:\/\/docs\.example\.test\/manual\//m);
  }
});

test('a type that stands for another is declared as an alias, so LuaLS accepts what it stands for', () => {
  const model = fixtureModel((d) => d.otherTypes.push({ name: 'keyCode', kind: 'engine', summary: 'A key name.', aliasOf: 'string' }, { name: 'Blob', kind: 'engine', summary: 'Opaque.' }));
  const out = renderLuaDefinitions(model, LUALS_TEST_OPTIONS);
  expect(out).toContain('---@alias keyCode string');
  expect(out).toContain('---@class Blob');
  expect(out).not.toContain('---@class keyCode');
});
