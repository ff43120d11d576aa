import type { Param, Property } from '../../../plugins/api-reference/model';
import { namesIn, normaliseType, parseType, withoutOptional, type TypeNode } from '../../../plugins/api-reference/type-grammar';
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

/** Open types that an export may make precise. */
const OPEN_TYPES = new Set(['table', 'any', 'function']);

export function isOpenType(type: string): boolean {
  return OPEN_TYPES.has(withoutOptional(type));
}

const members = (t: TypeNode): TypeNode[] => (t.kind === 'group' ? members(t.of) : t.kind === 'union' ? t.options : [t]);

const NUMERIC = new Set(['number', 'integer']);
const SCALARS = new Set(['boolean', 'number', 'integer', 'string', 'nil']);

/**
 * How well an export parameter type fits a reference parameter type: 3 the same, 2 the same up
 * to number/integer, 1 plausible (an open reference type, or one member of the export's union),
 * 0 not the same parameter.
 */
export function fit(releaseType: string, exportType: string): number {
  const r = withoutOptional(releaseType);
  const e = withoutOptional(exportType);
  if (r === e) return 3;
  if (NUMERIC.has(r) && NUMERIC.has(e)) return 2;
  if (r === 'any' || e === 'any') return 1;
  if (r === 'table') return SCALARS.has(e) ? 0 : 1;
  if (r === 'function') return e.startsWith('fun(') ? 1 : 0;
  // The export often folds the reference's overloads into one union parameter.
  return members(parseType(e)).some((m) => m.kind === 'name' && (m.name === r || (NUMERIC.has(m.name) && NUMERIC.has(r)))) ? 1 : 0;
}

/** Could the reference type and the export type describe the same parameter? */
export function compatible(releaseType: string, exportType: string): boolean {
  return fit(releaseType, exportType) > 0;
}

export type OverloadMatch = { kind: 'matched'; fn: ExportFunction } | { kind: 'none' } | { kind: 'ambiguous'; count: number; tie: boolean };

/** The export overload for one reference overload (given its parameters). */
export function matchOverload(params: Param[], candidates: ExportFunction[]): OverloadMatch {
  // Only the same count: an export overload with extra optional trailing parameters is another
  // member (its names and types may not hold for the short form), so it is never a match.
  return bestOf(params, candidates.filter((c) => c.params.length === params.length));
}

/**
 * A reference overload the export folds into a longer form with optional trailing parameters
 * (`GetFloat(key)` and `GetFloat(key, defaultValue?)`). It is not the same overload, so nothing is
 * written from it; the engine-changes file compares the first parameters' types only.
 */
export function matchShortForm(params: Param[], candidates: ExportFunction[]): OverloadMatch {
  const longer = candidates
    .filter((c) => c.params.length > params.length && c.params.slice(params.length).every((p) => p.type.endsWith('?')))
    .map((c) => ({ ...c, params: c.params.slice(0, params.length) }));
  return bestOf(params, longer);
}

function bestOf(params: Param[], sameCount: ExportFunction[]): OverloadMatch {
  if (sameCount.length === 0) return { kind: 'none' };
  if (sameCount.length === 1) return { kind: 'matched', fn: sameCount[0]! };
  // Several: the one whose types fit best wins; a tie is settled only when the tied overloads
  // name their parameters alike (then the names are the same whichever is meant).
  const scored = sameCount
    .map((fn) => ({ fn, fits: fn.params.map((p, i) => fit(params[i]!.type, p.type)) }))
    .filter((s) => s.fits.every((f) => f > 0))
    .map((s) => ({ fn: s.fn, score: s.fits.reduce((a, b) => a + b, 0) }));
  if (!scored.length) return { kind: 'ambiguous', count: sameCount.length, tie: false };
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best).map((s) => s.fn);
  if (top.length === 1 || top.every((c) => c.params.every((p, i) => p.name === top[0]!.params[i]!.name))) return { kind: 'matched', fn: top[0]! };
  return { kind: 'ambiguous', count: sameCount.length, tie: true };
}

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
