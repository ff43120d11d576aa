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

/** What the page records (installFocusRecorder): each element focused, or a return to one. */
type Recorded = Stop | { repeat: true };

interface FocusRecorder {
  /** The part of an element's computed style that can show focus: outline and box-shadow. */
  focusStyleOf: (el: Element) => string;
  focusStops: Recorded[];
}

/**
 * Installed in the page before it loads: records every element that takes focus, with its style
 * while focused, so that walking with Tab costs one key press per stop and no round trip to read it.
 */
function installFocusRecorder(): void {
  const w = window as unknown as FocusRecorder;
  w.focusStyleOf = (el: Element) => {
    const s = getComputedStyle(el);
    const outline =
      s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0 ? 'none' : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
    return `outline: ${outline}; box-shadow: ${s.boxShadow}`;
  };
  w.focusStops = [];
  document.addEventListener('focusin', (event) => {
    const el = event.target as HTMLElement;
    if (el.hasAttribute('data-kbd-stop')) {
      w.focusStops.push({ repeat: true });
      return;
    }
    const index = w.focusStops.length;
    el.setAttribute('data-kbd-stop', String(index));
    const label = (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const role = el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/).join('.')}` : '');
    w.focusStops.push({ index, label, role, focusedStyle: w.focusStyleOf(el) });
  });
}

/** Presses Tab `presses` times; the stops in order, up to focus coming round again. */
async function walkWithTab(page: Page, presses: number): Promise<Stop[]> {
  for (let i = 0; i < presses; i++) await page.keyboard.press('Tab');
  const recorded = await page.evaluate(() => (window as unknown as FocusRecorder).focusStops);
  const repeat = recorded.findIndex((r) => 'repeat' in r);
  return (repeat < 0 ? recorded : recorded.slice(0, repeat)) as Stop[];
}

for (const mode of ['dark', 'light'] as const) {
  test(`keyboard (${mode}): Tab reaches every control in order and each shows a visible focus`, async ({ page }) => {
    await setMode(page, mode);
    await page.addInitScript(installFocusRecorder);
    await page.goto('/manual/scripting/getting-started');
    await settled(page);
    // settled() scrolls to lay out the diagrams, and Chromium 150 moves the point Tab starts from
    // with such a scroll. A reader who has just arrived starts at the top of the document.
    await page.evaluate(() => {
      const start = document.createElement('div');
      start.tabIndex = -1;
      document.body.prepend(start);
      start.focus({ preventScroll: true });
      start.remove();
      (window as unknown as FocusRecorder).focusStops.length = 0;
    });

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

    // Two presses more than there are controls: focus leaves the page, then comes round to the first.
    const stops = await walkWithTab(page, reachable + 3);
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
    const unfocused = await page.evaluate(() =>
      Object.fromEntries(Array.from(document.querySelectorAll('[data-kbd-stop]')).map((el) => [el.getAttribute('data-kbd-stop'), (window as unknown as FocusRecorder).focusStyleOf(el)])),
    );
    const missing: string[] = [];
    for (const stop of stops) {
      const without = unfocused[String(stop.index)];
      const visible = !/^outline: none; box-shadow: none$/.test(stop.focusedStyle);
      if (!visible || stop.focusedStyle === without) {
        missing.push(`${stop.role} "${stop.label}": focused {${stop.focusedStyle}} vs unfocused {${without}}`);
      }
    }
    expect(missing, `elements without a visible focus indicator:\n${missing.join('\n')}`).toEqual([]);
  });
}
