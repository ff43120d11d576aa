import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import YAML from 'yaml';
import { checkLua, type LuaNameIndex } from '../lua-check/check';
import { typeNames } from './type-grammar';
import { enumLuaName, type ApiClass, type ApiData, type ApiEnum, type Example, type OtherType } from './model';

/**
 * Loads the API data (api/classes/*.yaml, api/enums/*.yaml, api/types.yaml), validates it against
 * the JSON Schemas and checks what a schema cannot: every type names something, no member is
 * listed twice, every summary has words, every /api/ link and anchor exists, and every code sample
 * parses as Lua and names only real members. Problems are reported together, each with the file,
 * the item and the fix: first every syntax and schema problem, then (once those are fixed) every
 * problem of meaning.
 */
export interface Problem {
  file: string;
  item: string;
  message: string;
  fix: string;
}

export class ApiDataError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `The API data has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `- ${p.file} › ${p.item}: ${p.message}. Fix: ${p.fix}.`).join('\n'),
    );
    this.name = 'ApiDataError';
  }
}

export const PRIMITIVE_TYPES = ['nil', 'boolean', 'number', 'integer', 'string', 'table', 'function', 'any', '...'];

const SCHEMA_DIR = 'schema';

function compileSchemas(dataDir: string): { klass: ValidateFunction; enumeration: ValidateFunction; types: ValidateFunction } {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const read = (name: string): object => {
    const file = path.join(dataDir, SCHEMA_DIR, name);
    if (!fs.existsSync(file)) {
      throw new ApiDataError([{ file: path.relative(path.dirname(dataDir), file), item: '(file)', message: 'is missing', fix: 'restore the schema from version control' }]);
    }
    return JSON.parse(fs.readFileSync(file, 'utf8')) as object;
  };
  return {
    klass: ajv.compile(read('class.schema.json')),
    enumeration: ajv.compile(read('enum.schema.json')),
    types: ajv.compile(read('types.schema.json')),
  };
}

/** Turns a JSON pointer into the item a writer recognises, e.g. "methods › GetObjectByName". */
function describePointer(data: unknown, pointer: string): string {
  const parts = pointer.split('/').filter(Boolean);
  const labels: string[] = [];
  let node: unknown = data;
  for (const part of parts) {
    node = (node as Record<string, unknown> | undefined)?.[part];
    const name = (node as { name?: unknown; op?: unknown } | undefined)?.name ?? (node as { op?: unknown } | undefined)?.op;
    labels.push(/^\d+$/.test(part) && typeof name === 'string' ? name : part);
  }
  return labels.join(' › ') || '(top level)';
}

function schemaProblems(file: string, data: unknown, errors: ErrorObject[] | null | undefined, schema: string): Problem[] {
  return (errors ?? []).map((e) => ({
    file,
    item: describePointer(data, e.instancePath),
    message: `${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` ("${String(e.params.additionalProperty)}")` : ''}`,
    fix: `follow api/schema/${schema} (your editor validates against it through the header line)`,
  }));
}

function parseYaml(file: string, text: string, problems: Problem[]): unknown {
  const doc = YAML.parseDocument(text);
  if (doc.errors.length) {
    for (const e of doc.errors) {
      problems.push({ file, item: `line ${e.linePos?.[0]?.line ?? '?'}`, message: `is not valid YAML: ${e.message.split('\n')[0]}`, fix: 'correct the YAML syntax (indentation, quoting of strings that contain ": " or start with a backtick)' });
    }
    return undefined;
  }
  return doc.toJS();
}

/** Every name a page can be linked to with #anchor, per API route. */
export function anchorsOf(klass: ApiClass): Set<string> {
  const anchors = new Set<string>(['constructors', 'properties', 'methods', 'callbacks', 'operators', 'examples', 'used-by']);
  for (const p of klass.properties ?? []) [p.name, ...(p.aliases ?? [])].forEach((n) => anchors.add(n));
  for (const m of klass.methods ?? []) anchors.add(m.name);
  for (const c of klass.callbacks ?? []) anchors.add(c.name);
  for (const o of klass.operators ?? []) anchors.add(o.op);
  return anchors;
}

/** Member names scripts can reach on a class, including those it inherits. */
export function memberNames(klass: ApiClass, byName: Map<string, ApiClass>): Set<string> {
  const names = new Set<string>();
  for (let c: ApiClass | undefined = klass, depth = 0; c && depth < 10; c = c.inherits ? byName.get(c.inherits) : undefined, depth++) {
    for (const p of c.properties ?? []) [p.name, ...(p.aliases ?? [])].forEach((n) => names.add(n));
    for (const m of c.methods ?? []) names.add(m.name);
    for (const cb of c.callbacks ?? []) names.add(cb.name);
  }
  return names;
}

export function luaNameIndex(data: ApiData): LuaNameIndex {
  const byName = new Map(data.classes.map((c) => [c.name, c]));
  const members = new Map<string, Set<string>>();
  const staticFunctions = new Map<string, Set<string>>();
  for (const c of data.classes) {
    members.set(c.name, memberNames(c, byName));
    staticFunctions.set(c.name, new Set((c.methods ?? []).filter((m) => m.static).map((m) => m.name)));
  }
  for (const e of data.enums) members.set(enumLuaName(e), new Set(e.values.map((v) => v.name)));
  return { members, staticFunctions };
}

/** All text a writer wrote for an item, for the link check. */
interface TextField {
  item: string;
  text: string;
}

function classTexts(c: ApiClass): TextField[] {
  const out: TextField[] = [];
  const push = (item: string, ...texts: (string | undefined)[]) => texts.forEach((t) => t && out.push({ item, text: t }));
  const examples = (item: string, ex?: Example[]) => ex?.forEach((e) => push(`${item} › example "${e.title}"`, e.title, e.description));
  push(c.name, c.summary, c.description, c.deprecated?.message, c.deprecated?.replacement);
  examples(c.name, c.examples);
  if (c.constructors) {
    push('constructors', c.constructors.summary, c.constructors.description);
    c.constructors.overloads.forEach((o) => push('constructors', o.summary, ...o.params.map((p) => p.summary)));
    examples('constructors', c.constructors.examples);
  }
  for (const p of c.properties ?? []) {
    push(`properties › ${p.name}`, p.summary, p.description, p.deprecated?.message, p.deprecated?.replacement);
    examples(`properties › ${p.name}`, p.examples);
  }
  for (const m of c.methods ?? []) {
    push(`methods › ${m.name}`, m.summary, m.description, m.deprecated?.message, m.deprecated?.replacement);
    m.overloads.forEach((o) => push(`methods › ${m.name}`, o.summary, ...o.params.map((p) => p.summary)));
    examples(`methods › ${m.name}`, m.examples);
  }
  for (const cb of c.callbacks ?? []) {
    push(`callbacks › ${cb.name}`, cb.summary, cb.description, ...cb.params.map((p) => p.summary));
    examples(`callbacks › ${cb.name}`, cb.examples);
  }
  for (const o of c.operators ?? []) push(`operators › ${o.op}`, o.summary, o.description);
  return out;
}

function classExamples(c: ApiClass): { item: string; example: Example }[] {
  const out: { item: string; example: Example }[] = [];
  const add = (item: string, list?: Example[]) => list?.forEach((example) => out.push({ item: `${item} › example "${example.title}"`, example }));
  add(c.name, c.examples);
  add('constructors', c.constructors?.examples);
  for (const p of c.properties ?? []) add(`properties › ${p.name}`, p.examples);
  for (const m of c.methods ?? []) add(`methods › ${m.name}`, m.examples);
  for (const cb of c.callbacks ?? []) add(`callbacks › ${cb.name}`, cb.examples);
  return out;
}

/** Types a class's signatures use, with the item that uses them. */
function classTypes(c: ApiClass): { item: string; type: string }[] {
  const out: { item: string; type: string }[] = [];
  const add = (item: string, type: string | null | undefined) => type && out.push({ item, type });
  for (const p of c.properties ?? []) add(`properties › ${p.name}`, p.type);
  for (const m of c.methods ?? [])
    for (const o of m.overloads) {
      o.params.forEach((p) => add(`methods › ${m.name}`, p.type));
      o.returns.forEach((r) => add(`methods › ${m.name}`, r));
    }
  c.constructors?.overloads.forEach((o) => o.params.forEach((p) => add('constructors', p.type)));
  for (const cb of c.callbacks ?? []) cb.params.forEach((p) => add(`callbacks › ${cb.name}`, p.type));
  for (const o of c.operators ?? [])
    for (const v of o.overloads) {
      v.params.forEach((p) => add(`operators › ${o.op}`, p));
      add(`operators › ${o.op}`, v.returns);
    }
  return out;
}

const LINK = /\]\((\/api\/[^)\s]*)\)/g;

/** Loads and checks the data; throws ApiDataError listing every problem. */
export function loadApiData(dataDir: string): ApiData {
  const problems: Problem[] = [];
  const schemas = compileSchemas(dataDir);
  const rel = (file: string) => path.relative(path.dirname(dataDir), file);
  const readDir = (dir: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => path.join(dir, f)) : [];

  const classes: ApiClass[] = [];
  const classFiles = new Map<string, string>();
  for (const file of readDir(path.join(dataDir, 'classes'))) {
    const data = parseYaml(rel(file), fs.readFileSync(file, 'utf8'), problems);
    if (data === undefined) continue;
    if (!schemas.klass(data)) {
      problems.push(...schemaProblems(rel(file), data, schemas.klass.errors, 'class.schema.json'));
      continue;
    }
    const c = data as ApiClass;
    if (path.basename(file, '.yaml') !== c.name) {
      problems.push({ file: rel(file), item: c.name, message: `the file name does not match the class name "${c.name}"`, fix: `rename the file to ${c.name}.yaml` });
    }
    if (classFiles.has(c.name)) {
      problems.push({ file: rel(file), item: c.name, message: `class "${c.name}" is also defined in ${classFiles.get(c.name)}`, fix: 'keep one file per class' });
      continue;
    }
    classFiles.set(c.name, rel(file));
    classes.push(c);
  }

  const enums: ApiEnum[] = [];
  const enumFiles = new Map<string, string>();
  for (const file of readDir(path.join(dataDir, 'enums'))) {
    const data = parseYaml(rel(file), fs.readFileSync(file, 'utf8'), problems);
    if (data === undefined) continue;
    if (!schemas.enumeration(data)) {
      problems.push(...schemaProblems(rel(file), data, schemas.enumeration.errors, 'enum.schema.json'));
      continue;
    }
    const e = data as ApiEnum;
    if (path.basename(file, '.yaml') !== e.name) {
      problems.push({ file: rel(file), item: e.name, message: `the file name does not match the enum name "${e.name}"`, fix: `rename the file to ${e.name}.yaml` });
    }
    enumFiles.set(e.name, rel(file));
    enums.push(e);
  }

  const typesFile = path.join(dataDir, 'types.yaml');
  for (const required of [typesFile]) {
    if (!fs.existsSync(required)) {
      throw new ApiDataError([{ file: rel(required), item: '(file)', message: 'is missing', fix: 'restore it from version control; the API section cannot be generated without it' }]);
    }
  }
  let otherTypes: OtherType[] = [];
  let groups: string[] = [];
  const typesData = parseYaml(rel(typesFile), fs.readFileSync(typesFile, 'utf8'), problems);
  if (typesData !== undefined) {
    if (!schemas.types(typesData)) problems.push(...schemaProblems(rel(typesFile), typesData, schemas.types.errors, 'types.schema.json'));
    else ({ types: otherTypes, groups } = typesData as { types: OtherType[]; groups: string[] });
  }

  const data: ApiData = { classes, enums, otherTypes, groups };
  if (problems.length) throw new ApiDataError(problems);

  checkSemantics(data, classFiles, enumFiles, problems);
  if (problems.length) throw new ApiDataError(problems);
  return data;
}

function checkSemantics(data: ApiData, classFiles: Map<string, string>, enumFiles: Map<string, string>, problems: Problem[]): void {
  const byName = new Map(data.classes.map((c) => [c.name, c]));
  const enumsByPage = new Map(data.enums.map((e) => [e.name, e]));
  const knownTypes = new Set<string>([
    ...data.classes.map((c) => c.name),
    ...data.enums.map(enumLuaName),
    ...data.otherTypes.map((t) => t.name),
  ]);
  const groups = new Set(data.groups);
  const index = luaNameIndex(data);
  for (const e of data.enums) {
    const lua = enumLuaName(e);
    if (byName.has(lua)) problems.push({ file: enumFiles.get(e.name)!, item: e.name, message: `its Lua name "${lua}" is also a class name`, fix: 'give the enum a luaName that no class uses' });
  }

  for (const c of data.classes) {
    const file = classFiles.get(c.name)!;
    if (!groups.has(c.group)) {
      problems.push({ file, item: c.name, message: `group "${c.group}" is not one of the groups in api/types.yaml`, fix: `use one of: ${data.groups.join(', ')}` });
    }
    if (c.inherits && !byName.has(c.inherits)) {
      problems.push({ file, item: c.name, message: `inherits from "${c.inherits}", which is not a class`, fix: 'name a class that has a file in api/classes' });
    }
    // Types that name nothing.
    for (const { item, type } of classTypes(c)) {
      let names: string[];
      try {
        names = typeNames(type);
      } catch (e) {
        problems.push({ file, item, message: `type "${type}" is not a type (${(e as Error).message})`, fix: 'write T, T[], T?, A|B, table<K,V>, fun(a: T): R or ...' });
        continue;
      }
      const unknown = names.filter((n) => !knownTypes.has(n));
      if (unknown.length) {
        problems.push({ file, item, message: `type "${type}" names no class, enum or known type${unknown.length && unknown[0] !== type ? ` ("${unknown.join('", "')}")` : ''}`, fix: 'correct the spelling, or add the type to api/types.yaml (or give it a class/enum file)' });
      }
    }
    // The same member listed twice.
    const seen = new Map<string, string>();
    const note = (name: string, where: string) => {
      if (seen.has(name)) problems.push({ file, item: `${where} › ${name}`, message: `"${name}" is already listed under ${seen.get(name)}`, fix: 'merge the two entries (overloads of one method go in one entry\'s `overloads`)' });
      else seen.set(name, where);
    };
    for (const p of c.properties ?? []) [p.name, ...(p.aliases ?? [])].forEach((n) => note(n, 'properties'));
    for (const m of c.methods ?? []) note(m.name, 'methods');
    for (const cb of c.callbacks ?? []) note(cb.name, 'callbacks');
    const ops = new Set<string>();
    for (const o of c.operators ?? []) {
      if (ops.has(o.op)) problems.push({ file, item: `operators › ${o.op}`, message: `operator "${o.op}" is listed twice`, fix: 'merge the entries into one with several overloads' });
      ops.add(o.op);
    }
    // Summaries that say nothing.
    const blank = (item: string, text: string | undefined) => {
      if (text !== undefined && !text.trim()) problems.push({ file, item, message: 'has an empty summary', fix: 'write one sentence saying what it is or does' });
    };
    blank(c.name, c.summary);
    blank('constructors', c.constructors?.summary);
    for (const p of c.properties ?? []) blank(`properties › ${p.name}`, p.summary);
    for (const m of c.methods ?? []) blank(`methods › ${m.name}`, m.summary);
    for (const cb of c.callbacks ?? []) blank(`callbacks › ${cb.name}`, cb.summary);
    for (const o of c.operators ?? []) blank(`operators › ${o.op}`, o.summary);
    // Links to pages and anchors that do not exist.
    for (const { item, text } of classTexts(c)) checkLinks(text, file, item, byName, enumsByPage, problems);
    // Code samples.
    for (const { item, example } of classExamples(c)) {
      for (const p of checkLua(example.code, index)) {
        problems.push({ file, item: `${item}, line ${p.line}`, message: `the code sample ${p.message}`, fix: p.fix });
      }
    }
  }

  for (const e of data.enums) {
    const file = enumFiles.get(e.name)!;
    const names = new Set<string>();
    for (const v of e.values) {
      if (names.has(v.name)) problems.push({ file, item: `values › ${v.name}`, message: `value "${v.name}" is listed twice`, fix: 'remove the duplicate' });
      names.add(v.name);
    }
    if (!e.summary.trim()) problems.push({ file, item: e.name, message: 'has an empty summary', fix: 'write one sentence saying what the enum selects' });
    for (const text of [e.summary, e.description, ...e.values.map((v) => v.summary)]) {
      if (text) checkLinks(text, file, e.name, byName, enumsByPage, problems);
    }
  }
}

function checkLinks(
  text: string,
  file: string,
  item: string,
  classes: Map<string, ApiClass>,
  enums: Map<string, ApiEnum>,
  problems: Problem[],
): void {
  for (const match of text.matchAll(LINK)) {
    const target = match[1]!;
    const [pathname = '', anchor] = target.split('#');
    const page = pathname.replace(/^\/api\//, '').replace(/\/$/, '');
    if (page === 'intro') continue;
    const enumName = page.startsWith('enums/') ? page.slice('enums/'.length) : undefined;
    if (enumName !== undefined) {
      const e = enums.get(enumName);
      if (!e) problems.push({ file, item, message: `links to ${target}, but there is no enum "${enumName}"`, fix: 'link an existing enum page (/api/enums/{file name})' });
      else if (anchor && !e.values.some((v) => v.name === anchor)) problems.push({ file, item, message: `links to ${target}, but ${enumName} has no value "${anchor}"`, fix: 'link the enum page without an anchor or with an existing value name' });
      continue;
    }
    const c = classes.get(page);
    if (!c) {
      problems.push({ file, item, message: `links to ${target}, but there is no class "${page}"`, fix: 'link an existing class page (/api/{ClassName})' });
    } else if (anchor && !anchorsOf(c).has(anchor)) {
      problems.push({ file, item, message: `links to ${target}, but ${page} has no member "${anchor}"`, fix: `use a member name of ${page} as the anchor (exact spelling)` });
    }
  }
}
