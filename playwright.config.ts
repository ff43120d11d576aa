import { defineConfig } from '@playwright/test';
import { freePortsSync } from './server/free-port';
import { integrationProject, RUN_OPTIONS, unitProject } from './playwright.unit.config';

/**
 * The whole suite (scripts/ci/test.sh runs it after the builds): `unit` (playwright.unit.config.ts),
 * `integration` (reads build/ or starts nginx) and `e2e`, which drives Debian's Chromium against
 * the production builds served locally.
 */

// Ports are chosen here, once, by the runner; its workers inherit the environment and so load the
// same ones. TEST_PORT pins them (TEST_PORT and TEST_PORT + 1) for a machine shared by several runs.
if (!process.env.TEST_PORT_SERVICES) {
  const [site, services] = process.env.TEST_PORT ? [Number(process.env.TEST_PORT), Number(process.env.TEST_PORT) + 1] : freePortsSync(2);
  process.env.TEST_PORT = String(site);
  process.env.TEST_PORT_SERVICES = String(services);
}
export const PORT = Number(process.env.TEST_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The same site built with the third-party services configured (scripts/ci/test.sh builds it). */
export const SERVICES_BUILD_DIR = 'build-services';
export const SERVICES_URL = `http://127.0.0.1:${process.env.TEST_PORT_SERVICES}`;
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
    : `PORT=${port} exec node --import tsx scripts/serve/serve-prod.ts --dir ${dir} --quiet`;
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

function testServer(dir: string, port: number, url: string) {
  return {
    command: serverCommand(dir, port),
    url,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

export default defineConfig({
  ...RUN_OPTIONS,
  projects: [
    unitProject,
    integrationProject,
    {
      name: 'e2e',
      testDir: './tests/e2e',
      use: {
        baseURL: BASE_URL,
        browserName: 'chromium',
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
        viewport: { width: 1280, height: 800 },
        trace: 'off',
        // One browser context per worker, reset by Playwright between tests (storage, cookies,
        // tabs, routes, init scripts; permissions in fixtures.ts): a new context for every test
        // cost about 0.3 s of a busy core each. tests/e2e/isolation.spec.ts proves the reset.
        reuseContext: true,
      },
    },
  ],
  // The production build and the services build, served as production serves them (nginx,
  // server/policy.ts); never a server this run did not start: a port in use fails the run.
  webServer: [
    testServer('build', PORT, BASE_URL),
    testServer(SERVICES_BUILD_DIR, Number(process.env.TEST_PORT_SERVICES), SERVICES_URL),
  ],
});
