import { anchorsOf, type ApiModel, type Problem } from '../model';
import type { MemberCheck } from './member-check';
import { isOtherReleaseRoute } from '../release-routes';

const LINK = /\]\((\/api\/[^)\s]*)\)/g;

/** Every /api/ link in a member's writer text reaches an existing page, and its #anchor an existing member. */
export const checkMemberLinks: MemberCheck = (m, file, model) => [
  ...m.texts.flatMap((t) => linksIn(model, t.text, file, m.item)),
  ...m.examples.flatMap((e) => [e.title, e.description].flatMap((text) => (text ? linksIn(model, text, file, `${m.item} › example "${e.title}"`) : []))),
];

/** The same for the enums' text. */
export function checkEnumLinks(model: ApiModel): Problem[] {
  return model.data.enums.flatMap((e) => [e.summary, e.description, ...e.values.map((v) => v.summary)].flatMap((text) => (text ? linksIn(model, text, model.enumFiles.get(e.name)!, e.name) : [])));
}

const linksIn = (model: ApiModel, text: string, file: string, item: string): Problem[] => [...text.matchAll(LINK)].flatMap((match) => linkProblem(model, match[1]!, file, item));

function linkProblem(model: ApiModel, target: string, file: string, item: string): Problem[] {
  const [pathname = '', anchor] = target.split('#');
  if (isOtherReleaseRoute(pathname)) {
    return [{ file, item, message: `links to ${target}, a page of another engine release`, fix: 'link within this release (/api/{ClassName}); the release switch, the badges and the changes page link across releases' }];
  }
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
