import fs from 'node:fs';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

/**
 * Accessibility of every page readers can reach: axe-core over each URL of the built
 * sitemap in both colour modes, and a keyboard walk through a documentation page.
 */

// WCAG 2.0/2.1/2.2 A and AA rules plus axe's best practices.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Paths of every page in build/sitemap.xml (the suite runs against that build). */
function sitemapPaths(): string[] {
  const file = path.resolve(__dirname, '../../build/sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site before running the browser tests`);
  const xml = fs.readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  if (paths.length === 0) throw new Error('build/sitemap.xml lists no pages');
  return [...new Set(paths)].sort();
}

const PAGES = sitemapPaths();
// Several pages per test: one browser page per test navigates through its share of the sitemap,
// so the suite pays for a new page only once per batch.
const BATCH_SIZE = 4;
const batches: string[][] = [];
for (let i = 0; i < PAGES.length; i += BATCH_SIZE) batches.push(PAGES.slice(i, i + BATCH_SIZE));

type Mode = 'light' | 'dark';

interface Finding {
  page: string;
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

async function setMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
}

/**
 * Waits until the page is in its final state: hydrated, and every diagram drawn. Diagrams render
 * only near the viewport (src/theme/Mermaid), so each is scrolled to; axe must see their markup
 * and colours too.
 */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  const pending = page.locator('[data-diagram-pending]');
  const diagrams = await page.locator('[data-diagram]').count();
  for (let left = await pending.count(); left > 0; left = await pending.count()) {
    await pending.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(pending).not.toHaveCount(left);
  }
  await expect(page.locator('.docusaurus-mermaid-container > svg')).toHaveCount(diagrams, { timeout: 15_000 });
  if (diagrams) await page.evaluate(() => window.scrollTo(0, 0));
  // The theme's links fade their colour on a mode switch (CSS transitions): contrast is judged on
  // the colours the reader ends up with, not on a frame of the fade.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Rules whose result depends on the colour mode: contrast of text, and links told apart from the
 * text around them by colour. They run in both modes; every other rule looks at markup, names and
 * structure, which the mode does not change, so those run once per page (in the default dark mode).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// axe-core injected once per page load and run in the page itself: AxeBuilder injected its 0.5 MB
// script before every run, which cost more than the whole run on a short page.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function axeRun(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((opts) => (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, opts), options);
}

async function axeFindings(page: Page, pagePath: string, scope: 'all' | 'colour'): Promise<Finding[]> {
  // Only violations come back in full: about 30% faster on a long API page.
  const runOnly: RunOptions['runOnly'] = scope === 'colour' ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: AXE_TAGS };
  const results = await axeRun(page, { runOnly, resultTypes: ['violations'] });
  if (scope === 'colour') {
    // The light pass ran the colour rules and nothing else.
    const ran = [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
    expect(ran.filter((id) => !COLOUR_RULES.includes(id)), `${pagePath}: rules other than the colour rules ran`).toEqual([]);
    expect(ran, `${pagePath}: the colour rules ran`).toEqual(expect.arrayContaining(COLOUR_RULES));
  }
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      page: pagePath,
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    }));
}

