import type { ApiClass, ApiEnum, Deprecation, Example, OtherType, Param } from './data-types.generated';
import type { Helpers } from './helper-globals';
import type { ChangeNotes } from './engine-changes';

/**
 * The shape of the API data in api/ is generated from api/schema/*.schema.json (npm run api:types),
 * so the schemas that validate the files are its one definition. These types are the contract
 * between the data files, the page generator, the Lua definition file and the checks.
 */
export type {
  ApiClass,
  ApiEnum,
  Availability,
  Callback,
  ClassKind,
  Constructors,
  Deprecation,
  EnumValue,
  Example,
  Method,
  MethodOverload,
  Operator,
  OperatorOverload,
  OtherType,
  Param,
  Property,
} from './data-types.generated';

export interface ApiData {
  classes: ApiClass[];
  enums: ApiEnum[];
  otherTypes: OtherType[];
  /** The order of class groups in the sidebar and the index. */
  groups: string[];
}

/** The Lua name of an enum (what scripts write). */
export const enumLuaName = (e: ApiEnum): string => e.luaName ?? e.name;

/** A member's `status` as the start of a sentence, how the twin's mark and the d.lua hover say it: "May be missing in your engine version". */
export const statusText = (status: string): string => `${status.charAt(0).toUpperCase()}${status.slice(1)}`;



// ---------------------------------------------------------------------------------------------
// The one normalised model every output and check reads.
// ---------------------------------------------------------------------------------------------

/** A problem in the data, always with the file, the item and the fix. */
export interface Problem {
  file: string;
  item: string;
  message: string;
  fix: string;
}

export type MemberKind = 'class' | 'constructors' | 'property' | 'method' | 'callback' | 'operator';

/** A piece of writer text, with the field it came from (for error messages). */
export interface TextField {
  field: string;
  text: string;
}

/** A type used in a member's signature, and where. */
export interface TypeUse {
  role: 'param' | 'return' | 'type';
  type: string;
}

/**
 * One member (or the class itself) as every walker sees it: its name, the item label error
 * messages use ("methods › Spin"), the page anchor, all of its writer text, examples and types.
 */
export interface MemberEntry {
  owner: ApiClass;
  kind: MemberKind;
  name: string;
  /** Other names that reach the same member (property aliases). */
  aliases: string[];
  item: string;
  anchor: string;
  texts: TextField[];
  examples: Example[];
  types: TypeUse[];
}

const SECTION: Record<MemberKind, string> = {
  class: '',
  constructors: 'constructors',
  property: 'properties',
  method: 'methods',
  callback: 'callbacks',
  operator: 'operators',
};

