import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The browser tests share one browser context per worker (playwright.config.ts, reuseContext),
 * which Playwright resets between tests: creating a context for every test cost about a third of
 * the browser tests' time. These two run in order in one worker: whatever the first leaves
 * behind, the second must not find.
 */
test.describe.configure({ mode: 'serial' });

/** The browser's own id of the context a page belongs to. */
async function browserContextId(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.detach();
  return targetInfo.browserContextId ?? '';
}

let firstContext = '';

test('isolation 1/2: a test leaves storage, a cookie, a permission, an init script, a route and a second tab behind', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read']);
  await page.addInitScript(() => ((window as unknown as { leftOver?: number }).leftOver = 1));
  await page.route('**/sitemap.xml', (route) => route.fulfill({ status: 200, body: 'routed' }));
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { leftOver?: number }).leftOver)).toBe(1);
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    sessionStorage.setItem('left', 'over');
    document.cookie = 'left=over; path=/';
  });
  await context.newPage();
  expect(context.pages()).toHaveLength(2);
  firstContext = await browserContextId(page);
});

test('isolation 2/2: the next test, in the same browser context, finds none of it', async ({ page, context }) => {
  expect(firstContext, 'test 1 ran first').not.toBe('');
  // The same context, so what follows tests Playwright's reset, not a fresh context.
  expect(await browserContextId(page)).toBe(firstContext);
  expect(context.pages()).toHaveLength(1);
  await page.goto('/');
  expect(
    await page.evaluate(() => ({
      theme: localStorage.getItem('theme'),
      session: sessionStorage.getItem('left'),
      cookie: document.cookie,
      initScript: (window as unknown as { leftOver?: number }).leftOver ?? null,
    })),
  ).toEqual({ theme: null, session: null, cookie: '', initScript: null });
  const clipboard = await page.evaluate(() => navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((p) => p.state));
  expect(clipboard, 'clipboard permission').toBe('prompt');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Fetched by the page, so a route left behind would answer it (a navigation to the XML would
  // also make the browser ask for /favicon.ico, which this site does not have).
  expect(await page.evaluate(() => fetch('/sitemap.xml').then((r) => r.text()))).toContain('<urlset');
});
