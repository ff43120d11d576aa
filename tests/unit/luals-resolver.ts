import luaparse, { type Chunk, type Comment, type Expression, type Statement } from 'luaparse';

/**
 * A small reader of the generated LuaLS definition file and a resolver that checks a script's
 * `X.Y` / `X:Y` names against it, the way an editor with the definition file would. It works from
 * the definition file alone (not from the API data), so it tests what the file really declares.
 *
 * Types flow through locals, fields, method returns (`---@return`), constructor calls
 * (`---@overload fun(...): X` on a class), operators (`---@operator`), arrays (`X[]` indexed or
 * iterated with ipairs) and the script table: methods of the table a script returns get `self`
 * as a ScriptInstance, plus the fields the script itself assigns to `self`.
 */

export interface ClassDef {
  name: string;
  base?: string;
  /** Member name -> its type (a field's type, a method's first return type, or undefined). */
  members: Map<string, string | undefined>;
  methods: Set<string>;
  callable: boolean;
  /** LuaLS operator name (add, mul, ...) -> [operand type, result type] pairs. */
  operators: Map<string, [string | undefined, string][]>;
  isEnum: boolean;
  /** `method:"Literal"` -> return type, from `---@overload fun(self: X, key: "Literal"): R` (type-keyed lookups). */
  keyed: Map<string, string>;
}

export interface LuaDefinitions {
  /** Global names the file assigns (`X = {}`), mapped to the class or enum they hold. */
  globals: Map<string, string>;
  classes: Map<string, ClassDef>;
}

const annotation = (c: Comment): string | undefined => (c.raw.startsWith('---@') ? c.raw.slice(4) : undefined);

/** The type at the start of `text`: a name with optional [], or a whole fun(...)... signature. */
function leadingType(text: string): string {
  const t = text.trim();
  if (!t.startsWith('fun(')) return t.split(/\s+/)[0] ?? '';
  let depth = 0;
  for (let i = 3; i < t.length; i++) {
    if (t[i] === '(') depth++;
    if (t[i] === ')' && --depth === 0) return 'function';
  }
  return 'function';
}

function newClass(name: string): ClassDef {
  return { name, members: new Map(), methods: new Set(), callable: false, operators: new Map(), isEnum: false, keyed: new Map() };
}

/** Parses the definition file and collects what it declares. Throws if it is not valid Lua. */
export function readDefinitions(source: string): LuaDefinitions {
  const chunk: Chunk = luaparse.parse(source, { luaVersion: '5.3', comments: true, locations: true });
  const lineOf = (n: { loc?: { start: { line: number } } | undefined }): number => n.loc?.start.line ?? 0;
  const defs: LuaDefinitions = { globals: new Map(), classes: new Map() };

  // Group comments into runs of consecutive lines; a run directly above a statement documents it.
  const runs: Comment[][] = [];
  for (const c of chunk.comments ?? []) {
    const last = runs.at(-1);
    const prev = last?.at(-1);
    if (last && prev && lineOf(c) === lineOf(prev) + 1) last.push(c);
    else runs.push([c]);
  }
  const statementAt = new Map<number, Statement>(chunk.body.map((s) => [lineOf(s), s]));
  const docsOf = new Map<Statement, Comment[]>();

  for (const run of runs) {
    const target = statementAt.get(lineOf(run.at(-1)!) + 1);
    if (target) docsOf.set(target, run);
    let current: ClassDef | undefined;
    for (const c of run) {
      const a = annotation(c);
      if (!a) continue;
      const cls = /^class\s+([A-Za-z_]\w*)(?:\s*:\s*([A-Za-z_]\w*))?/.exec(a);
      const enm = /^enum\s+([A-Za-z_]\w*)/.exec(a);
      if (cls) {
        current = defs.classes.get(cls[1]!) ?? newClass(cls[1]!);
        if (cls[2]) current.base = cls[2];
        defs.classes.set(current.name, current);
      } else if (enm) {
        current = newClass(enm[1]!);
        current.isEnum = true;
        defs.classes.set(current.name, current);
      } else if (current) {
        const field = /^field\s+([A-Za-z_]\w*)\s+(.*)$/.exec(a);
        const op = /^operator\s+([a-z]+)(?:\(([^)]*)\))?\s*:\s*(\S+)/.exec(a);
        if (field) current.members.set(field[1]!, leadingType(field[2]!));
        else if (op) current.operators.set(op[1]!, [...(current.operators.get(op[1]!) ?? []), [op[2] || undefined, op[3]!]]);
        else if (/^overload\s+fun\(/.test(a)) current.callable = true;
      }
    }
  }

  for (const s of chunk.body) {
    if (s.type === 'AssignmentStatement') {
      s.variables.forEach((v, i) => {
        const init = s.init[i];
        if (v.type !== 'Identifier' || init?.type !== 'TableConstructorExpression') return;
        const cls = defs.classes.get(v.name);
        defs.globals.set(v.name, v.name);
        if (cls?.isEnum) {
          for (const f of init.fields) if (f.type === 'TableKeyString') cls.members.set(f.key.name, 'integer');
        }
      });
    }
    if (s.type === 'FunctionDeclaration' && s.identifier?.type === 'MemberExpression' && s.identifier.base.type === 'Identifier') {
      const owner = defs.classes.get(s.identifier.base.name) ?? newClass(s.identifier.base.name);
      defs.classes.set(owner.name, owner);
      const docs = (docsOf.get(s) ?? []).map(annotation);
      const returns = docs.find((a) => a?.startsWith('return '));
      for (const a of docs) {
        const keyed = /^overload fun\((?:self: \w+, )?\w+: "(\w+)"\): (\S+)$/.exec(a ?? '');
        // The resolver follows names only; a nil-able lookup (`RigidBody?`) resolves as its class.
        if (keyed) owner.keyed.set(`${s.identifier.identifier.name}:${keyed[1]}`, keyed[2]!.replace(/\?$/, ''));
      }
      owner.members.set(s.identifier.identifier.name, returns ? leadingType(returns.slice('return '.length)) : undefined);
      owner.methods.add(s.identifier.identifier.name);
    }
  }
  return defs;
}

