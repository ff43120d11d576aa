import nodeModule from 'node:module';
import path from 'node:path';
import url from 'node:url';
import { buildIndexFromOutput } from '../../plugins/local-search/index';
import { createLocalSearchClient, type LocalHit, type LocalSearchRequest, type LocalSearchResponse } from './localSearchClient';
import { MAX_QUERY_LENGTH } from './text';

/** Shared by the search unit tests: the fixture site, a fetch stand-in, and a check of response shape. */

/**
 * The client loads the engine with import('./engine'). On Node < 22.15 (no module.registerHooks)
 * Playwright's asynchronous TypeScript loader compiles a .ts file reached through import() as an ES
 * module but declares it CommonJS in a package without "type": "module", so that import fails under
 * the test runner only (webpack and tsx load it fine). This hook, registered after Playwright's and
 * so asked first, declares such output of src/search an ES module, and serves the JSON the engine
 * imports (synonyms.json) as a module. Newer Node needs nothing.
 */
const LOADER_FIX = `
import { readFileSync } from 'node:fs';
export async function load(url, context, nextLoad) {
  if (url.startsWith(${JSON.stringify(url.pathToFileURL(path.resolve(__dirname, '.')).href + '/')}) && /\\.json$/.test(url)) {
    // The engine imports its query table (synonyms.json) the way webpack allows, without an import attribute.
    return { format: 'module', source: 'export default ' + readFileSync(new URL(url), 'utf8'), shortCircuit: true };
  }
  const result = await nextLoad(url, context);
  const source = typeof result.source === 'string' ? result.source : result.source ? new TextDecoder().decode(result.source) : '';
  if (result.format === 'commonjs' && url.startsWith(${JSON.stringify(url.pathToFileURL(path.resolve(__dirname, '.')).href + '/')}) && /\\.ts$/.test(url) && /^(?:import|export) /m.test(source)) {
    return { ...result, format: 'module' };
  }
  return result;
}`;
const installed = Symbol.for('atomontage.search-tests.loader-fix');
const g = globalThis as { [installed]?: boolean };
if (!g[installed] && !('registerHooks' in nodeModule) && !process.env.PW_DISABLE_TS_ESM) {
  nodeModule.register(`data:text/javascript,${encodeURIComponent(LOADER_FIX)}`);
  g[installed] = true;
}

export const SEARCH_FIXTURES = path.resolve(__dirname, '../../tests/fixtures/search');
/** A miniature build output (tests/fixtures/search/site), read the way postBuild reads build/. */
export const FIXTURE_SITE = path.join(SEARCH_FIXTURES, 'site');

/** The fixture site's test-only pages, left out as the test build leaves out its own. */
export const FIXTURE_IGNORED = ['/__test__'];

/** The index file the production build would write for the fixture site, serialised as it ships. */
export function fixtureIndexJson(): string {
  return JSON.stringify(buildIndexFromOutput(FIXTURE_SITE, '/', FIXTURE_IGNORED));
}

export function jsonResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

export interface FetchMock {
  /** Every URL fetched, in order. */
  calls: string[];
  restore(): void;
}

/** Replaces globalThis.fetch (which the client uses when given no fetch of its own) until restore(). */
export function installFetch(handler: (url: string) => Response | Promise<Response>): FetchMock {
  const original = globalThis.fetch;
  const calls: string[] = [];
  globalThis.fetch = (async (input: unknown) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url);
    return handler(url);
  }) as typeof fetch;
  return { calls, restore: () => void (globalThis.fetch = original) };
}

export type SearchFn = (request: { requests: LocalSearchRequest[] } | LocalSearchRequest[]) => Promise<{ results: LocalSearchResponse[] }>;

/** The client's search function with the request and response types it actually implements. */
export function searchOf(indexUrl?: string, fetchImpl?: typeof fetch): SearchFn {
  return createLocalSearchClient(indexUrl, fetchImpl).search as unknown as SearchFn;
}

