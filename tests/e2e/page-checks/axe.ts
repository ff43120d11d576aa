import fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import { test, type Page } from '@playwright/test';
import type { PageCheck } from './types';
import { COLOUR_TARGET_ATTRIBUTE, markColourTargets } from './colour-styles';

/**
 * Accessibility of every page: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules and axe's best
 * practices in dark mode, then the rules that depend on colour again in light mode. Serious and
 * critical violations fail. The colour rules judge, in each mode, the elements whose colour key
 * (./colour-styles.ts) no earlier page of the batch had; every other rule the whole page.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Rules whose result depends on the colour mode: contrast of text, and links told apart from the
 * text around them by colour. Every other rule looks at markup, names and structure, which the
 * mode does not change, so those run once per page.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// Injected once per page load and run in the page: AxeBuilder injected its 0.5 MB script before
// every run, which cost more than the whole run on a short page.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Mode = 'dark' | 'light';

// The colour rules judge only the elements markColourTargets marked, through each rule's own
// selector (color-contrast: every element; link-in-text-block: links), so that in dark mode one
// axe run covers every rule, and a colour run judges the marked elements but not their content.
const COLOUR_RULE_SELECTORS = [
  { id: 'color-contrast', selector: `[${COLOUR_TARGET_ATTRIBUTE}]` },
  { id: 'link-in-text-block', selector: `a[href][${COLOUR_TARGET_ATTRIBUTE}], [role=link][${COLOUR_TARGET_ATTRIBUTE}]` },
];

interface AxeInPage {
  run: (context: unknown, o: RunOptions) => Promise<AxeResults>;
  configure: (spec: { rules: typeof COLOUR_RULE_SELECTORS }) => void;
}

/**
 * Runs axe in the page, injecting it on the first run. `markedOnly` (the sweep) restricts the
 * colour rules to the marked elements; without it they judge every element, as Lighthouse's
 * accessibility audit does. A page keeps the setting of its first run; asking for the other one fails.
 */
async function axeRun(page: Page, options: RunOptions, markedOnly = true): Promise<AxeResults> {
  const setUp = await page.evaluate(() => (window as unknown as { __axeMarkedOnly?: boolean }).__axeMarkedOnly);
  if (setUp === undefined) {
    await page.evaluate(AXE_SOURCE);
    if (markedOnly) await page.evaluate((rules) => (window as unknown as { axe: AxeInPage }).axe.configure({ rules }), COLOUR_RULE_SELECTORS);
    await page.evaluate((value) => ((window as unknown as { __axeMarkedOnly?: boolean }).__axeMarkedOnly = value), markedOnly);
  } else if (setUp !== markedOnly) {
    throw new Error(`axe is already set up on this page with the colour rules ${setUp ? 'on marked elements only' : 'on every element'}: load the page again first`);
  }
  return page.evaluate((opts) => (window as unknown as { axe: AxeInPage }).axe.run(document, opts), options);
}

/** Serious colour failures axe reports on the page as it stands, every element judged (as Lighthouse does). */
export async function colourProblemsAsLighthouseSees(page: Page, mode: Mode): Promise<string[]> {
  return describe(await axeRun(page, { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] }, false), mode);
}

// What each test has had judged: one sweep test walks a batch of pages, so each of these is judged
// once per batch. The colour keys, per mode; and the stylesheets and media axe read (`preload`)
// for the rules that judge CSS rules and media (css-orientation-lock, no-autoplay-audio): on a
// page whose set an earlier page of the batch had, reading them again was about a fifth of the
// run, and without them those rules report nothing, never a failure. Keyed by the test, not the
// browser page: with reused contexts (playwright.config.ts) a page object may outlive its test,
// and a test's checks must not depend on which tests ran before it.
const judged = new Map<string, Record<Mode | 'assets', Set<string>>>();
const judgedInThisTest = () => {
  const testId = test.info().testId;
  return judged.get(testId) ?? judged.set(testId, { dark: new Set(), light: new Set(), assets: new Set() }).get(testId)!;
};

/** Marks the elements with colour keys this test has not had checked yet, in this mode. */
async function markFreshColourTargets(page: Page, mode: Mode): Promise<{ elements: number; checked: () => void }> {
  const keys = judgedInThisTest();
  const targets = await markColourTargets(page, keys[mode]);
  return { elements: targets.elements, checked: () => targets.fresh.forEach((key) => keys[mode].add(key)) };
}

/** Problems in a run's results; and a problem if it left out a colour rule, or ran others in a colour-only run. */
function report(results: AxeResults, mode: Mode, colourOnly: boolean): string[] {
  const problems = describe(results, mode);
  const ran = [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
  const others = colourOnly ? ran.filter((id) => !COLOUR_RULES.includes(id)) : [];
  if (others.length) problems.push(`axe (${mode}) ran rules other than the colour rules: ${others.join(', ')}`);
  const missing = COLOUR_RULES.filter((id) => !ran.includes(id));
  if (missing.length) problems.push(`axe (${mode}) did not run ${missing.join(', ')}`);
  return problems;
}

function describe(results: AxeResults, mode: string): string[] {
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `axe (${mode}) [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n')}`);
}

/** What axe's preloaded rules see of a page: its stylesheets (address or inline text) and media. */
function assetsKey(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify([
      Array.from(document.styleSheets, (sheet) => sheet.href ?? sheet.ownerNode?.textContent ?? ''),
      Array.from(document.querySelectorAll('audio, video'), (media) => (media as HTMLMediaElement).currentSrc || media.outerHTML),
    ]),
  );
}

export const axeCheck: PageCheck = {
  name: 'axe',
  appliesTo: () => true,
  // Only violations come back in full: about 30% faster on a long API page.
  dark: async (page) => {
    const targets = await markFreshColourTargets(page, 'dark');
    const seen = judgedInThisTest().assets;
    const assets = await assetsKey(page);
    const results = await axeRun(page, { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'], preload: !seen.has(assets) });
    seen.add(assets);
    targets.checked();
    return report(results, 'dark', false);
  },
  // In light mode only the colour rules, and only when the page has a style the batch has not had.
  light: async (page) => {
    const targets = await markFreshColourTargets(page, 'light');
    if (targets.elements === 0) return [];
    const results = await axeRun(page, { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'], preload: false });
    targets.checked();
    return report(results, 'light', true);
  },
};