/** Finds a member on a class or the classes it inherits from. */
export function findMember(defs: LuaDefinitions, className: string, member: string): { found: boolean; type?: string } {
  for (let c = defs.classes.get(className), depth = 0; c && depth < 10; c = c.base ? defs.classes.get(c.base) : undefined, depth++) {
    if (c.members.has(member)) return { found: true, type: c.members.get(member) };
  }
  return { found: false };
}

export interface Resolution {
  /** Every checked name, as "Class.member" (":" for method calls), in source order. */
  resolved: string[];
  /** Names whose owner has a declared type but no such member, or unknown globals. */
  problems: { line: number; name: string; message: string }[];
  /** `X.Y` / `X:Y` whose X had no known type (so nothing could be checked). */
  unchecked: { line: number; name: string }[];
}

/** Globals of the Lua standard library (members of these are not checked). */
const LUA_GLOBALS = new Set([
  'print', 'pairs', 'ipairs', 'next', 'type', 'tostring', 'tonumber', 'select', 'error', 'assert', 'pcall', 'xpcall',
  'rawget', 'rawset', 'rawequal', 'rawlen', 'setmetatable', 'getmetatable', 'require', 'unpack',
  'math', 'string', 'table', 'os', 'io', 'coroutine', 'utf8', 'debug', '_G', '_ENV',
]);

const SCRIPT = '<script instance>';
const BINARY_OPERATORS: Record<string, string> = {
  '+': 'add', '-': 'sub', '*': 'mul', '/': 'div', '%': 'mod', '^': 'pow', '//': 'idiv',
  '&': 'band', '|': 'bor', '~': 'bxor', '<<': 'shl', '>>': 'shr', '..': 'concat',
};

type Type = string | undefined;

