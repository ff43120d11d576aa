import { enumLuaName, type ApiModel, type Param } from './model';
import { METAMETHODS } from '../lua-check/lua-facts';
import { keyedLookup, subclassesOf } from './type-keyed';
import type { LuaClass, LuaMember, LuaNameIndex, LuaSignature } from '../lua-check/index-types';
import type { HelperMethod } from './helper-globals';

/**
 * What the Lua example check knows, from the model: every class with its members, forms and
 * operators, every enum with its values, the helper globals and their builder classes.
 */
function signature(params: Param[], returns: string[], subclasses?: Map<string, string[]>): LuaSignature {
  const keyed = subclasses && keyedLookup(params, returns, subclasses);
  return {
    params: params.map((p, i) => ({
      name: p.name ?? `arg${i + 1}`,
      type: p.type,
      optional: p.type.trim().endsWith('?'),
      variadic: p.type === '...' || p.type.startsWith('...'),
    })),
    returns,
    ...(keyed && { keyed: { base: keyed.base, types: new Map(keyed.subclasses.map((s) => [s, `${keyed.array ? `${s}[]` : s}${keyed.nilable ? '?' : ''}`])) } }),
  };
}

const helperSignature = (m: HelperMethod): LuaSignature => signature(m.params.map((p) => ({ name: p.name, type: p.type })), m.returns);

// The index of a model is built once: the examples check and the site-wide Lua check share it.
const indexes = new WeakMap<ApiModel, LuaNameIndex>();

export function luaIndexOf(model: ApiModel): LuaNameIndex {
  let index = indexes.get(model);
  if (!index) indexes.set(model, (index = buildLuaIndex(model)));
  return index;
}

function buildLuaIndex(model: ApiModel): LuaNameIndex {
  const classes = new Map<string, LuaClass>();
  const globals = new Map<string, string>();
  const subclasses = subclassesOf(model);
  for (const c of model.data.classes) {
    const lc: LuaClass = { name: c.name, base: c.inherits, members: new Map(), operators: new Map() };
    for (const p of c.properties ?? []) for (const name of [p.name, ...(p.aliases ?? [])]) lc.members.set(name, { kind: 'field', type: p.type });
    for (const m of c.methods ?? []) lc.members.set(m.name, { kind: m.static ? 'static' : 'method', overloads: m.overloads.map((o) => signature(o.params, o.returns, subclasses)) });
    for (const cb of c.callbacks ?? []) lc.members.set(cb.name, { kind: 'callback', overloads: [signature(cb.params, [])] });
    if (c.constructors) lc.constructors = c.constructors.overloads.map((o) => signature(o.params, [c.name]));
    for (const o of c.operators ?? []) {
      const op = METAMETHODS[o.op]?.luals;
      if (!op) continue;
      for (const v of o.overloads) {
        if (!v.returns) continue;
        const [left, right] = v.params;
        const other = left === c.name ? right : left;
        lc.operators.set(op, [...(lc.operators.get(op) ?? []), [other, v.returns]]);
      }
    }
    classes.set(c.name, lc);
    globals.set(c.name, c.name);
  }
  for (const e of model.data.enums) {
    const name = enumLuaName(e);
    classes.set(name, { name, members: new Map(e.values.map((v) => [v.name, { kind: 'field', type: 'integer' }])), operators: new Map() });
    globals.set(name, name);
  }
  const { helpers } = model;
  for (const h of [...helpers.classes, ...helpers.globals]) {
    classes.set(h.name, {
      name: h.name,
      base: 'inherits' in h && typeof h.inherits === 'string' ? h.inherits : undefined,
      members: new Map<string, LuaMember>([
        ...(h.fields ?? []).map((f): [string, LuaMember] => [f.name, { kind: 'field', type: f.type }]),
        ...h.methods.map((m): [string, LuaMember] => [m.name, { kind: 'method', overloads: [helperSignature(m)] }]),
      ]),
      operators: new Map(),
    });
  }
  for (const g of helpers.globals) globals.set(g.name, g.name);
  const functions = new Map(helpers.functions.map((f) => [f.name, [helperSignature(f)]]));
  const serverOnly = new Set([...helpers.globals, ...helpers.functions].filter((h) => h.availability === 'server').map((h) => h.name));
  return { globals, classes, functions, serverOnly, scriptInstance: model.classes.has('ScriptInstance') ? 'ScriptInstance' : undefined };
}
