import path from 'node:path';
import fs from 'node:fs';
import { BUILD_DIR } from './sitemap';
import { test, expect, expectScrolledTo, hydrated, JS_CHUNK, watchChunks } from './fixtures';
import type { Page, Route } from '@playwright/test';
import { TEST_ROUTES } from '../../plugins/test-fixtures';

/**
 * The chunk of the test page's lazily loaded part (plugins/test-fixtures/components/LazyPart.tsx),
 * found in the build by its text: chunks are named by id, not by their chunk names.
 */
function lazyPartChunk(): RegExp {
  const dir = path.join(BUILD_DIR, 'assets/js');
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('The lazily loaded part is here.'));
  if (!file) throw new Error(`No chunk in ${dir} holds the test page's lazy part: is the test build there?`);
  return new RegExp(`/assets/js/${file.replace(/\./g, '\\.')}$`);
}

/** Makes the browser report a constrained connection (the framework then preloads nothing). */
async function constrainConnection(page: Page, connection: { saveData: boolean; effectiveType: string }): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { ...value, addEventListener() {}, removeEventListener() {} },
    });
  }, connection);
}

/** Opens a page and waits until hydration and the page's own requests are over. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

for (const path of ['/', '/api/Client', '/manual/scripting/getting-started', '/search']) {
  test(`the HTML of ${path} names every chunk its first load runs, each fetched once`, async ({ page }) => {
    // Named in the HTML, a page's chunks are requested at the first paint with the entry scripts;
    // otherwise the entry finds them missing, inserts their script tags during its start-up task
    // and fetches them a round trip later (framework-changes/page-chunks-in-html-loader.cjs).
    const loaded = watchChunks(page);
    await openSettled(page, path);
    const listed = await page.locator('script[data-page-scripts]').evaluate((block) => (JSON.parse(block.textContent!) as string[]).map((src) => new URL(src, location.href).href));
    expect(listed.length, 'chunks besides the two entry scripts').toBeGreaterThan(2);
    expect([...loaded].sort(), 'JS requested on first load').toEqual([...listed].sort());
    // Only the entry scripts are preloaded: the chunks would compete with the stylesheet for the first paint.
    const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(preloaded).toEqual(listed.slice(0, 2));
    expect(preloaded.map((url) => new URL(url).pathname.split('/').pop()!.split('.')[0])).toEqual(['runtime~main', 'main']);
    const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src')));
    expect(sources.length, 'one script element per chunk').toBe(new Set(sources).size);
  });
}

test('the framework bundle starts the site over several tasks, not in the one that evaluates it', async ({ page }) => {
  // framework-changes/staged-start.ts: when main.js has run (its load event follows its evaluation),
  // the framework's own entry, which sets window.docusaurus, has not run yet; it runs a few tasks later.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { entryWhenMainRan: string[] }).entryWhenMainRan = seen;
    document.addEventListener('load', (event) => {
      const src = event.target instanceof HTMLScriptElement ? event.target.src : '';
      if (/\/main\.[0-9a-f]+\.js$/.test(src)) seen.push(typeof (window as unknown as { docusaurus?: unknown }).docusaurus);
    }, true);
  });
  await page.goto('/manual/scripting/getting-started');
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { entryWhenMainRan: string[] }).entryWhenMainRan)).toEqual(['undefined']);
  expect(await page.evaluate(() => typeof (window as unknown as { docusaurus?: unknown }).docusaurus)).toBe('object');
});

test('links fetch nothing until hovered or touched, however many are in view', async ({ page }) => {
  // The specification preloads a page on hover or touch only: a long page full of links (the
  // sidebar, type links, "Used by") costs a phone no requests for pages the reader never opens.
  await openSettled(page, '/api/Vec3');
  const loaded = watchChunks(page);
  // Scrolled by script, so no link passes under the pointer.
  for (const y of [800, 2400, 4800, 100_000]) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(loaded, 'JS chunks requested while scrolling without hovering').toEqual([]);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
});

test('hovering a link preloads the target page', async ({ page }) => {
  await openSettled(page, '/manual/editor/basics/camera');
  const loaded = watchChunks(page);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.locator('.pagination-nav__link--next').hover();
  await expect.poll(() => loaded.length, { message: 'a JS chunk requested on hover' }).toBeGreaterThan(0);
});

test("after a client-side navigation an API page shows its member bodies from the page's HTML, and their links stay in the app", async ({ page }) => {
  await openSettled(page, '/api/Vec3');
  // A mark that a full page load would lose.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const pageRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' && new URL(r.url()).pathname.startsWith('/api/')) pageRequests.push(new URL(r.url()).pathname);
  });
  await page.locator('.navbar__items').getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/intro$/);
  await page.locator('article').getByRole('link', { name: 'Scene', exact: true }).first().click();
  await expect(page).toHaveURL(/\/api\/Scene$/);
  // The member's heading, signature and text are there, from the server's HTML of /api/Scene.
  const member = page.locator('[data-static-body]').filter({ has: page.locator('#GetObjectByName') });
  await expect(member.locator('.api-signature').first()).toContainText('GetObjectByName(');
  expect(pageRequests).toContain('/api/Scene');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // A link inside a fetched body navigates in the app too.
  const link = member.locator('a[href^="/api/"]').first();
  const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}(#|$)`));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

for (const [name, connection] of [
  ['with data-saver on', { saveData: true, effectiveType: '4g' }],
  ['on a 2g connection', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`${name}, hovering preloads nothing`, async ({ page }) => {
    await constrainConnection(page, connection);
    await openSettled(page, '/manual/editor/basics/camera');
    const loaded = watchChunks(page);
    await page.locator('.pagination-nav__link--next').hover();
    await page.waitForTimeout(1000);
    expect(loaded).toEqual([]);
    // The link still works: the page loads on click.
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/manual\/editor\/basics\/heirarchy$/);
  });
}

test('a slow route change shows the progress bar, then finishes', async ({ page }) => {
  await constrainConnection(page, { saveData: true, effectiveType: '4g' });
  await openSettled(page, '/manual/editor/basics/camera');
  // Hold every chunk for 1.5 s so the navigation takes longer than the bar's 200 ms delay.
  await page.route(JS_CHUNK, async (route: Route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.locator('.pagination-nav__link--next').click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeAttached({ timeout: 1200 });
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(page.locator('article h1')).toHaveText('Hierarchy', { timeout: 10_000 });
  await expect(bar).toHaveCount(0, { timeout: 3000 });
});

test('when a page chunk fails to load during navigation, the browser reloads the page', async ({ page, guards }) => {
  guards.allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
  await constrainConnection(page, { saveData: true, effectiveType: '4g' });
  await openSettled(page, '/manual/editor/basics/camera');
  let blocked = 0;
  await page.route(JS_CHUNK, async (route) => {
    if (blocked === 0) {
      blocked += 1;
      await route.abort();
    } else await route.continue();
  });
  const reload = page.waitForEvent('load');
  await page.locator('.pagination-nav__link--next').click();
  await reload;
  expect(blocked).toBe(1);
  await expect(page).toHaveURL(/\/manual\/editor\/basics\/heirarchy$/);
  await expect(page.locator('article h1')).toHaveText('Hierarchy');
});

test('a chunk that fails to load shows an error with Retry, and Retry loads it', async ({ page, guards }) => {
  guards.allowConsoleErrors(/ERR_FAILED|Loading chunk|ChunkLoadError|Failed to load resource/);
  let failing = true;
  await page.route(lazyPartChunk(), (route) => (failing ? route.abort() : route.continue()));
  await page.goto(TEST_ROUTES.lazyChunk);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByText(/Loading chunk|ChunkLoadError/)).toBeVisible();
  failing = false;
  await retry.click();
  await expect(page.getByTestId('lazy-part')).toHaveText('The lazily loaded part is here.');
  await expect(retry).toHaveCount(0);
});

test.describe('scroll position after navigation', () => {
  test('opening a URL with a hash scrolls to its target', async ({ page }) => {
    await page.goto('/api/Scene#GetObjectByName');
    await hydrated(page);
    await expectScrolledTo(page.locator('#GetObjectByName'));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('following a link with a hash to another page scrolls to its target', async ({ page }) => {
    await page.goto('/api/Vec3');
    await hydrated(page);
    // The list sits in the section's StaticContent body (adopted server HTML on a first load). The
    // target is far down a long page, below dozens of member bodies that must have their real height.
    const link = page.locator('#used-by ~ [data-static-content] a[href="/api/Client#GetVREyeTransform"]').first();
    await link.click();
    await expect(page).toHaveURL(/\/api\/Client#GetVREyeTransform$/);
    await expectScrolledTo(page.locator('#GetVREyeTransform'));
  });

  test('a link without a hash starts at the top of the new page', async ({ page }) => {
    await page.goto('/manual/editor/basics/shortcuts');
    await hydrated(page);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/manual\/editor\/basics\/scene$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('a part that is still loading shows the spinner, then the content', async ({ page }) => {
  await page.route(lazyPartChunk(), async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(TEST_ROUTES.lazyChunk);
  await expect(page.locator('svg#loader')).toBeVisible();
  await expect(page.getByTestId('lazy-part')).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('svg#loader')).toHaveCount(0);
});

test("the page head is kept as the server wrote it while the page hydrates, then updated once", async ({ page, request }) => {
  const served = await (await request.get('/api/Vec3')).text();
  const serverClasses = /<html[^>]*\sclass="([^"]*)"/.exec(served)?.[1];
  expect(serverClasses, 'the served page has classes on <html>').toBeTruthy();
  await page.addInitScript(() => {
    const seen = { htmlClasses: [] as string[], removedMeta: 0 };
    (window as unknown as { headChanges: typeof seen }).headChanges = seen;
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.type === 'attributes' && m.target === document.documentElement) seen.htmlClasses.push(document.documentElement.className);
        if (m.type === 'childList' && m.target === document.head) seen.removedMeta += Array.from(m.removedNodes).filter((n) => n.nodeName === 'META').length;
      }
    }).observe(document, { attributes: true, attributeFilter: ['class'], childList: true, subtree: true });
  });
  await page.goto('/api/Vec3');
  await hydrated(page);
  const seen = await page.evaluate(() => (window as unknown as { headChanges: { htmlClasses: string[]; removedMeta: number } }).headChanges);
  // A head written from a half-rendered page cut the classes down and added them back one by one,
  // and removed and re-added meta tags: each change restyles the whole page.
  expect(seen.htmlClasses.filter((c) => c !== serverClasses), 'class values other than the served one').toEqual([]);
  expect(seen.removedMeta, 'meta tags removed').toBe(0);
  // Navigating still updates the head.
  await page.getByRole('link', { name: 'Vec2', exact: true }).first().click();
  await expect(page).toHaveTitle(/Vec2/);
  await expect(page.locator('html')).toHaveClass(/plugin-id-api .*docs-doc-id-math\/Vec2/);
});
