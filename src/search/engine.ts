import MiniSearch, { type SearchResult } from 'minisearch';
import { indexTokens, normaliseQuery, queryTerms } from './text';
import { createQueryUnderstanding, headingWords, headingWordsMatch, type HeadingWords, type QueryPart, type QueryTable } from './query';
import defaultTable from './synonyms';
import { INDEX_FORMAT_VERSION, sectionAnchor, type SearchIndexFile, type SearchRecord } from './types';
import { SEARCH_KIND } from '../../plugins/api-reference/search-marks';

/**
 * The local search engine: MiniSearch over section records, with the ranking rules of the site
 * on top (chosen by measurement with `npm run bench:search`):
 * - a record's own heading counts most, then its page and parent headings, then its body text;
 * - a query equal to a heading (a member name such as GetObjectByName) puts that section first,
 *   and an exact-case match beats a case twin (the class Transform before the property transform);
 * - typos are forgiven by edit distance (1 from 4 letters, 2 from 8) and every word may be a prefix;
 * - stop words are dropped, and words readers use also search the site's words (synonyms.ts);
 * - a phrase that spells a heading (get object by name) ranks that section first; a leading accessor
 *   verb of the heading need not be typed (torque: AddTorque);
 * - a query word naming an API class (object, camera; physics through rigidbody) favours that class's
 *   members, whose headings then need only the other words (hide an object: Object#active);
 * - a cross-reference (a type's "Used by" list) ranks low: it points to answers and is none;
 * - all words must match; only when that finds too little do results matching some words follow;
 * - an ambiguous abbreviation (fps) puts the best results of each meaning, each ranked as if typed
 *   and each from a page not shown yet, in the top places;
 * - a page named like the query outranks a member of that name; a prefix favours the shortest completion;
 * - how often the site links to a section breaks ties (e.g. between same-named members).
 */

/** Turns the compact index file into records. Throws on a file of another format. */
export function expandIndex(file: SearchIndexFile): SearchRecord[] {
  if (!file || file.v !== INDEX_FORMAT_VERSION || !Array.isArray(file.pages) || !Array.isArray(file.sections)) {
    throw new Error('Search index: unknown format');
  }
  return file.sections.map((s, id) => {
    const page = file.pages[s.page];
    if (!page) throw new Error(`Search index: section ${id} names a missing page`);
    const anchor = sectionAnchor(s);
    const type = anchor === '' ? 'lvl1' : s.h3 === undefined ? 'lvl2' : 'lvl3';
    const lvl2 = s.h2 ?? null;
    const lvl3 = s.h3 ?? null;
    return {
      id,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      anchor,
      type,
      lvl0: page.area,
      lvl1: page.title,
      lvl2,
      lvl3,
      title: type === 'lvl1' ? page.title : type === 'lvl2' ? (lvl2 ?? '') : (lvl3 ?? ''),
      content: s.text,
      signature: s.signature ?? '',
      language: page.language,
      docusaurus_tag: page.tag,
      inbound: s.inbound ?? 0,
      kind: s.kind,
    };
  });
}

export interface RankedRecord {
  record: SearchRecord;
  score: number;
  /** Indexed terms the record matched (for highlighting). */
  terms: string[];
}

export interface LocalEngine {
  readonly records: readonly SearchRecord[];
  /** Ranked records for `query` (cleaned and cut to the documented limit), best first. */
  search(query: string, options?: { limit?: number; filter?: (record: SearchRecord) => boolean }): RankedRecord[];
  /** The same index searched with another query table (for tests of the table). */
  withTable(table: QueryTable): LocalEngine;
  /** The words of `query` worth marking in results (stop words left out). */
  markedWords(query: string): string[];
}

const FIELDS = ['title', 'parents', 'content'] as const;
type Field = (typeof FIELDS)[number];

function fieldText(record: SearchRecord, field: Field): string {
  switch (field) {
    case 'title':
      // An anchor that is not a word of the heading is the member's Lua name (__eq for "Equality ==").
      return record.anchor && !indexTokens(record.title).includes(record.anchor.toLowerCase()) && /^[\p{L}\p{N}_]+$/u.test(record.anchor)
        ? `${record.title} ${record.anchor}`
        : record.title;
    case 'parents':
      // The page and parent headings, so "Transform LookAt" finds the LookAt section of Transform.
      return [record.lvl0, record.type === 'lvl1' ? '' : record.lvl1, record.type === 'lvl3' ? record.lvl2 : '']
        .filter(Boolean)
        .join(' ');
    case 'content':
      // The signature's parameter names count as text (get object by name: GetObjectByName(name)).
      return record.signature ? `${record.signature} ${record.content}` : record.content;
  }
}

