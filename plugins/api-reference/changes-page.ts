import type { ApiModel } from './model';
import type { ApiTwin, GeneratedPage } from './generated-pages';
import { UNRANKED_LINKS_CLASS } from './search-marks';
import { enumLuaName } from './model';
import {
  changesEntryId,
  memberAnchor,
  changesRoute,
  changesTitle,
  classChangeLine,
  enumChangeLine,
  memberChangeDetail,
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

/** One listed entry: its changes-page id (where badges and the release switch land) and its Markdown. */
interface Entry {
  id?: string;
  md: string;
}

/** Links to both releases' entries; the newer release's only when this build publishes its pages. */
function linkers(set: EngineChangeSet, published: boolean) {
  const doc = (label: string, page: string, anchor?: string) => link(label, `/api/${page}${anchor ? `#${anchor}` : ''}`);
  const newer = (label: string, page: string, anchor?: string) => (published ? link(label, `/api/${set.version}/${page}${anchor ? `#${anchor}` : ''}`) : `\`${label}\``);
  return { doc, newer };
}

const callLabel = (kind: MemberChange['kind'], className: string, name: string): string =>
  kind === 'constructors' ? `${className}()` : kind === 'method' || kind === 'callback' ? `${name}()` : name;

/** The page's sections: what is new, what is gone, what moved, what is spelled or declared otherwise. */
function changesEntries(model: ApiModel, set: EngineChangeSet, published: boolean): { id: string; heading: string; groups: { lead: string; entries: Entry[] }[] }[] {
  const { doc, newer } = linkers(set, published);
  const luaOf = (page: string) => (model.enums.get(page) ? enumLuaName(model.enums.get(page)!) : page);
  const newerEnum = (lua: string) => newer(lua, `enums/${set.enumPages[lua] ?? lua}`);
  const memberDoc = (c: string, m: MemberChange) => doc(`${c}.${callLabel(m.kind, c, m.name)}`.replace(`${c}.${c}()`, `${c}()`), c, memberAnchor(m.kind, m.name));
  const memberNewer = (c: string, m: MemberChange, name = m.spelling ?? m.name) =>
    newer(`${c}.${callLabel(m.kind, c, name)}`.replace(`${c}.${c}()`, `${c}()`), c, memberAnchor(m.kind, name));
  const shared = set.classes.filter((c) => !c.notInEngine);
  const members = (pick: (m: MemberChange) => boolean) => shared.flatMap((c) => (c.members ?? []).filter(pick).map((m) => ({ c: c.name, m })));

  const newMembers: Entry[] = shared
    .filter((c) => c.added)
    .map((c) => {
      const a = c.added!;
      const list = [
        ...(a.constructors ? [{ kind: 'constructors' as const, name: c.name }] : []),
        ...(a.properties ?? []).map((name) => ({ kind: 'property' as const, name })),
        ...(a.methods ?? []).map((name) => ({ kind: 'method' as const, name })),
        ...(a.operators ?? []).map((name) => ({ kind: 'operator' as const, name })),
      ];
      const items = list.map((m) => `<Link id="${changesEntryId.member(c.name, m.name)}"></Link>${newer(callLabel(m.kind, c.name, m.name), c.name, memberAnchor(m.kind, m.name))}`);
      return { md: `- **${doc(c.name, c.name).replace(/`/g, '')}**: ${items.join(', ')}` };
    });
  const valuesAdded = set.enums.filter((e) => e.values?.added?.length && !e.notInEngine);
  const gone = set.classes.filter((c) => c.notInEngine);
  const goneMembers = shared.filter((c) => c.members?.some((m) => m.notInEngine));
  const moved = members((m) => Boolean(m.movedTo));
  const respelled = members((m) => Boolean(m.spelling && !m.movedTo));
  const changed = members((m) => !m.notInEngine && !m.movedTo && !m.spelling);
  const classFlags = shared.filter((c) => classChangeLine(set, c));
  const enumsChanged = set.enums.filter((e) => !e.notInEngine && (e.spelling || e.values?.notInEngine || e.values?.changed));

  return [
    {
      id: 'new',
      heading: `Only in the ${set.label} engine`,
      groups: [
        { lead: 'Classes', entries: set.addedClasses.map((name) => ({ id: changesEntryId.class(name), md: `- ${newer(name, name)}` })) },
        { lead: 'Members of classes both releases have', entries: newMembers },
        { lead: 'Enums', entries: set.addedEnums.map((lua) => ({ id: changesEntryId.enum(lua), md: `- ${newerEnum(lua)}` })) },
        {
          lead: 'Values of enums both releases have',
          entries: valuesAdded.map((e) => ({ md: `- ${doc(luaOf(e.name), `enums/${e.name}`)} → ${newerEnum(e.spelling ?? luaOf(e.name))}: ${names(e.values!.added!)}` })),
        },
      ],
    },
    {
      id: 'removed',
      heading: `Not in the ${set.label} engine`,
      groups: [
        {
          lead: 'Classes, with their members',
          entries: gone.map((c) => ({
            id: changesEntryId.class(c.name),
            md: `- ${doc(c.name, c.name)}${(c.members ?? []).length ? `: ${(c.members ?? []).map((m) => `<Link id="${changesEntryId.member(c.name, m.name)}"></Link>${doc(memberLink(c.name, m).label, c.name, memberAnchor(m.kind, m.name))}`).join(', ')}` : ''}`,
          })),
        },
        {
          lead: 'Members of classes both releases have',
          entries: goneMembers.map((c) => ({
            md: `- **${doc(c.name, c.name).replace(/`/g, '')}**: ${(c.members ?? []).filter((m) => m.notInEngine).map((m) => `<Link id="${changesEntryId.member(c.name, m.name)}"></Link>${doc(memberLink(c.name, m).label, c.name, memberAnchor(m.kind, m.name))}`).join(', ')}`,
          })),
        },
        { lead: 'Enums', entries: set.enums.filter((e) => e.notInEngine).map((e) => ({ id: changesEntryId.enum(e.name), md: `- ${doc(luaOf(e.name), `enums/${e.name}`)}` })) },
      ],
    },
    {
      id: 'moved',
      heading: 'Moved from a class to its subclasses',
      groups: [{ lead: '', entries: moved.map(({ c, m }) => ({ id: changesEntryId.member(c, m.name), md: `- ${memberDoc(c, m)} → ${m.movedTo!.map((sub) => memberNewer(sub, m)).join(', ')}` })) }],
    },
    {
      id: 'respelled',
      heading: 'Spelled differently',
      groups: [
        { lead: '', entries: respelled.map(({ c, m }) => ({ id: changesEntryId.member(c, m.name), md: `- ${memberDoc(c, m)} → ${memberNewer(c, m)}${m.type || m.readonly || m.deprecated ? `: ${memberChangeDetail(m)}` : ''}` })) },
        { lead: '', entries: enumsChanged.filter((e) => e.spelling).map((e) => ({ id: changesEntryId.enum(e.name), md: `- ${doc(luaOf(e.name), `enums/${e.name}`)} → ${newerEnum(e.spelling!)}` })) },
      ],
    },
    {
      id: 'changed',
      heading: 'Other forms, types and flags',
      groups: [
        { lead: 'Members', entries: changed.map(({ c, m }) => ({ id: changesEntryId.member(c, m.name), md: `- ${memberDoc(c, m)} → ${memberNewer(c, m)}: ${memberChangeDetail(m)}` })) },
        { lead: 'Classes', entries: classFlags.map((c) => ({ id: changesEntryId.class(c.name), md: `- ${doc(c.name, c.name)} → ${newer(c.name, c.name)}: ${classChangeLine(set, c)!}` })) },
        {
          lead: 'Enums',
          entries: enumsChanged
            .filter((e) => e.values?.notInEngine || e.values?.changed)
            .map((e) => ({ id: changesEntryId.enum(e.name), md: `- ${doc(luaOf(e.name), `enums/${e.name}`)} → ${newerEnum(e.spelling ?? luaOf(e.name))}: ${enumChangeLine(set, e, luaOf(e.name)) ?? ''}` })),
        },
      ],
    },
  ];
}

