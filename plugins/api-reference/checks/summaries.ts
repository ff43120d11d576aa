import { membersOf, type ApiModel, type Problem } from '../model';

/** Every summary says something (the schema already rejects empty ones; this catches blanks). */
export function checkSummaries(model: ApiModel): Problem[] {
  const problems: Problem[] = [];
  for (const c of model.data.classes) {
    const file = model.classFiles.get(c.name)!;
    for (const m of membersOf(c)) {
      const summary = m.texts.find((t) => t.field === 'summary');
      if (summary && !summary.text.trim()) problems.push({ file, item: m.item, message: 'has an empty summary', fix: 'write one sentence saying what it is or does' });
    }
  }
  return problems;
}
