import type { ApiModel, Problem } from '../model';

/** Every class sits in one of the sidebar groups listed in api/types.yaml. */
export function checkGroups(model: ApiModel): Problem[] {
  const groups = new Set(model.data.groups);
  return model.data.classes
    .filter((c) => !groups.has(c.group))
    .map((c) => ({
      file: model.classFiles.get(c.name)!,
      item: c.name,
      message: `group "${c.group}" is not one of the groups in api/types.yaml`,
      fix: `use one of: ${model.data.groups.join(', ')}`,
    }));
}
