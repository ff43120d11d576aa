import MiniSearch, { type SearchResult } from 'minisearch';
import { indexTokens, normaliseQuery, queryTerms } from './text';
import { INDEX_FORMAT_VERSION, type SearchIndexFile, type SearchRecord } from './types';

/**
 * The local search engine: MiniSearch over section records, with the ranking rules of the site
 * on top (chosen by measurement, see /work/drafts/search-notes.md and `npm run bench:search`):
 * - a record's own heading counts most, then its page and parent headings, then its body text;
 * - a query equal to a heading (a member name such as GetObjectByName) puts that section first,
 *   and an exact-case match beats a case twin (the class Transform before the property transform);
 * - typos are forgiven by edit distance (1 from 4 letters, 2 from 8) and every word may be a prefix;
 * - all words must match; only when that finds too little do results matching some words follow;
 * - a page named like the query outranks a member of that name; a prefix favours the shortest completion;
 * - how often the site links to a section breaks ties (e.g. between same-named members).
 */

/** Turns the compact index file into records. Throws on a file of another format. */
export function expandIndex(file: SearchIndexFile): SearchRecord[] {
  if (!file || file.v !== INDEX_FORMAT_VERSION || !Array.isArray(file.pages) || !Array.isArray(file.sections)) {
    throw new Error('Search index: unknown format');
  }
  return file.sections.map((s, id) => {
    const page = file.pages[s.p];
    if (!page) throw new Error(`Search index: section ${id} names a missing page`);
    const type = s.y === 1 ? 'lvl1' : s.y === 2 ? 'lvl2' : 'lvl3';
    const lvl2 = s.h2 ?? null;
    const lvl3 = s.y === 3 ? (s.h3 ?? null) : null;
    return {
      id,
      url: s.a ? `${page.u}#${s.a}` : page.u,
      anchor: s.a,
      type,
      lvl0: page.s,
      lvl1: page.t,
      lvl2,
      lvl3,
      title: type === 'lvl1' ? page.t : type === 'lvl2' ? (lvl2 ?? '') : (lvl3 ?? ''),
      content: s.c,
      language: page.l,
      docusaurus_tag: page.g,
      inbound: s.r ?? 0,
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
      return record.content;
  }
}

const fuzzyDistance = (term: string): number => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

const flat = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');

export function createEngine(records: readonly SearchRecord[]): LocalEngine {
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

  function run(terms: string[], combineWith: 'AND' | 'OR', filter?: (r: SearchRecord) => boolean): SearchResult[] {
    return mini.search(terms.join(' '), {
      boost: { title: 6, parents: 2, content: 1 },
      fuzzy: (term) => fuzzyDistance(term),
      maxFuzzy: 2,
      prefix: (term) => term.length >= 2,
      weights: { fuzzy: 0.35, prefix: 0.5 },
      combineWith,
      filter: filter ? (r) => filter(records[Number(r.id)]!) : undefined,
    });
  }

  return {
    records,
    search(rawQuery, options = {}) {
      const limit = options.limit ?? 20;
      const query = normaliseQuery(rawQuery);
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const flatQuery = flat(query);

      const rescore = (r: SearchResult, factor: number): RankedRecord => {
        const record = records[Number(r.id)]!;
        let score = r.score * factor;
        const title = flat(record.title);
        if (title === flatQuery || flat(record.anchor) === flatQuery) {
          score *= 4;
          if (record.title.replace(/\s+/g, '') === query.replace(/\s+/g, '')) score *= 1.5;
          // A page named like the query (the class Transform) before a member of that name.
          if (record.type === 'lvl1') score *= 1.5;
        } else if (flatQuery.length >= 3 && title.startsWith(flatQuery)) {
          // A prefix favours the completion closest in length (MouseBu: MouseButton, not MouseButtonDown).
          score *= 1.5 + flatQuery.length / title.length;
        }
        if (record.inbound > 0) score *= 1 + 0.15 * Math.log2(1 + record.inbound);
        return { record, score, terms: r.terms };
      };

      const ranked = run(terms, 'AND', options.filter).map((r) => rescore(r, 1));
      if (terms.length > 1 && ranked.length < limit) {
        const seen = new Set(ranked.map((r) => r.record.id));
        // Results matching only some words rank after every result matching all of them.
        const floor = ranked.reduce((min, r) => Math.min(min, r.score), Infinity);
        const partial = run(terms, 'OR', options.filter)
          .filter((r) => !seen.has(Number(r.id)))
          .map((r) => rescore(r, 0.5));
        const top = partial.reduce((max, r) => Math.max(max, r.score), 0);
        const scale = Number.isFinite(floor) && top >= floor ? (floor * 0.99) / top : 1;
        ranked.sort((a, b) => b.score - a.score);
        partial.forEach((r) => (r.score *= scale));
        partial.sort((a, b) => b.score - a.score);
        return [...ranked, ...partial].slice(0, limit);
      }
      return ranked.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
