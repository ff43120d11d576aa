import { enumLuaName, type ApiModel, type Problem } from '../model';

/** Enums: a Lua name no class uses, each value listed once. */
export function checkEnums(model: ApiModel): Problem[] {
  const problems: Problem[] = [];
  for (const e of model.data.enums) {
    const file = model.enumFiles.get(e.name)!;
    const lua = enumLuaName(e);
    if (model.classes.has(lua)) problems.push({ file, item: e.name, message: `its Lua name "${lua}" is also a class name`, fix: 'give the enum a luaName that no class uses' });
    const names = new Set<string>();
    for (const v of e.values) {
      if (names.has(v.name)) problems.push({ file, item: `values › ${v.name}`, message: `value "${v.name}" is listed twice`, fix: 'remove the duplicate' });
      names.add(v.name);
    }
  }
  return problems;
}

/** Every enum's summary has words (a release with its prose written). */
export function checkEnumSummaries(model: ApiModel): Problem[] {
  return model.data.enums.flatMap((e) =>
    e.summary.trim() ? [] : [{ file: model.enumFiles.get(e.name)!, item: e.name, message: 'has an empty summary', fix: 'write one sentence saying what the enum selects' }],
  );
}
