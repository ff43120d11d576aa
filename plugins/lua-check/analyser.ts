import luaparse, { type Expression, type Statement } from 'luaparse';
import type { LuaClass, LuaMember, LuaNameIndex, LuaSignature } from './index-types';
import { LUA_LIBRARIES, LUALS_NAME_OF_SYMBOL } from './lua-facts';
import { unguardedServerCalls } from './server-guard';

export type { LuaNameIndex } from './index-types';

/**
 * THE Lua analyser, written once over a type oracle (a LuaNameIndex: globals, members, calls,
 * operators, keyed lookups). The build's check of every Lua block uses the oracle of the API model
 * (plugins/api-reference/lua-index.ts); the test of atomontage.d.lua uses the oracle read from the
 * generated file (definitions-index.ts), so both type the same samples the same way.
 *
 * Checks a Lua code sample: it must parse as Lua 5.3, and every `x.y` / `x:y` whose `x` has a
 * known type must name a member that type (or a class it inherits from) has, called with a number
 * of arguments one of its forms accepts. Types follow values: globals (`Scene`, `Vec3`, enums,
 * helper globals such as `Vox`), locals assigned from constructors (`local v = Vec3(1, 2, 3)`) and
 * from typed returns and fields (`local cam = Scene:GetActiveCamera()`), arrays walked with
 * ipairs, operators, chained calls (`Vox:Add(s):Color(c):Run()`), and `self` inside the callbacks
 * of a script table (`self.transform`, `self.object`). What has no known type is left alone.
 */
export interface LuaProblem {
  /** 1-based line inside the sample. */
  line: number;
  message: string;
  fix: string;
}

export interface LuaAnalysis {
  problems: LuaProblem[];
  /** Every `x.y` / `x:y` outside Lua's own libraries. */
  memberUses: number;
  /** Those whose `x` had a known type, so the member was checked. */
  resolved: number;
  /** The members found, as "Class.member" (":" for method calls), in source order. */
  names: string[];
  /** `x.y` whose `x` is a global the oracle does not know (Lua's own globals aside). */
  unknownGlobals: { line: number; name: string }[];
  /** `self.x` in a script callback that is neither an engine member nor a field the script sets. */
  unknownSelfFields: { line: number; name: string }[];
}

type Type = string | undefined;
const SCRIPT = '<script>';

/** Lua's own global functions (no API member, never an unknown global). */
const LUA_FUNCTIONS = new Set(['print', 'pairs', 'ipairs', 'next', 'type', 'tostring', 'tonumber', 'select', 'error', 'assert', 'pcall', 'xpcall', 'rawget', 'rawset', 'rawequal', 'rawlen', 'setmetatable', 'getmetatable', 'require', 'unpack']);

