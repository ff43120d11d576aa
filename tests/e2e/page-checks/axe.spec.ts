import type { Page } from '@playwright/test';
import { test, expect, hydrated, setMode, settled } from '../fixtures';
import { axeCheck, colourProblemsAsLighthouseSees } from './axe';
import { markColourTargets } from './colour-styles';
import { BODY_CLASS } from '../../../plugins/api-reference/render';

// The sweep's colour rules run only on styles a batch has not had checked (./axe.ts): a page seen
// again adds nothing, and a new style on a later page is checked and its failure reported.
const ROUTE = '/manual/editor/basics/camera';

/** Text too faint for the dark background, and a link told from the text around it by a slight change of colour alone. */
async function addPoorlyContrastedText(page: Page): Promise<void> {
  await page.locator('article p').first().evaluate((p) => {
    const plain = 'color: #c8c8c8; font-weight: inherit; text-decoration: none; border: 0; background: none';
    p.insertAdjacentHTML('afterend', `<p id="faint" style="color: #444">Faint text.</p><p>Text with <a id="plain" href="#top" style="${plain}">a link</a> in it.</p>`);
  });
}

test('colour keys: a page seen again has no new key; a new text or link style is one, and only its elements are checked', async ({ page }) => {
  await setMode(page, 'dark');
  await page.goto(ROUTE);
  await settled(page);
  const first = await markColourTargets(page, new Set());
  expect(first.elements).toBeGreaterThan(20);
  expect(first.fresh.length).toBeLessThan(first.elements);
  expect(await markColourTargets(page, new Set(first.fresh))).toEqual({ fresh: [], elements: 0 });

  await addPoorlyContrastedText(page);
  const added = await markColourTargets(page, new Set(first.fresh));
  // The faint paragraph's text; the link's text and the link itself.
  expect(added.fresh.map((key) => key.split('|')[0]).sort()).toEqual(['link in text', 'text', 'text']);
  expect(added.elements).toBe(3);
});

test('the sweep reports a contrast failure on a later page of a batch, in a style earlier pages did not have', async ({ page }) => {
  await setMode(page, 'dark');
  await page.goto(ROUTE);
  await settled(page);
  expect(await axeCheck.dark!(page, ROUTE)).toEqual([]);
  await page.goto(ROUTE);
  await settled(page);
  await addPoorlyContrastedText(page);
  const problems = await axeCheck.dark!(page, ROUTE);
  expect(problems).toHaveLength(2);
  expect(problems.find((p) => p.includes('color-contrast'))).toContain('#faint');
  expect(problems.find((p) => p.includes('link-in-text-block'))).toContain('#plain');
});

// The sweep lays every member body out first (settled); Lighthouse judges the page as it loads,
// when the bodies away from the viewport are skipped (src/css/custom.css).
test('a long API page as it loads, its far member bodies not laid out, has no colour failures for axe', async ({ page }) => {
  await setMode(page, 'dark');
  await page.goto('/api/Client');
  await hydrated(page);
  const skipped = await page.locator(`.${BODY_CLASS} > :first-child`).evaluateAll(
    (children) => children.filter((child) => !child.checkVisibility({ contentVisibilityAuto: true })).length,
  );
  expect(skipped).toBeGreaterThan(50);
  expect(await colourProblemsAsLighthouseSees(page, 'dark')).toEqual([]);
});
