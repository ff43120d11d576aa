import { test, expect } from '@playwright/test';
import { INDEX_FORMAT_VERSION, INDEX_META_NAME, INDEX_SOURCE_ATTRIBUTES, type IndexedPage, type SearchIndexFile } from './types';
import { installFetch, jsonResponse, searchOf } from './test-fixtures';

/**
 * One index per engine release: the client searches the index of the release the request's
 * contextual tags name, fetches another release's only when a request names both, and then ranks
 * the reader's release first on an entry both have and labels each release's own hits.
 */
const page = (url: string, title: string, tag: string): IndexedPage => ({ url, area: url.startsWith('/manual') ? 'Manual' : 'Core', title, language: 'en', tag });
const indexFile = (pages: IndexedPage[]): string =>
  JSON.stringify({
    v: INDEX_FORMAT_VERSION,
    pages,
    sections: pages.map((p, i) => ({ page: i, anchor: '', text: `${p.title} explained for scripts.`, ...(p.url.startsWith('/api') ? { kind: 'class' } : {}) })),
  } satisfies SearchIndexFile);

// The client keeps each loaded index for the page's life (per URL, module-wide): every test uses URLs of its own.
let run = 0;
const OLD_RELEASE = { release: '2025-09', label: 'September 2025', tag: 'docs-api-current', base: '/api' };
const NEW_RELEASE = { release: '2026-07', label: 'July 2026', tag: 'docs-api-2026-07', base: '/api/2026-07' };
type Source = typeof OLD_RELEASE & { url: string };
const MANUAL = (tag: string) => page('/manual/scripting', 'Scripting', tag);
const OLD_FILE = indexFile([page('/api/Scene', 'Scene', OLD_RELEASE.tag), page('/api/Transform', 'Transform', OLD_RELEASE.tag), MANUAL('docs-default-current')]);
const NEW_FILE = indexFile([page('/api/2026-07/Scene', 'Scene', NEW_RELEASE.tag), page('/api/2026-07/Checkbox', 'Checkbox', NEW_RELEASE.tag), MANUAL('docs-default-current')]);

const contextual = (apiTag: string, ...more: string[]) => ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', `docusaurus_tag:${apiTag}`, ...more.map((t) => `docusaurus_tag:${t}`)]];

/** A page naming both releases' indexes (fresh URLs), and the URLs it fetched. */
function withReleasePage<T>(test: (calls: string[], OLD: Source, NEW: Source) => Promise<T>): Promise<T> {
  run++;
  const OLD = { ...OLD_RELEASE, url: `/assets/search/index.old-${run}.json` };
  const NEW = { ...NEW_RELEASE, url: `/assets/search/index.new-${run}.json` };
  const files: Record<string, string> = { [OLD.url]: OLD_FILE, [NEW.url]: NEW_FILE };
  const fetches = installFetch((u) => (files[u] ? jsonResponse(files[u]!) : new Response('', { status: 404 })));
  const a = INDEX_SOURCE_ATTRIBUTES;
  const meta = (s: Source) => ({
    content: s.url,
    getAttribute: (name: string) => ({ [a.release]: s.release, [a.label]: s.label, [a.tag]: s.tag, [a.base]: s.base })[name] ?? null,
  });
  const g = globalThis as { document?: unknown };
  g.document = { querySelectorAll: (selector: string) => (selector === `meta[name="${INDEX_META_NAME}"]` ? [meta(OLD), meta(NEW)] : []) };
  return test(fetches.calls, OLD, NEW).finally(() => {
    delete g.document;
    fetches.restore();
  });
}

test("a reader's release is searched in its own index alone", () =>
  withReleasePage(async (calls, OLD, NEW) => {
    const search = searchOf();
    const [july] = (await search([{ query: 'Scene', facetFilters: contextual(NEW.tag) }])).results;
    expect(july!.hits.map((h) => h.url)).toEqual(['/api/2026-07/Scene']);
    // No release label when one release is searched.
    expect(july!.hits[0]!.hierarchy.lvl0).toBe('Core');
    expect(calls).toEqual([NEW.url]);
    const [old] = (await search([{ query: 'Scene', facetFilters: contextual(OLD.tag) }])).results;
    expect(old!.hits.map((h) => h.url)).toEqual(['/api/Scene']);
    expect(calls).toEqual([NEW.url, OLD.url]);
  }));

test('a name only the other release has is not mixed in; searching both finds it, labelled with its release', () =>
  withReleasePage(async (calls, OLD, NEW) => {
    const search = searchOf();
    const [one] = (await search([{ query: 'Checkbox', facetFilters: contextual(OLD.tag) }])).results;
    expect(one!.hits.map((h) => h.url)).not.toContain('/api/2026-07/Checkbox');
    expect(calls).toEqual([OLD.url]);
    const [both] = (await search([{ query: 'Checkbox', facetFilters: contextual(OLD.tag, NEW.tag) }])).results;
    expect(both!.hits[0]!.url).toBe('/api/2026-07/Checkbox');
    expect(both!.hits[0]!.hierarchy.lvl0).toBe('Core · July 2026');
    expect(calls).toEqual([OLD.url, NEW.url]);
  }));

test("searching both ranks the reader's release first on a name both have, and a page every index holds once", () =>
  withReleasePage(async (_calls, OLD, NEW) => {
    const search = searchOf();
    for (const [reader, other, first, second] of [
      [OLD, NEW, '/api/Scene', '/api/2026-07/Scene'],
      [NEW, OLD, '/api/2026-07/Scene', '/api/Scene'],
    ] as const) {
      const [both] = (await search([{ query: 'Scene', facetFilters: contextual(reader.tag, other.tag) }])).results;
      expect(both!.hits.map((h) => h.url).slice(0, 2)).toEqual([first, second]);
      expect(both!.hits[0]!.hierarchy.lvl0).toBe(`Core · ${reader.label}`);
    }
    const [manual] = (await search([{ query: 'Scripting', facetFilters: contextual(OLD.tag, NEW.tag) }])).results;
    expect(manual!.hits.filter((h) => h.url === '/manual/scripting')).toHaveLength(1);
    expect(manual!.hits[0]!.hierarchy.lvl0).toBe('Manual');
  }));

test('a request naming no release searches the default index', () =>
  withReleasePage(async (_calls, OLD, NEW) => {
    const [none] = (await searchOf()([{ query: 'Scene' }])).results;
    expect(none!.hits.map((h) => h.url)).toEqual(['/api/Scene']);
  }));