/** The plain type of a value of grammar type `t`: `Vec3?` -> Vec3, `Hit[]` stays, unions are unknown. */
export function valueType(t: string | undefined): Type {
  if (!t) return undefined;
  const bare = t.trim().replace(/\?$/, '');
  return /^[A-Za-z_]\w*(\[\])*$/.test(bare) ? bare : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/** The closest member name (case-insensitive match first, then a small edit distance). */
function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const score = c.toLowerCase() === name.toLowerCase() ? 0 : editDistance(c.toLowerCase(), name.toLowerCase());
    if (score < bestScore) [best, bestScore] = [c, score];
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/** `(a, b?, ...)` for a fix message. */
const formOf = (s: LuaSignature) => `(${s.params.map((p) => (p.variadic ? '...' : `${p.name}${p.optional ? '?' : ''}`)).join(', ')})`;

/** Does some form accept `count` arguments? */
function acceptsCount(forms: LuaSignature[], count: number): boolean {
  return forms.some((f) => {
    const variadic = f.params.some((p) => p.variadic);
    let min = 0;
    f.params.forEach((p, i) => {
      if (!p.optional && !p.variadic) min = i + 1;
    });
    return count >= min && (variadic || count <= f.params.length);
  });
}

export function analyseLua(code: string, index: LuaNameIndex): LuaAnalysis {
  const result: LuaAnalysis = { problems: [], memberUses: 0, resolved: 0, names: [], unknownGlobals: [], unknownSelfFields: [] };
  let chunk: luaparse.Chunk;
  try {
    chunk = luaparse.parse(code, { luaVersion: '5.3', locations: true, comments: true });
  } catch (error) {
    const err = error as { line?: number; message?: string };
    result.problems.push({
      line: err.line ?? 1,
      message: `does not parse as Lua: ${err.message ?? String(error)}`,
      fix: 'make the sample a complete, valid Lua chunk (no placeholders such as "...")',
    });
    return result;
  }

  // The script's own classes (`---@class MyScript : ScriptInstance` and its `---@field`s) join the
  // oracle's for this sample; `local t = {} ---@type MyScript` gives the table that class.
  const classes = new Map(index.classes);
  const { typedLines, classAt, annotated, ownClasses } = readAnnotations(chunk, classes);
  const classOf = (t: Type): LuaClass | undefined => (t ? classes.get(t) : undefined);
  const findMember = (className: string, name: string): { member: LuaMember; owner: string } | undefined => {
    const seen = new Set<string>();
    for (let c = classes.get(className); c && !seen.has(c.name); c = c.base ? classes.get(c.base) : undefined) {
      seen.add(c.name);
      const member = c.members.get(name);
      if (member) return { member, owner: c.name };
    }
    return undefined;
  };
  const allMembers = (className: string): string[] => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let c = classes.get(className); c && !seen.has(c.name); c = c.base ? classes.get(c.base) : undefined) {
      seen.add(c.name);
      names.push(...c.members.keys());
    }
    return names;
  };

  /** The class a `local` on this line is typed with: `---@type X` on it, or `---@class X` right above. */
  const declaredAt = (line: number): string | undefined => {
    let declared = typedLines.get(line);
    for (let l = line - 1; !declared && annotated.has(l); l--) declared = classAt.get(l);
    return declared;
  };
  /**
   * LuaLS reads the whole file before it checks it: the keys of a table typed with the sample's own
   * class, the functions defined on it and the fields its methods assign on `self` are members of
   * that class wherever they are used, before their definition too.
   */
  const joinOwnClasses = (): void => {
    const join = (cls: LuaClass, name: string, member: LuaMember) => {
      if (!findMember(cls.name, name)) cls.members.set(name, member);
    };
    const tables = new Map<string, LuaClass>();
    for (const s of chunk.body) {
      if (s.type === 'LocalStatement') {
        const own = declaredAt(s.loc?.start.line ?? -1);
        const cls = own && ownClasses.has(own) ? classes.get(own) : undefined;
        if (!cls) continue;
        s.variables.forEach((v, i) => {
          tables.set(v.name, cls);
          const init = s.init[i];
          if (init?.type === 'TableConstructorExpression') for (const f of init.fields) if (f.type === 'TableKeyString') join(cls, f.key.name, { kind: 'field' });
        });
      } else if (s.type === 'FunctionDeclaration' && s.identifier?.type === 'MemberExpression' && s.identifier.base.type === 'Identifier') {
        const cls = tables.get(s.identifier.base.name);
        if (!cls) continue;
        join(cls, s.identifier.identifier.name, { kind: 'method', overloads: [] });
        if (s.identifier.indexer === ':') collectSelfFields(s.body, (name) => join(cls, name, { kind: 'field' }));
      }
    }
  };

  const inherits = (className: string, base: string): boolean => {
    const seen = new Set<string>();
    for (let c = classes.get(className); c && !seen.has(c.name); c = c.base ? classes.get(c.base) : undefined) {
      if (c.name === base) return true;
      seen.add(c.name);
    }
    return false;
  };

  const scopes: Map<string, Type>[] = [new Map()];
  const scriptTables = new Set<string>();
  const ownFields = new Map<string, Type>();
  const lookup = (name: string): { local: boolean; type: Type } => {
    for (let i = scopes.length - 1; i >= 0; i--) if (scopes[i]!.has(name)) return { local: true, type: scopes[i]!.get(name) };
    return { local: false, type: index.globals.get(name) };
  };
  const declare = (name: string, type: Type) => scopes.at(-1)!.set(name, type);
  const inScope = (fn: () => void) => {
    scopes.push(new Map());
    fn();
    scopes.pop();
  };
  const problem = (line: number, message: string, fix: string) => result.problems.push({ line, message, fix });
  const label = (e: Extract<Expression, { type: 'MemberExpression' }>) =>
    `${e.base.type === 'Identifier' ? e.base.name : '…'}${e.indexer}${e.identifier.name}`;

  /** The member `x.y` / `x:y` refers to, checked; undefined when x has no known type. */
  const memberOf = (e: Extract<Expression, { type: 'MemberExpression' }>): { type: Type; forms?: LuaSignature[]; receiver: Type } | undefined => {
    const line = e.loc?.start.line ?? 1;
    if (e.base.type === 'Identifier' && !lookup(e.base.name).local && LUA_LIBRARIES.has(e.base.name)) return undefined;
    result.memberUses++;
    const owner = typeOf(e.base);
    const name = e.identifier.name;
    if (e.base.type === 'Identifier' && owner === undefined && !lookup(e.base.name).local && !LUA_FUNCTIONS.has(e.base.name)) {
      result.unknownGlobals.push({ line, name: label(e) });
    }
    if (owner === SCRIPT) {
      result.resolved++;
      const found = index.scriptInstance ? findMember(index.scriptInstance, name) : undefined;
      if (found) {
        result.names.push(`${index.scriptInstance}${e.indexer}${name}`);
        return { type: valueType(found.member.type), forms: found.member.overloads, receiver: SCRIPT };
      }
      if (ownFields.has(name)) result.names.push(`self${e.indexer}${name}`);
      else result.unknownSelfFields.push({ line, name: `self${e.indexer}${name}` });
      return { type: ownFields.get(name), receiver: SCRIPT };
    }
    const cls = classOf(owner);
    if (!cls) return undefined;
    result.resolved++;
    const found = findMember(cls.name, name);
    if (found) result.names.push(`${cls.name}${e.indexer}${name}`);
    // A script instance (from FindScript and the like) carries whatever its script defines,
    // unless the sample declares its class (`---@class MyScript : ScriptInstance`).
    if (!found && index.scriptInstance && !ownClasses.has(cls.name) && inherits(cls.name, index.scriptInstance)) return { type: undefined, receiver: owner };
    if (!found) {
      const guess = didYouMean(name, allMembers(cls.name));
      problem(line, `\`${label(e)}\` names no member of ${cls.name}`, guess ? `did you mean \`${guess}\`? (see the ${cls.name} page)` : `use a member listed on the ${cls.name} page (api/classes or api/enums), or add the member to the API data if the engine has it`);
      return { type: undefined, receiver: owner };
    }
    if (e.indexer === ':' && found.member.kind === 'static') {
      problem(line, `calls the static function \`${cls.name}.${name}\` with a colon`, `write \`${cls.name}.${name}(...)\`: static functions belong to the class and take no receiver`);
    }
    return { type: found.member.kind === 'field' ? valueType(found.member.type) : undefined, forms: found.member.overloads, receiver: owner };
  };

  /** Type-keyed lookups (`obj:GetComponentByType("RigidBody")`): the form's keys say the type. */
  const keyedReturn = (e: Expression, forms: LuaSignature[] | undefined, args: Expression[], what: string): Type | undefined => {
    const keyed = forms?.find((f) => f.keyed)?.keyed;
    const arg = args[0];
    if (!keyed || arg?.type !== 'StringLiteral') return undefined;
    const key = arg.raw.slice(1, -1);
    const type = keyed.types.get(key);
    // `RigidBody?`: the lookup may find nothing; its members are still the class's.
    if (type) return valueType(type);
    const guess = didYouMean(key, keyed.types.keys());
    problem(e.loc?.start.line ?? 1, `passes "${key}" to \`${what}\`, which is no ${keyed.base} class`, guess ? `did you mean "${guess}"?` : `pass the name of a class that inherits from ${keyed.base}`);
    return undefined;
  };

  const returnOf = (forms: LuaSignature[] | undefined, receiver: Type): Type => {
    const r = forms?.[0]?.returns[0];
    if (!r) return undefined;
    // Forms that disagree about the return leave it unknown.
    if (forms!.some((f) => f.returns[0] !== r)) return undefined;
    return r === 'self' ? receiver : valueType(r);
  };

  const checkArgs = (e: Expression, forms: LuaSignature[], args: Expression[], passedSelf: boolean, what: string) => {
    // A method the sample defines itself declares no forms: it takes any arguments.
    if (!forms.length) return;
    const last = args.at(-1);
    // A call or `...` as the last argument may expand to any number of values.
    if (last && (last.type === 'CallExpression' || last.type === 'StringCallExpression' || last.type === 'TableCallExpression' || last.type === 'VarargLiteral')) return;
    const count = args.length - (passedSelf ? 1 : 0);
    if (!acceptsCount(forms, count)) {
      problem(
        e.loc?.start.line ?? 1,
        `calls \`${what}\` with ${count} argument${count === 1 ? '' : 's'}`,
        `pass what one of its forms takes: ${forms.map(formOf).join(' or ')}`,
      );
    }
  };

  const callType = (e: Extract<Expression, { type: 'CallExpression' | 'StringCallExpression' | 'TableCallExpression' }>): Type => {
    const args: Expression[] = e.type === 'CallExpression' ? e.arguments : e.type === 'StringCallExpression' ? [e.argument] : [e.arguments];
    args.forEach((a) => typeOf(a));
    if (e.base.type === 'Identifier') {
      const { local, type } = lookup(e.base.name);
      if (local) return undefined;
      const fn = index.functions.get(e.base.name);
      if (fn) {
        checkArgs(e, fn, args, false, `${e.base.name}(...)`);
        return returnOf(fn, undefined);
      }
      const cls = classOf(type);
      if (cls?.constructors) {
        checkArgs(e, cls.constructors, args, false, `${cls.name}(...)`);
        return cls.name;
      }
      return undefined;
    }
    if (e.base.type === 'MemberExpression') {
      const m = memberOf(e.base);
      if (!m?.forms) return undefined;
      const cls = e.base.indexer === '.' ? classOf(m.receiver) : undefined;
      const isStatic = cls ? findMember(cls.name, e.base.identifier.name)?.member.kind === 'static' : true;
      checkArgs(e, m.forms, args, e.base.indexer === '.' && !isStatic, label(e.base));
      return keyedReturn(e, m.forms, args, label(e.base)) ?? returnOf(m.forms, m.receiver);
    }
    typeOf(e.base);
    return undefined;
  };
  /** The type of an expression, checking what it reaches on the way: one small function per node kind. */
  const expressions: { [K in Expression['type']]?: (e: Extract<Expression, { type: K }>) => Type } = {
    NumericLiteral: (e) => (Number.isInteger(e.value) ? 'integer' : 'number'),
    StringLiteral: () => 'string',
    BooleanLiteral: () => 'boolean',
    Identifier: (e) => lookup(e.name).type,
    MemberExpression: (e) => memberOf(e)?.type,
    IndexExpression(e) {
      typeOf(e.index);
      const base = typeOf(e.base);
      return base?.endsWith('[]') ? base.slice(0, -2) : undefined;
    },
    CallExpression: callType,
    StringCallExpression: callType,
    TableCallExpression: callType,
    BinaryExpression(e) {
      const left = typeOf(e.left);
      const right = typeOf(e.right);
      const op = LUALS_NAME_OF_SYMBOL[e.operator];
      if (!op) return 'boolean';
      if ((left === 'number' || left === 'integer') && (right === 'number' || right === 'integer')) return 'number';
      if (op === 'concat') return 'string';
      const pick = (owner: Type, other: Type): Type => {
        const list = classOf(owner)?.operators.get(op);
        if (!list?.length) return undefined;
        return (list.find(([operand]) => operand === other) ?? list[0]!)[1];
      };
      return pick(left, right) ?? pick(right, left);
    },
    UnaryExpression(e) {
      const arg = typeOf(e.argument);
      if (e.operator === '-') return classOf(arg)?.operators.get('unm')?.[0]?.[1] ?? (arg === 'number' || arg === 'integer' ? arg : undefined);
      if (e.operator === '#') return 'integer';
      return e.operator === 'not' ? 'boolean' : undefined;
    },
    LogicalExpression(e) {
      const left = typeOf(e.left);
      const right = typeOf(e.right);
      return left === right ? left : e.operator === 'or' && right === undefined ? undefined : undefined;
    },
    TableConstructorExpression(e) {
      for (const f of e.fields) {
        if (f.type === 'TableKey') typeOf(f.key);
        typeOf(f.value);
      }
      return 'table';
    },
    FunctionDeclaration(e) {
      functionBody(e, undefined);
      return 'function';
    },
  };
  const typeOf = (e: Expression | null | undefined): Type => (e ? (expressions[e.type] as ((x: Expression) => Type) | undefined)?.(e) : undefined);

  const functionBody = (f: Extract<Statement, { type: 'FunctionDeclaration' }>, self: Type) => {
    inScope(() => {
      if (self !== undefined) declare('self', self);
      for (const p of f.parameters) if (p.type === 'Identifier') declare(p.name, undefined);
      block(f.body);
    });
  };

  const loop = (s: Extract<Statement, { type: 'WhileStatement' | 'RepeatStatement' }>): void => {
    typeOf(s.condition);
    inScope(() => block(s.body));
  };
  /** What each kind of statement declares, assigns and walks. */
  const statements: { [K in Statement['type']]?: (s: Extract<Statement, { type: K }>) => void } = {
    LocalStatement(s) {
      const types = s.init.map((e) => typeOf(e));
      const declared = declaredAt(s.loc?.start.line ?? -1);
      s.variables.forEach((v, i) => {
        declare(v.name, declared ?? types[i]);
        if (!declared && s.init[i]?.type === 'TableConstructorExpression') scriptTables.add(v.name);
      });
    },
    AssignmentStatement(s) {
      const types = s.init.map((e) => typeOf(e));
      s.variables.forEach((v, i) => {
        if (v.type === 'Identifier') {
          const scope = [...scopes].reverse().find((sc) => sc.has(v.name));
          if (scope) scope.set(v.name, types[i]);
        } else if (v.type === 'MemberExpression' && v.base.type === 'Identifier' && ownClasses.has(lookup(v.base.name).type ?? '')) {
          // A field assigned on a table of the sample's own class joins that class (as in LuaLS).
          const own = classes.get(lookup(v.base.name).type!)!;
          if (!findMember(own.name, v.identifier.name)) own.members.set(v.identifier.name, { kind: 'field', type: types[i] });
        } else if (v.type === 'MemberExpression' && v.base.type === 'Identifier' && lookup(v.base.name).type === SCRIPT) {
          result.memberUses++;
          result.resolved++;
          if (!(index.scriptInstance && findMember(index.scriptInstance, v.identifier.name))) ownFields.set(v.identifier.name, types[i] ?? ownFields.get(v.identifier.name));
        } else {
          typeOf(v);
        }
      });
    },
    CallStatement(s) {
      typeOf(s.expression);
    },
    FunctionDeclaration(s) {
      const id = s.identifier;
      if (id?.type === 'Identifier') {
        if (s.isLocal) declare(id.name, 'function');
      } else if (id?.type === 'MemberExpression' && id.base.type === 'Identifier' && scriptTables.has(id.base.name)) {
        ownFields.set(id.identifier.name, 'function');
      }
      const scriptMethod = id?.type === 'MemberExpression' && id.indexer === ':' && id.base.type === 'Identifier' && scriptTables.has(id.base.name);
      // A method of a table typed with the script's own class: `self` is that class, and the method joins it.
      const typedOwner = id?.type === 'MemberExpression' && id.base.type === 'Identifier' ? lookup(id.base.name).type : undefined;
      const ownClass = typedOwner && ownClasses.has(typedOwner) ? classes.get(typedOwner) : undefined;
      if (ownClass && id?.type === 'MemberExpression') ownClass.members.set(id.identifier.name, { kind: 'method', overloads: [] });
      functionBody(s, scriptMethod ? SCRIPT : ownClass && id?.type === 'MemberExpression' && id.indexer === ':' ? ownClass.name : undefined);
    },
    ReturnStatement(s) {
      s.arguments.forEach((a) => typeOf(a));
    },
    IfStatement(s) {
      for (const clause of s.clauses) {
        if (clause.type !== 'ElseClause') typeOf(clause.condition);
        inScope(() => block(clause.body));
      }
    },
    WhileStatement: loop,
    RepeatStatement: loop,
    DoStatement(s) {
      inScope(() => block(s.body));
    },
    ForNumericStatement(s) {
      [s.start, s.end, s.step].forEach((e) => typeOf(e));
      inScope(() => {
        declare(s.variable.name, 'number');
        block(s.body);
      });
    },
    ForGenericStatement(s) {
      const [iterator] = s.iterators;
      let element: Type;
      if (iterator?.type === 'CallExpression' && iterator.base.type === 'Identifier' && ['ipairs', 'pairs'].includes(iterator.base.name) && !lookup(iterator.base.name).local) {
        const list = typeOf(iterator.arguments[0]);
        element = iterator.base.name === 'ipairs' && list?.endsWith('[]') ? list.slice(0, -2) : undefined;
      } else {
        s.iterators.forEach((e) => typeOf(e));
      }
      inScope(() => {
        s.variables.forEach((v, i) => declare(v.name, i === 1 ? element : undefined));
        block(s.body);
      });
    },
  };
  const statement = (s: Statement): void => (statements[s.type] as ((x: Statement) => void) | undefined)?.(s);

  const block = (body: Statement[]) => body.forEach(statement);
  joinOwnClasses();
  collectSelfFields(chunk.body, (name) => {
    if (!(index.scriptInstance && findMember(index.scriptInstance, name))) ownFields.set(name, undefined);
  });
  block(chunk.body);
  if (index.serverOnly?.size) result.problems.push(...unguardedServerCalls(chunk.body, index.serverOnly));
  return result;
}

