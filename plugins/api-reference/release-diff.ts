import { enumLuaName, type ApiClass, type ApiEnum, type ApiModel, type Availability } from './model';
import { formatForm } from './engine-changes';
import type { ClassChanges, EngineChanges, EnumChanges, MemberChange } from './changes-data';
import { matchForm, matchShortForm, typeDiffers, type Form } from './type-compare';
import { METAMETHODS } from '../lua-check/lua-facts';

/**
 * What a newer release changed, computed from the two models (never kept by hand): for each entry
 * of the documented release, whether the newer release lacks it, spells, types or declares it
 * otherwise, or newly deprecates it, and what only the newer release has.
 *
 * - Inheritance is resolved on both sides: a member counts as present wherever a class reaches it,
 *   through its own list or a base's, so a member the newer data lists only on a base (or repeats
 *   on each subclass) is the same member.
 * - A member that moved between a base and its subclasses is reported once, as moved.
 * - Callbacks and operators are compared like methods.
 * - A flag the release leaves unknown (`readonly` absent) is never reported as changed.
 */

export interface ReleaseLabel {
  /** The newer release's year and month (its changes page is /api/changes/{version}). */
  version: string;
  /** How pages name it: "July 2026". */
  label: string;
}

type FormsMember = { kind: 'method' | 'callback' | 'constructors' | 'operator'; name: string; forms: Form[] };
type PropertyMember = { kind: 'property'; name: string; names: string[]; type: string; readonly?: boolean; deprecated: boolean };
type Member = (FormsMember & { deprecated: boolean }) | PropertyMember;

/** Operands a metamethod takes, the receiver included (undefined: any number, as `__call`). */
function operandCount(op: string): number | undefined {
  const m = METAMETHODS[op];
  if (m?.unary) return 1;
  if (m?.symbol) return 2;
  return ({ __index: 2, __newindex: 3, __tostring: 1 } as Record<string, number>)[op];
}

/** An operator's operands with the receiver written out, where a release's data leaves it implied. */
function operands(c: ApiClass, op: string, params: string[]): string[] {
  return params.length === (operandCount(op) ?? 0) - 1 ? [c.name, ...params] : params;
}

/** A class's own members, each in one comparable shape. */
function ownMembers(c: ApiClass): Member[] {
  const out: Member[] = [];
  if (c.constructors) out.push({ kind: 'constructors', name: c.name, forms: c.constructors.overloads.map((o) => ({ params: o.params })), deprecated: false });
  for (const p of c.properties ?? []) out.push({ kind: 'property', name: p.name, names: [p.name, ...(p.aliases ?? [])], type: p.type, ...(p.readonly !== undefined ? { readonly: p.readonly } : {}), deprecated: p.deprecated !== undefined });
  for (const m of c.methods ?? []) out.push({ kind: 'method', name: m.name, forms: m.overloads.map((o) => ({ params: o.params, returns: o.returns })), deprecated: m.deprecated !== undefined });
  for (const cb of c.callbacks ?? []) out.push({ kind: 'callback', name: cb.name, forms: [{ params: cb.params }], deprecated: false });
  for (const o of c.operators ?? []) out.push({ kind: 'operator', name: o.op, forms: o.overloads.map((v) => ({ params: operands(c, o.op, v.params).map((type) => ({ type })), ...(v.returns ? { returns: [v.returns] } : {}) })), deprecated: false });
  return out;
}

/** Methods and callbacks are one kind here: a script calls either by name. */
const family = (kind: Member['kind']): string => (kind === 'callback' ? 'method' : kind);

/** The member of `members` that is the same entry as `m`: same kind family and name (properties ignoring case, aliases included). */
function find(members: readonly Member[], m: Member): Member | undefined {
  if (m.kind === 'property') {
    const names = new Set(m.names.map((n) => n.toLowerCase()));
    return members.find((x) => x.kind === 'property' && x.names.some((n) => names.has(n.toLowerCase())));
  }
  return members.find((x) => family(x.kind) === family(m.kind) && x.name === m.name);
}

/** Every member a class reaches: its own, then its bases'. */
function reachable(model: ApiModel, className: string): Member[] {
  return (model.lineage.get(className) ?? []).flatMap(ownMembers);
}

/** Does the newer side declare other forms than the release, as a script calls them? */
function formsDiffer(release: Form[], newer: Form[]): boolean {
  const used = new Set<Form>();
  for (const r of release) {
    const same = matchForm(r.params, newer);
    const match = same.kind === 'matched' ? same : matchShortForm(r.params, newer);
    if (match.kind !== 'matched') return true;
    const n = match.form;
    // A short form's match is cut to the release's parameters; find the full form it came from.
    used.add(newer.includes(n) ? n : newer.find((f) => f.params.length > n.params.length && n.params.every((p, i) => f.params[i] === p)) ?? n);
    if (r.params.some((p, i) => typeDiffers(p.type, n.params[i]!.type))) return true;
    const returns = r.returns ?? [];
    const newerReturns = n.returns ?? [];
    if (r.returns && n.returns && (returns.length !== newerReturns.length || returns.some((t, i) => typeDiffers(t, newerReturns[i]!)))) return true;
  }
  return newer.some((n) => !used.has(n));
}

const formsOf = (name: string, m: FormsMember): string[] => m.forms.map((f) => formatForm(name, f.params, f.returns ?? []));

/**
 * One entry of the release against the same entry of the newer release (undefined: unchanged).
 * `classDeprecated`: the release deprecates the entry's class, which covers its members.
 */
