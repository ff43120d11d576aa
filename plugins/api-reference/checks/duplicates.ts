import { membersOf, type ApiModel, type Problem } from '../model';

/** No member (or property alias) is listed twice on a class; no operator twice. */
export function checkDuplicates(model: ApiModel): Problem[] {
  const problems: Problem[] = [];
  for (const c of model.data.classes) {
    const file = model.classFiles.get(c.name)!;
    const seen = new Map<string, string>();
    const ops = new Set<string>();
    for (const m of membersOf(c)) {
      if (m.kind === 'operator') {
        if (ops.has(m.name)) problems.push({ file, item: m.item, message: `operator "${m.name}" is listed twice`, fix: 'merge the entries into one with several overloads' });
        ops.add(m.name);
        continue;
      }
      if (m.kind !== 'property' && m.kind !== 'method' && m.kind !== 'callback') continue;
      const section = m.item.split(' › ')[0]!;
      for (const name of [m.name, ...m.aliases]) {
        if (seen.has(name)) {
          problems.push({ file, item: `${section} › ${name}`, message: `"${name}" is already listed under ${seen.get(name)}`, fix: "merge the two entries (overloads of one method go in one entry's `overloads`)" });
        } else seen.set(name, section);
      }
    }
  }
  return problems;
}
