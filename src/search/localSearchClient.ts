import { escapeHtml, highlight, normaliseQuery, type Highlighted } from './text';
import { INDEX_META_NAME, INDEX_SOURCE_ATTRIBUTES, type SearchClient, type SearchIndexFile, type SearchRecord } from './types';
import type { LocalEngine, RankedRecord } from './engine';

/**
 * A search client with the Algolia client's shape that answers from the index built with the
 * site, so the DocSearch modal and the /search page need no service. It understands the parts of
 * a search request DocSearch and the search page send (query, hitsPerPage, page, facetFilters,
 * attributesToSnippet) and returns DocSearch-shaped hits whose text fields are all HTML-escaped
 * (DocSearch renders them as HTML), with matches wrapped in <mark>.
 *
 * The index and the engine load on the first search only (a dynamic import and one fetch).
 * If either fails, the search rejects with an error named RetryError, which DocSearch shows as
 * "Unable to fetch results"; the next search tries again.
 */

export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SearchRecord['type'];
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  language: string;
  docusaurus_tag: string;
  /** An API member's signature line, escaped HTML with matches marked; null for other sections. */
  signature: string | null;
  _highlightResult: { hierarchy: Record<string, Highlighted>; content?: Highlighted };
  _snippetResult: { hierarchy: Record<string, Highlighted>; content?: Highlighted };
}

export interface LocalSearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
}

/** One entry of a search request, as DocSearch v4 and algoliasearch v5 send it. */
export interface LocalSearchRequest {
  indexName?: string;
  query?: string;
  params?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: unknown;
  attributesToSnippet?: unknown;
}

/** Most hits one request returns, whatever it asks for. */
const MAX_HITS = 1000;

/** One index file the page names: of one engine release (its id, label, docs tag and route base), or of the whole site. */
export interface IndexSource {
  url: string;
  release?: string;
  label?: string;
  tag?: string;
  base?: string;
}

/** The index files the current page names (production), the default first; else the given fallback (dev server). */
export function indexSources(fallback?: string): IndexSource[] {
  if (typeof document !== 'undefined') {
    const metas = Array.from(document.querySelectorAll<HTMLMetaElement>(`meta[name="${INDEX_META_NAME}"]`)).filter((m) => m.content);
    if (metas.length) {
      return metas.map((m) => {
        const source: IndexSource = { url: m.content };
        for (const [key, attribute] of Object.entries(INDEX_SOURCE_ATTRIBUTES)) {
          const value = m.getAttribute(attribute);
          if (value) source[key as keyof typeof INDEX_SOURCE_ATTRIBUTES] = value;
        }
        return source;
      });
    }
  }
  return fallback ? [{ url: fallback }] : [];
}

/** Every `docusaurus_tag:<tag>` a request's facet filters name, in order (negated ones aside). */
function tagsNamed(facetFilters: unknown): string[] {
  const flat = (Array.isArray(facetFilters) ? facetFilters : [facetFilters]).flat(2);
  return flat.flatMap((f) => (typeof f === 'string' && f.startsWith('docusaurus_tag:') ? [f.slice('docusaurus_tag:'.length)] : []));
}

/**
 * The indexes a request searches: those whose release's docs tag its facet filters name, in the
 * order named (contextual search names the reader's release; "search both" names both, the
 * reader's first). A request naming no release's tag searches the default index.
 */
export function sourcesFor(sources: readonly IndexSource[], facetFilters: unknown): IndexSource[] {
  const chosen: IndexSource[] = [];
  for (const tag of tagsNamed(facetFilters)) {
    const source = sources.find((s) => s.tag === tag);
    if (source && !chosen.includes(source)) chosen.push(source);
  }
  return chosen.length ? chosen : sources.slice(0, 1);
}

/** DocSearch shows its "Unable to fetch results" screen for errors of this name. */
function retryError(message: string): Error {
  // Not a subclass: the site build compiles classes loosely and a subclass of Error loses its name.
  return Object.assign(new Error(message), { name: 'RetryError' });
}

/** Turns Algolia facetFilters (AND of ORs, "-attr:value" negates) into a record predicate. */
export function facetPredicate(facetFilters: unknown): ((r: SearchRecord) => boolean) | undefined {
  if (facetFilters === undefined || facetFilters === null) return undefined;
  const groups: unknown[] = Array.isArray(facetFilters) ? facetFilters : [facetFilters];
  const value = (r: SearchRecord, attr: string): string | undefined => {
    switch (attr) {
      case 'language':
        return r.language;
      case 'docusaurus_tag':
        return r.docusaurus_tag;
      case 'type':
        return r.type;
      case 'hierarchy.lvl0':
        return r.lvl0;
      case 'hierarchy.lvl1':
        return r.lvl1;
      default:
        return undefined;
    }
  };
  const test = (r: SearchRecord, filter: unknown): boolean => {
    if (typeof filter !== 'string') return false;
    const negate = filter.startsWith('-');
    const body = negate ? filter.slice(1) : filter;
    const colon = body.indexOf(':');
    if (colon < 0) return false;
    const matches = value(r, body.slice(0, colon)) === body.slice(colon + 1);
    return negate ? !matches : matches;
  };
  const parsed = groups.map((g) => (Array.isArray(g) ? g : [g]));
  if (parsed.length === 0) return undefined;
  return (r) => parsed.every((group) => group.some((f) => test(r, f)));
}

