/**
 * One parameter of a signature as pages, twins and the engine-changes data write it: `name: T`,
 * `name?: T` when it may be omitted, and the type alone (`T`, `T?`) when no name is known, so no
 * reader sees a made-up name. (The d.lua needs a valid Lua name there and writes its own, luals.ts.)
 */
export function paramText(name: string | undefined, type: string, optional: boolean): string {
  if (!name) return optional ? `${type}?` : type;
  return `${name}${optional ? '?' : ''}: ${type}`;
}
