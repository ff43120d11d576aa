import fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import type { PageCheck } from './types';

/**
 * Accessibility of every page: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules and axe's best
 * practices in dark mode, then the rules that depend on colour again in light mode. Serious and
 * critical violations fail.
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

async function axeRun(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((opts) => (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, opts), options);
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
  dark: async (page) => describe(await axeRun(page, { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] }), 'dark'),
  light: async (page) => {
    const results = await axeRun(page, { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] });
    // The light pass runs the colour rules and nothing else.
    const ran = [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
    const problems = describe(results, 'light');
    const others = ran.filter((id) => !COLOUR_RULES.includes(id));
    if (others.length) problems.push(`axe (light) ran rules other than the colour rules: ${others.join(', ')}`);
    const missing = COLOUR_RULES.filter((id) => !ran.includes(id));
    if (missing.length) problems.push(`axe (light) did not run ${missing.join(', ')}`);
    return problems;
  },
};
