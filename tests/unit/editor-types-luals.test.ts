import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import luaparse from 'luaparse';
import { loadApiModel } from '../../plugins/api-reference/load';
import { renderLuaDefinitions } from '../../plugins/api-reference/luals';
import { membersOf, type ApiModel } from '../../plugins/api-reference/model';
import { LUALS_TEST_OPTIONS } from './api-model-fixture';

/**
 * The rules LuaLS 3.19 holds atomontage.d.lua to, learnt from running it on the site's examples
 * (scripts/api/check-editor-types.ts runs the real server when it is installed). Each test reads
 * the file generated from the real data.
 */
const ROOT = path.resolve(__dirname, '../..');
let model: ApiModel;
let source: string;
let lines: string[];

test.beforeAll(() => {
  model = loadApiModel(path.join(ROOT, 'api'));
  source = renderLuaDefinitions(model, LUALS_TEST_OPTIONS);
  lines = source.split('\n');
});

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
});

test('the members whose text says they can be nil are nil-able', () => {
  const type = (cls: string, prop: string) => model.classes.get(cls)?.properties?.find((p) => p.name === prop)?.type;
  expect(type('Hit', 'color')).toBe('Vec3?');
  expect(type('Hit', 'object')).toBe('Object?');
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
  for (const head of ['deb = {}', 'events = {}', 'function math.perlinNoise(x) end']) {
    expect(annotationsAbove(lines.indexOf(head)).join('\n'), head).toMatch(/^---[^@].*\[docs\]\(https:\/\/docs\.example\.test\/manual\//m);
  }
});
