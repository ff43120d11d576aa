/**
 * The type grammar of the API data (see api/schema/class.schema.json, `typeName`):
 *
 *   T            a class, enum (as scripts write it), other type or Lua primitive
 *   T[]          an array of T
 *   T?           a parameter that may be omitted or nil; a return or property that may be nil
 *   A|B          either
 *   table<K,V>   a table from K to V
 *   fun(a: T, b?: U, ...: V): R, S    a function
 *   ...          variadic (the rest of the arguments)
 *   (A|B)[]      parentheses group
 *   "RigidBody"  a string literal (used by type-keyed lookups)
 *
 * parseType() turns the text into a tree; checks read the names in it, renderers print it.
 */
export type TypeNode =
  | { kind: 'name'; name: string }
  | { kind: 'literal'; value: string }
  | { kind: 'varargs'; of?: TypeNode }
  | { kind: 'array'; of: TypeNode }
  | { kind: 'optional'; of: TypeNode }
  | { kind: 'union'; options: TypeNode[] }
  | { kind: 'table'; key: TypeNode; value: TypeNode }
  | { kind: 'fun'; params: FunParam[]; returns: TypeNode[] }
  | { kind: 'group'; of: TypeNode };

export interface FunParam {
  name: string;
  optional: boolean;
  type?: TypeNode;
}

