/**
 * Phrase lists shared by the build check (provenance.ts) and the measuring script
 * (scripts/bench/provenance.ts). One list per purpose; the README names them.
 *
 * Why: pages must talk to readers about the engine, not about where our facts came from, and
 * must not report our research gaps ("not documented") as if they were engine behaviour.
 */

/** Reader-facing talk about our sources. Any of these in api/ or docs/ fails the build. */
export const PROVENANCE_PHRASES: readonly string[] = [
  'the sources',
  'binding dump',
  'the dump',
  'the annotations',
  'type annotations',
  'generated page',
  'the facts',
  'the original',
  'older versions of this manual',
  'earlier versions of this',
  'the reference does not say',
  'not documented',
  "isn't documented",
  "aren't documented",
  "the docs don't",
  'the docs do not',
  'these docs don',
  'the chart this one is based on',
  // Talk about what the data lacks rather than what a script does (parameter names, signatures).
  'the signature',
  'unnamed',
  'have no names',
  'has no name',
  'the export',
  // An unknown stated as engine behaviour: no fact says the engine refuses to fix anything.
  'fixes no',
  'is not fixed',
  'are not fixed',
  "isn't fixed",
  "aren't fixed",
];

/**
 * Hedges: statements that something is unknown or unstated. Counted (not forbidden: a few are
 * kept where a reader would otherwise act on a wrong assumption).
 */
export const HEDGE_PHRASES: readonly string[] = [
  'not documented',
  "isn't documented",
  "aren't documented",
  'undocumented',
  'does not say',
  "doesn't say",
  "don't say",
  'do not say',
  'not stated',
  "isn't stated",
  "isn't specified",
  "aren't specified",
  'not specified',
  'unspecified',
  'not spelled out',
  "don't yet",
  'unconfirmed',
  'most likely',
];

/** Escapes a phrase for use inside a RegExp. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A case-insensitive, global pattern matching any phrase as whole words. Straight and curly
 * apostrophes both match, since rendered HTML may use either.
 */
export function phrasePattern(phrases: readonly string[]): RegExp {
  // Prose wraps, so a space in a phrase matches any run of whitespace, line breaks included.
  const alternatives = phrases.map((p) => escapeRegExp(p).replace(/'/g, "['\u2019]").replace(/ /g, '\\s+'));
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'gi');
}

/** Every match of the phrases in a text, lower-cased and with straight apostrophes. */
export function matchPhrases(text: string, phrases: readonly string[]): string[] {
  return [...text.matchAll(phrasePattern(phrases))].map((m) => m[0].toLowerCase().replace(/\u2019/g, "'").replace(/\s+/g, ' '));
}
