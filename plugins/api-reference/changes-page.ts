import type { ApiModel } from './model';
import type { ApiTwin, GeneratedPage } from './generated-pages';
import { UNRANKED_LINKS_CLASS } from './search-marks';
import {
  changesRoute,
  changesTitle,
  classChangeLine,
  enumChangeLine,
  memberChangeDetail,
  missingClassLine,
  type ClassChanges,
  type EngineChangeSet,
  type MemberChange,
} from './engine-changes';

/**
 * One page per changes file (/api/changes/<version>), generated from the same data as the badges:
 * counts by kind, then per class each touched entry once, linked to it, with the line its entry
 * shows; what only the newer engine has is listed by name (the site documents the release).
 */

/** The link label and route of a member entry. */
export function memberLink(className: string, m: Pick<MemberChange, 'kind' | 'name'>): { label: string; to: string } {
  if (m.kind === 'constructors') return { label: `${className}()`, to: `/api/${className}#constructors` };
  return { label: m.kind === 'method' || m.kind === 'callback' ? `${m.name}()` : m.name, to: `/api/${className}#${m.name}` };
}

const link = (label: string, to: string): string => `[\`${label}\`](${to})`;
const names = (list: readonly string[]): string => list.map((n) => `\`${n}\``).join(', ');

/** How many entries of each kind, in the order the page lists them. */
export function countsByKind(set: EngineChangeSet): [string, number][] {
  const members = set.classes.flatMap((c) => (c.members ?? []).map((m) => ({ c, m })));
  const count = (f: (x: { c: ClassChanges; m: MemberChange }) => boolean) => members.filter(f).length;
  const added = set.classes.reduce((n, c) => n + (c.added?.properties?.length ?? 0) + (c.added?.methods?.length ?? 0) + (c.added?.operators?.length ?? 0) + (c.added?.constructors ? 1 : 0), 0);
  return [
    ['Classes not in this engine', set.classes.filter((c) => c.notInEngine).length],
    ['Members not in this engine (those of the missing classes included)', count(({ c, m }) => Boolean(c.notInEngine || m.notInEngine))],
    ['Properties spelled differently (case only)', count(({ m }) => Boolean(m.spelling))],
    ['Methods, callbacks, operators and constructors with other forms', count(({ m }) => Boolean(m.signature))],
    ['Members moved from a class to its subclasses', count(({ m }) => Boolean(m.movedTo))],
    ['Properties of another type', count(({ m }) => Boolean(m.type))],
    ['Properties read-only in one and writable in the other', count(({ m }) => Boolean(m.readonly))],
    ['Members newly deprecated', count(({ m }) => Boolean(m.deprecated))],
    ['Classes with other availability or newly deprecated', set.classes.filter((c) => c.availability || c.deprecated).length],
    ['Enums not in this engine', set.enums.filter((e) => e.notInEngine).length],
    ['Enums spelled differently or with other values', set.enums.filter((e) => !e.notInEngine && (e.spelling || e.values?.notInEngine || e.values?.changed)).length],
    ['Classes only in this engine', set.addedClasses.length],
    ['Members only in this engine (of the classes above)', added],
    ['Enums or enum values only in this engine', set.addedEnums.length + set.enums.reduce((n, e) => n + (e.values?.added?.length ?? 0), 0)],
  ];
}

/** One class as a list item: its own line, then each touched member once, then what only the engine has. */
function classItem(set: EngineChangeSet, c: ClassChanges): string {
  const members = c.members ?? [];
  const entries = (list: MemberChange[]) => list.map((m) => link(memberLink(c.name, m).label, memberLink(c.name, m).to)).join(', ');
  const head = `- **[${c.name}](/api/${c.name})**`;
  if (c.notInEngine) return `${head}: ${missingClassLine(set, c.name)}${members.length ? ` Its members: ${entries(members)}.` : ''}\n`;
  const classLine = classChangeLine(set, c);
  const lines: string[] = [];
  const gone = members.filter((m) => m.notInEngine);
  if (gone.length) lines.push(`Not in this engine: ${entries(gone)}.`);
  for (const m of members.filter((x) => !x.notInEngine)) lines.push(`${entries([m])}: ${memberChangeDetail(m)}.`);
  const added = [...(c.added?.constructors ? [`${c.name}()`] : []), ...(c.added?.properties ?? []), ...(c.added?.methods ?? []).map((m) => `${m}()`), ...(c.added?.operators ?? [])];
  if (added.length) lines.push(`Only in this engine: ${names(added)}.`);
  return `${head}${classLine ? `: ${classLine}` : ''}\n${lines.map((l) => `  - ${l}\n`).join('')}`;
}

