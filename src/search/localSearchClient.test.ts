import { test, expect } from '@playwright/test';
import type { LocalHit, LocalSearchRequest, LocalSearchResponse } from './localSearchClient';
import { escapeHtml, MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from './text';
import { INDEX_FORMAT_VERSION, INDEX_META_NAME } from './types';
import { fixtureIndexJson, hitProblems, installFetch, jsonResponse, responseProblems, searchOf, type FetchMock } from './test-fixtures';

/**
 * The local search client (src/search/localSearchClient.ts over src/search/engine.ts) as DocSearch
 * and the /search page use it: an index built from tests/fixtures/search/site by the build's own
 * functions, served through a stand-in for fetch.
 */

const INDEX_JSON = fixtureIndexJson();
const INDEX_URL = '/assets/search/index.fixture.json';

let server: FetchMock;
test.beforeEach(() => {
  server = installFetch((url) => (url === INDEX_URL ? jsonResponse(INDEX_JSON) : new Response('Not found', { status: 404 })));
});
test.afterEach(() => server.restore());

/** What DocSearch 4.7 sends for one keystroke (its defaults, with the site's contextual filters). */
const DOCSEARCH_REQUEST: LocalSearchRequest = {
  indexName: 'docs',
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  hitsPerPage: 20,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

async function search(query: unknown, extra: Partial<LocalSearchRequest> = {}): Promise<LocalSearchResponse> {
  const { results } = await searchOf(INDEX_URL)({ requests: [{ indexName: 'docs', query: query as string, ...extra }] });
  expect(results).toHaveLength(1);
  expect(responseProblems(results[0]!)).toEqual([]);
  return results[0]!;
}

const urls = (r: LocalSearchResponse): string[] => r.hits.map((h) => h.url);
const firstUrl = async (query: string, extra?: Partial<LocalSearchRequest>): Promise<string | undefined> => urls(await search(query, extra))[0];
const hitAt = (r: LocalSearchResponse, url: string): LocalHit => {
  const hit = r.hits.find((h) => h.url === url);
  if (!hit) throw new Error(`no hit for ${url} in ${urls(r).join(', ')}`);
  return hit;
};

test.describe('DocSearch hits', () => {
  test('a member section: hierarchy lvl0 to lvl6, escaped content, url with anchor, highlight and snippet', async () => {
    const response = await search('LookAt', DOCSEARCH_REQUEST);
    expect(response).toMatchObject({ page: 0, hitsPerPage: 20, query: 'LookAt', index: 'docs', exhaustiveNbHits: true, params: '' });
    expect(typeof response.processingTimeMS).toBe('number');
    const none = (value: string) => ({ value, matchLevel: 'none', matchedWords: [] });
    const hierarchyMarks = {
      lvl0: none('Scene and objects'),
      lvl1: none('Transform'),
      lvl2: none('Methods'),
      lvl3: { value: '<mark>LookAt</mark>', matchLevel: 'full', matchedWords: ['lookat'] },
    };
    const lead = { value: 'Rotates the transform to face a world-space point.', matchLevel: 'none', matchedWords: [] };
    const signature = 'transform:<mark>LookAt</mark>(target: Vec3)';
    expect(response.hits[0]).toEqual({
      objectID: expect.any(String),
      url: '/api/Transform#LookAt',
      url_without_anchor: '/api/Transform',
      anchor: 'LookAt',
      type: 'lvl3',
      // The signature line is kept apart from the text, which starts with the summary.
      content: 'Rotates the transform to face a world-space point.',
      signature,
      hierarchy: { lvl0: 'Scene and objects', lvl1: 'Transform', lvl2: 'Methods', lvl3: 'LookAt', lvl4: null, lvl5: null, lvl6: null },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      _highlightResult: { hierarchy: hierarchyMarks, content: lead },
      // The modal's second line of a member hit: its signature and its summary.
      _snippetResult: {
        hierarchy: { ...hierarchyMarks, lvl1: { value: `${signature} — ${lead.value}`, matchLevel: 'full', matchedWords: ['lookat'] } },
        content: lead,
      },
    });
  });

  test('a page head: type lvl1, no anchor, no lvl2 or lvl3', async () => {
    const hit = (await search('Simple Physics')).hits[0]!;
    expect(hit).toMatchObject({
      url: '/manual/scripting/examples/Simple%20Physics',
      url_without_anchor: '/manual/scripting/examples/Simple%20Physics',
      anchor: null,
      type: 'lvl1',
      content: 'A falling box.',
      hierarchy: { lvl0: 'Scripting', lvl1: 'Simple Physics', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
    expect(hit._highlightResult.hierarchy).toEqual({
      lvl0: { value: 'Scripting', matchLevel: 'none', matchedWords: [] },
      lvl1: { value: '<mark>Simple</mark> <mark>Physics</mark>', matchLevel: 'full', matchedWords: ['simple', 'physics'] },
    });
  });

  test('an h2 section: type lvl2 with lvl2 and no lvl3', async () => {
    const hit = (await search('gravity')).hits[0]!;
    expect(hit).toMatchObject({
      url: '/manual/scripting/examples/Simple%20Physics#gravity',
      anchor: 'gravity',
      type: 'lvl2',
      hierarchy: { lvl1: 'Simple Physics', lvl2: 'Gravity', lvl3: null },
    });
  });

  test('a section without body text has content null and no content highlight', async () => {
    const hit = hitAt(await search('Methods'), '/api/Transform#methods');
    expect(hit.content).toBeNull();
    expect(hit._highlightResult.content).toBeUndefined();
    expect(hit._snippetResult.content).toBeUndefined();
  });
});

test('the well-formedness check used here and by the fuzz test catches broken hits', async () => {
  const good = (await search('LookAt')).hits[0]!;
  expect(hitProblems(good)).toEqual([]);
  const broken = (change: (h: LocalHit) => void): string[] => {
    const hit = structuredClone(good);
    change(hit);
    return hitProblems(hit);
  };
  expect(broken((h) => (h.content = 'Rotates <b>the</b> transform'))).not.toEqual([]);
  expect(broken((h) => (h.hierarchy.lvl1 = 'Tom & Jerry'))).not.toEqual([]);
  expect(broken((h) => (h._highlightResult.hierarchy.lvl3!.value = '<mark>LookAt</mark><img src=x>'))).not.toEqual([]);
  expect(broken((h) => (h._highlightResult.hierarchy.lvl3!.value = '<mark>Look<mark>At</mark></mark>'))).not.toEqual([]);
  expect(broken((h) => (h._highlightResult.hierarchy.lvl3!.value = '<mark>LookAt'))).not.toEqual([]);
  expect(broken((h) => (h._highlightResult.content!.value = 'Other text'))).not.toEqual([]);
  expect(broken((h) => (h._snippetResult.content!.value = '… not in the content …'))).not.toEqual([]);
  expect(broken((h) => (h._highlightResult.hierarchy.lvl3!.matchLevel = 'none'))).not.toEqual([]);
  expect(broken((h) => (h.hierarchy.lvl4 = 'x'))).not.toEqual([]);
  expect(broken((h) => (h.url = '/api/Transform#Other'))).not.toEqual([]);
  expect(broken((h) => (h.type = 'lvl2'))).not.toEqual([]);
});

test.describe('ranking', () => {
  for (const [query, url] of [
    ['LookAt', '/api/Transform#LookAt'],
    ['lookat', '/api/Transform#LookAt'],
    ['GetObjectByName', '/api/Scene#GetObjectByName'],
    ['WorldToLocal', '/api/Transform#WorldToLocal'],
    ['localPos', '/api/Transform#localPos'],
    ['__eq', '/api/Transform#__eq'], // an anchor that is not a word of its heading ("Equality ==")
    ['Transform LookAt', '/api/Transform#LookAt'],
  ] as const) {
    test(`the member name "${query}" gives its anchor first`, async () => {
      expect(await firstUrl(query)).toBe(url);
    });
  }

  test('a class name gives its page first, then the member of that name', async () => {
    const found = urls(await search('Transform'));
    expect(found[0]).toBe('/api/Transform');
    expect(found.slice(1, 3)).toContain('/api/Object#Transform');
  });

  for (const [query, url] of [
    ['LokAt', '/api/Transform#LookAt'], // 1 typo from 4 letters
    ['Transfrom', '/api/Transform'], // 2 typos from 8 letters
    ['GetObjectByNmae', '/api/Scene#GetObjectByName'],
    ['WorldToLcoal', '/api/Transform#WorldToLocal'],
    ['gravty', '/manual/scripting/examples/Simple%20Physics#gravity'],
  ] as const) {
    test(`the typo "${query}" still finds ${url}`, async () => {
      expect(await firstUrl(query)).toBe(url);
    });
  }

  test('no typos below 4 letters, no second typo below 8', async () => {
    expect(await firstUrl('pos')).toBe('/api/Transform#pos');
    expect((await search('pso')).nbHits).toBe(0);
    expect((await search('Scnee')).nbHits).toBe(0); // 5 letters, 2 edits from "scene"
  });

  for (const [query, url] of [
    ['WorldToLoc', '/api/Transform#WorldToLocal'], // the nearest-length completion, not WorldToLocalVector
    ['WorldToLocalV', '/api/Transform#WorldToLocalVector'],
    ['GetObjectsB', '/api/Scene#GetObjectsByTag'],
    ['Simple Phys', '/manual/scripting/examples/Simple%20Physics'],
  ] as const) {
    test(`the prefix "${query}" finds ${url}`, async () => {
      expect(await firstUrl(query)).toBe(url);
    });
  }

  test('records with all words come before records with only some', async () => {
    const found = urls(await search('position parent'));
    // localPos: "Position relative to the parent object."; pos: "Position in world space." only.
    expect(found[0]).toBe('/api/Transform#localPos');
    expect(found).toContain('/api/Transform#pos');
  });

  test('the words of a camel-case identifier find it', async () => {
    expect(urls(await search('objects by tag'))[0]).toBe('/api/Scene#GetObjectsByTag');
  });
});

test.describe('facetFilters', () => {
  const languages = (r: LocalSearchResponse) => Array.from(new Set(r.hits.map((h) => h.language))).sort();
  const tags = (r: LocalSearchResponse) => Array.from(new Set(r.hits.map((h) => h.docusaurus_tag))).sort();

  test('language: one value, a negated value, an OR group', async () => {
    expect(languages(await search('Lua'))).toEqual(['de', 'en']);
    expect(languages(await search('Lua', { facetFilters: ['language:de'] }))).toEqual(['de']);
    expect(languages(await search('Lua', { facetFilters: ['language:en'] }))).toEqual(['en']);
    expect(languages(await search('Lua', { facetFilters: ['-language:en'] }))).toEqual(['de']);
    expect(languages(await search('Lua', { facetFilters: [['language:de', 'language:en']] }))).toEqual(['de', 'en']);
    expect(languages(await search('Lua', { facetFilters: 'language:de' }))).toEqual(['de']);
    expect((await search('Lua', { facetFilters: ['language:fr'] })).nbHits).toBe(0);
  });

  test('docusaurus_tag, and groups combined with AND', async () => {
    expect(tags(await search('Lua'))).toEqual(['default', 'docs-default-current']);
    expect(tags(await search('Lua', { facetFilters: ['docusaurus_tag:default'] }))).toEqual(['default']);
    const both = await search('Lua', { facetFilters: ['language:en', 'docusaurus_tag:default'] });
    expect(urls(both)).toEqual(['/markdown-page']);
    const contextual = await search('Lua', { facetFilters: DOCSEARCH_REQUEST.facetFilters });
    expect(languages(contextual)).toEqual(['en']);
    expect(tags(contextual)).toEqual(['default', 'docs-default-current']);
  });

  test('filters apply before paging: nbHits counts only matching records', async () => {
    const all = await search('Lua');
    const de = await search('Lua', { facetFilters: ['language:de'] });
    expect(de.nbHits).toBe(1);
    expect(all.nbHits).toBeGreaterThan(de.nbHits);
  });
});

test.describe('escaping', () => {
  test('markup in records comes back as escaped text, with matches in <mark>', async () => {
    const hit = hitAt(await search('alert script'), '/manual/scripting/getting-started#escaping');
    expect(hit.hierarchy.lvl3).toBe('Escaping &lt;b&gt; &amp; &quot;quotes&quot;');
    expect(hit.content).toBe('Write &lt;script&gt;alert(1)&lt;/script&gt; &amp; see what is shown.');
    expect(hit._highlightResult.content).toEqual({
      value: 'Write &lt;<mark>script</mark>&gt;<mark>alert</mark>(1)&lt;/<mark>script</mark>&gt; &amp; see what is shown.',
      matchLevel: 'full',
      matchedWords: ['script', 'alert'],
    });
  });

  test('a heading with markup is highlighted as text', async () => {
    const hit = hitAt(await search('escaping quotes'), '/manual/scripting/getting-started#escaping');
    expect(hit._highlightResult.hierarchy.lvl3!.value).toBe('<mark>Escaping</mark> &lt;b&gt; &amp; &quot;<mark>quotes</mark>&quot;');
  });

  for (const query of ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', '</mark><b>LookAt</b>', "<mark>LookAt' onclick='x", '&lt;b&gt; &amp;']) {
    test(`markup in the query never reaches a hit: ${query}`, async () => {
      const response = await search(query);
      // responseProblems (in search()) fails on any raw <, >, ", ' or & in a hit other than <mark> pairs.
      expect(response.nbHits).toBeGreaterThan(0);
      for (const hit of response.hits) expect(JSON.stringify(hit)).not.toMatch(/<(?!\/?mark>)/);
    });
  }

  test('escapeHtml escapes all five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#039;y&#039;&gt;&amp;&lt;/a&gt;');
  });
});

test.describe('query limits', () => {
  test(`a query is cut to ${MAX_QUERY_LENGTH} characters; words beyond are not searched`, async () => {
    expect(MAX_QUERY_LENGTH).toBe(256);
    const long = `LookAt ${'x'.repeat(400)}`;
    expect((await search(long)).query).toBe(long.slice(0, MAX_QUERY_LENGTH));
    expect(await firstUrl(`${'.'.repeat(200)} pos`)).toBe('/api/Transform#pos');
    expect((await search(`${'.'.repeat(MAX_QUERY_LENGTH)} pos`)).nbHits).toBe(0);
  });

  test('astral characters count as one character and are never split', async () => {
    const emoji = (await search('😀'.repeat(300))).query;
    expect(emoji).toBe('😀'.repeat(MAX_QUERY_LENGTH));
    const odd = (await search(`a${'𝔘'.repeat(300)}`)).query;
    expect(Array.from(odd)).toHaveLength(MAX_QUERY_LENGTH);
    expect(odd).toBe(`a${'𝔘'.repeat(MAX_QUERY_LENGTH - 1)}`);
  });

  test('leading, trailing and repeated whitespace is trimmed and collapsed before the cut', async () => {
    const response = await search(`${' '.repeat(300)}LookAt`);
    expect(response.query).toBe('LookAt');
    expect(response.hits[0]?.url).toBe('/api/Transform#LookAt');
    expect((await search(`  LookAt${' \n\t'.repeat(200)}WorldToLocal  `)).query).toBe('LookAt WorldToLocal');
  });

  test(`at most ${MAX_QUERY_TERMS} words are searched`, async () => {
    expect(MAX_QUERY_TERMS).toBe(12);
    const fillers = (n: number) => Array.from({ length: n }, (_, i) => `zq${i}`).join(' ');
    const eleventh = urls(await search(`lookat ${fillers(10)} worldtolocal`));
    expect(eleventh).toContain('/api/Transform#LookAt');
    expect(eleventh).toContain('/api/Transform#WorldToLocal');
    const thirteenth = urls(await search(`lookat ${fillers(11)} worldtolocal`));
    expect(thirteenth).toContain('/api/Transform#LookAt');
    expect(thirteenth).not.toContain('/api/Transform#WorldToLocal');
  });

  for (const query of ['', ' ', ' \t\n ', '\u00a0\u3000', '.*?', '<>&', undefined, null, 42]) {
    test(`no hits for ${JSON.stringify(query)}`, async () => {
      const response = await search(query);
      expect(response).toMatchObject({ hits: [], nbHits: 0, nbPages: 0, page: 0 });
      expect(response.query).toBe(typeof query === 'string' ? query.trim() : '');
    });
  }
});

test.describe('requests', () => {
  test('pages of hits: page and hitsPerPage', async () => {
    const all = await search('object', { hitsPerPage: 6 });
    expect(all.nbHits).toBeGreaterThan(6);
    const first = await search('object', { hitsPerPage: 3, page: 0 });
    const second = await search('object', { hitsPerPage: 3, page: 1 });
    expect(urls(first).concat(urls(second))).toEqual(urls(all));
    expect(first).toMatchObject({ nbHits: all.nbHits, nbPages: Math.ceil(all.nbHits / 3), hitsPerPage: 3, page: 0 });
    expect((await search('object', { hitsPerPage: 3, page: 99 })).hits).toEqual([]);
    expect((await search('object', { hitsPerPage: -5 })).hitsPerPage).toBe(1);
    expect((await search('object', { hitsPerPage: 5000 })).hitsPerPage).toBe(1000);
    expect((await search('object', {})).hitsPerPage).toBe(20);
  });

  test('the snippet is the first sentence; attributesToSnippet sets its length in words (5 to 60)', async () => {
    const url = '/manual/scripting/getting-started#attach-the-script';
    const snippet = async (attributesToSnippet?: unknown) => hitAt(await search('pick', { attributesToSnippet }), url)._snippetResult.content!.value;
    // The snippet is the section's first sentence, cut to that many words.
    expect(await snippet(['content:5'])).toBe('Drag the script onto an …');
    expect(await snippet(['content:1'])).toBe('Drag the script onto an …');
    expect(await snippet(undefined)).toBe('Drag the script onto an object.');
  });

  test('the query may come in params; an array of requests; one result per request', async () => {
    const search = searchOf(INDEX_URL);
    const { results } = await search([{ query: 'LookAt' }, { indexName: 'docs', params: 'query=Scene&hitsPerPage=5' }, {}]);
    expect(results).toHaveLength(3);
    expect(results[0]!.hits[0]!.url).toBe('/api/Transform#LookAt');
    expect(results[1]!.hits[0]!.url).toBe('/api/Scene');
    expect(results[1]!.index).toBe('docs');
    expect(results[2]!.hits).toEqual([]);
    expect((await search({ requests: [] })).results).toEqual([]);
  });
});

test.describe('loading the index', () => {
  test('the index is fetched once, on the first search, from the URL the page names in its meta tag', async () => {
    const url = '/assets/search/index.meta.json';
    const fetches = installFetch((u) => (u === url ? jsonResponse(INDEX_JSON) : new Response('', { status: 404 })));
    const g = globalThis as { document?: unknown };
    g.document = { querySelectorAll: (selector: string) => (selector === `meta[name="${INDEX_META_NAME}"]` ? [{ content: url, getAttribute: () => null }] : []) };
    try {
      const search = searchOf('/search-index.last-build.json');
      expect(fetches.calls).toEqual([]);
      expect((await search([{ query: 'LookAt' }])).results[0]!.nbHits).toBeGreaterThan(0);
      await search([{ query: 'Scene' }]);
      await searchOf('/search-index.last-build.json')([{ query: 'Object' }]);
      expect(fetches.calls).toEqual([url]);
    } finally {
      delete g.document;
      fetches.restore();
    }
  });

  test('without a meta tag the fallback URL is used; a fetch passed in replaces the global one', async () => {
    const own: string[] = [];
    const fetchImpl = (async (u: unknown) => (own.push(String(u)), jsonResponse(INDEX_JSON))) as typeof fetch;
    await searchOf('/search-index.fallback.json', fetchImpl)([{ query: 'LookAt' }]);
    expect(own).toEqual(['/search-index.fallback.json']);
    expect(server.calls).toEqual([]);
  });

  const failures: Array<[string, () => Response | Promise<Response>, RegExp]> = [
    ['a network error', () => Promise.reject(new TypeError('fetch failed')), /fetch failed/],
    ['an HTTP error', () => new Response('Not found', { status: 404 }), /HTTP 404/],
    ['a file that is not JSON', () => jsonResponse('<!doctype html><title>Not found</title>'), /JSON/],
    ['an index of another format', () => jsonResponse(JSON.stringify({ v: 99, pages: [], sections: [] })), /unknown format/],
    ['a section naming a missing page', () => jsonResponse(JSON.stringify({ v: INDEX_FORMAT_VERSION, pages: [], sections: [{ page: 0, anchor: '', text: '' }] })), /missing page/],
  ];
  for (const [name, answer, message] of failures) {
    test(`${name} rejects with a RetryError; the next search tries again`, async () => {
      const url = `/assets/search/index.${name.replace(/\W+/g, '-')}.json`;
      let fail = true;
      const fetches = installFetch(() => (fail ? answer() : jsonResponse(INDEX_JSON)));
      try {
        const search = searchOf(url);
        const error = await search([{ query: 'LookAt' }]).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(Error);
        expect(error).toMatchObject({ name: 'RetryError', message: expect.stringMatching(message) });
        fail = false;
        expect((await search([{ query: 'LookAt' }])).results[0]!.hits[0]!.url).toBe('/api/Transform#LookAt');
        expect(fetches.calls).toEqual([url, url]);
      } finally {
        fetches.restore();
      }
    });
  }

  test('no index URL at all rejects with a RetryError', async () => {
    await expect(searchOf(undefined)([{ query: 'LookAt' }])).rejects.toMatchObject({ name: 'RetryError', message: /no index URL/ });
  });
});
