import { test, expect, hydrated } from './fixtures';
import { MANUAL_PAGES, SITE_PAGES, toUrl } from '../../plugins/route-contract/routes';

// Each manual route's heading, title and sidebar are checked by the page sweep (pages.spec.ts,
// page-checks/manual-pages.ts), which loads each page once for all its checks.
test('every page in the sitemap has its own title', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThanOrEqual(MANUAL_PAGES.length);
  const titles = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, `title of ${path}`).not.toBe('');
    expect(titles.get(title), `"${title}" is used by ${titles.get(title)} and ${path}`).toBeUndefined();
    titles.set(title, path);
  }
});

test('an unknown path shows the not-found page with a 404 status', async ({ page, guards }) => {
  guards.allowConsoleErrors(/404/);
  const response = await page.goto('/manual/editor/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the markdown page is a plain page outside the docs', async ({ page }) => {
  await page.goto(SITE_PAGES.markdown);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About this site' })).toBeVisible();
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
});

test('the search page takes its query from ?q=', async ({ page }) => {
  await page.goto(`${SITE_PAGES.search}?q=Transform`);
  await hydrated(page);
  await expect(page.getByRole('searchbox', { name: 'Search docs' }).last()).toHaveValue('Transform');
});

test.describe('.html endings are normalised', () => {
  for (const [url, title] of [
    ['/manual/scripting/style-guide.html', 'Lua Style Guide'],
    ['/manual/editor/basics/camera/index.html', 'Editor Camera'],
    ['/index.html', 'Atomontage Documentation'],
  ] as const) {
    test(url, async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      await expect(page.locator('article h1').first()).toHaveText(title);
      expect(new URL(page.url()).pathname).not.toMatch(/\.html$/);
    });
  }
});

test('a site served under the wrong base URL shows the framework banner with a suggestion', async ({ page, request, guards }) => {
  guards.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
  // Simulate a host that serves the home page under /docs/ while the site expects "/": the
  // page's scripts and styles cannot be found there.
  const home = await (await request.get('/')).text();
  await page.route(/\/docs\/$/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: home }));
  await page.route(/\/assets\/(js|css)\//, (route) => route.abort());
  await page.goto('/docs/');
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toContainText('We suggest trying baseUrl = /docs/');
});
