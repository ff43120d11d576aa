/**
 * Facts about the Lua language that the pages, atomontage.d.lua, the checks, the importer and the
 * tests share: reserved words, what a name may look like, and the metamethods.
 */
export const LUA_KEYWORDS: ReadonlySet<string> = new Set([
  'and', 'break', 'do', 'else', 'elseif', 'end', 'false', 'for', 'function', 'goto', 'if', 'in',
  'local', 'nil', 'not', 'or', 'repeat', 'return', 'then', 'true', 'until', 'while',
]);

/** Lua's identifier rule (letters, digits, underscores; no leading digit), keywords aside. */
export const LUA_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** True for a name that can stand alone in Lua source (an identifier that is no keyword). */
export const isLuaName = (name: string): boolean => LUA_IDENTIFIER.test(name) && !LUA_KEYWORDS.has(name);

/** Types every Lua value may have, plus `any` and `...` of the type grammar. */
export const LUA_PRIMITIVE_TYPES: readonly string[] = ['nil', 'boolean', 'number', 'integer', 'string', 'table', 'function', 'any', '...'];

/** Lua's own library tables: their members are not the API's business. */
export const LUA_LIBRARIES: ReadonlySet<string> = new Set(['math', 'string', 'table', 'os', 'io', 'coroutine', 'utf8', 'debug', '_G', '_ENV']);

export interface Metamethod {
  /** The page heading. */
  label: string;
  /** The operator as scripts write it between two operands (binary metamethods only). */
  symbol?: string;
  /** The `---@operator` name LuaLS knows it by; LuaLS cannot describe the others. */
  luals?: string;
  /** Takes one operand (`-x`, `#x`, `~x`). */
  unary?: boolean;
}

/** Every metamethod the API data may list under `operators`, in one table. */
export const METAMETHODS: Readonly<Record<string, Metamethod>> = {
  __add: { label: 'Addition `+`', symbol: '+', luals: 'add' },
  __sub: { label: 'Subtraction `-`', symbol: '-', luals: 'sub' },
  __mul: { label: 'Multiplication `*`', symbol: '*', luals: 'mul' },
  __div: { label: 'Division `/`', symbol: '/', luals: 'div' },
  __mod: { label: 'Modulo `%`', symbol: '%', luals: 'mod' },
  __pow: { label: 'Power `^`', symbol: '^', luals: 'pow' },
  __idiv: { label: 'Floor division `//`', symbol: '//', luals: 'idiv' },
  __unm: { label: 'Negation `-x`', luals: 'unm', unary: true },
  __eq: { label: 'Equality `==`', symbol: '==' },
  __lt: { label: 'Less than `<`', symbol: '<' },
  __le: { label: 'Less or equal `<=`', symbol: '<=' },
  __index: { label: 'Indexing `x[i]`' },
  __newindex: { label: 'Index assignment `x[i] = v`' },
  __tostring: { label: 'Conversion to text `tostring(x)`' },
  __concat: { label: 'Concatenation `..`', symbol: '..', luals: 'concat' },
  __len: { label: 'Length `#x`', luals: 'len', unary: true },
  __call: { label: 'Call `x(...)`', luals: 'call' },
  __band: { label: 'Bitwise and `&`', symbol: '&', luals: 'band' },
  __bor: { label: 'Bitwise or `|`', symbol: '|', luals: 'bor' },
  __bxor: { label: 'Bitwise xor `~`', symbol: '~', luals: 'bxor' },
  __bnot: { label: 'Bitwise not `~x`', luals: 'bnot', unary: true },
  __shl: { label: 'Shift left `<<`', symbol: '<<', luals: 'shl' },
  __shr: { label: 'Shift right `>>`', symbol: '>>', luals: 'shr' },
};

/** Binary operator as luaparse reports it (`+`, `..`) -> its LuaLS operator name (`add`, `concat`). */
export const LUALS_NAME_OF_SYMBOL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(METAMETHODS).flatMap((m) => (m.symbol && m.luals ? [[m.symbol, m.luals]] : [])),
);
