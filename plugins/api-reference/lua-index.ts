import { enumLuaName, reachableNames, type ApiModel } from './model';
import type { LuaNameIndex } from '../lua-check/check';

/** The names the Lua check knows, from the model: members per class (inherited ones included) and enum values. */
export function luaIndexOf(model: ApiModel): LuaNameIndex {
  const members = new Map<string, Set<string>>();
  const staticFunctions = new Map<string, Set<string>>();
  for (const c of model.data.classes) {
    members.set(c.name, reachableNames(model, c.name));
    staticFunctions.set(c.name, new Set((c.methods ?? []).filter((m) => m.static).map((m) => m.name)));
  }
  for (const e of model.data.enums) members.set(enumLuaName(e), new Set(e.values.map((v) => v.name)));
  return { members, staticFunctions };
}
