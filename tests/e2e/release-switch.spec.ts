import { test, expect, hydrated } from './fixtures';
import type { Page } from '@playwright/test';
import { API_BUILDS } from './page-checks/api-model';
import { releaseSwitchData } from '../../plugins/api-reference/release-map';
import { anchorsOf } from '../../plugins/api-reference/model';

/**
 * The engine release switch on the API pages, as a reader uses it: it opens the same entry in the
 * other release (the same anchor, the new one after a rename, the changes entry when that release
 * lacks it), and the choice is remembered by the navbar's API link across pages and reloads.
 * (On the manual's pages it changes the code variants shown: tests/e2e/release-variants.spec.ts.)
 */
const data = releaseSwitchData(API_BUILDS);
const [documented, newer] = data.releases;
const set = API_BUILDS[1]?.changes;

// The test build publishes both releases: without a second one these tests fail rather than pass unseen.
test.beforeAll(() => {
  expect(newer, 'a second published release').toBeDefined();
  expect(set, "the newer release's changes").toBeDefined();
});

/** An entry both releases have in the same place: a class of both, an anchor the map does not move. */
function sharedEntry(): { page: string; anchor: string } {
  const moves = data.moves[`${documented!.id}>${newer!.id}`]!;
  for (const c of API_BUILDS[0]!.model.data.classes) {
    const other = API_BUILDS[1]!.model.classes.get(c.name);
    if (!other || moves[c.name]) continue;
    const anchor = (c.methods ?? []).map((m) => m.name).find((a) => anchorsOf(other).has(a) && !moves[`${c.name}#${a}`]);
    if (anchor) return { page: c.name, anchor };
  }
  throw new Error('no entry both releases have in the same place');
}

async function switchTo(page: Page, label: string): Promise<void> {
  const toggle = page.locator('.navbar').getByRole('button', { name: /^Engine: / });
  await toggle.click();
  await page.locator('.navbar .dropdown__menu').getByText(label, { exact: true }).click();
}

test('the switch keeps the anchor of an entry both releases have', async ({ page }) => {
  const { page: name, anchor } = sharedEntry();
  await page.goto(`/api/${name}#${anchor}`);
  await hydrated(page);
  await expect(page.locator('.navbar').getByRole('button', { name: `Engine: ${documented!.label}` })).toBeVisible();
  // Each page says which release it documents (the framework's version banners are off).
  await expect(page.locator('article .api-release-line')).toContainText(`documents the ${documented!.label} engine release`);
  await switchTo(page, newer!.label);
  await expect(page).toHaveURL(`${newer!.base}/${name}#${anchor}`);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  await expect(page.locator('.navbar').getByRole('button', { name: `Engine: ${newer!.label}` })).toBeVisible();
  await expect(page.locator('article .api-release-line')).toContainText(`documents the ${newer!.label} engine release`);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('the switch follows a renamed member to its new name, both ways', async ({ page }) => {
  const renamed = set!.classes.flatMap((c) => (c.members ?? []).filter((m) => m.spelling && !m.movedTo).map((m) => ({ c: c.name, m })))[0]!;
  await page.goto(`/api/${renamed.c}#${renamed.m.name}`);
  await hydrated(page);
  await switchTo(page, newer!.label);
  await expect(page).toHaveURL(`${newer!.base}/${renamed.c}#${renamed.m.spelling}`);
  await switchTo(page, documented!.label);
  await expect(page).toHaveURL(`/api/${renamed.c}#${renamed.m.name}`);
});

test('the switch sends a class the other release lacks to its entry on the changes page', async ({ page }) => {
  const removed = set!.classes.find((c) => c.notInEngine)!.name;
  await page.goto(`/api/${removed}`);
  await hydrated(page);
  await switchTo(page, newer!.label);
  await expect(page).toHaveURL(`/api/changes/${set!.version}#class-${removed}`);
  await expect(page.locator(`[id="class-${removed}"]`)).toBeAttached();
  // The changes page compares the two releases: no line naming one.
  await expect(page.locator('.api-release-line')).toHaveCount(0);
  await expect(page.locator('article').getByRole('link', { name: removed, exact: true }).first()).toBeInViewport();
});

test('the choice is remembered: the navbar API link leads to that release on other pages and after a reload', async ({ page }) => {
  await page.goto('/api/intro');
  await hydrated(page);
  const apiLink = page.locator('.navbar__items').getByRole('link', { name: 'API', exact: true });
  await expect(apiLink).toHaveAttribute('href', '/api/intro');
  await switchTo(page, newer!.label);
  await expect(page).toHaveURL(`${newer!.base}/intro`);
  await page.goto('/manual/scripting/getting-started');
  await hydrated(page);
  await expect(apiLink).toHaveAttribute('href', `${newer!.base}/intro`);
  await page.reload();
  await hydrated(page);
  await expect(apiLink).toHaveAttribute('href', `${newer!.base}/intro`);
  await apiLink.click();
  await expect(page).toHaveURL(`${newer!.base}/intro`);
  // Outside the API reference the switch names the reader's release (the manual's code follows it).
  await page.goto('/manual/scripting/getting-started');
  await hydrated(page);
  await expect(page.locator('.navbar').getByRole('button', { name: `Engine: ${newer!.label}` })).toBeVisible();
});

test('the switch works from the keyboard', async ({ page }) => {
  const { page: name, anchor } = sharedEntry();
  await page.goto(`/api/${name}#${anchor}`);
  await hydrated(page);
  const toggle = page.locator('.navbar').getByRole('button', { name: `Engine: ${documented!.label}` });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // As a reader sees it: the menu is shown before the next key.
  await expect(page.locator('.navbar .dropdown__menu').getByText(newer!.label, { exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('.navbar .dropdown__menu :focus')).toHaveText(newer!.label);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${newer!.base}/${name}#${anchor}`);
});
