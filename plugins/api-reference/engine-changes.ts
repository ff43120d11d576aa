import type { Availability } from './data-types.generated';
import type { ChangedMemberKind, ClassChanges, EngineChanges, EnumChanges, MemberChange } from './changes-data';
import { paramText } from './signature-text';

/**
 * What changed in a newer engine release than the release the site documents, as
 * release-diff.ts computes it from the two releases' data (names and types only). This module
 * words it; the pages, the changes page, the twins and atomontage.d.lua all take their text from
 * here, so every output says the same thing.
 */

export type { ChangedMemberKind, ClassChanges, EngineChanges, EnumChanges, MemberChange };

/** Release side and engine side of one fact. */
export interface Both<T> {
  release: T;
  engine: T;
}

/** One newer release's changes (the name stays for the outputs that index them). */
export type EngineChangeSet = EngineChanges;

/** `Name(a: T, b?: U): R`: one form of a method or constructor, as the data and the pages write it. */
export function formatForm(name: string, params: { name?: string; type: string }[], returns: string[] = []): string {
  const list = params.map((p) => (p.type === '...' ? '...' : paramText(p.name, p.type, false))).join(', ');
  return `${name}(${list})${returns.length ? `: ${returns.join(', ')}` : ''}`;
}

/** Where the changes pages live, one per set (llms.txt lists them in a section of their own). */
export const CHANGES_ROUTE_PREFIX = '/api/changes/';
export const changesRoute = (set: EngineChanges): string => `${CHANGES_ROUTE_PREFIX}${set.version}`;
export const changesTitle = (set: EngineChanges): string => `Engine changes: ${set.label}`;

/** The badge text: "Not in July 2026" or "Changed in July 2026". */
export const changeBadgeLabel = (set: EngineChanges, change: { notInEngine?: boolean }): string =>
  `${change.notInEngine ? 'Not in' : 'Changed in'} ${set.label}`;

const code = (s: string): string => `\`${s}\``;

/** The one line under a changed member, in Markdown: what a script on the newer engine writes. */
export function memberChangeLine(set: EngineChanges, className: string, m: MemberChange, classMissing = false): string {
  const engine = `the ${set.label} engine`;
  if (classMissing) return missingClassLine(set, className);
  if (m.notInEngine) return m.kind === 'constructors' ? `${cap(engine)} has no constructor for ${code(className)}.` : `${cap(engine)}'s ${code(className)} has no ${code(m.name)}.`;
  if (m.movedTo) return `In ${engine}, ${m.movedTo.map(code).join(', ')} ${m.movedTo.length === 1 ? 'has' : 'each have'} ${code(m.spelling ?? m.name)} of ${m.movedTo.length === 1 ? 'its' : 'their'} own instead of ${code(className)}.`;
  return `In ${engine}: ${memberChangeDetail(m)}.`;
}

/** What a changed member is in the newer engine: "`simulationPaused`, read-only". */
export function memberChangeDetail(m: MemberChange): string {
  const parts: string[] = [];
  const name = m.spelling ?? m.name;
  if (m.type) parts.push(code(`${name}: ${m.type.engine}`));
  else if (m.spelling) parts.push(code(m.spelling));
  if (m.movedTo) parts.push(`a member of ${m.movedTo.map(code).join(', ')} instead`);
  if (m.signature) parts.push(m.signature.engine.map(code).join(' or '));
  if (m.readonly) parts.push(m.readonly.engine ? 'read-only' : 'writable');
  if (m.deprecated) parts.push('deprecated');
  return parts.join(', ');
}

export const missingClassLine = (set: EngineChanges, className: string): string => `The ${set.label} engine has no ${code(className)} class.`;

const AVAILABILITY_WORDS: Record<Availability, string> = { client: 'client only', server: 'server only', both: 'client and server' };

