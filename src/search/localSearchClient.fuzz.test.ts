import { test, expect } from '@playwright/test';
import type { LocalSearchRequest } from './localSearchClient';
import { fixtureIndexJson, installFetch, jsonResponse, responseProblems, searchOf } from './test-fixtures';

/**
 * 10,000 random queries against the local search client (the fixture index of
 * tests/fixtures/search/site, served through a stand-in for fetch): none may throw, and every
 * response must be well-formed with all hit text escaped (responseProblems: no markup but <mark>
 * pairs, highlights that reproduce their field, hierarchy and url consistent).
 * The queries come from seeded generators, so a failure names the seed and query index to replay;
 * they run as SHARDS tests of their own seed and share, so that the workers share the work.
 */

const SEED = 0x5eed_2024;
const QUERIES = 10_000;
const SHARDS = 4;
const PER_SHARD = QUERIES / SHARDS;
/** Every LONG_EVERY-th query is LONG_LENGTH characters, the rest 0 to 300. */
const LONG_EVERY = 1_000;
const LONG_LENGTH = 10_000;

/** mulberry32: a small, well-mixed 32-bit PRNG; the same seed always gives the same sequence. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const chars = (s: string): string[] => Array.from(s);
/** Kinds of pieces a query is made of, with how often each is picked. */
const POOLS: Array<[weight: number, pieces: string[]]> = [
  // Words of the fixture index, so that many queries have hits to highlight.
  [24, ['Transform', 'LookAt', 'lookat', 'pos', 'localPos', 'script', 'Scripts', 'mark', 'alert', 'GetObjectByName', 'GetObj', 'WorldToLoc', 'Lua', 'gravity', 'gravty', 'Escaping', 'quotes', 'w040', '__eq', 'object', 'Simple', 'Physics', 'console', 'Skripte', 'the', 'b', 'lt', 'amp', 'quot']],
  [18, chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')],
  [6, chars('0123456789')],
  [14, [' ', ' ', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2028', '\u3000', '\u200b', '\ufeff']],
  [8, chars('.*+?^${}()|[]\\/-')],
  [8, ['<', '>', '&', '"', "'", '<mark>', '</mark>', '<b>', '<script>', '</script>', '&amp;', '&lt;', '&#039;', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>']],
  [5, ['😀', '👩‍👩‍👧', '🇩🇪', '🏳️‍🌈', '𝔘𝔫𝔦', '𠀀𠀁', '\u{10ffff}', '\u{1f600}\u{1f3fd}']],
  [3, ['\ud800', '\udbff', '\udc00', '\udfff', '\ud83d', '\ude00x']],
  [5, [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\u007f', '\u0085', '\u200e', '\u200f', '\u202e', '\u2066', '\u2069']],
  [5, ['مرحبا', 'שלום', 'سكربت Lua', 'עברית', '\u202eLookAt', 'ڪ٣']],
  [4, ['İ', 'ı', 'ß', 'ẞ', 'ﬃ', 'Ǆ', 'é', 'e\u0301', 'Σ', 'ς', '①', 'Ⅻ', '_', '__', '___index']],
];
const TOTAL_WEIGHT = POOLS.reduce((sum, [w]) => sum + w, 0);

function generator(seed: number) {
  const random = prng(seed);
  const int = (n: number): number => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const piece = (): string => {
    let r = random() * TOTAL_WEIGHT;
    for (const [w, pieces] of POOLS) {
      if ((r -= w) < 0) return pick(pieces);
    }
    return pick(POOLS[0]![1]);
  };
  const query = (i: number): string => {
    const length = i % LONG_EVERY === LONG_EVERY - 1 ? LONG_LENGTH : int(301);
    let q = '';
    while (q.length < length) q += piece();
    return q.slice(0, length); // may split a surrogate pair: more lone surrogates
  };
  const FILTERS: unknown[] = [
    ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    ['language:de'],
    ['-language:en'],
    'docusaurus_tag:default',
    [],
    [[]],
    [{}],
    null,
    'language',
    [['type:lvl3', 'type:lvl2'], '-hierarchy.lvl0:API'],
  ];
  const request = (i: number): LocalSearchRequest => {
    const q = query(i);
    const req: LocalSearchRequest = { indexName: 'docs', query: q };
    if (i % 5 === 0) req.facetFilters = pick(FILTERS);
    if (i % 7 === 0) Object.assign(req, { hitsPerPage: pick([1, 3, 20, 100, 0, -1, 1e9, Number.NaN, '7']), page: pick([0, 1, 2, 50, -3, 1.5]) });
    if (i % 11 === 0) req.attributesToSnippet = pick([['content:1'], ['content:8'], ['content:500'], ['content:x'], 'content:5', [42]]);
    if (i % 13 === 0) {
      delete req.query;
      req.params = new URLSearchParams({ query: q, hitsPerPage: '5' }).toString();
    }
    return req;
  };
  return { request };
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

for (let shard = 0; shard < SHARDS; shard++) {
  test(`random queries ${shard * PER_SHARD + 1}–${(shard + 1) * PER_SHARD} of ${QUERIES}: no exception, every response well-formed and escaped`, async () => {
    test.setTimeout(180_000); // a generous ceiling for a loaded 2-core machine; no timing is asserted
    const seed = SEED + shard;
    // Its own index URL: the client keeps a loaded index per URL, and shards share a worker.
    const INDEX_URL = `/assets/search/index.fuzz-${shard}.json`;
    const json = fixtureIndexJson();
    const server = installFetch((url) => (url === INDEX_URL ? jsonResponse(json) : new Response('', { status: 404 })));
    try {
      const search = searchOf(INDEX_URL);
      const { request } = generator(seed);
      const failures: string[] = [];
      let withHits = 0;
      let hits = 0;
      let longest = 0;
      for (let i = 0; i < PER_SHARD && failures.length < 10; i++) {
        const req = request(i);
        const raw = req.query ?? new URLSearchParams(req.params).get('query') ?? '';
        longest = Math.max(longest, raw.length);
        const where = `seed ${seed}, query ${i} (${raw.length} chars): ${JSON.stringify(raw.slice(0, 120))}`;
        try {
          const { results } = await search({ requests: [req] });
          const response = results[0]!;
          const problems = results.length === 1 ? responseProblems(response) : [`${results.length} results for one request`];
          // The cut to the query limit never splits a surrogate pair the user typed.
          if (!LONE_SURROGATE.test(raw) && LONE_SURROGATE.test(response.query)) problems.push('the cut split a surrogate pair');
          if (problems.length) failures.push(`${where}\n  ${problems.slice(0, 5).join('\n  ')}`);
          if (response.hits.length > 0) withHits++;
          hits += response.hits.length;
        } catch (error) {
          failures.push(`${where}\n  threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
        }
      }
      expect(failures).toEqual([]);
      // The run exercised what it claims: long queries, and enough hits to check highlighting on.
      expect(longest).toBe(LONG_LENGTH);
      expect(withHits).toBeGreaterThan(PER_SHARD / 4);
      expect(hits).toBeGreaterThan(PER_SHARD);
      expect(server.calls).toEqual([INDEX_URL]);
    } finally {
      server.restore();
    }
  });
}
