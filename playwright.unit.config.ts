import os from 'node:os';
import { defineConfig, type Project, type ReporterDescription } from '@playwright/test';

/**
 * `npm run test:unit`: every test that needs no build, no browser and no nginx. Test files sit
 * beside what they test (`x.test.ts` next to `x.ts`); `x.integration.test.ts` marks a test that
 * reads a build or starts nginx, which runs in `npm test` after the builds (playwright.config.ts).
 * Playwright's runner rather than node's: the browser tests need it anyway, and one runner keeps
 * one `test`/`expect`, one TypeScript loader and one reporter for both.
 */
const CODE_DIRS = '{framework-changes,plugins,scripts,server,src,tests/unit}';

export const unitProject: Project = {
  name: 'unit',
  testDir: '.',
  testMatch: `${CODE_DIRS}/**/*.test.ts`,
  testIgnore: ['**/node_modules/**', '**/*.integration.test.ts'],
};

export const integrationProject: Project = {
  name: 'integration',
  testDir: '.',
  testMatch: `${CODE_DIRS}/**/*.integration.test.ts`,
  testIgnore: '**/node_modules/**',
};

export const REPORTERS: ReporterDescription[] = [['list'], ['./tests/summary-reporter.ts']];

// One worker per core: the tests are CPU-bound (Chromium, axe, index building), so more workers
// than cores only slow each other down and stretch timeouts.
export const WORKERS = Math.max(1, os.availableParallelism());

/** Run settings both configs share (this one and playwright.config.ts). */
export const RUN_OPTIONS = {
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  reporter: REPORTERS,
};

export default defineConfig({ ...RUN_OPTIONS, projects: [unitProject] });
