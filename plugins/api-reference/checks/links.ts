import { anchorsOf, membersOf, type ApiModel, type Problem } from '../model';

const LINK = /\]\((\/api\/[^)\s]*)\)/g;

/** Every /api/ link in writer text reaches an existing page, and its #anchor an existing member. */
export function checkLinks(model: ApiModel): Problem[] {
  const problems: Problem[] = [];
  const check = (text: string, file: string, item: string) => {
    for (const match of text.matchAll(LINK)) problems.push(...linkProblem(model, match[1]!, file, item));
  };
  for (const c of model.data.classes) {
    const file = model.classFiles.get(c.name)!;
    for (const m of membersOf(c)) {
      for (const t of m.texts) check(t.text, file, m.item);
      for (const e of m.examples) [e.title, e.description].forEach((text) => text && check(text, file, `${m.item} › example "${e.title}"`));
    }
  }
  for (const e of model.data.enums) {
    for (const text of [e.summary, e.description, ...e.values.map((v) => v.summary)]) if (text) check(text, model.enumFiles.get(e.name)!, e.name);
  }
  return problems;
}

function linkProblem(model: ApiModel, target: string, file: string, item: string): Problem[] {
  const [pathname = '', anchor] = target.split('#');
  const page = pathname.replace(/^\/api\//, '').replace(/\/$/, '');
  if (page === 'intro') return [];
  if (page.startsWith('enums/')) {
    const enumName = page.slice('enums/'.length);
    const e = model.enums.get(enumName);
    if (!e) return [{ file, item, message: `links to ${target}, but there is no enum "${enumName}"`, fix: 'link an existing enum page (/api/enums/{file name})' }];
    if (anchor && !e.values.some((v) => v.name === anchor)) {
      return [{ file, item, message: `links to ${target}, but ${enumName} has no value "${anchor}"`, fix: 'link the enum page without an anchor or with an existing value name' }];
    }
    return [];
  }
  const c = model.classes.get(page);
  if (!c) return [{ file, item, message: `links to ${target}, but there is no class "${page}"`, fix: 'link an existing class page (/api/{ClassName})' }];
  if (anchor && !anchorsOf(c).has(anchor)) {
    return [{ file, item, message: `links to ${target}, but ${page} has no member "${anchor}"`, fix: `use a member name of ${page} as the anchor (exact spelling)` }];
  }
  return [];
}
