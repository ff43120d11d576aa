import { test, expect, hydrated } from './fixtures';
import type { Route } from '@playwright/test';
import { TEST_ROUTES } from '../../plugins/test-fixtures';

const JS = /\/assets\/js\/.+\.js$/;

test('hovering a link preloads the target page', async ({ page }) => {
  await page.goto('/manual/editor/basics/camera');
  await hydrated(page);
  // Let viewport prefetching settle, then watch what hover adds.
  await page.waitForLoadState('networkidle');
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (JS.test(r.url())) loaded.push(r.url());
  });
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.locator('.pagination-nav__link--next').hover();
  await expect.poll(() => loaded.length, { message: 'a JS chunk requested on hover' }).toBeGreaterThan(0);
});

test('with data-saver on, hovering preloads nothing', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
    });
  });
  await page.goto('/manual/editor/basics/camera');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (JS.test(r.url())) loaded.push(r.url());
  });
  await page.locator('.pagination-nav__link--next').hover();
  await page.waitForTimeout(1000);
  expect(loaded).toEqual([]);
  // The link still works: the page loads on click.
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/manual\/editor\/basics\/heirarchy$/);
});

test('a slow route change shows the progress bar, then finishes', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
    });
  });
  await page.goto('/manual/editor/basics/camera');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Hold every chunk for 1.5 s so the navigation takes longer than the bar's 200 ms delay.
  await page.route(JS, async (route: Route) => {
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
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
    });
  });
  await page.goto('/manual/editor/basics/camera');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  let blocked = 0;
  await page.route(JS, async (route) => {
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
  await page.route(/test-lazy-part.*\.js$/, (route) => (failing ? route.abort() : route.continue()));
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
    await expect(page.locator('#GetObjectByName')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('following a link with a hash to another page scrolls to its target', async ({ page }) => {
    await page.goto('/api/Vec3');
    await hydrated(page);
    const link = page.locator('#used-by ~ ul a').first();
    const href = (await link.getAttribute('href'))!;
    const [pathname, hash] = href.split('#');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${pathname}#${hash}$`));
    await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
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
  await page.route(/test-lazy-part.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(TEST_ROUTES.lazyChunk);
  await expect(page.locator('svg#loader')).toBeVisible();
  await expect(page.getByTestId('lazy-part')).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('svg#loader')).toHaveCount(0);
});