/** Resolves every `X.Y` / `X:Y` of a script against the definitions. */
export function resolveScript(code: string, baseDefs: LuaDefinitions, instanceClass = 'ScriptInstance'): Resolution {
  const chunk = luaparse.parse(code, { luaVersion: '5.3', locations: true, comments: true });
  // The script's own classes (`---@class MyScript : ScriptInstance`, its `---@field`s) join the
  // definitions for this script, and `local t = {} ---@type MyScript` gives the table that class.
  const defs: LuaDefinitions = { globals: baseDefs.globals, classes: new Map(baseDefs.classes) };
  const typedLines = new Map<number, string>();
  const classAt = new Map<number, string>();
  const annotated = new Set<number>();
  const ownClasses = new Set<string>();
  let ownClass: ClassDef | undefined;
  for (const c of chunk.comments ?? []) {
    const a = annotation(c) ?? '';
    if (a) annotated.add(c.loc?.start.line ?? 0);
    const cls = /^class\s+(\w+)(?:\s*:\s*(\w+))?/.exec(a);
    const field = /^field\s+(\w+)\s+(\S+)/.exec(a);
    const typed = /^type\s+(\w+)/.exec(a);
    if (cls) {
      ownClass = newClass(cls[1]!);
      ownClass.base = cls[2];
      defs.classes.set(ownClass.name, ownClass);
      ownClasses.add(ownClass.name);
      classAt.set(c.loc?.start.line ?? 0, ownClass.name);
    } else if (field && ownClass) ownClass.members.set(field[1]!, field[2]!);
    else if (typed) typedLines.set(c.loc?.start.line ?? 0, typed[1]!);
  }
  let lastMember: { owner: string; name: string } | undefined;
  const result: Resolution = { resolved: [], problems: [], unchecked: [] };
  const scopes: Map<string, Type>[] = [new Map()];
  /** Tables the chunk creates with `local X = {}`: their `:` methods are script callbacks. */
  const scriptTables = new Set<string>();
  /** Fields the script itself assigns on `self`, with the type of the value where known. */
  const ownFields = new Map<string, Type>();

  const lookup = (name: string): { local: boolean; type: Type } => {
    for (let i = scopes.length - 1; i >= 0; i--) if (scopes[i]!.has(name)) return { local: true, type: scopes[i]!.get(name) };
    return { local: false, type: defs.globals.get(name) };
  };
  const declare = (name: string, type: Type) => scopes.at(-1)!.set(name, type);
  const inScope = (fn: () => void) => {
    scopes.push(new Map());
    fn();
    scopes.pop();
  };

  /** Checks `base.name` where base has type `owner`; returns the member's type. */
  const member = (owner: Type, name: string, sep: string, line: number, what: string): Type => {
    if (owner === undefined) {
      result.unchecked.push({ line, name: what });
      return undefined;
    }
    if (owner === SCRIPT) {
      const own = ownFields.has(name);
      const found = findMember(defs, instanceClass, name);
      if (!own && !found.found) {
        result.problems.push({ line, name: `self${sep}${name}`, message: `${instanceClass} has no member "${name}" and the script never sets self.${name}` });
        return undefined;
      }
      result.resolved.push(`${own && !found.found ? 'self' : instanceClass}${sep}${name}`);
      return found.found ? found.type : ownFields.get(name);
    }
    if (!defs.classes.has(owner)) return undefined; // a primitive or an array: nothing to check
    const found = findMember(defs, owner, name);
    lastMember = { owner, name };
    if (!found.found) {
      result.problems.push({ line, name: `${owner}${sep}${name}`, message: `${owner} declares no member "${name}"` });
      return undefined;
    }
    result.resolved.push(`${owner}${sep}${name}`);
    return found.type;
  };

  const operator = (op: string, left: Type, right: Type): Type => {
    const pick = (owner: Type, other: Type): Type => {
      const list = owner ? defs.classes.get(owner)?.operators.get(op) : undefined;
      if (!list?.length) return undefined;
      return (list.find(([operand]) => operand === other) ?? list[0]!)[1];
    };
    return pick(left, right) ?? pick(right, left);
  };

  const typeOf = (e: Expression | null | undefined): Type => {
    if (!e) return undefined;
    const line = e.loc?.start.line ?? 0;
    switch (e.type) {
      case 'NumericLiteral':
        return Number.isInteger(e.value) ? 'integer' : 'number';
      case 'StringLiteral':
        return 'string';
      case 'BooleanLiteral':
        return 'boolean';
      case 'Identifier': {
        const found = lookup(e.name);
        return found.type;
      }
      case 'MemberExpression': {
        const label = e.base.type === 'Identifier' ? `${e.base.name}${e.indexer}${e.identifier.name}` : `…${e.indexer}${e.identifier.name}`;
        if (e.base.type === 'Identifier') {
          const { local, type } = lookup(e.base.name);
          if (!local && type === undefined) {
            if (LUA_GLOBALS.has(e.base.name)) result.unchecked.push({ line, name: label });
            else result.problems.push({ line, name: label, message: `"${e.base.name}" is neither a local nor a global of the definition file` });
            return undefined;
          }
        }
        return member(typeOf(e.base), e.identifier.name, e.indexer, line, label);
      }
      case 'IndexExpression': {
        typeOf(e.index);
        const base = typeOf(e.base);
        return base?.endsWith('[]') ? base.slice(0, -2) : undefined;
      }
      case 'CallExpression':
      case 'StringCallExpression':
      case 'TableCallExpression': {
        const args = e.type === 'CallExpression' ? e.arguments : e.type === 'StringCallExpression' ? [e.argument] : [e.arguments];
        args.forEach((a) => typeOf(a));
        if (e.base.type === 'Identifier') {
          const { local, type } = lookup(e.base.name);
          if (!local && type && defs.classes.get(type)?.callable) return type;
          return undefined;
        }
        lastMember = undefined;
        const returned = typeOf(e.base);
        const key = args[0];
        if (lastMember && key?.type === 'StringLiteral') {
          const { owner, name } = lastMember as { owner: string; name: string };
          for (let c = defs.classes.get(owner); c; c = c.base ? defs.classes.get(c.base) : undefined) {
            const keyed = c.keyed.get(`${name}:${key.raw.slice(1, -1)}`);
            if (keyed) return keyed;
          }
        }
        return returned;
      }
      case 'BinaryExpression': {
        const left = typeOf(e.left);
        const right = typeOf(e.right);
        const op = BINARY_OPERATORS[e.operator];
        if (!op) return 'boolean';
        if ((left === 'number' || left === 'integer') && (right === 'number' || right === 'integer')) return 'number';
        return operator(op, left, right);
      }
      case 'UnaryExpression': {
        const arg = typeOf(e.argument);
        if (e.operator === '-') return operator('unm', arg, undefined) ?? (arg === 'number' || arg === 'integer' ? arg : undefined);
        if (e.operator === '#') return 'integer';
        return e.operator === 'not' ? 'boolean' : undefined;
      }
      case 'LogicalExpression': {
        const left = typeOf(e.left);
        const right = typeOf(e.right);
        return left === right ? left : undefined;
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

  const statement = (s: Statement) => {
    switch (s.type) {
      case 'LocalStatement': {
        const types = s.init.map((e) => typeOf(e));
        const line = s.loc?.start.line ?? -1;
        let declared = typedLines.get(line);
        for (let l = line - 1; !declared && annotated.has(l); l--) declared = classAt.get(l);
        s.variables.forEach((v, i) => {
          declare(v.name, declared ?? types[i]);
          if (!declared && s.init[i]?.type === 'TableConstructorExpression') scriptTables.add(v.name);
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
            if (!findMember(defs, instanceClass, v.identifier.name).found) ownFields.set(v.identifier.name, types[i] ?? ownFields.get(v.identifier.name));
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
        if (id?.type === 'Identifier') declare(id.name, 'function');
        const scriptMethod = id?.type === 'MemberExpression' && id.indexer === ':' && id.base.type === 'Identifier' && scriptTables.has(id.base.name);
        // A method of a table typed with its own class: `self` is that class, and the method joins it.
        const typedOwner = id?.type === 'MemberExpression' && id.base.type === 'Identifier' ? lookup(id.base.name).type : undefined;
        const ownerClass = typedOwner && ownClasses.has(typedOwner) ? defs.classes.get(typedOwner) : undefined;
        if (ownerClass && id?.type === 'MemberExpression') {
          ownerClass.members.set(id.identifier.name, undefined);
          ownerClass.methods.add(id.identifier.name);
        }
        functionBody(s, scriptMethod ? SCRIPT : ownerClass && id?.type === 'MemberExpression' && id.indexer === ':' ? ownerClass.name : undefined);
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
        if (iterator?.type === 'CallExpression' && iterator.base.type === 'Identifier' && ['ipairs', 'pairs'].includes(iterator.base.name)) {
          const list = typeOf(iterator.arguments[0]);
          element = list?.endsWith('[]') ? list.slice(0, -2) : undefined;
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

  // First pass: every field the script assigns on self, so reads before the write still resolve.
  const collectOwnFields = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(collectOwnFields);
    if (typeof node !== 'object' || node === null) return;
    const n = node as { type?: string; variables?: unknown[] };
    if (n.type === 'AssignmentStatement') {
      for (const v of (n.variables ?? []) as Expression[]) {
        if (v.type === 'MemberExpression' && v.base.type === 'Identifier' && v.base.name === 'self' && !findMember(defs, instanceClass, v.identifier.name).found) {
          ownFields.set(v.identifier.name, undefined);
        }
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') collectOwnFields(value);
  };
  collectOwnFields(chunk.body);
  block(chunk.body);
  return result;
}