/** The line at the top of a changed class page (not for a class the engine lacks: that has a note). */
export function classChangeLine(set: EngineChanges, c: ClassChanges): string | undefined {
  const parts = [...(c.availability ? [AVAILABILITY_WORDS[c.availability.engine]] : []), ...(c.deprecated ? ['deprecated'] : [])];
  return parts.length ? `In the ${set.label} engine: ${parts.join(', ')}.` : undefined;
}

/** The note at the top of the page of a class the newer engine lacks. */
export function missingClassNote(set: EngineChanges, className: string): string {
  return `This page describes the release this site documents. The ${set.label} engine has no ${code(className)} class, so scripts written for that engine cannot use it or its members.`;
}

/** The line at the top of a changed enum page. */
export function enumChangeLine(set: EngineChanges, e: EnumChanges, luaName: string): string | undefined {
  if (e.notInEngine) return `The ${set.label} engine has no ${code(luaName)} enum.`;
  const lua = e.spelling ?? luaName;
  const parts = [
    ...(e.spelling ? [code(e.spelling)] : []),
    ...(e.values?.notInEngine ?? []).map((v) => `no ${code(`${lua}.${v}`)}`),
    ...(e.values?.changed ?? []).map((v) => code(`${lua}.${v.name} = ${v.engine}`)),
  ];
  return parts.length ? `In the ${set.label} engine: ${parts.join(', ')}.` : undefined;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** What one changes file says about one entry, for the outputs to look up. */
export interface ChangeNote {
  set: EngineChangeSet;
  label: string;
  line: string;
  /** Where the badge leads: the entry in the other release, or its changes-page entry when that release lacks it. */
  to?: string;
}

/**
 * The ids of the changes page's entries: where badges and the release switch send a reader whose
 * entry the other release lacks (changes-page.ts gives each listed entry its id).
 */
export const changesEntryId = {
  class: (name: string): string => `class-${name}`,
  member: (className: string, name: string): string => `member-${className}-${name}`,
  enum: (name: string): string => `enum-${name}`,
};
export const changesEntryRoute = (set: EngineChanges, id: string): string => `${changesRoute(set)}#${id}`;

/** A member's anchor on its class page: its name; constructors share one. */
export const memberAnchor = (kind: ChangedMemberKind, name: string): string => (kind === 'constructors' ? 'constructors' : name);

/** What the pages ask about each entry: the notes of the other releases, looked up by class member, class and enum page. */
export interface ChangeNotes {
  /** The changes sets whose pages this release's reference carries (the documented release's; none for another). */
  readonly sets: readonly EngineChangeSet[];
  /** The other releases whose pages this build publishes (links to them may be written). */
  readonly published: ReadonlySet<string>;
  /** How pages name the release these notes are on ("September 2025"), where the changes pages need it. */
  readonly releaseLabel?: string;
  member(className: string, kind: ChangedMemberKind, name: string): ChangeNote[];
  classNotes(className: string): ChangeNote[];
  /** The sets whose engine lacks this class (a note atop its page). */
  missingIn(className: string): EngineChangeSet[];
  enumNotes(pageName: string): ChangeNote[];
}

/** Every changes set (newest first), with its notes looked up by class member, class and enum. */
export class EngineChangeIndex implements ChangeNotes {
  readonly sets: readonly EngineChangeSet[];
  private readonly members = new Map<string, ChangeNote[]>();
  private readonly classes = new Map<string, ChangeNote[]>();
  private readonly missing = new Map<string, EngineChangeSet[]>();
  private readonly enums = new Map<string, ChangeNote[]>();

  /**
   * `published`: the releases whose pages this build has; a badge leads to the entry there, and
   * otherwise (or when that release lacks the entry) to the entry on the changes page.
   */
  constructor(
    sets: readonly EngineChangeSet[],
    luaNameOfEnum: (pageName: string) => string = (n) => n,
    readonly published: ReadonlySet<string> = new Set(),
    /** How pages name the documented release ("September 2025"). */
    readonly releaseLabel = 'documented',
  ) {
    this.sets = [...sets].sort((a, b) => b.version.localeCompare(a.version));
    const add = (map: Map<string, ChangeNote[]>, key: string, note: ChangeNote) => map.set(key, [...(map.get(key) ?? []), note]);
    for (const set of this.sets) {
      const there = published.has(set.version) ? `/api/${set.version}` : undefined;
      const entry = (id: string) => changesEntryRoute(set, id);
      for (const c of set.classes) {
        if (c.notInEngine) this.missing.set(c.name, [...(this.missing.get(c.name) ?? []), set]);
        const classLine = classChangeLine(set, c);
        const classTo = c.notInEngine || !there ? entry(changesEntryId.class(c.name)) : `${there}/${c.name}`;
        if (c.notInEngine || classLine) add(this.classes, c.name, { set, label: changeBadgeLabel(set, c), line: classLine ?? '', to: classTo });
        for (const m of c.members ?? []) {
          const gone = m.notInEngine || c.notInEngine;
          const to = gone || !there ? entry(changesEntryId.member(c.name, m.name)) : `${there}/${m.movedTo?.[0] ?? c.name}#${memberAnchor(m.kind, m.spelling ?? m.name)}`;
          add(this.members, memberKey(c.name, m.kind, m.name), { set, label: changeBadgeLabel(set, { notInEngine: gone }), line: memberChangeLine(set, c.name, m, c.notInEngine), to });
        }
      }
      for (const e of set.enums) {
        const line = enumChangeLine(set, e, luaNameOfEnum(e.name));
        const page = set.enumPages[e.spelling ?? luaNameOfEnum(e.name)];
        const to = e.notInEngine || !there || !page ? entry(changesEntryId.enum(e.name)) : `${there}/enums/${page}`;
        if (line) add(this.enums, e.name, { set, label: changeBadgeLabel(set, e), line, to });
      }
    }
  }

  member(className: string, kind: ChangedMemberKind, name: string): ChangeNote[] {
    return this.members.get(memberKey(className, kind, name)) ?? [];
  }

  /** Badges (and lines) for the top of a class page. */
  classNotes(className: string): ChangeNote[] {
    return this.classes.get(className) ?? [];
  }

  /** The sets whose engine lacks this class. */
  missingIn(className: string): EngineChangeSet[] {
    return this.missing.get(className) ?? [];
  }

  enumNotes(pageName: string): ChangeNote[] {
    return this.enums.get(pageName) ?? [];
  }
}

const memberKey = (className: string, kind: ChangedMemberKind, name: string): string => `${className}\u0000${kind}\u0000${name}`;


/**
 * The notes on another release's own pages: what each of its entries was in the documented
 * release. "New in July 2026" (to the changes page, the documented release has no such entry),
 * "Renamed from x", "Moved from Base" and "Changed" (each to the documented release's entry).
 */
export class NewerReleaseNotes implements ChangeNotes {
  readonly sets: readonly EngineChangeSet[] = [];
  readonly published: ReadonlySet<string> = new Set();
  private readonly members = new Map<string, ChangeNote[]>();
  private readonly classes = new Map<string, ChangeNote[]>();
  private readonly enums = new Map<string, ChangeNote[]>();

  constructor(set: EngineChanges, documented: { label: string; luaNameOfEnum: (pageName: string) => string }) {
    const before = `In the ${documented.label} release`;
    const add = (map: Map<string, ChangeNote[]>, key: string, note: Omit<ChangeNote, 'set'>) => map.set(key, [...(map.get(key) ?? []), { set, ...note }]);
    const isNew = `New in ${set.label}`;
    const addMember = (className: string, kinds: ChangedMemberKind[], name: string, note: Omit<ChangeNote, 'set'>) => kinds.forEach((k) => add(this.members, memberKey(className, k, name), note));
    for (const name of set.addedClasses) add(this.classes, name, { label: isNew, line: '', to: changesEntryRoute(set, changesEntryId.class(name)) });
    for (const c of set.classes) {
      if (c.notInEngine) continue;
      const parts = [...(c.availability ? [AVAILABILITY_WORDS[c.availability.release]] : []), ...(c.deprecated ? ['not deprecated'] : [])];
      if (parts.length) add(this.classes, c.name, { label: 'Changed', line: `${before}: ${parts.join(', ')}.`, to: `/api/${c.name}` });
      const added = (name: string) => ({ label: isNew, line: '', to: changesEntryRoute(set, changesEntryId.member(c.name, name)) });
      if (c.added?.constructors) addMember(c.name, ['constructors'], c.name, added(c.name));
      for (const p of c.added?.properties ?? []) addMember(c.name, ['property'], p, added(p));
      // Methods and callbacks are one family in the comparison; a page asks by its own kind.
      for (const m of c.added?.methods ?? []) addMember(c.name, ['method', 'callback'], m, added(m));
      for (const o of c.added?.operators ?? []) addMember(c.name, ['operator'], o, added(o));
      for (const m of c.members ?? []) {
        if (m.notInEngine) continue;
        const to = `/api/${c.name}#${memberAnchor(m.kind, m.name)}`;
        const kinds: ChangedMemberKind[] = m.kind === 'method' || m.kind === 'callback' ? ['method', 'callback'] : [m.kind];
        const name = m.spelling ?? m.name;
        const detail = previousDetail(m);
        const line = detail ? `${before}: ${detail}.` : '';
        if (m.movedTo) {
          for (const sub of m.movedTo) addMember(sub, kinds, name, { label: `Moved from ${c.name}`, line: `${before}, ${code(c.name)} has this member${detail ? ` (${detail})` : ''}.`, to });
        } else {
          addMember(c.name, kinds, name, { label: m.spelling ? `Renamed from ${m.name}` : 'Changed', line, to });
        }
      }
    }
    for (const e of set.enums) {
      if (e.notInEngine) continue;
      const lua = documented.luaNameOfEnum(e.name);
      const page = set.enumPages[e.spelling ?? lua];
      if (!page) continue;
      const parts = [
        ...(e.values?.added ?? []).map((v) => `no ${code(`${lua}.${v}`)}`),
        ...(e.values?.notInEngine ?? []).map((v) => code(`${lua}.${v}`)),
        ...(e.values?.changed ?? []).map((v) => code(`${lua}.${v.name} = ${v.release}`)),
      ];
      add(this.enums, page, { label: e.spelling ? `Renamed from ${lua}` : 'Changed', line: parts.length ? `${before}: ${parts.join(', ')}.` : '', to: `/api/enums/${e.name}` });
    }
    for (const lua of set.addedEnums) {
      const page = set.enumPages[lua];
      if (page) add(this.enums, page, { label: isNew, line: '', to: changesEntryRoute(set, changesEntryId.enum(lua)) });
    }
  }

  member(className: string, kind: ChangedMemberKind, name: string): ChangeNote[] {
    return this.members.get(memberKey(className, kind, name)) ?? [];
  }

  classNotes(className: string): ChangeNote[] {
    return this.classes.get(className) ?? [];
  }

  missingIn(): EngineChangeSet[] {
    return [];
  }

  enumNotes(pageName: string): ChangeNote[] {
    return this.enums.get(pageName) ?? [];
  }
}

/** What a changed member was in the documented release: "`size: number`, writable". */
function previousDetail(m: MemberChange): string {
  const parts: string[] = [];
  if (m.type) parts.push(code(`${m.name}: ${m.type.release}`));
  else if (m.spelling) parts.push(code(m.name));
  if (m.signature) parts.push(m.signature.release.map(code).join(' or '));
  if (m.readonly) parts.push(m.readonly.release ? 'read-only' : 'writable');
  if (m.deprecated) parts.push('not deprecated');
  return parts.join(', ');
}
