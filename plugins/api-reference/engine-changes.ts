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
}

/** Every changes set (newest first), with its notes looked up by class member, class and enum. */
export class EngineChangeIndex {
  readonly sets: readonly EngineChangeSet[];
  private readonly members = new Map<string, ChangeNote[]>();
  private readonly classes = new Map<string, ChangeNote[]>();
  private readonly missing = new Map<string, EngineChangeSet[]>();
  private readonly enums = new Map<string, ChangeNote[]>();

  constructor(sets: readonly EngineChangeSet[], luaNameOfEnum: (pageName: string) => string = (n) => n) {
    this.sets = [...sets].sort((a, b) => b.version.localeCompare(a.version));
    const add = (map: Map<string, ChangeNote[]>, key: string, note: ChangeNote) => map.set(key, [...(map.get(key) ?? []), note]);
    for (const set of this.sets) {
      for (const c of set.classes) {
        if (c.notInEngine) this.missing.set(c.name, [...(this.missing.get(c.name) ?? []), set]);
        const classLine = classChangeLine(set, c);
        if (c.notInEngine || classLine) add(this.classes, c.name, { set, label: changeBadgeLabel(set, c), line: classLine ?? '' });
        for (const m of c.members ?? []) {
          add(this.members, memberKey(c.name, m.kind, m.name), { set, label: changeBadgeLabel(set, { notInEngine: m.notInEngine || c.notInEngine }), line: memberChangeLine(set, c.name, m, c.notInEngine) });
        }
      }
      for (const e of set.enums) {
        const line = enumChangeLine(set, e, luaNameOfEnum(e.name));
        if (line) add(this.enums, e.name, { set, label: changeBadgeLabel(set, e), line });
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