/** Every field a script assigns on `self`, anywhere: reads before the write still resolve. */
function collectSelfFields(node: unknown, add: (name: string) => void): void {
  if (Array.isArray(node)) return node.forEach((n) => collectSelfFields(n, add));
  if (typeof node !== 'object' || node === null) return;
  const n = node as { type?: string; variables?: Expression[] };
  if (n.type === 'AssignmentStatement') {
    for (const v of n.variables ?? []) if (v.type === 'MemberExpression' && v.base.type === 'Identifier' && v.base.name === 'self') add(v.identifier.name);
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'loc') collectSelfFields(value, add);
}

/** The LuaLS annotations a sample writes itself: `---@class X : Base`, `---@field n T`, `---@type X`. */
function readAnnotations(chunk: luaparse.Chunk, classes: Map<string, LuaClass>) {
  const typedLines = new Map<number, string>();
  const classAt = new Map<number, string>();
  const annotated = new Set<number>();
  const ownClasses = new Set<string>();
  let own: LuaClass | undefined;
  for (const c of chunk.comments ?? []) {
    const a = c.raw.startsWith('---@') ? c.raw.slice(4) : '';
    const line = c.loc?.start.line ?? 0;
    // An inline cast, `local w = UI:AddWidget("Graph", win) --[[@as Graph]]`, types the local as ---@type does.
    const cast = /^--\[\[@as\s+(\w+)\??\s*\]\]$/.exec(c.raw);
    if (cast) typedLines.set(line, cast[1]!);
    if (a) annotated.add(line);
    const cls = /^class\s+(\w+)(?:\s*:\s*(\w+))?/.exec(a);
    const field = /^field\s+(\w+)\s+(\S+)/.exec(a);
    const typed = /^type\s+(\w+)/.exec(a);
    if (cls) {
      own = { name: cls[1]!, base: cls[2], members: new Map(), operators: new Map() };
      classes.set(own.name, own);
      ownClasses.add(own.name);
      classAt.set(line, own.name);
    } else if (field && own) own.members.set(field[1]!, { kind: 'field', type: field[2]! });
    else if (typed) typedLines.set(line, typed[1]!);
  }
  return { typedLines, classAt, annotated, ownClasses };
}

export function checkLua(code: string, index: LuaNameIndex): LuaProblem[] {
  return analyseLua(code, index).problems;
}
