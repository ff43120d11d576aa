import type { InheritableKind, InheritedSplit } from './release-inheritance';
import type { ReleaseMembers } from './release-members';

/** The figures a release import prints: how much the data set holds, own and inherited. */

export interface MemberCount {
  /** Members: a property, a method with all its overloads, an operator's metamethod. */
  own: number;
  inherited: number;
  /** The export's entries behind them: one per overload (per property for properties). */
  ownEntries: number;
  inheritedEntries: number;
}

export interface ReleaseCounts {
  classes: number;
  classesWithBase: number;
  enums: number;
  otherTypes: number;
  constructors: { classes: number; overloads: number };
  members: Record<InheritableKind, MemberCount>;
}

const KINDS: readonly InheritableKind[] = ['properties', 'methods', 'callbacks', 'operators'];

function entriesOf(members: ReleaseMembers, kind: InheritableKind): number {
  if (kind === 'properties' || kind === 'callbacks') return members[kind].length;
  return members[kind].reduce((n, m) => n + m.overloads.length, 0);
}

export function countMembers(listed: Map<string, ReleaseMembers>, splits: Map<string, InheritedSplit>): Pick<ReleaseCounts, 'constructors' | 'members'> {
  const members = Object.fromEntries(KINDS.map((k) => [k, { own: 0, inherited: 0, ownEntries: 0, inheritedEntries: 0 }])) as Record<InheritableKind, MemberCount>;
  const constructors = { classes: 0, overloads: 0 };
  for (const [name, all] of listed) {
    const split = splits.get(name)!;
    if (all.constructors) {
      constructors.classes++;
      constructors.overloads += all.constructors.overloads.length;
    }
    for (const k of KINDS) {
      const c = members[k];
      c.own += split.own[k].length;
      c.inherited += split.inherited[k].length;
      c.ownEntries += entriesOf(split.own, k);
      c.inheritedEntries += entriesOf(all, k) - entriesOf(split.own, k);
    }
  }
  return { constructors, members };
}

/** The figures as the command prints them. */
export function countLines(c: ReleaseCounts): string[] {
  const row = (label: string, a: string | number, b: string | number, d: string | number) => `  ${label.padEnd(12)}${String(a).padStart(6)}${String(b).padStart(11)}${String(d).padStart(8)}`;
  const total = KINDS.reduce((n, k) => ({ own: n.own + c.members[k].own, inherited: n.inherited + c.members[k].inherited }), { own: 0, inherited: 0 });
  return [
    `${c.classes} classes (${c.classesWithBase} with a base), ${c.enums} enums, ${c.otherTypes} other types`,
    `constructors: ${c.constructors.overloads} overloads on ${c.constructors.classes} classes (never inherited)`,
    row('members', 'own', 'inherited', 'total'),
    ...KINDS.map((k) => row(k, c.members[k].own, c.members[k].inherited, c.members[k].own + c.members[k].inherited)),
    row('all', total.own, total.inherited, total.own + total.inherited),
    `export entries behind them (one per overload): ${KINDS.map((k) => `${k} ${c.members[k].ownEntries} own + ${c.members[k].inheritedEntries} inherited`).join(', ')}`,
  ];
}
