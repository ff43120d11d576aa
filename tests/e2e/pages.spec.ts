import { test, expect, setMode, settled } from './fixtures';
import { sitemapRoutes } from './sitemap';
import { PAGE_CHECKS } from './page-checks';
import { API_ROUTES } from './page-checks/api-pages';
import { CHANGED_PAGES } from './page-checks/engine-changes';
import { MANUAL_PAGES } from '../../plugins/route-contract/routes';
import { TERMS } from './page-checks/manual-terms';

/**
 * The page sweep: every page of the sitemap is loaded once, in the default dark mode, and every
 * check of page-checks/ that applies to it runs; then the reader's toggle switches it to light
 * mode and the checks that depend on the mode run again. Loading each page once for all checks,
 * not once per check, is what keeps the suite within its time.
 */
const PAGES = sitemapRoutes();
// Several pages per test: one browser page walks its batch, and each colour style is checked once
// per batch (page-checks/axe.ts), so fewer batches judge each style fewer times. Four keep both
// workers busy: 95 s for the sweep against 112 s with batches of 8 (decisions/2026-11-26-test-time.md).
const BATCH_COUNT = 4;
const BATCH_SIZE = Math.ceil(PAGES.length / BATCH_COUNT);
// The theme's colours fade on a mode switch; with reduced motion (which the theme honours) they
// switch at once, to the same final colours the checks judge, instead of each page waiting out the fade.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
const batches: string[][] = [];
for (let i = 0; i < PAGES.length; i += BATCH_SIZE) batches.push(PAGES.slice(i, i + BATCH_SIZE));

test('the sweep covers the whole sitemap: every manual and API page, every page with engine changes or expected terms', () => {
  expect(PAGES).toContain('/');
  expect(PAGES).toContain('/manual/scripting/getting-started');
  expect(PAGES.length).toBeGreaterThan(100);
  expect(API_ROUTES.filter((r) => !PAGES.includes(r)), 'API pages missing from the sitemap').toEqual([]);
  expect([...CHANGED_PAGES.keys()].filter((r) => !PAGES.includes(r)), 'changed pages missing from the sitemap').toEqual([]);
  expect(CHANGED_PAGES.size).toBeGreaterThan(10);
  expect(MANUAL_PAGES.map((p) => p.path).filter((r) => !PAGES.includes(r)), 'manual pages missing from the sitemap').toEqual([]);
  expect(Object.keys(TERMS).filter((r) => !PAGES.includes(r)), 'pages with expected terms missing from the sitemap').toEqual([]);
});

batches.forEach((batch, index) => {
  test(`pages ${index * BATCH_SIZE + 1}–${index * BATCH_SIZE + batch.length} of ${PAGES.length}: every page check, in dark mode and then light`, async ({ page }) => {
    test.setTimeout(20_000 * batch.length);
    await setMode(page, 'dark');
    const problems: string[] = [];
    for (const route of batch) {
      const checks = PAGE_CHECKS.filter((c) => c.appliesTo(route));
      const report = (check: string, found: string[]) => problems.push(...found.map((p) => `${route} (${check}): ${p}`));
      const response = await page.goto(encodeURI(route));
      expect(response?.status(), `${route} loads`).toBe(200);
      await settled(page);
      await expect(page.locator('html'), `${route} starts in dark mode`).toHaveAttribute('data-theme', 'dark');
      for (const check of checks) if (check.dark) report(check.name, await check.dark(page, route));
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).first().click();
      await expect(page.locator('html'), `${route} switched to light mode`).toHaveAttribute('data-theme', 'light');
      await settled(page);
      for (const check of checks) if (check.light) report(check.name, await check.light(page, route));
    }
    expect(problems, `problems found:\n${problems.join('\n')}`).toEqual([]);
  });
});
