import { formatType, parseType, renameTypes } from '../../../plugins/api-reference/type-grammar';

/**
 * The engine's export writes some types as C spells them; the reference uses the Lua names.
 * Mapping them on import lets an export `int` be compared with (and written as) `integer`.
 */
const LUA_SPELLING: Readonly<Record<string, string>> = { int: 'integer', float: 'number', double: 'number', bool: 'boolean' };

export function luaSpelling(name: string): string {
  return LUA_SPELLING[name] ?? name;
}

/** An export type in the reference's spelling: `fun(a:int)` → `fun(a: integer)`. Throws TypeSyntaxError. */
export function exportTypeInLua(text: string): string {
  return formatType(renameTypes(parseType(text), luaSpelling));
}
