import { LuaDataError, type LuaTable, type LuaValue, type Position, type TableField } from './lua-data';
import { TypeSyntaxError } from '../../../plugins/api-reference/type-grammar';
import { exportTypeInLua } from './lua-spelling';

/**
 * Checks that a parsed export has the shape `AE:GetAELuaBindings()` gives, and turns it into plain
 * typed records. Anything unexpected stops the import with the place and the fix, so a format
 * change in the engine is noticed instead of silently half-imported.
 */

export interface ExportParam {
  name: string;
  /** In the reference's type grammar (int → integer, `fun(a:T)` → `fun(a: T)`). */
  type: string;
}

export interface ExportFunction {
  name: string;
  params: ExportParam[];
  returns: string[];
  description: string;
  deprecated: boolean;
  pos: Position;
}

export interface ExportProperty {
  name: string;
  type: string;
  readonly: boolean;
  description: string;
  deprecated: boolean;
  pos: Position;
}

export interface ExportClass {
  name: string;
  onServer: boolean;
  onClient: boolean;
  deprecated: boolean;
  constructors: ExportFunction[];
  functions: ExportFunction[];
  properties: ExportProperty[];
  operators: ExportFunction[];
  pos: Position;
}

export interface ExportEnum {
  name: string;
  values: Map<string, number>;
}

export interface EngineExport {
  classes: Map<string, ExportClass>;
  enums: Map<string, ExportEnum>;
}

const REEXPORT = 'export the file again from the engine with AE:GetAELuaBindings() and serpent.dump';

function fail(pos: Position, problem: string, fix: string): never {
  throw new LuaDataError(pos, problem, fix);
}

/** The keyed fields of a table, refusing positional items and unknown keys. */
function fieldsOf(table: LuaTable, what: string, allowed: readonly string[]): Map<string, TableField> {
  if (table.items.length) fail(table.items[0]!.pos, `${what} has a value without a key`, `write it as key=value (allowed keys: ${allowed.join(', ')})`);
  const out = new Map<string, TableField>();
  for (const f of table.fields) {
    const key = String(f.key);
    if (!allowed.includes(key)) {
      fail(f.keyPos, `unknown key "${key}" in ${what}`, `use only ${allowed.join(', ')}; if the engine's export format gained a field, teach scripts/api/import/validate.ts about it`);
    }
    if (out.has(key)) fail(f.keyPos, `key "${key}" appears twice in ${what}`, 'keep one of them');
    out.set(key, f);
  }
  return out;
}

/** A map keyed by names (Enums, Classes, enum values): only string keys. */
function namedFields(table: LuaTable, what: string): TableField[] {
  if (table.items.length) fail(table.items[0]!.pos, `${what} has a value without a name`, `write each entry as Name={...}`);
  return table.fields;
}

function asTable(v: LuaValue | undefined, at: Position, what: string): LuaTable {
  if (v === undefined) fail(at, `${what} is missing`, `add ${what}, or ${REEXPORT}`);
  if (v.kind !== 'table') fail(v.pos, `${what} must be a table, not a ${v.kind}`, `write ${what} as {...}`);
  return v;
}

/** The Lua key a message is about: "class Body: function 2: name" → "name". */
const fieldKey = (what: string): string => what.split(/[ :]+/).pop() ?? what;

function asString(v: LuaValue | undefined, at: Position, what: string, optional = false): string {
  if (v === undefined || (optional && v.kind === 'nil')) {
    if (optional) return '';
    fail(at, `${what} is missing`, `give it as ${fieldKey(what)}="..."`);
  }
  if (v.kind !== 'string') fail(v.pos, `${what} must be a string, not a ${v.kind}`, `write it in quotes: ${fieldKey(what)}="..."`);
  return v.value;
}

function asBoolean(v: LuaValue | undefined, at: Position, what: string): boolean {
  if (v === undefined || v.kind === 'nil') return false;
  if (v.kind !== 'boolean') fail(v.pos, `${what} must be true or false, not a ${v.kind}`, `write ${fieldKey(what)}=true or ${fieldKey(what)}=false`);
  return v.value;
}

/** A positional list ({ {...}, {...} }); keyed fields are refused. */
function listOf(table: LuaTable, what: string): LuaTable[] {
  if (table.fields.length) {
    const f = table.fields[0]!;
    // serpent writes sparse arrays with [n]= keys; accept them when they are 1..n in order.
    const numeric = table.fields.every((x) => typeof x.key === 'number');
    if (!numeric) fail(f.keyPos, `${what} must be a list, but has the key "${String(f.key)}"`, `write ${what} as { {...}, {...} }`);
  }
  const items = [...table.items, ...table.fields.sort((a, b) => Number(a.key) - Number(b.key)).map((f) => f.value)];
  return items.map((v, i) => asTable(v, table.pos, `${what}[${i + 1}]`));
}

function typeOf(v: LuaValue | undefined, at: Position, what: string): string {
  const raw = asString(v, at, what);
  try {
    return exportTypeInLua(raw);
  } catch (e) {
    if (e instanceof TypeSyntaxError) fail(v!.pos, `${what} "${raw}" is not a type: ${e.message}`, 'write a type such as number, Vec3, Hit[], Vec3?, A|B, table<K,V> or fun(a: T): R');
    throw e;
  }
}

