import { camelParts, queryTerms } from './text';

/**
 * Query understanding: what a reader's words mean to the engine. Stop words are dropped, words and
 * phrases readers use are paired with the words the API and the manual use (synonyms.ts), and an
 * abbreviation with several meanings yields one reading per meaning. No DOM, no dependencies.
 */

export interface SynonymEntry {
  /** What readers type: words or phrases. */
  words: string[];
  /** What is searched as well: the site's words or identifiers. */
  also: string[];
  /** A query that needs this entry and the page (route#anchor) it must find. */
  example: { q: string; expect: string };
}

export interface MeaningEntry {
  term: string;
  meanings: string[];
  /** A query with the term and one page per meaning, each of which must be in the top 5. */
  example: { q: string; expect: string[] };
}

export interface QueryTable {
  stopWords: string[];
  /** Phrases that say where, not what ("in a script"): dropped before the words are read. */
  stopPhrases: string[];
  /** Generic verbs (set, change): not searched, but still matched against headings (SetActiveCamera). */
  weakWords: string[];
  synonyms: SynonymEntry[];
  meanings: MeaningEntry[];
}

/** One word, or a phrase the table knows, of a query, with what else is searched for it. */
export interface QueryPart {
  /** The words as typed (lower-case). */
  words: string[];
  /** Other phrasings searched too, ranked below the typed words. */
  also: string[];
  /** Every single word that counts as this part when comparing with a heading. */
  forms: Set<string>;
  /** A generic verb: compared with headings only, not searched. */
  weak: boolean;
  /** The table gave this part other words (not just a plural's singular). */
  synonym: boolean;
}

export interface UnderstoodQuery {
  /** The parts of the query, stop words removed (kept when the query has nothing else). */
  parts: QueryPart[];
  /** For a query with an ambiguous abbreviation: each meaning as text typed in its place, and its parts; else []. */
  readings: Array<{ query: string; parts: QueryPart[] }>;
}

/** A crude English singular (objects -> object, bodies -> body), for matching only. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function formsOf(phrases: readonly string[]): Set<string> {
  const forms = new Set<string>();
  for (const phrase of phrases) {
    const words = queryTerms(phrase);
    if (words.length > 1) forms.add(words.join(''));
    for (const w of words) {
      forms.add(w);
      forms.add(singular(w));
    }
  }
  return forms;
}

export type Understand = (query: string) => UnderstoodQuery;

/** Particles of phrasal verbs that may follow the verb's object (turn it off, pick it up). */
const PARTICLES = new Set(['off', 'up', 'down', 'out', 'away', 'back', 'over']);

