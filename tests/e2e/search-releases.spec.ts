import { test, expect, hydrated } from './fixtures';
import type { Page } from '@playwright/test';
import { API_BUILDS } from './page-checks/api-model';
import { apiBase } from '../../plugins/api-reference/release-routes';

/**
 * Search follows the reader's engine release: one index per release, the reader's fetched alone;
 * a name both releases have finds the reader's entry first; a name only the other release has
 * appears only when the reader asks to search both, labelled with its release.
 */
const [documented, newer] = API_BUILDS.map((b) => b.release);
const INDEX = /\/assets\/search\/index\.[0-9a-f]{8}\.json$/;
/** A class only the newer release has. */
const NEW_ONLY = 'Checkbox';

test.beforeAll(() => {
  expect(newer, 'a second published release').toBeDefined();
  expect(API_BUILDS[1]!.model.classes.has(NEW_ONLY) && !API_BUILDS[0]!.model.classes.has(NEW_ONLY), `${NEW_ONLY} is new in ${newer!.label}`).toBe(true);
});

/** The index files a page fetches, by release (read from the page's meta tags). */
function watchIndexes(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (INDEX.test(path)) fetched.push(path);
  });
  return fetched;
}
const indexOf = (page: Page, release: string) => page.locator(`meta[name="local-search-index"][data-index-release="${release}"]`).getAttribute('content');

async function searchInModal(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

test("on a page of the newer release, the modal searches that release's index alone and finds its own classes", async ({ page }) => {
  const fetched = watchIndexes(page);
  await page.goto(`${apiBase(newer)}/Scene`);
  await hydrated(page);
  await searchInModal(page, NEW_ONLY);
  await expect(hitLinks(page).first()).toHaveAttribute('href', `${apiBase(newer)}/${NEW_ONLY}`);
  expect(fetched).toEqual([await indexOf(page, newer!.id)]);
  // A name both releases have: this release's entry.
  await page.locator('.DocSearch-Input').fill('Vec3');
  await expect(hitLinks(page).first()).toHaveAttribute('href', `${apiBase(newer)}/Vec3`);
});

test("a reader of the documented release gets no newer-only entry mixed in; 'search both' finds it, labelled", async ({ page }) => {
  const fetched = watchIndexes(page);
  await page.goto('/api/Scene');
  await hydrated(page);
  await searchInModal(page, NEW_ONLY);
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
  for (const href of await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).not.toContain(`${apiBase(newer)}/`);
  expect(fetched).toEqual([await indexOf(page, documented!.id)]);
  // Searching both, from the modal's footer.
  await page.locator('.DocSearch-Footer').getByRole('link', { name: 'Search both engine releases' }).click();
  await expect(page).toHaveURL(`/search?q=${NEW_ONLY}&releases=all`);
  const group = page.locator('.search-page__group').filter({ has: page.locator(`h2 a[href="${apiBase(newer)}/${NEW_ONLY}"]`) });
  await expect(group).toBeVisible();
  await expect(group.locator('h2 small')).toContainText(newer!.label);
  await expect(page.getByRole('checkbox', { name: 'Search both engine releases' })).toBeChecked();
  expect(fetched).toEqual([await indexOf(page, documented!.id), await indexOf(page, newer!.id)]);
});

test("searching both ranks the reader's release first on a name both have; unticking searches the reader's alone", async ({ page }) => {
  await page.goto(`${apiBase(newer)}/intro`);
  await hydrated(page);
  // The reader chooses the newer release; the search page then searches it first.
  await page.locator('.navbar').getByRole('button', { name: /^Engine: / }).click();
  await page.locator('.navbar .dropdown__menu').getByText(newer!.label, { exact: true }).click();
  await page.goto('/search?q=Vec3&releases=all');
  await hydrated(page);
  const titles = page.locator('.search-page__group h2 a');
  await expect(titles.first()).toHaveAttribute('href', `${apiBase(newer)}/Vec3`);
  const hrefs = await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.indexOf('/api/Vec3')).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: 'Search both engine releases' }).uncheck();
  await expect(page).toHaveURL('/search?q=Vec3');
  await expect(titles.first()).toHaveAttribute('href', `${apiBase(newer)}/Vec3`);
  await expect(page.locator('.search-page__group h2 a[href="/api/Vec3"]')).toHaveCount(0);
});

test("the modal offers to search both releases also when the reader's release has no result", async ({ page }) => {
  await page.goto('/api/Scene');
  await hydrated(page);
  await searchInModal(page, 'zzqxvw');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  await page.locator('.DocSearch-Footer').getByRole('link', { name: 'Search both engine releases' }).click();
  await expect(page).toHaveURL('/search?q=zzqxvw&releases=all');
  await expect(page.getByRole('checkbox', { name: 'Search both engine releases' })).toBeChecked();
});

test('the chosen release holds as the reader moves on: a manual page reached by a link searches it', async ({ page }) => {
  await page.goto('/manual/scripting/getting-started');
  await hydrated(page);
  await page.locator('.navbar').getByRole('button', { name: `Engine: ${documented!.label}` }).click();
  await page.locator('.navbar .dropdown__menu').getByText(newer!.label, { exact: true }).click();
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Using VS Code' }).click();
  await expect(page).toHaveURL(/using-vs-code/);
  await searchInModal(page, 'Scene');
  await expect(hitLinks(page).first()).toHaveAttribute('href', `${apiBase(newer)}/Scene`);
});