/** THE member walker: the class itself, then constructors, properties, methods, callbacks, operators. */
export function membersOf(c: ApiClass): MemberEntry[] {
  const out: MemberEntry[] = [];
  const entry = (kind: MemberKind, name: string, e: Partial<MemberEntry>): void => {
    const texts = (e.texts ?? []).filter((t) => t.text !== undefined);
    out.push({
      owner: c,
      kind,
      name,
      aliases: e.aliases ?? [],
      item: kind === 'class' ? c.name : kind === 'constructors' ? 'constructors' : `${SECTION[kind]} › ${name}`,
      anchor: kind === 'class' ? '' : kind === 'constructors' ? 'constructors' : name,
      texts,
      examples: e.examples ?? [],
      types: e.types ?? [],
    });
  };
  const t = (field: string, text: string | undefined): TextField[] => (text === undefined ? [] : [{ field, text }]);
  const deprecation = (d: Deprecation | undefined) => [...t('deprecated.message', d?.message), ...t('deprecated.replacement', d?.replacement)];
  const params = (list: Param[]): { texts: TextField[]; types: TypeUse[] } => ({
    texts: list.flatMap((p, i) => t(`params[${p.name ?? i + 1}].summary`, p.summary)),
    types: list.map((p) => ({ role: 'param' as const, type: p.type })),
  });

  entry('class', c.name, { texts: [...t('summary', c.summary), ...t('description', c.description), ...deprecation(c.deprecated)], examples: c.examples });
  if (c.constructors) {
    const k = c.constructors;
    const ps = k.overloads.map((o) => params(o.params));
    entry('constructors', c.name, {
      texts: [...t('summary', k.summary), ...t('description', k.description), ...k.overloads.flatMap((o) => t('overloads.summary', o.summary)), ...ps.flatMap((x) => x.texts)],
      examples: k.examples,
      types: ps.flatMap((x) => x.types),
    });
  }
  for (const p of c.properties ?? []) {
    entry('property', p.name, {
      aliases: p.aliases,
      texts: [...t('summary', p.summary), ...t('description', p.description), ...deprecation(p.deprecated)],
      examples: p.examples,
      types: [{ role: 'type', type: p.type }],
    });
  }
  for (const m of c.methods ?? []) {
    const ps = m.overloads.map((o) => params(o.params));
    entry('method', m.name, {
      texts: [...t('summary', m.summary), ...t('description', m.description), ...deprecation(m.deprecated), ...m.overloads.flatMap((o) => t('overloads.summary', o.summary)), ...ps.flatMap((x) => x.texts)],
      examples: m.examples,
      types: [...ps.flatMap((x) => x.types), ...m.overloads.flatMap((o) => o.returns.map((r) => ({ role: 'return' as const, type: r })))],
    });
  }
  for (const cb of c.callbacks ?? []) {
    const ps = params(cb.params);
    entry('callback', cb.name, { texts: [...t('summary', cb.summary), ...t('description', cb.description), ...ps.texts], examples: cb.examples, types: ps.types });
  }
  for (const o of c.operators ?? []) {
    entry('operator', o.op, {
      texts: [...t('summary', o.summary), ...t('description', o.description)],
      types: o.overloads.flatMap((v) => [...v.params.map((type) => ({ role: 'param' as const, type })), ...(v.returns ? [{ role: 'return' as const, type: v.returns }] : [])]),
    });
  }
  return out;
}

/** The data, indexed, with inheritance resolved once. Built by buildModel (normalise.ts). */
export interface ApiModel {
  data: ApiData;
  /** Class name -> the file it came from (api/classes/X.yaml); enum page name -> its file. */
  classFiles: Map<string, string>;
  enumFiles: Map<string, string>;
  classes: Map<string, ApiClass>;
  /** Enums by page name. */
  enums: Map<string, ApiEnum>;
  /** Class name -> the class, its base, the base's base... (no cycles: normalise rejects them). */
  lineage: Map<string, ApiClass[]>;
  /** Every name a type may use: classes, enums as scripts write them, other types, primitives. */
  knownTypes: Set<string>;
  /** The helper globals (api/helpers.yaml): Vox, Cast, Collide and the builder classes they return. */
  helpers: Helpers;
  /** What newer releases changed (computed from their data, api/releases.yaml): the sets, newest first, and their notes by entry. */
  engineChanges: ChangeNotes;
}

/** Member names scripts can reach on a class, including those it inherits. */
export function reachableNames(model: ApiModel, className: string): Set<string> {
  const names = new Set<string>();
  for (const c of model.lineage.get(className) ?? []) {
    for (const m of membersOf(c)) {
      if (m.kind === 'property' || m.kind === 'method' || m.kind === 'callback') [m.name, ...m.aliases].forEach((n) => names.add(n));
    }
  }
  return names;
}

/** Every name a page can be linked to with #anchor. */
export function anchorsOf(c: ApiClass): Set<string> {
  const anchors = new Set<string>(['constructors', 'properties', 'methods', 'callbacks', 'operators', 'examples', 'used-by']);
  for (const m of membersOf(c)) if (m.kind !== 'class') [m.anchor, ...m.aliases].forEach((a) => anchors.add(a));
  return anchors;
}