/** Builds the query reader for a table. Throws, naming the entry, on an entry that cannot work. */
export function createQueryUnderstanding(table: QueryTable): Understand {
  const stop = new Set(table.stopWords);
  const weak = new Set(table.weakWords);
  const stopPhrases = table.stopPhrases.map((p) => ` ${queryTerms(p).join(' ')} `);
  const keyOf = (phrase: string): string[] => queryTerms(phrase).filter((w) => !stop.has(w));
  const synonyms = new Map<string, string[]>();
  let longest = 1;
  for (const entry of table.synonyms) {
    for (const phrase of entry.words) {
      const key = keyOf(phrase);
      if (key.length === 0) throw new Error(`synonyms.ts: "${phrase}" is only stop words; remove it from the entry for ${entry.also.join(', ')}`);
      // "turn on" would become "turn" and fire on every "turn" (turn around, turn to face).
      if (key.length === 1 && queryTerms(phrase).length > 1) {
        throw new Error(`synonyms.ts: "${phrase}" is the single word "${key[0]}" once stop words go; list "${key[0]}" itself or a phrase that stays a phrase, in the entry for ${entry.also.join(', ')}`);
      }
      longest = Math.max(longest, key.length);
      const k = key.join(' ');
      synonyms.set(k, Array.from(new Set((synonyms.get(k) ?? []).concat(entry.also))));
    }
  }
  const meanings = new Map(table.meanings.map((m) => [m.term.toLowerCase(), m.meanings]));

  /** A phrasal verb split by its object reads as the phrase the table knows: turn an object off -> turn off object. */
  const joinPhrasalVerbs = (words: string[]): string[] => {
    const out = [...words];
    for (let i = 0; i + 2 < out.length; i++) {
      const [verb, object, particle] = [out[i]!, out[i + 1]!, out[i + 2]!];
      if (PARTICLES.has(particle) && synonyms.has(`${verb} ${particle}`) && !synonyms.has(`${verb} ${object}`)) {
        out.splice(i + 1, 2, particle, object);
      }
    }
    return out;
  };

  const partsOf = (typedWords: string[], identifiers: ReadonlySet<string> = new Set()): QueryPart[] => {
    const words = joinPhrasalVerbs(typedWords);
    const parts: QueryPart[] = [];
    for (let i = 0; i < words.length; ) {
      let n = Math.min(longest, words.length - i);
      for (; n > 1; n--) if (synonyms.has(words.slice(i, i + n).join(' '))) break;
      const typed = words.slice(i, i + n);
      const key = typed.join(' ');
      const also = (synonyms.get(key) ?? []).filter((a) => a !== key);
      const synonym = also.length > 0;
      // Not for identifiers: GetColors is a name of its own, not the plural of GetColor.
      if (n === 1 && singular(key) !== key && !identifiers.has(key)) also.push(singular(key));
      parts.push({ words: typed, also, forms: formsOf([key, ...also]), weak: n === 1 && !synonym && weak.has(key), synonym });
      i += n;
    }
    return parts;
  };

  return (query) => {
    const identifiers = new Set((query.match(/[\p{L}\p{N}_]*\p{Ll}\p{Lu}[\p{L}\p{N}_]*/gu) ?? []).map((w) => w.toLowerCase()));
    let text = ` ${queryTerms(query).join(' ')} `;
    for (const phrase of stopPhrases) text = text.split(phrase).join(' ');
    const all = text.trim() ? text.trim().split(' ') : queryTerms(query);
    const kept = all.filter((w) => !stop.has(w));
    const words = kept.length > 0 ? kept : all;
    const parts = partsOf(words, identifiers);
    const at = words.findIndex((w) => meanings.has(w));
    const readings =
      at < 0
        ? []
        : meanings.get(words[at]!)!.map((meaning) => {
            const read = [...words.slice(0, at), ...keyOf(meaning), ...words.slice(at + 1)];
            return { query: read.join(' '), parts: partsOf(read, identifiers) };
          });
    return { parts, readings };
  };
}

/** A heading's leading accessor verb (GetObjectByName, AddTorque) need not be typed: "torque" spells AddTorque. */
const ACCESSOR_VERBS = new Set(['get', 'set', 'add', 'has']);

/**
 * How well a heading is explained by the query: 1 when every word of the heading (identifiers split
 * at case changes: GetObjectByName -> get object by name) is one of the query's parts in order
 * (a leading accessor verb may be left out) and every part is used; less when some parts are left
 * over; 0 when a word of the heading is missing.
 */
export function headingMatch(heading: string, parts: readonly QueryPart[], stopWords: ReadonlySet<string>): number {
  return headingWordsMatch(headingWords(heading, stopWords), parts);
}

/** A heading's words, lower-case, identifiers split at case changes: all of them, and those that are not stop words. */
export interface HeadingWords {
  all: string[];
  tokens: string[];
}

export function headingWords(heading: string, stopWords: ReadonlySet<string>): HeadingWords {
  const tokens: string[] = [];
  const all: string[] = [];
  for (const word of heading.match(/[\p{L}\p{N}_]+/gu) ?? []) {
    const split = camelParts(word);
    for (const t of split.length ? split : [word]) {
      all.push(t.toLowerCase());
      if (!stopWords.has(t.toLowerCase())) tokens.push(t.toLowerCase());
    }
  }
  return { all, tokens };
}

/** headingMatch over words already split (the engine keeps them per record, so a query splits nothing). */
export function headingWordsMatch({ all, tokens }: HeadingWords, parts: readonly QueryPart[]): number {
  if (parts.length === 0) return 0;
  // The whole heading as one of the query's words (LookAt; a part known as "getactivecamera").
  const joined = all.join('');
  if (parts.some((p) => p.forms.has(joined))) return 1 / parts.length;
  if (tokens.length === 0) return 0;
  let next = 0;
  const used = new Set<number>();
  for (const [at, token] of tokens.entries()) {
    let found = -1;
    for (let i = next; i < parts.length; i++) {
      if (parts[i]!.forms.has(token) || parts[i]!.forms.has(singular(token))) {
        found = i;
        break;
      }
    }
    if (found < 0 && at === 0 && tokens.length > 1 && ACCESSOR_VERBS.has(token)) continue;
    if (found < 0) return 0;
    used.add(found);
    next = found;
  }
  return used.size / parts.length;
}