function compare(release: Member, newer: Member, classDeprecated: boolean): MemberChange | undefined {
  const change: MemberChange = { kind: release.kind, name: release.name };
  if (release.kind === 'property' && newer.kind === 'property') {
    if (!release.names.includes(newer.name)) change.spelling = newer.name;
    if (typeDiffers(release.type, newer.type)) change.type = { release: release.type, engine: newer.type };
    // Unknown on either side is not a change.
    if (release.readonly !== undefined && newer.readonly !== undefined && release.readonly !== newer.readonly) change.readonly = { release: release.readonly, engine: newer.readonly };
  } else if (release.kind !== 'property' && newer.kind !== 'property') {
    if (formsDiffer(release.forms, newer.forms)) change.signature = { release: formsOf(release.name, release), engine: formsOf(newer.name, newer) };
  }
  if (newer.deprecated && !release.deprecated && !classDeprecated) change.deprecated = true;
  return Object.keys(change).length > 2 ? change : undefined;
}

/** The newer classes that list `m` themselves (where a member moved down to the subclasses). */
function subclassesListing(newer: ApiModel, base: string, m: Member): string[] {
  return newer.data.classes.filter((c) => c.name !== base && (newer.lineage.get(c.name) ?? []).some((x) => x.name === base) && find(ownMembers(c), m)).map((c) => c.name);
}

function classChanges(release: ApiModel, newer: ApiModel, c: ApiClass): ClassChanges | undefined {
  const own = ownMembers(c);
  const newerClass = newer.classes.get(c.name);
  if (!newerClass) return { name: c.name, notInEngine: true, members: own.map((m) => ({ kind: m.kind, name: m.name, notInEngine: true })) };
  const out: ClassChanges = { name: c.name };
  if (newerClass.availability !== c.availability) out.availability = { release: c.availability as Availability, engine: newerClass.availability as Availability };
  if (newerClass.deprecated && !c.deprecated) out.deprecated = true;

  const theirs = reachable(newer, c.name);
  const members: MemberChange[] = [];
  for (const m of own) {
    const n = find(theirs, m);
    if (n) {
      const change = compare(m, n, c.deprecated !== undefined);
      if (change) members.push(change);
      continue;
    }
    const movedTo = subclassesListing(newer, c.name, m);
    members.push(movedTo.length ? { kind: m.kind, name: m.name, movedTo } : { kind: m.kind, name: m.name, notInEngine: true });
  }
  if (members.length) out.members = members;

  // What the newer class lists itself and the release's class reaches nowhere, unless the release
  // lists it on this class's subclasses (then it moved up and is reported there as unchanged).
  const ours = reachable(release, c.name);
  const added = ownMembers(newerClass).filter((n) => !find(ours, n) && !subclassesListing(release, c.name, n).length);
  const names = (kind: Member['kind']) => added.filter((m) => family(m.kind) === kind).map((m) => m.name);
  const addedProps = names('property');
  const addedMethods = names('method');
  const addedOperators = names('operator');
  if (added.length) {
    out.added = {
      ...(added.some((m) => m.kind === 'constructors') ? { constructors: true } : {}),
      ...(addedProps.length ? { properties: addedProps } : {}),
      ...(addedMethods.length ? { methods: addedMethods } : {}),
      ...(addedOperators.length ? { operators: addedOperators } : {}),
    };
  }
  return Object.keys(out).length > 1 ? out : undefined;
}

/** The newer enum that is the release's: the same Lua name, ignoring case. */
function newerEnumOf(newer: ApiModel, e: ApiEnum): ApiEnum | undefined {
  const lua = enumLuaName(e).toLowerCase();
  return newer.data.enums.find((n) => enumLuaName(n).toLowerCase() === lua);
}

function enumChanges(newer: ApiModel, e: ApiEnum): EnumChanges | undefined {
  const n = newerEnumOf(newer, e);
  if (!n) return { name: e.name, notInEngine: true };
  const theirs = new Map(n.values.map((v) => [v.name, v.value]));
  const ours = new Set(e.values.map((v) => v.name));
  const notInEngine = e.values.filter((v) => !theirs.has(v.name)).map((v) => v.name);
  const changed = e.values.filter((v) => theirs.has(v.name) && theirs.get(v.name) !== v.value).map((v) => ({ name: v.name, release: v.value, engine: theirs.get(v.name)! }));
  const added = n.values.filter((v) => !ours.has(v.name)).map((v) => v.name);
  const values = { ...(notInEngine.length ? { notInEngine } : {}), ...(changed.length ? { changed } : {}), ...(added.length ? { added } : {}) };
  const spelling = enumLuaName(n) !== enumLuaName(e) ? enumLuaName(n) : undefined;
  if (!spelling && !Object.keys(values).length) return undefined;
  return { name: e.name, ...(spelling ? { spelling } : {}), ...(Object.keys(values).length ? { values } : {}) };
}

/** Everything the newer release changed against the release, in the order of the release's data. */
export function diffReleases(release: ApiModel, newer: ApiModel, { version, label }: ReleaseLabel): EngineChanges {
  const releaseEnums = new Set(release.data.enums.map((e) => enumLuaName(e).toLowerCase()));
  return {
    version,
    label,
    classes: release.data.classes.flatMap((c) => classChanges(release, newer, c) ?? []),
    enums: release.data.enums.flatMap((e) => enumChanges(newer, e) ?? []),
    addedClasses: newer.data.classes.map((c) => c.name).filter((name) => !release.classes.has(name)).sort(),
    addedEnums: newer.data.enums.map(enumLuaName).filter((name) => !releaseEnums.has(name.toLowerCase())).sort(),
    enumPages: Object.fromEntries(newer.data.enums.map((e) => [enumLuaName(e), e.name])),
  };
}
