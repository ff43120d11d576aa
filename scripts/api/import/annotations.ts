/**
 * The class declarations of the engine team's annotation file (`--- @class Button : Widget`), the
 * only place that names base classes: the export declares none. The file is not valid Lua (LuaLS
 * reads it leniently), so only these comment lines are read, never the rest.
 */

export interface ClassDeclaration {
  name: string;
  /** As declared; LuaLS allows several (`RUI : Server, Client`). */
  bases: string[];
  line: number;
}

const NAME = '[A-Za-z_][A-Za-z0-9_.]*';
// `--- @class (exact) Name : Base, Other` ; anything after the names (a comment) is ignored.
const CLASS_LINE = new RegExp(`^\\s*---\\s*@class\\s+(?:\\([a-z]+\\)\\s*)?(${NAME})\\s*(?::\\s*(${NAME}(?:\\s*,\\s*${NAME})*))?`);

/** A function the annotations declare with a dot (`function Mat4.Translation(x, y, z) end`). */
export interface DotFunction {
  className: string;
  name: string;
  /** How many parameters the line names (a method declared with a dot names its receiver too). */
  params: number;
}

const DOT_FUNCTION = /^\s*function\s+([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)\s*\(([^)]*)\)/;

/** The dot-declared functions: where their parameter count matches the export's, they are static. */
export function readDotFunctions(text: string): DotFunction[] {
  return text.split('\n').flatMap((line) => {
    const m = DOT_FUNCTION.exec(line);
    return m ? [{ className: m[1]!, name: m[2]!, params: m[3]!.split(',').filter((p) => p.trim()).length }] : [];
  });
}

/** "Class.name" of each export function whose every form the annotations declare with a dot and the same parameters. */
export function staticFunctionsOf(dotFunctions: readonly DotFunction[], forms: (className: string, name: string) => number[]): Set<string> {
  const out = new Set<string>();
  for (const { className, name } of dotFunctions) {
    const counts = forms(className, name);
    const declared = new Set(dotFunctions.filter((d) => d.className === className && d.name === name).map((d) => d.params));
    if (counts.length && counts.every((n) => declared.has(n))) out.add(`${className}.${name}`);
  }
  return out;
}

export function readClassDeclarations(text: string): ClassDeclaration[] {
  const out: ClassDeclaration[] = [];
  text.split('\n').forEach((line, i) => {
    const m = CLASS_LINE.exec(line);
    if (m) out.push({ name: m[1]!, bases: m[2] ? m[2].split(',').map((b) => b.trim()) : [], line: i + 1 });
  });
  return out;
}
