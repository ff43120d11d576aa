import { normaliseType, parseType, withoutOptional, type TypeNode } from './type-grammar';

/**
 * How two releases' types and forms compare: what the importer uses to match an engine export to
 * the reference (scripts/api/import/match.ts) and what the computed differences between two
 * releases use (release-diff.ts), so both apply one rule.
 */

/** Open types that a newer or more precise type may narrow (`table` → `Hit[]`). */
const OPEN_TYPES = new Set(['table', 'any', 'function']);

export function isOpenType(type: string): boolean {
  return OPEN_TYPES.has(withoutOptional(type));
}

const members = (t: TypeNode): TypeNode[] => (t.kind === 'group' ? members(t.of) : t.kind === 'union' ? t.options : [t]);

const NUMERIC = new Set(['number', 'integer']);
const SCALARS = new Set(['boolean', 'number', 'integer', 'string', 'nil']);

/**
 * How well one side's parameter type fits the other's: 3 the same, 2 the same up to
 * number/integer, 1 plausible (an open type, or one member of the other's union), 0 not the same
 * parameter.
 */
export function fit(releaseType: string, otherType: string): number {
  const r = withoutOptional(releaseType);
  const e = withoutOptional(otherType);
  if (r === e) return 3;
  if (NUMERIC.has(r) && NUMERIC.has(e)) return 2;
  if (r === 'any' || e === 'any') return 1;
  if (r === 'table') return SCALARS.has(e) ? 0 : 1;
  if (r === 'function') return e.startsWith('fun(') ? 1 : 0;
  // A newer form often folds the reference's overloads into one union parameter.
  return members(parseType(e)).some((m) => m.kind === 'name' && (m.name === r || (NUMERIC.has(m.name) && NUMERIC.has(r)))) ? 1 : 0;
}

/**
 * Does the other side declare another type than the release, as a script sees it? Not when only
 * `?` differs, or when it narrows an open type (`any` → anything, `table` → `Hit[]`). `number` and
 * `integer` are different types.
 */
export function typeDiffers(releaseType: string, otherType: string): boolean {
  const rBase = withoutOptional(normaliseType(releaseType));
  const eBase = withoutOptional(normaliseType(otherType));
  if (rBase === eBase) return false;
  return !(rBase === 'any' || (isOpenType(rBase) && !isOpenType(eBase)));
}

/** One form of a method or constructor: its parameters (names where known) and returns. */
export interface Form {
  params: { name?: string; type: string }[];
  returns?: string[];
}

export type FormMatch<F> = { kind: 'matched'; form: F } | { kind: 'none' } | { kind: 'ambiguous'; count: number; tie: boolean };

/**
 * The other side's form for one release form: the same number of parameters (never fewer or more:
 * a longer form with optional trailing parameters is another member); where several have that
 * count, the one whose types fit best. A tie is settled only when the tied forms name their
 * parameters alike.
 */
export function matchForm<F extends Form>(params: Form['params'], candidates: readonly F[]): FormMatch<F> {
  return bestOf(params, candidates.filter((c) => c.params.length === params.length));
}

/**
 * A release form the other side folds into a longer one with optional trailing parameters
 * (`GetFloat(key)` and `GetFloat(key, defaultValue?)`), cut to the release form's parameters.
 */
export function matchShortForm<F extends Form>(params: Form['params'], candidates: readonly F[]): FormMatch<F> {
  const longer = candidates.filter((c) => c.params.length > params.length && c.params.slice(params.length).every((p) => p.type.endsWith('?')));
  return bestOf(
    params,
    longer.map((c) => ({ ...c, params: c.params.slice(0, params.length) })),
  );
}

function bestOf<F extends Form>(params: Form['params'], sameCount: readonly F[]): FormMatch<F> {
  if (sameCount.length === 0) return { kind: 'none' };
  if (sameCount.length === 1) return { kind: 'matched', form: sameCount[0]! };
  const scored = sameCount
    .map((form) => ({ form, fits: form.params.map((p, i) => fit(params[i]!.type, p.type)) }))
    .filter((s) => s.fits.every((f) => f > 0))
    .map((s) => ({ form: s.form, score: s.fits.reduce((a, b) => a + b, 0) }));
  if (!scored.length) return { kind: 'ambiguous', count: sameCount.length, tie: false };
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best).map((s) => s.form);
  if (top.length === 1 || top.every((c) => c.params.every((p, i) => p.name === top[0]!.params[i]!.name))) return { kind: 'matched', form: top[0]! };
  return { kind: 'ambiguous', count: sameCount.length, tie: true };
}
