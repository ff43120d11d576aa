import { tryParseType, unwrapOptional } from './type-grammar';
import type { ApiModel, Param } from './model';

/**
 * Type-keyed lookups (`obj:GetComponentByType("RigidBody")`): a form that takes only a string and
 * returns a base class (or an array of it) returns the subclass that the string names. The rule
 * is written once here: atomontage.d.lua declares one overload per subclass, and the Lua check
 * types the call the same way.
 */
export interface KeyedLookup {
  base: string;
  array: boolean;
  /** Every class that inherits from `base`, directly or not. */
  subclasses: string[];
}

/** Class name -> every class that inherits from it, directly or not. */
export function subclassesOf(model: ApiModel): Map<string, string[]> {
  const subclasses = new Map<string, string[]>();
  for (const [name, chain] of model.lineage) {
    for (const base of chain.slice(1)) subclasses.set(base.name, [...(subclasses.get(base.name) ?? []), name]);
  }
  return subclasses;
}

export function keyedLookup(params: Param[], returns: string[], subclasses: Map<string, string[]>): KeyedLookup | undefined {
  const [key, ...others] = params;
  const node = returns[0] ? tryParseType(returns[0]) : undefined;
  const ret = node ? unwrapOptional(node).type : undefined;
  const base = ret?.kind === 'name' ? ret.name : ret?.kind === 'array' && ret.of.kind === 'name' ? ret.of.name : undefined;
  if (!key || key.type !== 'string' || others.length || !base) return undefined;
  const subs = subclasses.get(base) ?? [];
  return subs.length ? { base, array: ret!.kind === 'array', subclasses: subs } : undefined;
}