function snippetWords(attributesToSnippet: unknown): number {
  if (Array.isArray(attributesToSnippet)) {
    for (const a of attributesToSnippet) {
      const m = typeof a === 'string' ? /^content:(\d+)$/.exec(a) : null;
      if (m) return Math.min(60, Math.max(5, Number(m[1])));
    }
  }
  return 20;
}

/**
 * The first sentence of a section's text (an API member's text starts with its summary), cut to
 * `words` words: what a result shows as its answer, instead of a window of raw page text.
 */
export function firstSentence(text: string, words = 40): string {
  const m = /^.*?[.!?:](?=\s+[\p{Lu}\p{N}`"“(]|\s*$)/u.exec(text);
  const sentence = (m ? m[0] : text).split(' ');
  return sentence.length > words ? `${sentence.slice(0, words).join(' ')} …` : sentence.join(' ');
}

/** Builds a DocSearch hit from a ranked record. Every text field is escaped HTML. */
export function toHit(ranked: RankedRecord, terms: readonly string[], words = 20): LocalHit {
  const r = ranked.record;
  // Highlight what the record matched (typo and prefix matches included) and the typed words.
  // Array.from, not spread: the site build compiles spread of iterables loosely (arrays only).
  const marks = Array.from(new Set(ranked.terms.concat(terms)));
  const count = terms.length;
  const levels = { lvl0: r.lvl0, lvl1: r.lvl1, lvl2: r.lvl2, lvl3: r.lvl3 } as const;
  const hl: Record<string, Highlighted> = {};
  for (const [k, v] of Object.entries(levels)) if (v !== null) hl[k] = highlight(v, marks, count);
  const hash = r.url.indexOf('#');
  // What the result shows under its heading: a member's signature and summary, else the first sentence.
  const lead = r.content ? highlight(firstSentence(r.content, words), marks, count) : undefined;
  const signature = r.signature ? highlight(r.signature, marks, count) : undefined;
  const snippetHierarchy = { ...hl };
  if (r.type !== 'lvl1' && hl.lvl1 && (signature || lead)) {
    // The modal shows lvl1 of a section hit as its second line: make that line the answer.
    const pieces = [signature, lead].filter((h): h is Highlighted => h !== undefined);
    const matchedWords = Array.from(new Set(pieces.flatMap((h) => h.matchedWords)));
    snippetHierarchy.lvl1 = {
      value: pieces.map((h) => h.value).join(' — '),
      matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length >= count ? 'full' : 'partial',
      matchedWords,
    };
  }
  return {
    objectID: String(r.id),
    url: r.url,
    url_without_anchor: hash < 0 ? r.url : r.url.slice(0, hash),
    anchor: hash < 0 ? null : r.url.slice(hash + 1),
    type: r.type,
    content: r.content ? escapeHtml(r.content) : null,
    hierarchy: {
      lvl0: escapeHtml(r.lvl0),
      lvl1: escapeHtml(r.lvl1),
      lvl2: r.lvl2 === null ? null : escapeHtml(r.lvl2),
      lvl3: r.lvl3 === null ? null : escapeHtml(r.lvl3),
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    language: r.language,
    docusaurus_tag: r.docusaurus_tag,
    signature: signature ? signature.value : null,
    _highlightResult: { hierarchy: hl, ...(r.content ? { content: highlight(r.content, marks, count) } : {}) },
    _snippetResult: { hierarchy: snippetHierarchy, ...(lead ? { content: lead } : {}) },
  };
}

function queryOf(req: LocalSearchRequest): string {
  if (typeof req.query === 'string') return req.query;
  if (typeof req.params === 'string') return new URLSearchParams(req.params).get('query') ?? '';
  return '';
}

/** A loaded index and the release it is of (none for a site without releases). */
export interface SearchSource {
  engine: LocalEngine;
  source?: IndexSource;
}

/** A record's entry inside its release (`/Scene#Find` of `/api/2026-07/Scene#Find`), or undefined for a page no release owns. */
function entryOf(record: SearchRecord, source: IndexSource | undefined): string | undefined {
  if (!source?.tag || !source.base || record.docusaurus_tag !== source.tag) return undefined;
  return record.url.startsWith(`${source.base}/`) ? record.url.slice(source.base.length) : undefined;
}

/**
 * The ranked records of several releases' indexes as one list. The first source is the reader's
 * release: a page every index holds (the manual) comes from it alone, and an entry both releases
 * have ranks the reader's release's first. With more than one source, a hit of a release's own
 * pages names its release in its area (`Core · July 2026`), so each result shows where it is.
 */
export function mergeRanked(lists: ReadonlyArray<{ ranked: RankedRecord[]; source?: IndexSource }>): RankedRecord[] {
  if (lists.length === 1) return lists[0]!.ranked;
  const seen = new Set<string>();
  const firstScore = new Map<string, number>();
  const merged: RankedRecord[] = [];
  lists.forEach(({ ranked, source }, i) => {
    for (const r of ranked) {
      if (seen.has(r.record.url)) continue;
      seen.add(r.record.url);
      const entry = entryOf(r.record, source);
      let score = r.score;
      if (entry !== undefined) {
        if (i === 0) firstScore.set(entry, r.score);
        // Just below the reader's release's same entry, never above it.
        else if (firstScore.has(entry)) score = Math.min(score, firstScore.get(entry)! * 0.999);
      }
      const record = entry !== undefined && source?.label ? { ...r.record, lvl0: `${r.record.lvl0} · ${source.label}` } : r.record;
      merged.push({ ...r, record, score });
    }
  });
  return merged.sort((a, b) => b.score - a.score);
}

/** Answers one request from loaded engines, the reader's release's first (exported for tests and the benchmark). */
export function answer(engines: LocalEngine | readonly SearchSource[], req: LocalSearchRequest): LocalSearchResponse {
  const started = Date.now();
  const query = normaliseQuery(queryOf(req));
  const hitsPerPage = Math.min(MAX_HITS, Math.max(1, Math.floor(Number(req.hitsPerPage) || 20)));
  const page = Math.max(0, Math.floor(Number(req.page) || 0));
  const sources: readonly SearchSource[] = Array.isArray(engines) ? engines : [{ engine: engines as LocalEngine }];
  const filter = facetPredicate(req.facetFilters);
  const ranked = mergeRanked(sources.map(({ engine, source }) => ({ ranked: engine.search(query, { limit: MAX_HITS, filter }), source })));
  const terms = sources[0]!.engine.markedWords(query);
  const words = snippetWords(req.attributesToSnippet);
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => toHit(r, terms, words));
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: req.indexName ?? 'local',
  };
}

const engines = new Map<string, Promise<LocalEngine>>();

/** Fetches and parses the index once per URL; a failed load is forgotten so the next search retries. */
export function loadEngine(indexUrl: string, fetchImpl: typeof fetch = fetch): Promise<LocalEngine> {
  let pending = engines.get(indexUrl);
  if (!pending) {
    pending = (async () => {
      const [response, { createEngine, expandIndex }] = await Promise.all([fetchImpl(indexUrl), import('./engine')]);
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      const file = (await response.json()) as SearchIndexFile;
      return createEngine(expandIndex(file));
    })();
    engines.set(indexUrl, pending);
    pending.catch(() => engines.delete(indexUrl));
  }
  return pending;
}

export function createLocalSearchClient(fallbackIndexUrl?: string, fetchImpl?: typeof fetch): SearchClient {
  const search = async (request: { requests?: LocalSearchRequest[] } | LocalSearchRequest[]) => {
    const requests = Array.isArray(request) ? request : (request?.requests ?? []);
    const sources = indexSources(fallbackIndexUrl);
    // Each request loads only the indexes its filters name: another release's only when asked for.
    const load = async (req: LocalSearchRequest): Promise<SearchSource[]> => {
      const chosen = sourcesFor(sources, req.facetFilters);
      if (!chosen.length) throw new Error('Search index: no index URL');
      return Promise.all(chosen.map(async (source) => ({ engine: await loadEngine(source.url, fetchImpl ?? fetch), source })));
    };
    let loaded: SearchSource[][];
    try {
      loaded = await Promise.all(requests.map((req) => load(req ?? {})));
    } catch (error) {
      throw retryError(error instanceof Error ? error.message : String(error));
    }
    return { results: requests.map((req, i) => answer(loaded[i]!, req ?? {})) };
  };
  // The DocSearch client type is Algolia's full client; this object implements the part DocSearch
  // and the search page call (search), plus the agent hooks DocSearch touches on creation.
  return {
    search,
    addAlgoliaAgent: () => undefined,
    transporter: { algoliaAgent: { value: 'atomontage-local-search', add: () => undefined } },
  } as unknown as SearchClient;
}