function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.page}: [${f.impact}] ${f.id}: ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`)
    .join('\n');
}

test.describe('axe: no serious or critical violations', () => {
  // Each page loads once, in the default dark mode, and gets every rule; then the reader's colour
  // toggle switches it to light and the colour rules run again (see COLOUR_RULES).
  batches.forEach((batch, index) => {
    test(`pages ${index * BATCH_SIZE + 1}–${index * BATCH_SIZE + batch.length} of ${PAGES.length}: all rules in dark mode, colour rules in light mode`, async ({ page }) => {
      test.setTimeout(20_000 * batch.length);
      await setMode(page, 'dark');
      const findings: Finding[] = [];
      for (const pagePath of batch) {
        const response = await page.goto(pagePath);
        expect(response?.status(), `${pagePath} loads`).toBe(200);
        await settled(page);
        await expect(page.locator('html'), `${pagePath} starts in dark mode`).toHaveAttribute('data-theme', 'dark');
        findings.push(...(await axeFindings(page, `${pagePath} (dark)`, 'all')));
        await page.getByRole('button', { name: /Switch between dark and light mode/ }).first().click();
        await expect(page.locator('html'), `${pagePath} switched to light mode`).toHaveAttribute('data-theme', 'light');
        await settled(page);
        findings.push(...(await axeFindings(page, `${pagePath} (light)`, 'colour')));
      }
      expect(findings, `axe violations:\n${describeFindings(findings)}`).toEqual([]);
    });
  });

  test('the checks cover the whole sitemap, both API and manual pages', () => {
    expect(PAGES).toContain('/');
    expect(PAGES).toContain('/api/Scene');
    expect(PAGES).toContain('/manual/scripting/getting-started');
    expect(PAGES.length).toBeGreaterThan(100);
  });
});

// ---- Keyboard -----------------------------------------------------------------------------------

interface Stop {
  /** Index set on the element while walking, to find it again afterwards. */
  index: number;
  label: string;
  role: string;
  focusedStyle: string;
}

interface FocusReader {
  /** The part of an element's computed style that can show focus: outline and box-shadow. */
  focusStyleOf: (el: Element) => string;
}

/** Installed in the page before it loads, so both readings below use the same code. */
function installFocusReader(): void {
  (window as unknown as FocusReader).focusStyleOf = (el: Element) => {
    const s = getComputedStyle(el);
    const outline =
      s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0 ? 'none' : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
    return `outline: ${outline}; box-shadow: ${s.boxShadow}`;
  };
}

async function walkWithTab(page: Page, max: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(
      (i) => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        if (el.hasAttribute('data-kbd-stop')) return { repeat: true as const };
        el.setAttribute('data-kbd-stop', String(i));
        const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
        return { index: i, label, role: el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/).join('.')}` : ''), focusedStyle: (window as unknown as FocusReader).focusStyleOf(el) };
      },
      i,
    );
    if (stop === null || 'repeat' in stop) break; // focus left the page or came round again
    stops.push(stop);
  }
  return stops;
}

for (const mode of ['dark', 'light'] as const) {
  test(`keyboard (${mode}): Tab reaches every control in order and each shows a visible focus`, async ({ page }) => {
    await setMode(page, mode);
    await page.addInitScript(installFocusReader);
    await page.goto('/manual/scripting/getting-started');
    await settled(page);

    // Everything a keyboard user should be able to reach: visible, enabled, not taken out of the
    // tab order.
    const reachable = await page.evaluate(() => {
      const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
      return Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
        if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) return false;
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]');
      }).length;
    });

    const stops = await walkWithTab(page, reachable + 10);
    const labels = stops.map((s) => s.label);

    // The first stop is the skip link, and it leads to the content.
    expect(stops[0]?.role, 'first Tab stop').toMatch(/skipToContent|^a\b/);
    expect(stops[0]?.label).toMatch(/skip to main content/i);
    // Then the announcement bar and navbar, the colour toggle, search and the sidebar links.
    expect(labels).toContain('Atomontage Docs');
    expect(labels).toContain('Docs');
    expect(labels).toContain('API');
    expect(labels.some((l) => /Switch between dark and light mode/.test(l)), 'colour toggle').toBe(true);
    expect(stops.some((s) => /DocSearch-Button/.test(s.role)), 'search button').toBe(true);
    const sidebarLinks = await page.locator('nav[aria-label="Docs sidebar"] a[data-kbd-stop]').count();
    expect(sidebarLinks, 'sidebar links reached by Tab').toBeGreaterThan(5);
    // Every reachable control is reached (the walk stops when focus comes round again).
    expect(stops.length, 'Tab stops vs. focusable controls on the page').toBe(reachable);

    // Each stop shows a focus indicator that is visible and absent without focus.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const missing: string[] = [];
    for (const stop of stops) {
      const unfocused = await page
        .locator(`[data-kbd-stop="${stop.index}"]`)
        .evaluate((el) => (window as unknown as FocusReader).focusStyleOf(el));
      const visible = !/^outline: none; box-shadow: none$/.test(stop.focusedStyle);
      if (!visible || stop.focusedStyle === unfocused) {
        missing.push(`${stop.role} "${stop.label}": focused {${stop.focusedStyle}} vs unfocused {${unfocused}}`);
      }
    }
    expect(missing, `elements without a visible focus indicator:\n${missing.join('\n')}`).toEqual([]);
  });
}
