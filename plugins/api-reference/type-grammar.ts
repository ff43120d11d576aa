/**
 * The one type grammar of the API data (params, returns, properties):
 *   T · T[] (array) · T? (may be omitted or nil) · A|B (either) · table<K,V> · fun(a: T): R · ...
 * Parsing it once here lets every consumer (the data check, the importer, the renderers) agree on
 * which names a type mentions and on one spelling of it.
 */

export type TypeNode =
  | { k: 'name'; name: string }
  | { k: 'vararg' }
  | { k: 'array'; of: TypeNode }
  | { k: 'optional'; of: TypeNode }
  | { k: 'union'; of: TypeNode[] }
  | { k: 'table'; key: TypeNode; value: TypeNode }
  | { k: 'fun'; params: FunParam[]; returns: TypeNode[] };

export interface FunParam {
  /** Undefined for `...`. */
  name?: string;
  type?: TypeNode;
}

export class TypeGrammarError extends Error {
  override name = 'TypeGrammarError';
}

/** C-side spellings some exports use, and the Lua names the reference uses for them. */
const LUA_SPELLING: Record<string, string> = { int: 'integer', float: 'number', double: 'number', bool: 'boolean' };

class TypeParser {
  private i = 0;
  constructor(private readonly s: string) {}

  parse(): TypeNode {
    const t = this.union();
    this.space();
    if (this.i < this.s.length) throw new TypeGrammarError(`unexpected "${this.s.slice(this.i)}"`);
    return t;
  }

  private space(): void {
    while (this.s[this.i] === ' ') this.i++;
  }

  private eat(tok: string): boolean {
    this.space();
    if (this.s.startsWith(tok, this.i)) {
      this.i += tok.length;
      return true;
    }
    return false;
  }

  private need(tok: string): void {
    if (!this.eat(tok)) throw new TypeGrammarError(`expected "${tok}" at "${this.s.slice(this.i) || 'the end'}"`);
  }

  private ident(): string | undefined {
    this.space();
    const m = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(this.s.slice(this.i));
    if (!m) return undefined;
    this.i += m[0].length;
    return m[0];
  }

  private union(): TypeNode {
    const parts = [this.postfix()];
    while (this.eat('|')) parts.push(this.postfix());
    return parts.length === 1 ? parts[0]! : { k: 'union', of: parts };
  }

  private postfix(): TypeNode {
    let t = this.primary();
    for (;;) {
      if (this.eat('[]')) t = { k: 'array', of: t };
      else if (this.eat('?')) t = { k: 'optional', of: t };
      else return t;
    }
  }

  private primary(): TypeNode {
    if (this.eat('...')) return { k: 'vararg' };
    if (this.eat('(')) {
      const t = this.union();
      this.need(')');
      return t;
    }
    const start = this.i;
    const name = this.ident();
    if (name === undefined) throw new TypeGrammarError(`expected a type name at "${this.s.slice(this.i) || 'the end'}"`);
    if (name === 'fun' && this.eat('(')) return this.fun();
    if (name === 'table' && this.eat('<')) {
      const key = this.union();
      this.need(',');
      const value = this.union();
      this.need('>');
      return { k: 'table', key, value };
    }
    if (name === 'fun' || name === 'table') this.i = start + name.length;
    return { k: 'name', name: LUA_SPELLING[name] ?? name };
  }

  private fun(): TypeNode {
    const params: FunParam[] = [];
    if (!this.eat(')')) {
      do {
        if (this.eat('...')) {
          params.push(this.eat(':') ? { type: this.union() } : {});
          continue;
        }
        const name = this.ident();
        if (name === undefined) throw new TypeGrammarError(`expected a parameter name at "${this.s.slice(this.i) || 'the end'}"`);
        params.push(this.eat(':') ? { name, type: this.union() } : { name });
      } while (this.eat(','));
      this.need(')');
    }
    const returns: TypeNode[] = [];
    if (this.eat(':')) {
      do returns.push(this.postfixOrParenthesised());
      while (this.eat(','));
    }
    return { k: 'fun', params, returns };
  }

  private postfixOrParenthesised(): TypeNode {
    // A return list ends at "," so a union in it is read without consuming the next return.
    const parts = [this.postfix()];
    while (this.eat('|')) parts.push(this.postfix());
    return parts.length === 1 ? parts[0]! : { k: 'union', of: parts };
  }
}

export function parseType(type: string): TypeNode {
  return new TypeParser(type.trim()).parse();
}

export function formatType(t: TypeNode): string {
  switch (t.k) {
    case 'name':
      return t.name;
    case 'vararg':
      return '...';
    case 'array':
      return `${t.of.k === 'union' || t.of.k === 'fun' || t.of.k === 'optional' ? `(${formatType(t.of)})` : formatType(t.of)}[]`;
    case 'optional':
      // `fun(): R?` would read as a nil-able return, so only a fun with returns needs parentheses.
      return `${t.of.k === 'union' || (t.of.k === 'fun' && t.of.returns.length) ? `(${formatType(t.of)})` : formatType(t.of)}?`;
    case 'union':
      return t.of.map(formatType).join('|');
    case 'table':
      return `table<${formatType(t.key)},${formatType(t.value)}>`;
    case 'fun': {
      const params = t.params.map((p) => (p.name === undefined ? (p.type ? `...: ${formatType(p.type)}` : '...') : p.type ? `${p.name}: ${formatType(p.type)}` : p.name));
      return `fun(${params.join(', ')})${t.returns.length ? `: ${t.returns.map(formatType).join(', ')}` : ''}`;
    }
  }
}

/** One spelling of a type: `fun(a:int)` becomes `fun(a: integer)`, `bool|Asset?` stays readable. */
export function normaliseType(type: string): string {
  return formatType(parseType(type));
}

/** Every type name a type mentions (not `fun` parameter names), e.g. `Hit[]?` → [Hit]. */
export function typeNames(type: string): string[] {
  const out: string[] = [];
  const walk = (t: TypeNode): void => {
    switch (t.k) {
      case 'name':
        out.push(t.name);
        break;
      case 'vararg':
        break;
      case 'array':
      case 'optional':
        walk(t.of);
        break;
      case 'union':
        t.of.forEach(walk);
        break;
      case 'table':
        out.push('table');
        walk(t.key);
        walk(t.value);
        break;
      case 'fun':
        out.push('function');
        t.params.forEach((p) => p.type && walk(p.type));
        t.returns.forEach(walk);
        break;
    }
  };
  walk(parseType(type));
  return out;
}

/** `T?` → `T`; anything else unchanged. */
export function withoutOptional(type: string): string {
  const t = parseType(type);
  return t.k === 'optional' ? formatType(t.of) : formatType(t);
}

export function isOptional(type: string): boolean {
  return parseType(type).k === 'optional';
}