const fuzzyDistance = (term: string): number => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

const flat = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');

/** Weight of a word searched because the query table pairs it with a typed word. */
const ALSO_WEIGHT = 0.6;

/** Score factor of a result that matches every searched part of a query (others: coverage squared). */
const FULL_MATCH_BONUS = 1.5;

/** Score factor of a member of a class the query names (hide an object: Object#active, not Component#Active). */
const CLASS_MEMBER_BONUS = 1.5;

/** Score factor of a cross-reference (a type's "Used by" list of other classes' members). */
const CROSS_REFERENCE_FACTOR = 0.3;

const pageOf = (record: SearchRecord): string => record.url.split('#')[0]!;

/**
 * The class a record belongs to, lower-case (the title of its class page), or '' outside class
 * pages. A query word naming that class is explained by the page, not by the heading.
 */
function classKeys(records: readonly SearchRecord[]): string[] {
  const classOfPage = new Map<string, string>();
  for (const r of records) if (r.kind === SEARCH_KIND.classPage) classOfPage.set(pageOf(r), r.title.toLowerCase());
  return records.map((r) => classOfPage.get(pageOf(r)) ?? '');
}

type MiniQuery = Parameters<MiniSearch<SearchRecord>['search']>[0];

function partQuery(part: QueryPart): MiniQuery {
  const typed = part.words.join(' ');
  if (part.also.length === 0) return part.words.length === 1 ? typed : { combineWith: 'AND', queries: [typed] };
  return {
    combineWith: 'OR',
    queries: [
      { combineWith: 'AND', queries: [typed] },
      {
        combineWith: 'OR',
        queries: part.also.map((a) => ({ combineWith: 'AND', queries: [a] })),
        boostTerm: () => ALSO_WEIGHT,
        fuzzy: false,
        prefix: false,
      },
    ],
  };
}

export interface EngineOptions {
  /** Stop words, synonyms and meanings (default: synonyms.ts). */
  table?: QueryTable;
}

export function createEngine(records: readonly SearchRecord[], options: EngineOptions = {}): LocalEngine {
  const mini = new MiniSearch<SearchRecord>({
    idField: 'id',
    fields: [...FIELDS],
    extractField: (doc, field) => (field === 'id' ? String(doc.id) : fieldText(doc, field as Field)),
    tokenize: indexTokens,
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => queryTerms(text),
      processTerm: (term) => term,
    },
  });
  mini.addAll(records as SearchRecord[]);
  return searcher(mini, records, options.table ?? (defaultTable as QueryTable));
}

