import type { Page, Route } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { SERVICES_ENV, SERVICES_URL } from '../../playwright.config';

// These tests run against build-services/: the same site built with Algolia and analytics
// configured, from only the pages they open (docusaurus.services.config.ts): each test asserts its
// page was built. Every request to those services is intercepted; nothing reaches them.
test.use({ baseURL: SERVICES_URL });

/** Opens a page of the services build; it must be one the build holds, not its 404 page. */
async function open(page: Page, route: string): Promise<void> {
  expect((await page.goto(route))?.status(), `${route} in the services build`).toBe(200);
}

const ALGOLIA = /^https:\/\/[^/]*algolia(net)?\.(net|com)\//i;
const GTAG = /^https:\/\/www\.googletagmanager\.com\//;

interface AlgoliaRequest {
  requests: { indexName: string; query?: string; params?: string; facetFilters?: unknown }[];
}

function fakeHit(query: string) {
  const level = (value: string) => ({ value, matchLevel: 'full', matchedWords: [query] });
  return {
    objectID: 'scene-getobjectbyname',
    url: '/api/Scene#GetObjectByName',
    type: 'lvl2',
    content: null,
    hierarchy: { lvl0: 'Scene and objects', lvl1: 'Scene', lvl2: 'GetObjectByName', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: {
      hierarchy: { lvl0: level('Scene and objects'), lvl1: level('Scene'), lvl2: level('<mark>GetObjectByName</mark>') },
    },
    _snippetResult: {},
  };
}

/** Answers Algolia queries with one fixed hit and records what was asked. */
/** The two services may be reached in these tests; the analytics script is answered empty. */
async function allowServices(page: Page, guards: { allowForeignRequests(pattern: RegExp): void }): Promise<void> {
  guards.allowForeignRequests(ALGOLIA);
  guards.allowForeignRequests(GTAG);
  await page.route(GTAG, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
}

async function fakeAlgolia(route: Route, seen: AlgoliaRequest[]): Promise<void> {
  const body = (route.request().postDataJSON() ?? { requests: [] }) as AlgoliaRequest;
  seen.push(body);
  const results = body.requests.map((r) => {
    const query = r.query ?? new URLSearchParams(r.params ?? '').get('query') ?? '';
    const hits = query ? [fakeHit(query)] : [];
    return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query, params: '', index: r.indexName };
  });
  await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ results }) });
}

test.describe('with the Algolia variables set', () => {
  test('the modal queries the configured Algolia index with contextual search filters', async ({ page, guards }) => {
    await allowServices(page, guards);
    const seen: AlgoliaRequest[] = [];
    const hosts: string[] = [];
    await page.route(ALGOLIA, (route) => {
      hosts.push(new URL(route.request().url()).host);
      return fakeAlgolia(route, seen);
    });
    await open(page, '/manual/editor/basics/camera');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search docs').fill('GetObjectByName');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/api/Scene#GetObjectByName');
    await expect(page.locator('.DocSearch-Logo').getByRole('link')).toHaveAttribute('href', /algolia\.com/);
    await expect(page.locator('.DocSearch-Logo')).toBeVisible();
    expect(hosts.every((h) => h.toLowerCase().startsWith(SERVICES_ENV.ALGOLIA_APP_ID.toLowerCase()))).toBe(true);
    const request = seen.flatMap((b) => b.requests).find((r) => JSON.stringify(r).includes('GetObjectByName'))!;
    expect(request.indexName).toBe(SERVICES_ENV.ALGOLIA_INDEX_NAME);
    const filters = JSON.stringify(request.facetFilters ?? request.params);
    expect(filters).toContain('language:en');
    expect(filters).toContain('docusaurus_tag:');
  });

  test("contextual search filters by the reader's engine release (its docs version tag); searching both names both", async ({ page, guards }) => {
    await allowServices(page, guards);
    const seen: AlgoliaRequest[] = [];
    await page.route(ALGOLIA, (route) => fakeAlgolia(route, seen));
    const tagsOf = (query: string) => {
      const request = seen.flatMap((b) => b.requests).find((r) => JSON.stringify(r).includes(query));
      return JSON.stringify(request?.facetFilters ?? request?.params ?? '').match(/docs-api-[\w-]+/g) ?? [];
    };
    await open(page, '/api/2026-07/Scene');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search docs').fill('Checkbox');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    expect(tagsOf('Checkbox')).toEqual(['docs-api-2026-07']);
    await open(page, '/search?q=Vec3&releases=all');
    await hydrated(page);
    await expect(page.locator('main .search-page__group').first()).toBeVisible();
    // On the search page the reader's release is the one they chose last: none here, so the documented one first.
    expect(tagsOf('Vec3')).toEqual(['docs-api-current', 'docs-api-2026-07']);
  });

  test('the /search page queries Algolia too', async ({ page, guards }) => {
    await allowServices(page, guards);
    const seen: AlgoliaRequest[] = [];
    await page.route(ALGOLIA, (route) => fakeAlgolia(route, seen));
    await open(page, '/search?q=GetObjectByName');
    await hydrated(page);
    await expect(page.locator('main a[href="/api/Scene#GetObjectByName"]').first()).toBeVisible();
    expect(seen.length).toBeGreaterThan(0);
  });
});

test.describe('with an analytics id set', () => {
  test('gtag loads with the configured id, anonymises IPs and counts a page view per route change', async ({ page, guards }) => {
    guards.allowForeignRequests(GTAG);
    const scripts: string[] = [];
    await page.route(GTAG, (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await open(page, '/');
    await hydrated(page);
    expect(scripts.some((u) => u.includes(`id=${SERVICES_ENV.GTAG_TRACKING_ID}`))).toBe(true);
    const calls = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => JSON.stringify(Array.from(entry))),
      );
    const initial = await calls();
    expect(initial.some((c) => c.includes(`"config","${SERVICES_ENV.GTAG_TRACKING_ID}"`) && c.includes('"anonymize_ip":true'))).toBe(true);
    const pageViews = (list: string[]) => list.filter((c) => c.startsWith('["event","page_view"')).length;
    const before = pageViews(initial);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/intro$/);
    await expect.poll(async () => pageViews(await calls())).toBe(before + 1);
  });
});
