import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { FULL_LAYOUT_ATTRIBUTE } from '../../src/components/StaticContent/full-layout';

/**
 * Shared browser fixture: every test fails on a console error or a page error, and on any request
 * that leaves the local site, unless the test declares what it expects.
 */
export interface Guards {
  /** Allow console errors matching this pattern in the current test. */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Console and page errors seen so far. */
  consoleErrors: string[];
  /** Requests made to other hosts so far. */
  foreignRequests: string[];
  /** Allow requests to other hosts matching this pattern (tests of configured services). */
  allowForeignRequests: (pattern: RegExp) => void;
  /** Content-Security-Policy violations seen so far (never allowed: every test fails on one). */
  cspViolations: string[];
}

export const test = base.extend<{ guards: Guards }>({
  guards: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const allowed: RegExp[] = [];
      const allowedHosts: RegExp[] = [];
      const guards: Guards = {
        allowConsoleErrors: (pattern) => allowed.push(pattern),
        consoleErrors: [],
        foreignRequests: [],
        allowForeignRequests: (pattern) => allowedHosts.push(pattern),
        cspViolations: [],
      };
      // The page reports each `securitypolicyviolation` event; Chromium also logs each one.
      await page.exposeFunction('__reportCspViolation', (text: string) => guards.cspViolations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error') guards.consoleErrors.push(msg.text());
        if (/Content Security Policy/i.test(msg.text())) guards.cspViolations.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => guards.consoleErrors.push(err.message));
      page.on('request', (req) => {
        const url = req.url();
        if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) guards.foreignRequests.push(url);
      });
      await use(guards);
      // The context is reused by the worker's next test (playwright.config.ts, reuseContext), and
      // Playwright's reset between tests keeps granted permissions.
      await page.context().clearPermissions();
      expect(guards.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      const foreign = guards.foreignRequests.filter((url) => !allowedHosts.some((p) => p.test(url)));
      expect(foreign, 'requests to other hosts').toEqual([]);
      const unexpected = guards.consoleErrors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The site's JS chunks (the framework's bundles and every page's code). */
export const JS_CHUNK = /\/assets\/js\/.+\.js$/;

/** Records the JS chunks the page requests from now on. */
export function watchChunks(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (JS_CHUNK.test(r.url())) loaded.push(r.url());
  });
  return loaded;
}

/** Waits until React has hydrated the page (the framework marks <html> when it has). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Expects the page scrolled as a link to the target scrolls it: the target at the top of the view,
 * below the sticky navbar (its scroll-margin-top). Being merely in view is not enough: member
 * bodies are laid out only near the viewport, and a target placed before the bodies above it are
 * laid out ends up off by their height, often still in view.
 */
export async function expectScrolledTo(target: Locator): Promise<void> {
  const offset = () => target.evaluate((el) => Math.abs(el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop)));
  await expect.poll(offset, { message: 'distance in px from where a link puts the target' }).toBeLessThanOrEqual(1);
}

/** Sets the colour mode the reader chose before the page loads (the theme reads it from storage). */
export async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
}

/**
 * Waits until the page is in its final state: hydrated, every member body laid out and every
 * diagram drawn. Bodies are laid out and diagrams drawn only near the viewport (src/css/custom.css,
 * src/theme/Mermaid); checks must see them as a reader who scrolls to each does (axe cannot judge
 * the colours of a body the browser skipped).
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate((attribute) => document.documentElement.setAttribute(attribute, ''), FULL_LAYOUT_ATTRIBUTE);
  const pending = page.locator('[data-diagram-pending]');
  const diagrams = await page.locator('[data-diagram]').count();
  for (let left = await pending.count(); left > 0; left = await pending.count()) {
    await pending.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(pending).not.toHaveCount(left);
  }
  await expect(page.locator('.docusaurus-mermaid-container > svg')).toHaveCount(diagrams, { timeout: 15_000 });
  if (diagrams) await page.evaluate(() => window.scrollTo(0, 0));
  // The theme's links fade their colour on a mode switch (CSS transitions): colours are judged
  // as the reader ends up seeing them, not on a frame of the fade.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