const FUNCTION_KEYS = ['name', 'params', 'returns', 'description', 'isDeprecated'] as const;
const PROPERTY_KEYS = ['name', 'type', 'readonly', 'description', 'isDeprecated'] as const;
const CLASS_KEYS = ['name', 'onServer', 'onClient', 'isDeprecated', 'constructors', 'functions', 'properties', 'operators'] as const;

function readFunction(t: LuaTable, what: string): ExportFunction {
  const f = fieldsOf(t, what, FUNCTION_KEYS);
  const name = asString(f.get('name')?.value, t.pos, `${what}: name`);
  const label = `${what} ${name}`;
  const params = listOf(asTable(f.get('params')?.value ?? { kind: 'table', items: [], fields: [], pos: t.pos }, t.pos, `${label}: params`), `${label}: params`).map((p, i) => {
    const pf = fieldsOf(p, `${label}: parameter ${i + 1}`, ['name', 'type']);
    return {
      name: asString(pf.get('name')?.value, p.pos, `${label}: parameter ${i + 1} name`),
      type: typeOf(pf.get('type')?.value, p.pos, `${label}: parameter ${i + 1} type`),
    };
  });
  const returns = listOf(asTable(f.get('returns')?.value ?? { kind: 'table', items: [], fields: [], pos: t.pos }, t.pos, `${label}: returns`), `${label}: returns`).map((r, i) => {
    const rf = fieldsOf(r, `${label}: return ${i + 1}`, ['type', 'name']);
    return typeOf(rf.get('type')?.value, r.pos, `${label}: return ${i + 1} type`);
  });
  return {
    name,
    params,
    returns,
    description: asString(f.get('description')?.value, t.pos, `${label}: description`, true),
    deprecated: asBoolean(f.get('isDeprecated')?.value, t.pos, `${label}: isDeprecated`),
    pos: t.pos,
  };
}

function readProperty(t: LuaTable, what: string): ExportProperty {
  const f = fieldsOf(t, what, PROPERTY_KEYS);
  const name = asString(f.get('name')?.value, t.pos, `${what}: name`);
  const label = `${what} ${name}`;
  return {
    name,
    type: typeOf(f.get('type')?.value, t.pos, `${label}: type`),
    readonly: asBoolean(f.get('readonly')?.value, t.pos, `${label}: readonly`),
    description: asString(f.get('description')?.value, t.pos, `${label}: description`, true),
    deprecated: asBoolean(f.get('isDeprecated')?.value, t.pos, `${label}: isDeprecated`),
    pos: t.pos,
  };
}

function readClass(key: string, t: LuaTable): ExportClass {
  const what = `class ${key}`;
  const f = fieldsOf(t, what, CLASS_KEYS);
  const name = asString(f.get('name')?.value, t.pos, `${what}: name`);
  if (name !== key) fail(f.get('name')!.value.pos, `${what} says its name is "${name}"`, `make the key and name= agree`);
  const list = (k: string) => {
    const v = f.get(k)?.value;
    return v === undefined ? [] : listOf(asTable(v, t.pos, `${what}: ${k}`), `${what}: ${k}`);
  };
  return {
    name,
    onServer: asBoolean(f.get('onServer')?.value, t.pos, `${what}: onServer`),
    onClient: asBoolean(f.get('onClient')?.value, t.pos, `${what}: onClient`),
    deprecated: asBoolean(f.get('isDeprecated')?.value, t.pos, `${what}: isDeprecated`),
    constructors: list('constructors').map((c, i) => readFunction(c, `${what}: constructor ${i + 1}`)),
    functions: list('functions').map((c, i) => readFunction(c, `${what}: function ${i + 1}`)),
    properties: list('properties').map((c, i) => readProperty(c, `${what}: property ${i + 1}`)),
    operators: list('operators').map((c, i) => readFunction(c, `${what}: operator ${i + 1}`)),
    pos: t.pos,
  };
}

/** Validates the root table of an export and returns its classes and enums. */
export function validateExport(root: LuaTable): EngineExport {
  const top = fieldsOf(root, 'the exported table', ['Enums', 'Classes']);
  if (!top.has('Classes')) fail(root.pos, 'the exported table has no Classes', REEXPORT);
  const classes = new Map<string, ExportClass>();
  for (const f of namedFields(asTable(top.get('Classes')!.value, root.pos, 'Classes'), 'Classes')) {
    if (typeof f.key !== 'string') fail(f.keyPos, `Classes has the number key ${f.key}`, 'key each class by its name');
    classes.set(f.key, readClass(f.key, asTable(f.value, f.keyPos, `class ${f.key}`)));
  }
  const enums = new Map<string, ExportEnum>();
  const enumTable = top.get('Enums');
  for (const f of enumTable ? namedFields(asTable(enumTable.value, root.pos, 'Enums'), 'Enums') : []) {
    const values = new Map<string, number>();
    for (const v of namedFields(asTable(f.value, f.keyPos, `enum ${String(f.key)}`), `enum ${String(f.key)}`)) {
      if (v.value.kind !== 'number') fail(v.value.pos, `enum ${String(f.key)}: value ${String(v.key)} must be a number, not a ${v.value.kind}`, 'write Name=<integer>');
      values.set(String(v.key), v.value.value);
    }
    enums.set(String(f.key), { name: String(f.key), values });
  }
  return { classes, enums };
}
