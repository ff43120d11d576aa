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

export function readClassDeclarations(text: string): ClassDeclaration[] {
  const out: ClassDeclaration[] = [];
  text.split('\n').forEach((line, i) => {
    const m = CLASS_LINE.exec(line);
    if (m) out.push({ name: m[1]!, bases: m[2] ? m[2].split(',').map((b) => b.trim()) : [], line: i + 1 });
  });
  return out;
}
