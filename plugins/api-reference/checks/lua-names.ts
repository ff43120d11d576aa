import type { ApiModel, Problem } from '../model';
import { enumLuaName } from '../model';
import { isLuaName, LUA_LIBRARIES } from '../../lua-check/lua-facts';

const HELPERS_FILE = 'api/helpers.yaml';

/** Tables of Lua's own library that the engine may add functions to (`math.perlinNoise`). */
const LIBRARY_TABLES = [...LUA_LIBRARIES].filter((t) => !t.startsWith('_'));

const IDENTIFIER_FIX = 'use a Lua identifier: letters, digits and _, not starting with a digit, and no Lua keyword';

/**
 * Every name atomontage.d.lua writes as Lua source or as an annotation name is one LuaLS reads:
 * enum globals, and every helper global, class, method, parameter and field (the writer uses
 * those as written). A bad name would make a file LuaLS rejects, so it stops the build here.
 */
export function checkLuaNames(model: ApiModel): Problem[] {
  const problems: Problem[] = [];
  for (const e of model.data.enums) {
    const name = enumLuaName(e);
    if (!isLuaName(name)) {
      problems.push({ file: model.enumFiles.get(e.name) ?? `api/enums/${e.name}.yaml`, item: e.luaName ? 'luaName' : 'name', message: `"${name}" is not a Lua name, so scripts cannot write it`, fix: IDENTIFIER_FIX });
    }
  }
  const bad = (item: string, name: unknown, what: string, fix = IDENTIFIER_FIX): void => {
    problems.push({ file: HELPERS_FILE, item, message: `${what} "${String(name)}" is not a Lua name`, fix });
  };
  const { globals, classes, functions } = model.helpers;
  for (const owner of [...globals, ...classes]) {
    if (!isLuaName(owner.name)) bad(owner.name, owner.name, 'the name');
    for (const f of owner.fields ?? []) if (!isLuaName(f.name)) bad(`${owner.name} › ${f.name}`, f.name, 'the field name');
    for (const m of owner.methods) {
      if (!isLuaName(m.name)) bad(`${owner.name} › ${m.name}`, m.name, 'the method name');
      for (const p of m.params) if (!isLuaName(p.name) && p.name !== '...') bad(`${owner.name} › ${m.name}`, p.name, 'the parameter name');
    }
  }
  for (const f of functions) {
    const parts = f.name.split('.');
    const libraryOk = parts.length === 1 || (parts.length === 2 && LIBRARY_TABLES.includes(parts[0]!));
    if (!libraryOk || !isLuaName(parts[parts.length - 1]!)) {
      bad(f.name, f.name, 'the function name', `${IDENTIFIER_FIX}; an addition to Lua's own library is written library.name (${LIBRARY_TABLES.join(', ')})`);
    }
    for (const p of f.params) if (!isLuaName(p.name) && p.name !== '...') bad(`${f.name}`, p.name, 'the parameter name');
  }
  return problems;
}