interface ChangesSection {
  id: string;
  heading: string;
  body: string;
  /** Lists of generated links that must not lift the entries they name in search (local-search). */
  unranked?: boolean;
}

/** The page's sections in Markdown, for the page (`withIds`: each entry carries its id) and its Markdown twin alike. */
function changesSections(model: ApiModel, set: EngineChangeSet, withIds: boolean): { intro: string; sections: ChangesSection[] } {
  const published = model.engineChanges.published.has(set.version);
  const release = model.engineChanges.releaseLabel ?? 'documented';
  const intro =
    `The ${release} release and the ${set.label} engine differ in the places below. ` +
    `${published ? "Each entry links to its page in both releases' references" : 'Entries of this reference link to their pages'}, where a badge says what changed. ` +
    `Lua is case-sensitive: a script for the ${set.label} engine uses the spellings given here.`;
  // An empty Link with an id: the framework's anchor check knows the ids Links carry, not those of plain elements.
  const entryText = (e: Entry) => (withIds && e.id ? e.md.replace(/^- /, `- <Link id="${e.id}"></Link>`) : withIds ? e.md : e.md.replace(/<Link id="[^"]*"><\/Link>/g, ''));
  const sections: ChangesSection[] = [
    { id: 'counts', heading: 'Counts', body: `| Kind of change | Entries |\n| --- | ---: |\n${countsByKind(set).map(([k, n]) => `| ${k} | ${n} |`).join('\n')}` },
    ...changesEntries(model, set, published)
      .map((section) => ({
        id: section.id,
        heading: section.heading,
        body: section.groups
          .filter((g) => g.entries.length)
          .map((g) => `${g.lead ? `${g.lead}:\n\n` : ''}${g.entries.map(entryText).join('\n')}`)
          .join('\n\n'),
        unranked: true,
      }))
      .filter((x) => x.body),
  ];
  return { intro, sections };
}

export function renderChangesPage(model: ApiModel, set: EngineChangeSet, position: number): GeneratedPage {
  const title = changesTitle(set);
  const front =
    `---\ntitle: ${JSON.stringify(title)}\nsidebar_label: ${JSON.stringify(title)}\nsidebar_position: ${position}\nslug: ${changesRoute(set)}\n` +
    `description: ${JSON.stringify(`How the ${set.label} engine's Lua API differs from the release this reference documents: what it lacks, spells differently or declares with other forms.`)}\n---\n\n`;
  const { intro, sections } = changesSections(model, set, true);
  const body = sections
    .map((x) => `## ${x.heading} {#${x.id}}\n\n${x.unranked ? `<div className="${UNRANKED_LINKS_CLASS}">\n\n${x.body}\n\n</div>` : x.body}\n\n`)
    .join('');
  return {
    file: `changes-${set.version}.mdx`,
    content: `${front}import Link from '@docusaurus/Link';\n\n{/* Computed by plugins/api-reference from the data of both releases (api/releases.yaml). */}\n\n${intro}\n\n${body}`,
  };
}

/** The Markdown twin of a changes page (plugins/markdown-twins adds the title line and absolute links). */
export function changesTwin(model: ApiModel, set: EngineChangeSet): ApiTwin {
  const { intro, sections } = changesSections(model, set, false);
  return { route: changesRoute(set), title: changesTitle(set), body: [intro, ...sections.map((x) => `## ${x.heading}\n\n${x.body}`)].join('\n\n') };
}

/** Every changes page, newest first, right after the intro in the API sidebar. */
export function renderChangesPages(model: ApiModel): GeneratedPage[] {
  return model.engineChanges.sets.map((set, i) => renderChangesPage(model, set, 1 + (i + 1) / 100));
}
