import type { MethodOverload, OperatorOverload, Param } from '../../../plugins/api-reference/data-types.generated';
import { isLuaName } from '../../../plugins/lua-check/lua-facts';
import type { ExportClass, ExportFunction } from './validate';

/**
 * One class's members as a release data set writes them: names, types, read-only and deprecated
 * flags from the export, no text. Functions that share a name become the overloads of one method;
 * operators are grouped by metamethod; the functions the decisions call callbacks are callbacks.
 */

/** A deprecation as a fact only: its message is prose, which the writers add (so it is left out). */
export type BareDeprecation = Record<string, never>;
export const DEPRECATED: BareDeprecation = {};

export interface ReleaseProperty {
  name: string;
  type: string;
  readonly: boolean;
  deprecated?: BareDeprecation;
}
export interface ReleaseMethod {
  name: string;
  static?: true;
  deprecated?: BareDeprecation;
  overloads: MethodOverload[];
}
export interface ReleaseCallback {
  name: string;
  params: Param[];
}
export interface ReleaseOperator {
  op: string;
  overloads: OperatorOverload[];
}
export interface ReleaseMembers {
  constructors?: { overloads: { params: Param[] }[] };
  properties: ReleaseProperty[];
  methods: ReleaseMethod[];
  callbacks: ReleaseCallback[];
  operators: ReleaseOperator[];
}

/** A fact the schema has no place for; the report lists it so nobody assumes it was kept. */
export interface MemberNote {
  item: string;
  note: string;
}

// A name scripts could not write (or `...`) is dropped: the schema's parameter name is optional.
const paramOf = (p: { name: string; type: string }): Param => (p.type !== '...' && isLuaName(p.name) ? { name: p.name, type: p.type } : { type: p.type });

function byName(fns: ExportFunction[]): Map<string, ExportFunction[]> {
  const groups = new Map<string, ExportFunction[]>();
  for (const f of fns) groups.set(f.name, [...(groups.get(f.name) ?? []), f]);
  return groups;
}

/** `statics`: "Class.name" of the functions called on the class (annotations.ts, staticFunctionsOf). */
export function releaseMembersOf(ec: ExportClass, callbackNames: ReadonlySet<string>, notes: MemberNote[], statics: ReadonlySet<string> = new Set()): ReleaseMembers {
  const note = (member: string, text: string) => notes.push({ item: `${ec.name}.${member}`, note: text });
  const members: ReleaseMembers = {
    properties: ec.properties.map((p) => ({ name: p.name, type: p.type, readonly: p.readonly, ...(p.deprecated ? { deprecated: DEPRECATED } : {}) })),
    methods: [],
    callbacks: [],
    operators: [],
  };
  if (ec.constructors.length) members.constructors = { overloads: ec.constructors.map((c) => ({ params: c.params.map(paramOf) })) };
  if (ec.constructors.some((c) => c.deprecated)) note('constructors', 'an overload is deprecated (the schema has no deprecation for constructors)');
  for (const [name, fns] of byName(ec.functions)) {
    if (callbackNames.has(name)) {
      if (fns.length > 1 || fns[0]!.returns.length) note(name, 'a callback with several forms or return types: only the first form\'s parameters are written');
      members.callbacks.push({ name, params: fns[0]!.params.map(paramOf) });
      continue;
    }
    const deprecated = fns.every((f) => f.deprecated);
    if (!deprecated && fns.some((f) => f.deprecated)) note(name, 'some overloads are deprecated, not all (the schema deprecates whole methods only)');
    members.methods.push({ name, ...(statics.has(`${ec.name}.${name}`) ? { static: true as const } : {}), ...(deprecated ? { deprecated: DEPRECATED } : {}), overloads: fns.map((f) => ({ params: f.params.map(paramOf), returns: f.returns })) });
  }
  for (const [op, fns] of byName(ec.operators)) {
    if (fns.some((f) => f.returns.length > 1)) note(op, 'an overload returns several values: only the first is written');
    if (fns.some((f) => f.deprecated)) note(op, 'an overload is deprecated (the schema has no deprecation for operators)');
    members.operators.push({ op, overloads: fns.map((f) => ({ params: f.params.map((p) => p.type), returns: f.returns[0] ?? null })) });
  }
  return members;
}
