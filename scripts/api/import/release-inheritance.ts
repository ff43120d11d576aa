import type { ReleaseMembers } from './release-members';

/**
 * The one rule for what an export repeats. The export lists a base's members again on each
 * subclass; a subclass member equal to the member of the same kind and name on its nearest base
 * that lists one (a property: same type, read-only and deprecated flags; a method, operator or
 * callback: the same overloads, parameter names and types included) is inherited and left out of
 * the subclass; a member that differs stays its own. Constructors are never inherited.
 */

export type InheritableKind = 'properties' | 'methods' | 'callbacks' | 'operators';

type Member = ReleaseMembers[InheritableKind][number];
const keyOf = (m: Member): string => ('op' in m ? m.op : m.name);

/** A stable text of a member: keys sorted, overloads in any order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}:${k === 'overloads' && Array.isArray(v) ? `[${v.map(canonical).sort().join(',')}]` : canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface InheritedSplit {
  /** The members the class's file lists. */
  own: ReleaseMembers;
  /** Names (or metamethods) left out as inherited, by kind. */
  inherited: Record<InheritableKind, string[]>;
  /** Members of a base that this class's listing lacks: the model gives them to it anyway. */
  notListed: string[];
}

/** Splits a class's listed members; `chain` is what its bases list, nearest first. */
export function splitInherited(members: ReleaseMembers, chain: readonly ReleaseMembers[]): InheritedSplit {
  const inherited: Record<InheritableKind, string[]> = { properties: [], methods: [], callbacks: [], operators: [] };
  const notListed: string[] = [];
  const keep = <M extends Member>(kind: InheritableKind, listed: M[], bases: M[][]): M[] => {
    const nearest = (key: string): M | undefined => bases.map((b) => b.find((m) => keyOf(m) === key)).find((m) => m !== undefined);
    const listedKeys = new Set(listed.map(keyOf));
    for (const key of new Set(bases.flat().map(keyOf))) if (!listedKeys.has(key)) notListed.push(`${key} (${kind})`);
    return listed.filter((m) => {
      const base = nearest(keyOf(m));
      const same = base !== undefined && canonical(base) === canonical(m);
      if (same) inherited[kind].push(keyOf(m));
      return !same;
    });
  };
  const own: ReleaseMembers = {
    ...members,
    properties: keep('properties', members.properties, chain.map((b) => b.properties)),
    methods: keep('methods', members.methods, chain.map((b) => b.methods)),
    callbacks: keep('callbacks', members.callbacks, chain.map((b) => b.callbacks)),
    operators: keep('operators', members.operators, chain.map((b) => b.operators)),
  };
  return { own, inherited, notListed };
}
