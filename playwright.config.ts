import { defineConfig } from '@playwright/test';

/**
 * One runner for everything: `unit` runs Node-side tests of our own code, `e2e` drives Debian's
 * Chromium against the production build served locally (see scripts/test.sh).
 */
export const PORT = Number(process.env.TEST_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The same site built with the third-party services configured (scripts/test.sh builds it). */
export const SERVICES_BUILD_DIR = 'build-services';
export const SERVICES_URL = `http://127.0.0.1:${PORT + 1}`;
export const SERVICES_ENV = {
  ALGOLIA_APP_ID: 'TESTAPP',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'atomontage-docs',
  GTAG_TRACKING_ID: 'G-TESTONLY01',
} as const;

/**
 * The browser tests run against nginx with the production configuration (`npm run serve:prod`).
 * TEST_SERVER=docusaurus uses `docusaurus serve` instead, for a machine without nginx; the
 * serving tests (headers, CSP, refusals) then fail, as they should.
 */
export const TEST_SERVER = process.env.TEST_SERVER === 'docusaurus' ? 'docusaurus' : 'nginx';
function serverCommand(dir: string, port: number): string {
  return TEST_SERVER === 'docusaurus'
    ? `npx docusaurus serve --no-open --dir ${dir} --port ${port} --host 127.0.0.1`
    : `PORT=${port} exec node --import tsx scripts/serve-prod.ts --dir ${dir} --quiet`;
}

// Chromium flags for this closed network: no background traffic, no sandbox (root in CI).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list'], ['./tests/summary-reporter.ts']],
  projects: [
    // Unit tests: tests/unit, and the tests beside the build-time code they test (x.test.ts next to x.ts).
    { name: 'unit', testDir: '.', testMatch: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts'] },
    {
      name: 'e2e',
      testDir: './tests/e2e',
      use: {
        baseURL: BASE_URL,
        browserName: 'chromium',
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
        viewport: { width: 1280, height: 800 },
        trace: 'off',
      },
    },
  ],
  webServer: [
    {
      // The production build, served as production serves it (nginx, server/policy.ts).
      command: serverCommand('build', PORT),
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: serverCommand(SERVICES_BUILD_DIR, PORT + 1),
      url: SERVICES_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