interface ChangesSection {
  id: string;
  heading: string;
  body: string;
  /** Lists of generated links that must not lift the entries they name in search (local-search). */
  unranked?: boolean;
}

/** The page's sections in Markdown, for the page and its Markdown twin alike. */
function changesSections(model: ApiModel, set: EngineChangeSet): { intro: string; sections: ChangesSection[] } {
  const intro =
    `The pages of this reference describe one engine release. The ${set.label} engine's Lua API differs from it in the places below. ` +
    `Each entry links to its place in the reference, which carries the same badge and line. Lua is case-sensitive: a script for the ${set.label} engine uses the spellings given here.`;
  const enumLines = set.enums.map((e) => {
    const en = model.enums.get(e.name);
    const line = enumChangeLine(set, e, en?.luaName ?? e.name);
    const added = e.values?.added?.length ? ` Values only in this engine: ${names(e.values.added)}.` : '';
    return `- [${e.name}](/api/enums/${e.name}): ${line ?? ''}${added}`.trimEnd();
  });
  const sections: ChangesSection[] = [
    { id: 'counts', heading: 'Counts', body: `| Kind of change | Entries |\n| --- | ---: |\n${countsByKind(set).map(([k, n]) => `| ${k} | ${n} |`).join('\n')}` },
    { id: 'by-class', heading: 'By class', body: set.classes.map((c) => classItem(set, c)).join('').trimEnd(), unranked: true },
    ...(set.enums.length ? [{ id: 'enums', heading: 'Enums', body: enumLines.join('\n'), unranked: true }] : []),
    {
      id: 'only-in-engine',
      heading: `Only in the ${set.label} engine`,
      body: `These are not part of the release this reference documents.\n\nClasses: ${names(set.addedClasses) || 'none'}.\n\nEnums: ${names(set.addedEnums) || 'none'}.`,
    },
  ];
  return { intro, sections };
}

export function renderChangesPage(model: ApiModel, set: EngineChangeSet, position: number): GeneratedPage {
  const title = changesTitle(set);
  const front =
    `---\ntitle: ${JSON.stringify(title)}\nsidebar_label: ${JSON.stringify(title)}\nsidebar_position: ${position}\nslug: ${changesRoute(set)}\n` +
    `description: ${JSON.stringify(`How the ${set.label} engine's Lua API differs from the release this reference documents: what it lacks, spells differently or declares with other forms.`)}\n---\n\n`;
  const { intro, sections } = changesSections(model, set);
  const body = sections
    .map((x) => `## ${x.heading} {#${x.id}}\n\n${x.unranked ? `<div className="${UNRANKED_LINKS_CLASS}">\n\n${x.body}\n\n</div>` : x.body}\n\n`)
    .join('');
  return {
    file: `changes-${set.version}.mdx`,
    content: `${front}{/* Computed by plugins/api-reference from the data of both releases (api/releases.yaml). */}\n\n${intro}\n\n${body}`,
  };
}

/** The Markdown twin of a changes page (plugins/markdown-twins adds the title line and absolute links). */
export function changesTwin(model: ApiModel, set: EngineChangeSet): ApiTwin {
  const { intro, sections } = changesSections(model, set);
  return { route: changesRoute(set), title: changesTitle(set), body: [intro, ...sections.map((x) => `## ${x.heading}\n\n${x.body}`)].join('\n\n') };
}

/** Every changes page, newest first, right after the intro in the API sidebar. */
export function renderChangesPages(model: ApiModel): GeneratedPage[] {
  return model.engineChanges.sets.map((set, i) => renderChangesPage(model, set, 1 + (i + 1) / 100));
}
