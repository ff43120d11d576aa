/**
 * Reads the Lua-table subset that `serpent.dump` writes, as data. Nothing is executed: there is no
 * Lua VM and no eval, only a lexer and a recursive-descent parser for table constructors, strings,
 * numbers, booleans and nil, inside serpent's `do local _={...};return _;end` wrapper (a bare
 * `return {...}` or a bare table is accepted too). Serpent's self-references (`_[1]`, written when a
 * table appears twice) are refused with a clear message rather than guessed at.
 *
 * Every value keeps the line and column where it starts, so later checks can point at the item.
 */

export interface Position {
  line: number;
  col: number;
}

export type LuaValue = LuaTable | LuaString | LuaNumber | LuaBoolean | LuaNil;

export interface LuaString {
  kind: 'string';
  value: string;
  pos: Position;
}
export interface LuaNumber {
  kind: 'number';
  value: number;
  pos: Position;
}
export interface LuaBoolean {
  kind: 'boolean';
  value: boolean;
  pos: Position;
}
export interface LuaNil {
  kind: 'nil';
  pos: Position;
}
export interface TableField {
  /** The key as written (`name=` and `["name"]=` are both strings), or its 1-based position. */
  key: string | number;
  /** Where the key is written; for positional items, where the value starts. */
  keyPos: Position;
  value: LuaValue;
}
export interface LuaTable {
  kind: 'table';
  /** Positional items, in order (`{a, b}`), then keyed fields; both as written. */
  items: LuaValue[];
  fields: TableField[];
  pos: Position;
}

/** A problem in the input, at a place in it. The CLI prints `file:line:col: message. Fix: fix`. */
export class LuaDataError extends Error {
  constructor(
    readonly pos: Position,
    readonly problem: string,
    readonly fix: string,
  ) {
    super(`${pos.line}:${pos.col}: ${problem}. Fix: ${fix}`);
    this.name = 'LuaDataError';
  }
}

type Token =
  | { t: 'name'; v: string; pos: Position }
  | { t: 'string'; v: string; pos: Position }
  | { t: 'number'; v: number; pos: Position }
  | { t: 'punct'; v: string; pos: Position }
  | { t: 'eof'; pos: Position };

const PUNCT = ['{', '}', '[', ']', '=', ',', ';', '(', ')', '-'];
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '\\': '\\', '"': '"', "'": "'", '\n': '\n' };
const TRUNCATED_FIX = 'export the file again from the engine (AE:GetAELuaBindings() written with serpent.dump); it looks cut off';

class Lexer {
  private i = 0;
  private line = 1;
  private lineStart = 0;

  constructor(private readonly src: string) {}

  private here(): Position {
    return { line: this.line, col: this.i - this.lineStart + 1 };
  }

  private newline(): void {
    this.line++;
    this.lineStart = this.i;
  }

