import { test, expect, hydrated } from './fixtures';
import { SERVICES_URL } from '../../playwright.config';

/**
 * The Content-Security-Policy holds on the pages readers see: every browser test fails on a
 * violation (tests/e2e/fixtures.ts), so the features that could break it are checked where they
 * are tested (search, diagrams, the announcement bar), and every page in both colour modes by the
 * page sweep (pages.spec.ts). Here: that the policy is served strict, that the services build
 * keeps to it, and that the guard itself catches a violation.
 */

// The routes whose policy is checked here: a page of each kind, and the not-found page.
const PAGES = ['/', '/manual/scripting/getting-started', '/api/Client', '/search'];

test('every kind of page is served with the strict script policy, the not-found page too', async ({ request }) => {
  for (const url of [...PAGES, '/no-such-page']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(url === '/no-such-page' ? 404 : 200);
    const csp = response.headers()['content-security-policy'] ?? '';
    // Without the header no violation could ever happen, and the guard would prove nothing.
    expect(csp, `CSP header of ${url}`).toContain("script-src 'self' 'sha256-");
    expect(csp, url).not.toContain('unsafe-eval');
    expect(/script-src[^;]*unsafe-inline/.test(csp), `${url}: inline scripts allowed`).toBe(false);
    expect(csp, url).toContain("frame-ancestors 'none'");
  }
});

test.describe('the services build', () => {
  test.use({ baseURL: SERVICES_URL });
  test('Algolia and analytics configured: loads and searches without violations', async ({ page, guards }) => {
    // Nothing may reach the real services: answer them here.
    guards.allowForeignRequests(/^https:\/\/([^/]*algolia(net)?\.(net|com|io)|www\.googletagmanager\.com|[^/]*google-analytics\.com)\//i);
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.route(/algolia/i, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"results":[]}' }));
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
