import luaparse, { type Comment, type Statement } from 'luaparse';
import type { LuaClass, LuaNameIndex, LuaSignature } from './index-types';

/**
 * The Lua analyser's oracle read from the generated atomontage.d.lua alone (not from the API
 * data), so a test of it shows what an editor with that file knows. It reads the annotations the
 * generator writes: `---@class X : Base`, `---@field`, `---@operator`, `---@overload` (a callable
 * class; `"Literal"` keys of type-keyed lookups), `---@enum`, and `---@return` above functions.
 * Argument counts are not read: every form accepts any arguments.
 */
const annotation = (c: Comment): string | undefined => (c.raw.startsWith('---@') ? c.raw.slice(4) : undefined);

/** The type at the start of `text`: a name with optional [] or ?, or `function` for a fun(...) signature. */
const leadingType = (text: string): string => (text.trim().startsWith('fun(') ? 'function' : (text.trim().split(/\s+/)[0] ?? ''));

const anyArguments = (returns: string[]): LuaSignature => ({ params: [{ name: '...', type: '...', optional: true, variadic: true }], returns });

export function luaIndexFromDefinitions(source: string): LuaNameIndex {
  const chunk = luaparse.parse(source, { luaVersion: '5.3', comments: true, locations: true });
  const lineOf = (n: { loc?: { start: { line: number } } | undefined }): number => n.loc?.start.line ?? 0;
  const classes = new Map<string, LuaClass>();
  const globals = new Map<string, string>();
  const functions = new Map<string, LuaSignature[]>();
  const classNamed = (name: string): LuaClass => {
    let c = classes.get(name);
    if (!c) classes.set(name, (c = { name, members: new Map(), operators: new Map() }));
    return c;
  };

  // Comments on consecutive lines form a run; a run directly above a statement documents it.
  const runs: Comment[][] = [];
  for (const c of chunk.comments ?? []) {
    const last = runs.at(-1);
    if (last && lineOf(c) === lineOf(last.at(-1)!) + 1) last.push(c);
    else runs.push([c]);
  }
  const statementAt = new Map<number, Statement>(chunk.body.map((s) => [lineOf(s), s]));
  const docsOf = new Map<Statement, string[]>();
  const enums = new Set<string>();
  for (const run of runs) {
    const target = statementAt.get(lineOf(run.at(-1)!) + 1);
    if (target) docsOf.set(target, run.map(annotation).filter((a): a is string => a !== undefined));
    let current: LuaClass | undefined;
    for (const a of run.map(annotation)) {
      if (!a) continue;
      const cls = /^class\s+([A-Za-z_]\w*)(?:\s*:\s*([A-Za-z_]\w*))?/.exec(a);
      const enm = /^enum\s+([A-Za-z_]\w*)/.exec(a);
      const field = /^field\s+([A-Za-z_]\w*)\s+(.*)$/.exec(a);
      const op = /^operator\s+([a-z]+)(?:\(([^)]*)\))?\s*:\s*(\S+)/.exec(a);
      if (cls) {
        current = classNamed(cls[1]!);
        if (cls[2]) current.base = cls[2];
      } else if (enm) {
        current = classNamed(enm[1]!);
        enums.add(current.name);
      } else if (!current) continue;
      else if (field) current.members.set(field[1]!, { kind: 'field', type: leadingType(field[2]!) });
      else if (op) current.operators.set(op[1]!, [...(current.operators.get(op[1]!) ?? []), [op[2] || undefined, op[3]!]]);
      else if (/^overload\s+fun\(/.test(a)) current.constructors = [anyArguments([current.name])];
    }
  }

  for (const s of chunk.body) {
    if (s.type === 'AssignmentStatement') {
      s.variables.forEach((v, i) => {
        const init = s.init[i];
        if (v.type !== 'Identifier' || init?.type !== 'TableConstructorExpression') return;
        globals.set(v.name, v.name);
        if (enums.has(v.name)) for (const f of init.fields) if (f.type === 'TableKeyString') classNamed(v.name).members.set(f.key.name, { kind: 'field', type: 'integer' });
      });
    }
    if (s.type !== 'FunctionDeclaration') continue;
    const docs = docsOf.get(s) ?? [];
    const returns = docs.filter((a) => a.startsWith('return ')).map((a) => leadingType(a.slice('return '.length)));
    if (s.identifier?.type === 'Identifier') functions.set(s.identifier.name, [anyArguments(returns)]);
    if (s.identifier?.type !== 'MemberExpression' || s.identifier.base.type !== 'Identifier') continue;
    const form = anyArguments(returns);
    const keys = docs.flatMap((a) => {
      const keyed = /^overload fun\((?:self: \w+, )?\w+: "(\w+)"\): (\S+)$/.exec(a);
      return keyed ? [[keyed[1]!, keyed[2]!] as [string, string]] : [];
    });
    if (keys.length) form.keyed = { base: (returns[0] ?? '').replace(/\?$/, '').replace(/\[\]$/, ''), types: new Map(keys) };
    classNamed(s.identifier.base.name).members.set(s.identifier.identifier.name, { kind: s.identifier.indexer === ':' ? 'method' : 'static', overloads: [form] });
  }
  return { globals, classes, functions, scriptInstance: classes.has('ScriptInstance') ? 'ScriptInstance' : undefined };
}