  next(): Token {
    this.skipSpaceAndComments();
    const pos = this.here();
    const c = this.src[this.i];
    if (c === undefined) return { t: 'eof', pos };
    if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.src.slice(this.i, this.i + 256))!;
      this.i += m[0].length;
      return { t: 'name', v: m[0], pos };
    }
    if (/[0-9.]/.test(c) && /[0-9]/.test(c === '.' ? this.src[this.i + 1] ?? '' : c)) return this.number(pos);
    if (c === '"' || c === "'") return this.string(c, pos);
    if (c === '[' && /^\[=*\[/.test(this.src.slice(this.i, this.i + 64))) return this.longString(pos);
    if (PUNCT.includes(c)) {
      this.i++;
      return { t: 'punct', v: c, pos };
    }
    throw new LuaDataError(pos, `unexpected character "${c}"`, 'the file must be a Lua table as serpent.dump writes it; export it again from the engine');
  }

  private skipSpaceAndComments(): void {
    for (;;) {
      const c = this.src[this.i];
      if (c === '\n') {
        this.i++;
        this.newline();
      } else if (c === ' ' || c === '\t' || c === '\r') {
        this.i++;
      } else if (c === '-' && this.src[this.i + 1] === '-') {
        const long = /^--\[(=*)\[/.exec(this.src.slice(this.i, this.i + 64));
        if (long) {
          this.i += 2;
          this.longString(this.here());
        } else {
          while (this.i < this.src.length && this.src[this.i] !== '\n') this.i++;
        }
      } else {
        return;
      }
    }
  }

  private number(pos: Position): Token {
    const m = /^(0[xX][0-9a-fA-F]+|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)/.exec(this.src.slice(this.i, this.i + 64));
    if (!m) throw new LuaDataError(pos, 'malformed number', 'export the file again from the engine');
    this.i += m[0].length;
    return { t: 'number', v: Number(m[0]), pos };
  }

  private string(quote: string, pos: Position): Token {
    this.i++;
    let out = '';
    for (;;) {
      const c = this.src[this.i];
      if (c === undefined) throw new LuaDataError(pos, 'string is not closed before the end of the file', TRUNCATED_FIX);
      if (c === '\n') throw new LuaDataError(pos, 'string is not closed before the end of the line', `close it with ${quote}, or write a line break inside it as \\n`);
      this.i++;
      if (c === quote) return { t: 'string', v: out, pos };
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.src[this.i];
      if (e === undefined) throw new LuaDataError(pos, 'string is not closed before the end of the file', TRUNCATED_FIX);
      if (e in SIMPLE_ESCAPES) {
        out += SIMPLE_ESCAPES[e];
        this.i++;
        if (e === '\n') this.newline();
      } else if (/[0-9]/.test(e)) {
        const d = /^[0-9]{1,3}/.exec(this.src.slice(this.i, this.i + 3))![0];
        out += String.fromCharCode(Number(d));
        this.i += d.length;
      } else if (e === 'x' && /^[0-9a-fA-F]{2}/.test(this.src.slice(this.i + 1, this.i + 3))) {
        out += String.fromCharCode(parseInt(this.src.slice(this.i + 1, this.i + 3), 16));
        this.i += 3;
      } else if (e === 'u' && this.src[this.i + 1] === '{') {
        const close = this.src.indexOf('}', this.i);
        out += String.fromCodePoint(parseInt(this.src.slice(this.i + 2, close), 16));
        this.i = close + 1;
      } else if (e === 'z') {
        this.i++;
        while (/\s/.test(this.src[this.i] ?? '')) {
          if (this.src[this.i] === '\n') {
            this.i++;
            this.newline();
          } else this.i++;
        }
      } else {
        throw new LuaDataError(this.here(), `unknown escape "\\${e}" in a string`, 'use one of the Lua escapes (\\n, \\t, \\\\, \\", \\ddd, \\xhh)');
      }
    }
  }

  private longString(pos: Position): Token {
    const open = /^\[(=*)\[/.exec(this.src.slice(this.i, this.i + 64))!;
    const close = `]${open[1]}]`;
    const start = this.i + open[0].length;
    const end = this.src.indexOf(close, start);
    if (end < 0) throw new LuaDataError(pos, 'long string is not closed before the end of the file', TRUNCATED_FIX);
    let text = this.src.slice(start, end);
    for (let k = this.i; k < end + close.length; k++) {
      if (this.src[k] === '\n') {
        this.i = k + 1;
        this.newline();
      }
    }
    this.i = end + close.length;
    if (text.startsWith('\n')) text = text.slice(1);
    return { t: 'string', v: text, pos };
  }
}

class Parser {
  private tok: Token;
  private readonly lexer: Lexer;

  constructor(src: string) {
    this.lexer = new Lexer(src);
    this.tok = this.lexer.next();
  }

  private advance(): Token {
    const t = this.tok;
    this.tok = this.lexer.next();
    return t;
  }

  private isPunct(v: string): boolean {
    return this.tok.t === 'punct' && this.tok.v === v;
  }

  /** A method, so TypeScript does not narrow `tok` across advance() calls. */
  private atEof(): boolean {
    return this.tok.t === 'eof';
  }

  private isName(v: string): boolean {
    return this.tok.t === 'name' && this.tok.v === v;
  }

  private describe(t: Token): string {
    if (t.t === 'eof') return 'the end of the file';
    if (t.t === 'string') return `the string "${t.v.slice(0, 30)}"`;
    return `"${String(t.v)}"`;
  }

  private expect(kind: 'punct' | 'name', v: string, fix: string): Token {
    if (this.tok.t === kind && 'v' in this.tok && this.tok.v === v) return this.advance();
    const fixFor = this.tok.t === 'eof' ? TRUNCATED_FIX : fix;
    throw new LuaDataError(this.tok.pos, `expected "${v}" but found ${this.describe(this.tok)}`, fixFor);
  }

  /** The whole file: `do local _=<table>;return _;end`, `return <table>` or `<table>`. */
  parseChunk(): LuaTable {
    const wrapperFix = 'the file must be `do local _={...};return _;end` as serpent.dump writes it';
    let root: LuaValue;
    if (this.isName('do')) {
      this.advance();
      this.expect('name', 'local', wrapperFix);
      this.expect('name', '_', wrapperFix);
      this.expect('punct', '=', wrapperFix);
      root = this.value();
      if (this.isPunct(';')) this.advance();
      if (this.isName('_')) this.selfReference(this.tok.pos);
      this.expect('name', 'return', wrapperFix);
      this.expect('name', '_', wrapperFix);
      if (this.isPunct(';')) this.advance();
      this.expect('name', 'end', wrapperFix);
    } else {
      if (this.isName('return')) this.advance();
      root = this.value();
    }
    if (this.isPunct(';')) this.advance();
    if (this.tok.t !== 'eof') throw new LuaDataError(this.tok.pos, `unexpected ${this.describe(this.tok)} after the exported table`, 'the file must hold one exported table and nothing after it');
    if (root.kind !== 'table') throw new LuaDataError(root.pos, `the file holds a ${root.kind}, not a table`, wrapperFix);
    return root;
  }

  private value(): LuaValue {
    const t = this.tok;
    if (t.t === 'punct' && t.v === '{') return this.table();
    if (t.t === 'string') {
      this.advance();
      return { kind: 'string', value: t.v, pos: t.pos };
    }
    if (t.t === 'number') {
      this.advance();
      return { kind: 'number', value: t.v, pos: t.pos };
    }
    if (t.t === 'punct' && t.v === '-') {
      this.advance();
      const n = this.tok;
      if (n.t !== 'number') throw new LuaDataError(n.pos, `expected a number after "-" but found ${this.describe(n)}`, 'export the file again from the engine');
      this.advance();
      return { kind: 'number', value: -n.v, pos: t.pos };
    }
    if (t.t === 'name' && (t.v === 'true' || t.v === 'false')) {
      this.advance();
      return { kind: 'boolean', value: t.v === 'true', pos: t.pos };
    }
    if (t.t === 'name' && t.v === 'nil') {
      this.advance();
      return { kind: 'nil', pos: t.pos };
    }
    if (t.t === 'name' && t.v === '_') this.selfReference(t.pos);
    if (t.t === 'eof') throw new LuaDataError(t.pos, 'the file ends where a value should be', TRUNCATED_FIX);
    throw new LuaDataError(t.pos, `expected a value but found ${this.describe(t)}`, 'the export may hold only tables, strings, numbers, booleans and nil; export it again from the engine');
  }

  /** serpent writes `_[n]` (and `_.a.b=_[n]` after the table) when a table appears twice. */
  private selfReference(pos: Position): never {
    throw new LuaDataError(pos, 'a self-reference (_[...]) to a table that appears twice', 'export a table whose sub-tables are not shared (the importer reads plain data only and does not follow references)');
  }

  private table(): LuaTable {
    const open = this.advance();
    const table: LuaTable = { kind: 'table', items: [], fields: [], pos: open.pos };
    const fieldFix = 'separate fields with "," and close the table with "}"';
    while (!this.isPunct('}')) {
      if (this.tok.t === 'eof') throw new LuaDataError(open.pos, 'the table opened here is not closed before the end of the file', TRUNCATED_FIX);
      const start = this.tok;
      if (start.t === 'name' && !['true', 'false', 'nil'].includes(start.v)) {
        this.advance();
        if (start.v === '_' && this.isPunct('[')) this.selfReference(start.pos);
        this.expect('punct', '=', `write ${start.v}=<value>`);
        table.fields.push({ key: start.v, keyPos: start.pos, value: this.value() });
      } else if (start.t === 'punct' && start.v === '[') {
        this.advance();
        const key = this.value();
        if (key.kind !== 'string' && key.kind !== 'number') throw new LuaDataError(key.pos, `a table key must be a string or a number, not a ${key.kind}`, 'export the file again from the engine');
        this.expect('punct', ']', 'close the key with "]"');
        this.expect('punct', '=', 'write [key]=<value>');
        table.fields.push({ key: key.value, keyPos: start.pos, value: this.value() });
      } else {
        table.items.push(this.value());
      }
      if (this.isPunct(',') || this.isPunct(';')) this.advance();
      else if (!this.isPunct('}')) {
        if (this.atEof()) throw new LuaDataError(open.pos, 'the table opened here is not closed before the end of the file', TRUNCATED_FIX);
        throw new LuaDataError(this.tok.pos, `expected "," or "}" but found ${this.describe(this.tok)}`, fieldFix);
      }
    }
    this.advance();
    return table;
  }
}

/** Parses an export's text into its root table, or throws LuaDataError with line and column. */
export function parseLuaData(src: string): LuaTable {
  return new Parser(src).parseChunk();
}
