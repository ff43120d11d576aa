import fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import { test, type Page } from '@playwright/test';
import type { PageCheck } from './types';
import { markColourTargets } from './colour-styles';

/**
 * Accessibility of every page: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules and axe's best
 * practices in dark mode, then the rules that depend on colour again in light mode. Serious and
 * critical violations fail. The colour rules run, in each mode, on the elements whose colour key
 * (./colour-styles.ts) no earlier page of the batch had; every other rule on the whole page.
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
/** Where axe runs: the whole page, or the elements markColourTargets kept. */
type Scope = 'page' | 'colour targets';

async function axeRun(page: Page, options: RunOptions, scope: Scope): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([opts, where]) => {
      const w = window as unknown as { axe: { run: (context: unknown, o: RunOptions) => Promise<AxeResults> }; __colourTargets: Element[] };
      return w.axe.run(where === 'page' ? document : { include: w.__colourTargets }, opts);
    },
    [options, scope] as const,
  );
}

// The colour keys each test has had checked, per mode: one sweep test walks a batch of pages, so a
// key is checked once per batch. Keyed by the test, not the browser page: with reused contexts
// (playwright.config.ts) a page object may outlive its test, and a test's checks must not depend
// on which tests ran before it.
const covered = new Map<string, Record<Mode, Set<string>>>();

/** The colour rules on the elements with colour keys this test has not had checked yet. */
async function colourRules(page: Page, mode: Mode): Promise<string[]> {
  const testId = test.info().testId;
  const keys = covered.get(testId) ?? covered.set(testId, { dark: new Set(), light: new Set() }).get(testId)!;
  const targets = await markColourTargets(page, keys[mode]);
  if (targets.elements === 0) return [];
  const results = await axeRun(page, { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] }, 'colour targets');
  for (const key of targets.fresh) keys[mode].add(key);
  const problems = describe(results, mode);
  // This run is the colour rules and nothing else.
  const ran = [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
  const others = ran.filter((id) => !COLOUR_RULES.includes(id));
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

export const axeCheck: PageCheck = {
  name: 'axe',
  appliesTo: () => true,
  // Only violations come back in full: about 30% faster on a long API page.
  dark: async (page) => {
    const withoutColour = Object.fromEntries(COLOUR_RULES.map((id) => [id, { enabled: false }]));
    const results = await axeRun(page, { runOnly: { type: 'tag', values: AXE_TAGS }, rules: withoutColour, resultTypes: ['violations'] }, 'page');
    return [...describe(results, 'dark'), ...(await colourRules(page, 'dark'))];
  },
  light: (page) => colourRules(page, 'light'),
};