// escapeHtml's output: no markup characters left, every & starts one of its entities.
const ENTITY = /&(?:amp|lt|gt|quot|#039);/g;
const isEscaped = (s: string): boolean => !/[<>"'&]/.test(s.replace(ENTITY, ''));

/** Removes <mark> pairs, or returns null when the tags are unbalanced, nested or empty. */
function unmark(value: string): string | null {
  const parts = value.split(/(<\/?mark>)/);
  let open = false;
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '<mark>') {
      if (open || parts[i + 1] === '') return null;
      open = true;
    } else if (part === '</mark>') {
      if (!open) return null;
      open = false;
    } else out += part;
  }
  return open ? null : out;
}

interface HighlightLike {
  value: unknown;
  matchLevel: unknown;
  matchedWords: unknown;
}

function checkHighlight(where: string, h: HighlightLike | undefined, escapedText: string | null, isSnippet: boolean, problems: string[]): void {
  if (escapedText === null) {
    if (h !== undefined) problems.push(`${where}: present for a null field`);
    return;
  }
  if (!h || typeof h.value !== 'string') return void problems.push(`${where}: missing`);
  const text = unmark(h.value);
  if (text === null) return void problems.push(`${where}: unbalanced <mark> in ${JSON.stringify(h.value)}`);
  if (!isEscaped(text)) problems.push(`${where}: unescaped markup in ${JSON.stringify(h.value)}`);
  const marked = h.value.includes('<mark>');
  if (!['none', 'partial', 'full'].includes(h.matchLevel as string) || (h.matchLevel === 'none') === marked) {
    problems.push(`${where}: matchLevel ${String(h.matchLevel)} with${marked ? '' : 'out'} marks`);
  }
  if (!Array.isArray(h.matchedWords) || h.matchedWords.some((w) => typeof w !== 'string' || w !== w.toLowerCase())) {
    problems.push(`${where}: matchedWords ${JSON.stringify(h.matchedWords)}`);
  }
  if (!isSnippet && text !== escapedText) problems.push(`${where}: text ${JSON.stringify(text)} differs from the field ${JSON.stringify(escapedText)}`);
  if (isSnippet && !escapedText.includes(text.replace(/^… /, '').replace(/ …$/, ''))) {
    problems.push(`${where}: snippet ${JSON.stringify(text)} is not part of ${JSON.stringify(escapedText)}`);
  }
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A section hit's answer line: its signature and/or the start of its text, or its page title when it has neither. */
function checkAnswerLine(where: string, h: HighlightLike | undefined, hit: LocalHit, problems: string[]): void {
  const signature = hit.signature === null ? null : unmark(hit.signature);
  if (signature === null && hit.content === null) return checkHighlight(where, h, hit.hierarchy.lvl1, false, problems);
  checkHighlight(where, h, (h && unmark(String(h.value))) ?? '', false, problems);
  const text = h && typeof h.value === 'string' ? unmark(h.value) : null;
  if (text === null) return;
  for (const piece of text.split(' — ')) {
    const ok = piece === signature || (hit.content ?? '').includes(piece.replace(/ …$/, ''));
    if (!ok) problems.push(`${where}: ${JSON.stringify(piece)} is neither the signature nor part of the content`);
  }
}

/** Everything wrong with one hit (empty when it is a well-formed DocSearch hit with escaped text). */
export function hitProblems(hit: LocalHit, where = 'hit'): string[] {
  const problems: string[] = [];
  if (typeof hit.objectID !== 'string' || hit.objectID === '') problems.push(`${where}: objectID`);
  if (typeof hit.url !== 'string' || !hit.url.startsWith('/')) problems.push(`${where}: url ${hit.url}`);
  if (hit.url !== hit.url_without_anchor + (hit.anchor === null ? '' : `#${hit.anchor}`)) problems.push(`${where}: url and anchor disagree`);
  if (!['lvl1', 'lvl2', 'lvl3'].includes(hit.type)) problems.push(`${where}: type ${hit.type}`);
  if (typeof hit.language !== 'string' || typeof hit.docusaurus_tag !== 'string') problems.push(`${where}: facets`);
  const keys = Object.keys(hit.hierarchy ?? {}).sort();
  if (keys.join() !== LEVELS.join()) problems.push(`${where}: hierarchy keys ${keys.join()}`);
  for (const lvl of LEVELS) {
    const v = hit.hierarchy?.[lvl];
    if (v !== null && (typeof v !== 'string' || !isEscaped(v))) problems.push(`${where}: hierarchy.${lvl} ${JSON.stringify(v)}`);
  }
  if (typeof hit.hierarchy?.lvl0 !== 'string' || typeof hit.hierarchy?.lvl1 !== 'string') problems.push(`${where}: lvl0/lvl1 missing`);
  if (hit.hierarchy?.lvl4 !== null || hit.hierarchy?.lvl5 !== null || hit.hierarchy?.lvl6 !== null) problems.push(`${where}: lvl4-6 not null`);
  // The type names the record's own level: a page head has no anchor and no lvl2, an h2 section has
  // its lvl2 and no lvl3, an h3 section its lvl3 (and lvl2 unless it comes before the first h2).
  const lvl2 = hit.hierarchy?.lvl2 ?? null;
  const lvl3 = hit.hierarchy?.lvl3 ?? null;
  if (hit.type === 'lvl1' && (hit.anchor !== null || lvl2 !== null || lvl3 !== null)) problems.push(`${where}: page head with anchor or lvl2/lvl3`);
  if (hit.type === 'lvl2' && (hit.anchor === null || lvl2 === null || lvl3 !== null)) problems.push(`${where}: h2 section without anchor or lvl2, or with lvl3`);
  if (hit.type === 'lvl3' && (hit.anchor === null || lvl3 === null)) problems.push(`${where}: h3 section without anchor or lvl3`);
  if (hit.content !== null && (typeof hit.content !== 'string' || hit.content === '' || !isEscaped(hit.content))) {
    problems.push(`${where}: content ${JSON.stringify(hit.content)}`);
  }
  for (const [name, result] of [
    ['_highlightResult', hit._highlightResult],
    ['_snippetResult', hit._snippetResult],
  ] as const) {
    if (!result || typeof result !== 'object') {
      problems.push(`${where}: ${name} missing`);
      continue;
    }
    for (const lvl of LEVELS) {
      if (name === '_snippetResult' && lvl === 'lvl1' && hit.type !== 'lvl1') {
        // The modal's second line of a section hit: its answer (signature — first sentence).
        checkAnswerLine(`${where}.${name}.hierarchy.lvl1`, result.hierarchy.lvl1, hit, problems);
        continue;
      }
      // Hierarchy levels are highlighted whole in both results, never cut.
      checkHighlight(`${where}.${name}.hierarchy.${lvl}`, result.hierarchy[lvl], hit.hierarchy[lvl], false, problems);
    }
    checkHighlight(`${where}.${name}.content`, result.content, hit.content, name === '_snippetResult', problems);
  }
  return problems;
}

/** Everything wrong with one response to one request (hits checked with hitProblems). */
export function responseProblems(response: LocalSearchResponse): string[] {
  const problems: string[] = [];
  if (!response || !Array.isArray(response.hits)) return ['hits is not an array'];
  const { hits, nbHits, hitsPerPage, nbPages, page, query } = response;
  if (!Number.isInteger(nbHits) || nbHits < hits.length) problems.push(`nbHits ${nbHits} for ${hits.length} hits`);
  if (!Number.isInteger(hitsPerPage) || hitsPerPage < 1 || hits.length > hitsPerPage) problems.push(`hitsPerPage ${hitsPerPage}`);
  if (nbPages !== Math.ceil(nbHits / hitsPerPage)) problems.push(`nbPages ${nbPages}`);
  if (typeof page !== 'number' || page < 0) problems.push(`page ${page}`);
  if (typeof query !== 'string' || Array.from(query).length > MAX_QUERY_LENGTH || query !== query.trim()) problems.push(`query ${JSON.stringify(query)}`);
  if (new Set(hits.map((h) => h.objectID)).size !== hits.length) problems.push('the same record twice');
  hits.forEach((hit, i) => problems.push(...hitProblems(hit, `hits[${i}]`)));
  return problems;
}
