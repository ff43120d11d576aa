import { test, expect, hydrated } from './fixtures';
import type { Page } from '@playwright/test';
import { API_BUILDS } from './page-checks/api-model';
import { VARIANT_ATTRIBUTE } from '../../src/release-variants/marker';
import { preferredVersionKey } from '../../plugins/release-variants';
import { versionNameOf } from '../../plugins/api-reference/docs-versions';
import { API_DOCS_PLUGIN_ID } from '../../plugins/api-reference/release-routes';

/**
 * The manual's code variants as a reader sees them: a block that differs between engine releases
 * shows the reader's release from the first paint (an inline script sets it before the content, so
 * nothing swaps once the site's code starts), the release switch changes it in place, and the
 * choice is remembered across pages and reloads.
 */
const [documented, newer] = API_BUILDS.map((b) => b.release);
const PAGE = '/manual/scripting/getting-started';
const KEY = preferredVersionKey(API_DOCS_PLUGIN_ID, '');

test.beforeAll(() => {
  expect(newer, 'a second published release').toBeDefined();
});

/** The release whose variants a page shows: each variant's release and whether it is displayed. */
const shownVariants = (page: Page) =>
  page.evaluate((attribute) => {
    const blocks = Array.from(document.querySelectorAll<HTMLElement>(`article [${attribute}]`));
    return blocks.map((b) => [b.getAttribute(attribute), getComputedStyle(b).display !== 'none'] as const);
  }, VARIANT_ATTRIBUTE);

/** Records what the page shows when its HTML is parsed, before any of the site's scripts run. */
async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript((attribute) => {
    document.addEventListener('DOMContentLoaded', () => {
      const blocks = Array.from(document.querySelectorAll<HTMLElement>(`article [${attribute}]`));
      (window as unknown as { firstPaint: unknown }).firstPaint = blocks.map((b) => [b.getAttribute(attribute), getComputedStyle(b).display !== 'none']);
    });
  }, VARIANT_ATTRIBUTE);
}
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: Array<[string, boolean]> }).firstPaint);

/** Every variant of `release` shown and every other hidden, and at least one of each. */
function expectShown(variants: ReadonlyArray<readonly [string | null, boolean]>, release: string): void {
  expect(variants.filter(([r]) => r === release).length).toBeGreaterThan(0);
  expect(variants.filter(([r]) => r !== release).length).toBeGreaterThan(0);
  for (const [r, shown] of variants) expect(shown, `a ${r} variant`).toBe(r === release);
}

test("a reader who chose none sees the documented release's variants, each titled with its release", async ({ page }) => {
  await recordFirstPaint(page);
  await page.goto(PAGE);
  expectShown(await firstPaint(page), documented!.id);
  await hydrated(page);
  expectShown(await shownVariants(page), documented!.id);
  await expect(page.locator(`article [${VARIANT_ATTRIBUTE}="${documented!.id}"]`).first()).toContainText(`${documented!.label} engine`);
});

test("the reader's chosen release shows from the first paint, with no swap when the site's code starts", async ({ page }) => {
  await page.addInitScript(([key, version]) => window.localStorage.setItem(key, version), [KEY, versionNameOf(newer!)] as const);
  await recordFirstPaint(page);
  await page.goto(PAGE);
  expectShown(await firstPaint(page), newer!.id);
  await hydrated(page);
  expectShown(await shownVariants(page), newer!.id);
  await expect(page.locator('.navbar').getByRole('button', { name: `Engine: ${newer!.label}` })).toBeVisible();
});

test('the switch changes the variants in place, and the choice holds on other pages and after a reload', async ({ page }) => {
  await page.goto(PAGE);
  await hydrated(page);
  await page.locator('.navbar').getByRole('button', { name: `Engine: ${documented!.label}` }).click();
  await page.locator('.navbar .dropdown__menu').getByText(newer!.label, { exact: true }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.locator(`article [${VARIANT_ATTRIBUTE}="${newer!.id}"]`).first()).toBeVisible();
  expectShown(await shownVariants(page), newer!.id);
  // Another manual page with variants, reached as a reader does: through the sidebar.
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Using VS Code' }).click();
  await expect(page).toHaveURL(/using-vs-code/);
  expectShown(await shownVariants(page), newer!.id);
  await recordFirstPaint(page);
  await page.reload();
  expectShown(await firstPaint(page), newer!.id);
});