export class TypeSyntaxError extends Error {
  constructor(
    readonly text: string,
    readonly position: number,
    readonly expected: string,
  ) {
    super(`type "${text}" does not read: expected ${expected} at character ${position + 1}`);
    this.name = 'TypeSyntaxError';
  }
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Parses a type; throws TypeSyntaxError naming the position and what was expected. */
export function parseType(text: string): TypeNode {
  let pos = 0;
  const skip = () => {
    while (text[pos] === ' ') pos++;
  };
  const peek = (s: string) => {
    skip();
    return text.startsWith(s, pos);
  };
  const eat = (s: string) => {
    if (!peek(s)) throw new TypeSyntaxError(text, pos, `"${s}"`);
    pos += s.length;
  };
  const name = (): string => {
    skip();
    NAME.lastIndex = pos;
    const m = NAME.exec(text);
    if (!m) throw new TypeSyntaxError(text, pos, 'a type name');
    pos += m[0].length;
    return m[0];
  };

  const union = (): TypeNode => {
    const options = [postfix()];
    while (peek('|')) {
      eat('|');
      options.push(postfix());
    }
    return options.length === 1 ? options[0]! : { kind: 'union', options };
  };

  const postfix = (): TypeNode => {
    let node = primary();
    while (peek('[]')) {
      eat('[]');
      node = { kind: 'array', of: node };
    }
    if (peek('?')) {
      eat('?');
      node = { kind: 'optional', of: node };
    }
    return node;
  };

  const primary = (): TypeNode => {
    skip();
    if (peek('...')) {
      eat('...');
      if (peek(':')) {
        eat(':');
        return { kind: 'varargs', of: union() };
      }
      return { kind: 'varargs' };
    }
    if (peek('(')) {
      eat('(');
      const of = union();
      eat(')');
      return { kind: 'group', of };
    }
    if (peek('"')) {
      const end = text.indexOf('"', pos + 1);
      if (end < 0) throw new TypeSyntaxError(text, pos, 'a closing quote');
      const value = text.slice(pos + 1, end);
      pos = end + 1;
      return { kind: 'literal', value };
    }
    const n = name();
    if (n === 'table' && peek('<')) {
      eat('<');
      const key = union();
      eat(',');
      const value = union();
      eat('>');
      return { kind: 'table', key, value };
    }
    if (n === 'fun' && peek('(')) {
      eat('(');
      const params: FunParam[] = [];
      while (!peek(')')) {
        if (params.length) eat(',');
        if (peek('...')) {
          eat('...');
          params.push({ name: '...', optional: true, type: peek(':') ? (eat(':'), union()) : undefined });
          continue;
        }
        const pname = name();
        const optional = peek('?');
        if (optional) eat('?');
        params.push({ name: pname, optional, type: peek(':') ? (eat(':'), union()) : undefined });
      }
      eat(')');
      const returns: TypeNode[] = [];
      if (peek(':')) {
        eat(':');
        returns.push(union());
        while (peek(',')) {
          eat(',');
          returns.push(union());
        }
      }
      return { kind: 'fun', params, returns };
    }
    return { kind: 'name', name: n };
  };

  const node = union();
  skip();
  if (pos < text.length) throw new TypeSyntaxError(text, pos, 'the end of the type');
  return node;
}

/** Every type name a type mentions (not literals, not `...`). */
export function namesIn(node: TypeNode): string[] {
  switch (node.kind) {
    case 'name':
      return [node.name];
    case 'literal':
      return [];
    case 'varargs':
      return node.of ? namesIn(node.of) : [];
    case 'array':
    case 'optional':
    case 'group':
      return namesIn(node.of);
    case 'union':
      return node.options.flatMap(namesIn);
    case 'table':
      return [...namesIn(node.key), ...namesIn(node.value)];
    case 'fun':
      return [...node.params.flatMap((p) => (p.type ? namesIn(p.type) : [])), ...node.returns.flatMap(namesIn)];
  }
}

/** How to print the parts of a type: a type name (e.g. as a link) and punctuation. */
export interface TypePrinter {
  name: (name: string) => string;
  punct: (text: string) => string;
}

export const PLAIN: TypePrinter = { name: (n) => n, punct: (p) => p };

/** Prints a type back in the grammar's spelling. */
export function formatType(node: TypeNode, p: TypePrinter = PLAIN): string {
  const f = (n: TypeNode) => formatType(n, p);
  switch (node.kind) {
    case 'name':
      return p.name(node.name);
    case 'literal':
      return p.punct(JSON.stringify(node.value));
    case 'varargs':
      return node.of ? `...${p.punct(': ')}${f(node.of)}` : '...';
    case 'array':
      return `${f(node.of)}${p.punct('[]')}`;
    case 'optional':
      return `${f(node.of)}${p.punct('?')}`;
    case 'group':
      return `${p.punct('(')}${f(node.of)}${p.punct(')')}`;
    case 'union':
      return node.options.map(f).join(p.punct('|'));
    case 'table':
      return `table${p.punct('<')}${f(node.key)}${p.punct(', ')}${f(node.value)}${p.punct('>')}`;
    case 'fun': {
      const params = node.params.map((x) => `${x.name}${x.optional && x.name !== '...' ? '?' : ''}${x.type ? `${p.punct(': ')}${f(x.type)}` : ''}`);
      const returns = node.returns.length ? `${p.punct(': ')}${node.returns.map(f).join(p.punct(', '))}` : '';
      return `fun${p.punct('(')}${params.join(p.punct(', '))}${p.punct(')')}${returns}`;
    }
  }
}

/** Splits a top-level `T?` into T and the flag (a parameter that may be omitted, a nil-able value). */
export function unwrapOptional(node: TypeNode): { type: TypeNode; optional: boolean } {
  return node.kind === 'optional' ? { type: node.of, optional: true } : { type: node, optional: false };
}

/** The element type of an array type (`Hit[]` -> Hit, `Hit[]?` -> Hit), if it is one. */
export function elementOf(node: TypeNode): TypeNode | undefined {
  const inner = unwrapOptional(node).type;
  return inner.kind === 'array' ? inner.of : undefined;
}

/** Parses, returning undefined instead of throwing (the type check reports bad types once). */
export function tryParseType(text: string): TypeNode | undefined {
  try {
    return parseType(text);
  } catch {
    return undefined;
  }
}

/** The same type with every type name passed through `rename` (e.g. another spelling of a name). */
export function renameTypes(node: TypeNode, rename: (name: string) => string): TypeNode {
  const r = (n: TypeNode) => renameTypes(n, rename);
  switch (node.kind) {
    case 'name':
      return { kind: 'name', name: rename(node.name) };
    case 'literal':
      return node;
    case 'varargs':
      return node.of ? { kind: 'varargs', of: r(node.of) } : node;
    case 'array':
    case 'optional':
    case 'group':
      return { kind: node.kind, of: r(node.of) };
    case 'union':
      return { kind: 'union', options: node.options.map(r) };
    case 'table':
      return { kind: 'table', key: r(node.key), value: r(node.value) };
    case 'fun':
      return { kind: 'fun', params: node.params.map((p) => (p.type ? { ...p, type: r(p.type) } : p)), returns: node.returns.map(r) };
  }
}

/**
 * One spelling of a type, for comparing types written by hand or by another tool as text:
 * `fun(a:T)` → `fun(a: T)`, `Vec3 ?` → `Vec3?`. Throws TypeSyntaxError like parseType.
 */
export function normaliseType(text: string): string {
  return formatType(parseType(text));
}

/** `T?` → `T` as text (in normaliseType's spelling); anything else only normalised. */
export function withoutOptional(text: string): string {
  return formatType(unwrapOptional(parseType(text)).type);
}
