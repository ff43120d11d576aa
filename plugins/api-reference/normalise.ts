import type { Helpers } from './helper-globals';
import { EngineChangeIndex, type EngineChangeSet } from './engine-changes';
import { LUA_PRIMITIVE_TYPES } from '../lua-check/lua-facts';
import { enumLuaName, type ApiClass, type ApiData, type ApiModel, type Problem } from './model';

/**
 * Turns validated data into the one model: classes and enums indexed by name, and each class's
 * inheritance chain resolved once. A base that is no class, or a chain that returns to a class it
 * already passed (a cycle), is a problem naming the classes involved; there is no depth cap.
 */
export function buildModel(
  data: ApiData,
  classFiles: Map<string, string>,
  enumFiles: Map<string, string>,
  helpers: Helpers = { globals: [], functions: [], classes: [] },
  engineChanges: EngineChangeSet[] = [],
): { model: ApiModel; problems: Problem[] } {
  const problems: Problem[] = [];
  const classes = new Map(data.classes.map((c) => [c.name, c]));
  const lineage = new Map<string, ApiClass[]>();
  for (const c of data.classes) {
    const chain: ApiClass[] = [c];
    const seen = new Set([c.name]);
    for (let current = c; current.inherits; ) {
      const base = classes.get(current.inherits);
      if (!base) {
        problems.push({
          file: classFiles.get(current.name) ?? '',
          item: current.name,
          message: `inherits from "${current.inherits}", which is not a class`,
          fix: 'name a class that has a file in api/classes',
        });
        break;
      }
      if (seen.has(base.name)) {
        // Report each cycle once: from its alphabetically first class.
        if (base.name === c.name && chain.every((x) => x.name >= c.name)) {
          problems.push({
            file: classFiles.get(c.name) ?? '',
            item: c.name,
            message: `inheritance goes round in a circle: ${[...chain.map((x) => x.name), base.name].join(' → ')}`,
            fix: 'remove or correct one `inherits:` line so that the chain ends at a class without a base',
          });
        }
        break;
      }
      seen.add(base.name);
      chain.push(base);
      current = base;
    }
    lineage.set(c.name, chain);
  }
  const knownTypes = new Set<string>([...data.classes.map((c) => c.name), ...data.enums.map(enumLuaName), ...data.otherTypes.map((t) => t.name), ...LUA_PRIMITIVE_TYPES]);
  const enums = new Map(data.enums.map((e) => [e.name, e]));
  return {
    model: { data, classFiles, enumFiles, classes, enums, lineage, knownTypes, helpers, engineChanges: changeIndexOf(enums, engineChanges) },
    problems,
  };
}

/** The notes of newer releases' changes, looked up by entry (enums named as scripts write them). */
export function changeIndexOf(enums: ApiModel['enums'], sets: readonly EngineChangeSet[], published?: ReadonlySet<string>, releaseLabel?: string): EngineChangeIndex {
  return new EngineChangeIndex(sets, luaNameOfEnumIn(enums), published, releaseLabel);
}

/** An enum's Lua name from its page name (the name itself when there is no such page). */
export const luaNameOfEnumIn = (enums: ApiModel['enums']) => (name: string): string => (enums.has(name) ? enumLuaName(enums.get(name)!) : name);
