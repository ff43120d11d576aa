/**
 * Text helpers shared by the index builder (Node), the search client (browser) and the benchmark:
 * tokenising, query clean-up, HTML escaping, highlighting and snippets. No DOM, no dependencies.
 */

/**
 * Longest query the local search accepts, in characters. Longer input is cut to this length
 * before it is searched (Algolia accepts 512 bytes; nothing on this site needs more than a few
 * words). Documented in the README, "Search".
 */
export const MAX_QUERY_LENGTH = 256;

/** At most this many words of a query are searched; the rest is ignored. */
export const MAX_QUERY_TERMS = 12;

// Letters and digits of any script, plus underscore (Lua identifiers such as __index, luaErrorType).
const WORD = /[\p{L}\p{N}_]+/gu;

/** Trims, collapses whitespace and cuts a raw query to MAX_QUERY_LENGTH (never splitting a surrogate pair). */
export function normaliseQuery(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  // Whitespace first, so that leading or repeated spaces do not use up the limit.
  return Array.from(text.slice(0, MAX_QUERY_LENGTH * 2)).slice(0, MAX_QUERY_LENGTH).join('').trimEnd();
}

/** The words of a query, lower-cased, as the engine searches them (no camel-case splitting). */
export function queryTerms(query: string): string[] {
  const words = normaliseQuery(query).match(WORD) ?? [];
  return words.slice(0, MAX_QUERY_TERMS).map((w) => w.toLowerCase());
}

/**
 * Splits an identifier at case changes and digits: GetObjectByName -> Get Object By Name,
 * RGBA8Format -> RGBA 8 Format. Returns [] for a word that has no inner boundary.
 */
export function camelParts(word: string): string[] {
  const parts = word
    .replace(/_/g, ' ')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .split(' ')
    .filter(Boolean);
  return parts.length > 1 ? parts : [];
}

/**
 * Tokens for indexing: every word lower-cased, plus the parts of camel-case identifiers so that
 * "object by name" finds GetObjectByName while "GetObj" still matches the whole identifier.
 */
export function indexTokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    out.push(word.toLowerCase());
    for (const part of camelParts(word)) out.push(part.toLowerCase());
  }
  return out;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** Escapes text for use inside HTML (the DocSearch modal renders hit fields as HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#039;': "'", '&#39;': "'" };

/** Reverses escapeHtml (and the numeric apostrophe Algolia uses). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#0?39);/g, (e) => UNESCAPES[e] ?? e);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Character ranges of `text` where one of `terms` occurs at the start of a word or camel-case part. */
function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const usable = Array.from(new Set(terms.filter((t) => t.length > 0))).sort((a, b) => b.length - a.length);
  if (usable.length === 0 || text.length === 0) return [];
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  const ranges: Array<[number, number]> = [];
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(text)) !== null) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    const before = start > 0 ? text[start - 1]! : '';
    const first = text[start]!;
    // A word start, or an upper-case letter after a lower-case one (the "Object" of GetObjectByName).
    const atWordStart = !/[\p{L}\p{N}_]/u.test(before) || (/\p{Ll}/u.test(before) && /\p{Lu}/u.test(first));
    if (atWordStart) ranges.push([start, end]);
  }
  return ranges;
}

export interface Highlighted {
  /** HTML: escaped text with matches wrapped in <mark>. */
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Escapes `text` and wraps every occurrence of `terms` (word starts, case-insensitive) in <mark>. */
export function highlight(text: string, terms: readonly string[], queryWordCount = terms.length): Highlighted {
  const ranges = matchRanges(text, terms);
  if (ranges.length === 0) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  let out = '';
  let pos = 0;
  const words = new Set<string>();
  for (const [start, end] of ranges) {
    out += escapeHtml(text.slice(pos, start)) + '<mark>' + escapeHtml(text.slice(start, end)) + '</mark>';
    words.add(text.slice(start, end).toLowerCase());
    pos = end;
  }
  out += escapeHtml(text.slice(pos));
  return { value: out, matchLevel: words.size >= queryWordCount ? 'full' : 'partial', matchedWords: Array.from(words) };
}

/**
 * A window of about `words` words of `text` around its first match, highlighted, with "…" where
 * text was cut. Without a match, the start of the text.
 */
export function snippet(text: string, terms: readonly string[], words = 20, queryWordCount = terms.length): Highlighted {
  const ranges = matchRanges(text, terms);
  const tokens = text.split(/(\s+)/);
  // Find the word index of the first match.
  let firstWord = 0;
  if (ranges.length > 0) {
    const at = ranges[0]![0];
    let offset = 0;
    for (let i = 0; i < tokens.length; i++) {
      offset += tokens[i]!.length;
      if (offset > at) {
        firstWord = Math.floor(i / 2);
        break;
      }
    }
  }
  const wordList = tokens.filter((_, i) => i % 2 === 0);
  const start = Math.max(0, Math.min(firstWord - Math.floor(words / 4), wordList.length - words));
  const end = Math.min(wordList.length, start + words);
  const piece = wordList.slice(start, end).join(' ');
  const h = highlight(piece, terms, queryWordCount);
  const value = (start > 0 ? '… ' : '') + h.value + (end < wordList.length ? ' …' : '');
  return { ...h, value };
}
