import { test, expect, hydrated } from './fixtures';
import type { Page } from '@playwright/test';
import { INDEX_META_NAME, sectionAnchor, type SearchIndexFile } from '../../src/search/types';
import { SEARCH_KIND } from '../../plugins/api-reference/search-marks';

/**
 * Search with the local index (the build has no Algolia variables): the DocSearch modal and the
 * /search page. The shared fixture fails every test on a console error or a request to another host.
 */

const INDEX = /\/assets\/search\/index\.[0-9a-f]{8}\.json$/;

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await hydrated(page);
}

async function openModal(page: Page): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

test('the index is not part of the first page load and is fetched once search is used', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (INDEX.test(new URL(r.url()).pathname)) indexRequests.push(r.url());
  });
  await openHome(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  // One index per engine release; a reader who chose none searches the documented release's, the first.
  const metas = page.locator(`meta[name="${INDEX_META_NAME}"]`);
  await expect(metas).toHaveCount(2);
  const meta = await metas.first().getAttribute('content');
  expect(meta).toMatch(INDEX);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('camera');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(indexRequests).toHaveLength(1);
  expect(new URL(indexRequests[0]!).pathname).toBe(meta);
});

test('the built index carries the kinds the API renderer marked: class page, member, cross-reference', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const url = new RegExp(`<meta name="${INDEX_META_NAME}" content="([^"]+)"`).exec(home)![1]!;
  const index = (await (await request.get(url)).json()) as SearchIndexFile;
  const kindOf = (page: string, anchor: string) =>
    index.sections.find((s) => index.pages[s.page]!.url === page && sectionAnchor(s) === anchor)?.kind ?? 'none';
  expect([kindOf('/api/Scene', ''), kindOf('/api/Scene', 'GetObjectByName'), kindOf('/api/Vec3', 'used-by'), kindOf('/api/intro', '')]).toEqual([
    SEARCH_KIND.classPage,
    SEARCH_KIND.member,
    SEARCH_KIND.crossReference,
    'none',
  ]);
});

