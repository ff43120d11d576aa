import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { SERVICES_URL } from '../../playwright.config';

/**
 * The Content-Security-Policy holds on the pages readers see: every test in the suite fails on a
 * violation (tests/e2e/fixtures.ts); these tests add the pages and features most likely to break
 * it, in both colour modes, and prove that the check itself catches a violation.
 */

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

async function open(page: Page, url: string, mode: Mode): Promise<void> {
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const response = await page.goto(url);
  const csp = response?.headers()['content-security-policy'] ?? '';
  // Without the header no violation could ever happen: the check would prove nothing.
  expect(csp, `CSP header of ${url}`).toContain("script-src 'self' 'sha256-");
  expect(csp).not.toContain('unsafe-eval');
  expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    test('home, announcement bar and its dismissal', async ({ page }) => {
      await page.context().clearCookies();
      await open(page, '/', mode);
      const bar = page.getByRole('banner').or(page.locator('.theme-announcement-bar')).first();
      await expect(bar).toBeVisible();
      await page.getByRole('button', { name: 'Close' }).first().click();
      await page.reload();
      await hydrated(page);
    });

    test('a page with Mermaid diagrams draws them', async ({ page }) => {
      await open(page, '/manual/scripting/getting-started', mode);
      const pending = page.locator('[data-diagram-pending]');
      for (let left = await pending.count(); left > 0; left = await pending.count()) {
        await pending.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await expect(pending).not.toHaveCount(left);
      }
      await expect(page.locator('.docusaurus-mermaid-container > svg').first()).toBeVisible({ timeout: 15_000 });
    });

    test('local search: the modal loads the index and shows results; /search too', async ({ page }) => {
      await open(page, '/api/Client', mode);
      await page.keyboard.press('Control+k');
      await page.getByPlaceholder('Search docs').fill('Transform');
      // The first search downloads the index and the engine: allow for a busy machine.
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await page.goto('/search?q=Scene');
      await hydrated(page);
      await expect(page.locator('main a[href^="/api/Scene"]').first()).toBeVisible();
    });

    test('an API page, the not-found page and the colour toggle', async ({ page, guards }) => {
      guards.allowConsoleErrors(/404/);
      await open(page, '/api/Vec3', mode);
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      expect(missing?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    });

    test.describe('the services build', () => {
      test.use({ baseURL: SERVICES_URL });
      test('Algolia and analytics configured: loads and searches without violations', async ({ page, guards }) => {
        // Nothing may reach the real services: answer them here.
        guards.allowForeignRequests(/^https:\/\/([^/]*algolia(net)?\.(net|com|io)|www\.googletagmanager\.com|[^/]*google-analytics\.com)\//i);
        await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
        await page.route(/algolia/i, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"results":[]}' }));
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const response = await page.goto('/api/Scene');
        expect(response?.status(), 'a page of the services build').toBe(200);
        const csp = response?.headers()['content-security-policy'] ?? '';
        expect(csp).toMatch(/connect-src 'self' https:\/\/testapp-dsn\.algolia\.net/);
        expect(csp).toContain('https://www.googletagmanager.com');
        await hydrated(page);
        await page.keyboard.press('Control+k');
        await page.getByPlaceholder('Search docs').fill('Scene');
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      });
    });
  });
}

test('the check catches a violation (an inline script the policy does not list)', async ({ page, guards }) => {
  // The probe is the home page itself, so React hydrates the markup it rendered: served at any
  // other path, the router renders another page and hydration errors arrive at an unknown time.
  await page.route((url) => url.pathname === '/', async (route) => {
    const home = await route.fetch();
    const body = (await home.text()).replace('</body>', '<script>document.title="ran"</script></body>');
    await route.fulfill({ response: home, body });
  });
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => guards.cspViolations.length).toBeGreaterThan(0);
  expect(guards.cspViolations.join('\n')).toContain('script-src');
  expect(await page.title()).not.toBe('ran');
  // Seen and checked: clear it so the guard does not fail this test; any other console error
  // (the violation is the only one expected) still fails it.
  guards.cspViolations.length = 0;
  const others = guards.consoleErrors.filter((e) => !/Content Security Policy/i.test(e));
  expect(others, 'console errors other than the violation').toEqual([]);
  guards.consoleErrors.length = 0;
});
