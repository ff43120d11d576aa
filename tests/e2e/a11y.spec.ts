import type { Page } from '@playwright/test';
import { test, expect, setMode, settled } from './fixtures';

/**
 * Keyboard use of a documentation page in both colour modes. axe-core over every page of the
 * sitemap runs in the page sweep (pages.spec.ts, page-checks/axe.ts).
 */

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
