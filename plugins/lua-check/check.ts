import luaparse, { type Expression, type Statement } from 'luaparse';
import type { LuaClass, LuaMember, LuaNameIndex, LuaSignature } from './index-types';

export type { LuaNameIndex } from './index-types';

/**
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
}

type Type = string | undefined;
const SCRIPT = '<script>';

/** Lua's own globals: their members are not the API's business. */
const LUA_LIBRARIES = new Set(['math', 'string', 'table', 'os', 'io', 'coroutine', 'utf8', 'debug', '_G', '_ENV']);

const BINARY_OPERATORS: Record<string, string> = {
  '+': 'add', '-': 'sub', '*': 'mul', '/': 'div', '%': 'mod', '^': 'pow', '//': 'idiv',
  '&': 'band', '|': 'bor', '~': 'bxor', '<<': 'shl', '>>': 'shr', '..': 'concat',
};

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
  const result: LuaAnalysis = { problems: [], memberUses: 0, resolved: 0 };
  let chunk: luaparse.Chunk;
  try {
    chunk = luaparse.parse(code, { luaVersion: '5.3', locations: true, comments: false });
  } catch (error) {
    const err = error as { line?: number; message?: string };
    result.problems.push({
      line: err.line ?? 1,
      message: `does not parse as Lua: ${err.message ?? String(error)}`,
      fix: 'make the sample a complete, valid Lua chunk (no placeholders such as "...")',
    });
    return result;
  }

  const classOf = (t: Type): LuaClass | undefined => (t ? index.classes.get(t) : undefined);
  const findMember = (className: string, name: string): { member: LuaMember; owner: string } | undefined => {
    const seen = new Set<string>();
    for (let c = index.classes.get(className); c && !seen.has(c.name); c = c.base ? index.classes.get(c.base) : undefined) {
      seen.add(c.name);
      const member = c.members.get(name);
      if (member) return { member, owner: c.name };
    }
    return undefined;
  };
  const allMembers = (className: string): string[] => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let c = index.classes.get(className); c && !seen.has(c.name); c = c.base ? index.classes.get(c.base) : undefined) {
      seen.add(c.name);
      names.push(...c.members.keys());
    }
    return names;
  };

  const inherits = (className: string, base: string): boolean => {
    const seen = new Set<string>();
    for (let c = index.classes.get(className); c && !seen.has(c.name); c = c.base ? index.classes.get(c.base) : undefined) {
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
    if (owner === SCRIPT) {
      result.resolved++;
      const found = index.scriptInstance ? findMember(index.scriptInstance, name) : undefined;
      if (found) return { type: valueType(found.member.type), forms: found.member.overloads, receiver: SCRIPT };
      return { type: ownFields.get(name), receiver: SCRIPT };
    }
    const cls = classOf(owner);
    if (!cls) return undefined;
    result.resolved++;
    const found = findMember(cls.name, name);
    // A script instance (from FindScript and the like) carries whatever its script defines.
    if (!found && index.scriptInstance && inherits(cls.name, index.scriptInstance)) return { type: undefined, receiver: owner };
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

  /**
   * Type-keyed lookups (`obj:GetComponentByType("RigidBody")`): a form that takes a string first
   * and returns a base class (or an array of it) returns the class the string names.
   */
  const keyedReturn = (e: Expression, forms: LuaSignature[] | undefined, args: Expression[], what: string): Type | undefined => {
    const form = forms?.find((f) => f.params[0]?.type === 'string');
    const r = valueType(form?.returns[0]);
    const base = r?.replace(/\[\]$/, '');
    const arg = args[0];
    if (!form || !base || arg?.type !== 'StringLiteral' || ![...index.classes.values()].some((c) => c.base === base)) return undefined;
    const key = arg.raw.slice(1, -1);
    if (index.classes.has(key) && inherits(key, base)) return r!.replace(base, key);
    const guess = didYouMean(key, [...index.classes.values()].filter((c) => c.name !== base && inherits(c.name, base)).map((c) => c.name));
    problem(e.loc?.start.line ?? 1, `passes "${key}" to \`${what}\`, which is no ${base} class`, guess ? `did you mean "${guess}"?` : `pass the name of a class that inherits from ${base}`);
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

  const typeOf = (e: Expression | null | undefined): Type => {
    if (!e) return undefined;
    switch (e.type) {
      case 'NumericLiteral':
        return Number.isInteger(e.value) ? 'integer' : 'number';
      case 'StringLiteral':
        return 'string';
      case 'BooleanLiteral':
        return 'boolean';
      case 'Identifier':
        return lookup(e.name).type;
      case 'MemberExpression':
        return memberOf(e)?.type;
      case 'IndexExpression': {
        typeOf(e.index);
        const base = typeOf(e.base);
        return base?.endsWith('[]') ? base.slice(0, -2) : undefined;
      }
      case 'CallExpression':
      case 'StringCallExpression':
      case 'TableCallExpression': {
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
      }
      case 'BinaryExpression': {
        const left = typeOf(e.left);
        const right = typeOf(e.right);
        const op = BINARY_OPERATORS[e.operator];
        if (!op) return 'boolean';
        if ((left === 'number' || left === 'integer') && (right === 'number' || right === 'integer')) return 'number';
        if (op === 'concat') return 'string';
        const pick = (owner: Type, other: Type): Type => {
          const list = classOf(owner)?.operators.get(op);
          if (!list?.length) return undefined;
          return (list.find(([operand]) => operand === other) ?? list[0]!)[1];
        };
        return pick(left, right) ?? pick(right, left);
      }
      case 'UnaryExpression': {
        const arg = typeOf(e.argument);
        if (e.operator === '-') return classOf(arg)?.operators.get('unm')?.[0]?.[1] ?? (arg === 'number' || arg === 'integer' ? arg : undefined);
        if (e.operator === '#') return 'integer';
        return e.operator === 'not' ? 'boolean' : undefined;
      }
      case 'LogicalExpression': {
        const left = typeOf(e.left);
        const right = typeOf(e.right);
        return left === right ? left : e.operator === 'or' && right === undefined ? undefined : undefined;
      }
      case 'TableConstructorExpression':
        for (const f of e.fields) {
          if (f.type === 'TableKey') typeOf(f.key);
          typeOf(f.value);
        }
        return 'table';
      case 'FunctionDeclaration':
        functionBody(e, undefined);
        return 'function';
      default:
        return undefined;
    }
  };

  const functionBody = (f: Extract<Statement, { type: 'FunctionDeclaration' }>, self: Type) => {
    inScope(() => {
      if (self !== undefined) declare('self', self);
      for (const p of f.parameters) if (p.type === 'Identifier') declare(p.name, undefined);
      block(f.body);
    });
  };

  const statement = (s: Statement): void => {
    switch (s.type) {
      case 'LocalStatement': {
        const types = s.init.map((e) => typeOf(e));
        s.variables.forEach((v, i) => {
          declare(v.name, types[i]);
          if (s.init[i]?.type === 'TableConstructorExpression') scriptTables.add(v.name);
        });
        break;
      }
      case 'AssignmentStatement': {
        const types = s.init.map((e) => typeOf(e));
        s.variables.forEach((v, i) => {
          if (v.type === 'Identifier') {
            const scope = [...scopes].reverse().find((sc) => sc.has(v.name));
            if (scope) scope.set(v.name, types[i]);
          } else if (v.type === 'MemberExpression' && v.base.type === 'Identifier' && lookup(v.base.name).type === SCRIPT) {
            result.memberUses++;
            result.resolved++;
            if (!(index.scriptInstance && findMember(index.scriptInstance, v.identifier.name))) ownFields.set(v.identifier.name, types[i] ?? ownFields.get(v.identifier.name));
          } else {
            typeOf(v);
          }
        });
        break;
      }
      case 'CallStatement':
        typeOf(s.expression);
        break;
      case 'FunctionDeclaration': {
        const id = s.identifier;
        if (id?.type === 'Identifier') {
          if (s.isLocal) declare(id.name, 'function');
        } else if (id?.type === 'MemberExpression' && id.base.type === 'Identifier' && scriptTables.has(id.base.name)) {
          ownFields.set(id.identifier.name, 'function');
        }
        const scriptMethod = id?.type === 'MemberExpression' && id.indexer === ':' && id.base.type === 'Identifier' && scriptTables.has(id.base.name);
        functionBody(s, scriptMethod ? SCRIPT : undefined);
        break;
      }
      case 'ReturnStatement':
        s.arguments.forEach((a) => typeOf(a));
        break;
      case 'IfStatement':
        for (const clause of s.clauses) {
          if (clause.type !== 'ElseClause') typeOf(clause.condition);
          inScope(() => block(clause.body));
        }
        break;
      case 'WhileStatement':
      case 'RepeatStatement':
        typeOf(s.condition);
        inScope(() => block(s.body));
        break;
      case 'DoStatement':
        inScope(() => block(s.body));
        break;
      case 'ForNumericStatement':
        [s.start, s.end, s.step].forEach((e) => typeOf(e));
        inScope(() => {
          declare(s.variable.name, 'number');
          block(s.body);
        });
        break;
      case 'ForGenericStatement': {
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
        break;
      }
      default:
        break;
    }
  };
  const block = (body: Statement[]) => body.forEach(statement);
  block(chunk.body);
  return result;
}

export function checkLua(code: string, index: LuaNameIndex): LuaProblem[] {
  return analyseLua(code, index).problems;
}