/** The search over a built index with one query table (the table works on queries only). */
function searcher(mini: MiniSearch<SearchRecord>, records: readonly SearchRecord[], table: QueryTable): LocalEngine {
  const understand = createQueryUnderstanding(table);
  const stopWords = new Set(table.stopWords);
  const classOf = classKeys(records);
  const classNames = new Set(classOf.filter(Boolean));
  // Per record, made on first use: ranking compares headings with every query, so split them once.
  const flatTitles: string[] = [];
  const flatAnchors: string[] = [];
  const titleWords: HeadingWords[] = [];

  function run(parts: QueryPart[], combineWith: 'AND' | 'OR', filter?: (r: SearchRecord) => boolean): SearchResult[] {
    return mini.search(
      { combineWith, queries: parts.map(partQuery) },
      {
        boost: { title: 6, parents: 2, content: 1 },
        fuzzy: (term) => fuzzyDistance(term),
        maxFuzzy: 2,
        prefix: (term) => term.length >= 2,
        weights: { fuzzy: 0.35, prefix: 0.5 },
        filter: filter ? (r) => filter(records[Number(r.id)]!) : undefined,
      },
    );
  }

  /** Ranked records for one reading of the query. */
  function rank(query: string, parts: QueryPart[], limit: number, filter?: (r: SearchRecord) => boolean): RankedRecord[] {
    const flatQuery = flat(query);
    // Parts that name an API class ("object", "camera"; "physics" through its synonym rigidbody).
    const namesClass = parts.map((p) => [...p.forms].filter((f) => classNames.has(f)));
    const rescore = (r: SearchResult, factor: number): RankedRecord => {
      const record = records[Number(r.id)]!;
      const cls = classOf[record.id]!;
      // In a member of a class the query names, that word is explained by the class, not the heading.
      const inNamedClass = cls !== '' && record.kind === SEARCH_KIND.member && parts.length > 1 && namesClass.some((names) => names.includes(cls));
      const headingParts = inNamedClass ? parts.filter((_, i) => !namesClass[i]!.includes(cls)) : parts;
      let score = r.score * factor;
      const title = (flatTitles[record.id] ??= flat(record.title));
      if (title === flatQuery || (flatAnchors[record.id] ??= flat(record.anchor)) === flatQuery) {
        score *= 4;
        if (record.title.replace(/\s+/g, '') === query.replace(/\s+/g, '')) score *= 1.5;
        // A page named like the query (the class Transform) before a member of that name.
        if (record.type === 'lvl1') score *= 1.5;
      } else if (flatQuery.length >= 3 && title.startsWith(flatQuery)) {
        // A prefix favours the completion closest in length (MouseBu: MouseButton, not MouseButtonDown).
        score *= 1.5 + flatQuery.length / title.length;
      } else if (parts.length > 1 || parts[0]!.words.length > 1 || parts[0]!.also.length > 0) {
        // A phrase that spells a heading (get object by name: GetObjectByName) ranks that section first.
        const match = headingWordsMatch((titleWords[record.id] ??= headingWords(record.title, stopWords)), headingParts);
        if (match > 0) score *= 1 + 3 * match * match;
      }
      if (inNamedClass) score *= CLASS_MEMBER_BONUS;
      // A cross-reference names other classes' members; it points to answers, it is none.
      if (record.kind === SEARCH_KIND.crossReference) score *= CROSS_REFERENCE_FACTOR;
      if (record.inbound > 0) score *= 1 + 0.15 * Math.log2(1 + record.inbound);
      return { record, score, terms: r.terms };
    };

    // Generic verbs are compared with headings only; the other parts are searched.
    const searched = parts.some((p) => !p.weak) ? parts.filter((p) => !p.weak) : parts;
    if (searched.length === 1) return run(searched, 'AND', filter).map((r) => rescore(r, 1)).sort((a, b) => b.score - a.score).slice(0, limit);
    // Several parts: a result matching more of them ranks higher, without hiding one that misses a
    // word (readers add words the page does not use: "set the position of an object").
    const termsOfPart = searched.map((p) => new Set(queryTerms([p.words.join(' '), ...p.also].join(' '))));
    return run(searched, 'OR', filter)
      .map((r) => {
        const matched = termsOfPart.filter((terms) => r.queryTerms.some((t) => terms.has(t))).length;
        const coverage = matched / searched.length;
        return rescore(r, coverage === 1 ? FULL_MATCH_BONUS : coverage * coverage);
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  return {
    records,
    withTable: (other) => searcher(mini, records, other),
    markedWords(query) {
      const words = queryTerms(normaliseQuery(query));
      const kept = words.filter((w) => !stopWords.has(w));
      return kept.length ? kept : words;
    },
    search(rawQuery, options = {}) {
      const limit = options.limit ?? 20;
      const query = normaliseQuery(rawQuery);
      const { parts, readings } = understand(query);
      if (parts.length === 0) return [];
      const ranked = rank(query, parts, limit, options.filter);
      if (readings.length === 0) return ranked;
      // An ambiguous query: the best results of each meaning take turns at the top, each from a page
      // not shown yet (a meaning whose best page is already there gives its turn away), then the rest.
      // Each meaning is ranked as if the reader had typed it (fps: "frame rate" finds Framerate Tips).
      const lists = [ranked, ...readings.map((r) => rank(r.query, r.parts, limit, options.filter))];
      const out: RankedRecord[] = [];
      const seen = new Set<number>();
      const pages = new Set<string>();
      for (let round = 0; round < 2; round++) {
        for (const list of lists) {
          const next = list.find((r) => !seen.has(r.record.id));
          if (next && !pages.has(pageOf(next.record))) {
            pages.add(pageOf(next.record));
            out.push(next);
            seen.add(next.record.id);
          }
        }
      }
      for (const r of lists.flat().sort((a, b) => b.score - a.score)) {
        if (!seen.has(r.record.id)) {
          out.push(r);
          seen.add(r.record.id);
        }
      }
      return out.slice(0, limit);
    },
  };
}