test('the search button opens the modal with the placeholder, Escape closes it', async ({ page }) => {
  await openHome(page);
  await openModal(page);
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  // Our own index answers: no "Powered by Algolia" (tests/e2e/services.spec.ts shows it with Algolia).
  await expect(page.locator('.DocSearch-Footer')).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('Ctrl+K and / open the modal', async ({ page }) => {
  await openHome(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test('arrow keys and Enter open a result; the search is kept as a recent search', async ({ page }) => {
  await openHome(page);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('voxel worm');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toContainText('Voxel Worm');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  const count = await hits.count();
  if (count > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
  }
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/manual\/scripting\/examples\/Voxel%20Worm$/);
  await expect(page.locator('h1')).toHaveText('Voxel Worm Example');
  await openModal(page);
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Voxel Worm');
});

test('titles, typos and prefixes find the right page, with matches highlighted', async ({ page }) => {
  await openHome(page);
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  const first = page.locator('.DocSearch-Hit').first();
  for (const [query, title] of [
    ['Raycsts', 'Raycasts Example'], // typo
    ['framerat', 'Framerate Tips'], // prefix
    ['keyboard shortcuts', 'Keyboard Shortcuts'],
  ] as const) {
    await input.fill(query);
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText(title);
  }
  await expect(first.locator('mark').first()).toBeVisible();
});

test('no match shows "No results for" and the "Let us know" link', async ({ page }) => {
  await openHome(page);
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  await input.fill('voxel'); // a search with results first: its sections become the suggestions
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input.fill('zzqqxxv');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for');
  await expect(screen).toContainText('zzqqxxv');
  // The suggestions are the sections of the previous search's results (patches/@docsearch+react*).
  await expect(screen).toContainText('Try searching for');
  await expect(screen.locator('.DocSearch-Prefill').first()).toBeVisible();
  await expect(screen).toContainText('Believe this query should return results?');
  const link = screen.getByRole('link', { name: 'Let us know.' });
  await expect(link).toHaveAttribute('href', /^https:\/\/github\.com\/.+\/issues\/new\?title=.*zzqqxxv/);
});

// DocSearch 4.7.0 would reset its error status to idle at once; patches/@docsearch+react* keeps it.
test('an index that cannot be loaded shows "Unable to fetch results"', async ({ page, guards }) => {
  // The blocked request itself is reported (the modal's request chain does not catch it).
  guards.allowConsoleErrors(/Failed to load resource|ERR_FAILED|RetryError|Failed to fetch/);
  await page.route(INDEX, (route) => route.abort());
  await openHome(page);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('camera');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen).toContainText('Unable to fetch results');
  await expect(screen).toContainText('You might want to check your network connection.');
});

test('the /search page fails the same way when the index cannot be loaded', async ({ page, guards }) => {
  guards.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
  await page.route(INDEX, (route) => route.abort());
  await page.goto('/search?q=camera');
  await hydrated(page);
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('/search takes the query from the URL, groups results by page and keeps them on reload', async ({ page }) => {
  await page.goto('/search?q=voxel');
  await hydrated(page);
  const input = page.getByRole('searchbox', { name: 'Search docs' });
  await expect(input).toHaveValue('voxel');
  const groups = page.locator('.search-page__group');
  await expect(groups.first()).toBeVisible();
  const titles = await groups.locator('h2 a').allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  expect(new Set(titles).size).toBe(titles.length); // one group per page
  await expect(page.locator('.search-page__group mark').first()).toHaveText(/voxel/i);
  const before = await page.locator('.search-page__hit-title').allTextContents();

  await page.reload();
  await hydrated(page);
  await expect(groups.first()).toBeVisible();
  expect(await page.locator('.search-page__hit-title').allTextContents()).toEqual(before);
});

test('/search updates the URL as you type and shows the no-results text', async ({ page }) => {
  await page.goto('/search');
  await hydrated(page);
  const input = page.getByRole('searchbox', { name: 'Search docs' });
  await input.fill('simple physics');
  await expect(page).toHaveURL(/\/search\?q=simple\+physics$/);
  await expect(page.locator('.search-page__group h2 a').first()).toHaveText('Simple Physics Example');
  await input.fill('zzqqxxv');
  await expect(page).toHaveURL(/\?q=zzqqxxv$/);
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();
  await input.fill('');
  await expect(page).toHaveURL(/\/search$/);
});

test('a "See all results" link leads from the modal to /search with the query', async ({ page }) => {
  await openHome(page);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('editor');
  await page.getByRole('link', { name: /See all \d+ results/ }).click();
  await expect(page).toHaveURL(/\/search\?q=editor$/);
  await expect(page.locator('.search-page__group').first()).toBeVisible();
});

const BAD_INPUTS = [
  '',
  '     ',
  'x'.repeat(10_000),
  '<img src=x onerror="window.__injected=1">',
  '"><script>window.__injected=1</script>',
  '.*+?^${}()|[]\\',
  '(((',
  '🦄🔥 voxel 👾',
  '&amp; &lt;b&gt;',
];

test('bad input in the modal gives no error and no injected markup', async ({ page }) => {
  await openHome(page);
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  for (const text of BAD_INPUTS) {
    await input.fill(text);
    await page.waitForTimeout(150);
  }
  await input.fill('<b>voxel</b>');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script, .DocSearch-Hit b').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
});

test('bad input on /search gives no error and no injected markup; long queries are cut', async ({ page }) => {
  for (const text of BAD_INPUTS) {
    await page.goto(`/search?q=${encodeURIComponent(text)}`);
    await hydrated(page);
    await page.waitForTimeout(100);
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
  }
  await page.goto(`/search?q=${encodeURIComponent('x'.repeat(10_000))}`);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText(`Search results for “${'x'.repeat(256)}”`);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
});

test('searching makes no request to any other host', async ({ page, baseURL }) => {
  const hosts = new Set<string>();
  page.on('request', (r) => hosts.add(new URL(r.url()).origin));
  await openHome(page);
  await openModal(page);
  for (const q of ['camera', 'GetObjectByName', 'raycst', 'zzqqxxv']) {
    await page.locator('.DocSearch-Input').fill(q);
    await page.waitForTimeout(100);
  }
  await page.keyboard.press('Escape');
  await page.goto('/search?q=scene');
  await hydrated(page);
  await expect(page.locator('.search-page__group').first()).toBeVisible();
  expect([...hosts]).toEqual([new URL(baseURL!).origin]);
});

test('the search button is named by the text it shows, with the platform key (WCAG 2.5.3)', async ({ page }) => {
  const button = page.locator('.DocSearch-Button');
  for (const [platform, key, shortcut] of [
    ['Linux x86_64', 'Ctrl', 'Control+K'],
    ['Win32', 'Ctrl', 'Control+K'],
    ['MacIntel', '⌘', 'Meta+K'],
  ] as const) {
    await page.addInitScript((p) => Object.defineProperty(Navigator.prototype, 'platform', { get: () => p, configurable: true }), platform);
    await openHome(page);
    await expect(button.locator('.DocSearch-Button-Key').first()).toHaveText(key);
    await expect(button).toHaveAccessibleName(`Search ${key} K`);
    await expect(button).toHaveAttribute('aria-keyshortcuts', shortcut);
  }
});
