import type { Param, Property } from '../../../plugins/api-reference/model';
import { namesIn, normaliseType, parseType, withoutOptional } from '../../../plugins/api-reference/type-grammar';
import { fit, isOpenType, matchForm, matchShortForm as matchShortFormOf, type FormMatch } from '../../../plugins/api-reference/type-compare';
import type { ExportFunction, ExportProperty } from './validate';

/**
 * Which export item is which reference item. The rule (also in the README): same class, same name
 * (properties compared ignoring case, aliases included) and, per overload, the same number of
 * parameters, never fewer (an export overload with extra optional trailing parameters is not the
 * same overload). Where several export overloads have that count, the one whose types agree wins.
 */

/** The export property for a reference property, by name or alias, ignoring case. */
export function matchProperty(p: Property, exported: ExportProperty[]): ExportProperty | undefined {
  const names = new Set([p.name, ...(p.aliases ?? [])].map((n) => n.toLowerCase()));
  return exported.find((e) => names.has(e.name.toLowerCase()));
}

export { isOpenType, fit };

export type OverloadMatch = { kind: 'matched'; fn: ExportFunction } | { kind: 'none' } | { kind: 'ambiguous'; count: number; tie: boolean };

const asOverloadMatch = (m: FormMatch<ExportFunction>): OverloadMatch => (m.kind === 'matched' ? { kind: 'matched', fn: m.form } : m);

/** The export overload for one reference overload (given its parameters): the same number of parameters only. */
export const matchOverload = (params: Param[], candidates: ExportFunction[]): OverloadMatch => asOverloadMatch(matchForm(params, candidates));

/** A reference overload the export folds into a longer form with optional trailing parameters; compared, never written. */
export const matchShortForm = (params: Param[], candidates: ExportFunction[]): OverloadMatch => asOverloadMatch(matchShortFormOf(params, candidates));

export type TypeDecision =
  | { kind: 'same' }
  | { kind: 'precise'; type: string; why: 'optional' | 'element type' | 'precise type' }
  | { kind: 'differs'; exportType: string }
  | { kind: 'unknown-name'; exportType: string; names: string[] };

/**
 * What the import does with a type. For the release: the export's type replaces the reference's
 * only when it narrows it (`T` → `T?`, `table` → `Hit[]`, `any` → `Vec3`); other differences are
 * engine changes and are only reported. For an upgrade the export's type wins. A type that names
 * something the reference does not know is never written (the build would reject it).
 */
export function decideType(writtenReleaseType: string, exportType: string, knownTypes: Set<string>, mode: 'release' | 'upgrade'): TypeDecision {
  // Compared in one spelling, so `table<K,V>` and `table<K, V>` are the same type, not a change.
  const releaseType = normaliseType(writtenReleaseType);
  if (releaseType === exportType) return { kind: 'same' };
  const releaseBase = withoutOptional(releaseType);
  const exportBase = withoutOptional(exportType);
  const exportOptional = exportBase !== exportType;
  let target: string | undefined;
  if (mode === 'upgrade') target = exportType;
  else if (releaseBase === 'any' ? exportBase !== 'any' : isOpenType(releaseBase) && !isOpenType(exportBase)) {
    // table/any/function → the export's precise type (keeping a `?` either side gives).
    target = exportOptional || releaseBase === releaseType ? exportType : `${exportBase}?`;
  } else if (exportOptional && releaseBase === releaseType && fit(releaseBase, exportBase) >= 2) {
    // The export says "may be omitted or nil"; the release's own base type stays (integer vs number).
    target = `${releaseBase}?`;
  }
  if (target === undefined || target === releaseType) return target === undefined ? { kind: 'differs', exportType } : { kind: 'same' };
  const unknown = namesIn(parseType(target)).filter((n) => !knownTypes.has(n));
  if (unknown.length) return { kind: 'unknown-name', exportType, names: [...new Set(unknown)] };
  const why = withoutOptional(target) === releaseBase ? 'optional' : /\[\]\??$/.test(target) ? 'element type' : 'precise type';
  return { kind: 'precise', type: target, why };
}
