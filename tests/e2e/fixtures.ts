import { test as base, expect, type Page } from '@playwright/test';

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
 * Splits a list of pages into `count` sweeps of about the same size: one test per sweep walks its
 * pages in one browser page (warm, as a reader moving through the site) instead of a test, a new
 * context and a cold first load per page. Checks in a sweep name their page.
 */
export function sweeps<T>(items: readonly T[], count = 2): T[][] {
  return Array.from({ length: count }, (_, sweep) => items.filter((_, i) => i % count === sweep));
}
