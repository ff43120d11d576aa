/**
 * Builds the site a second time with Algolia and analytics configured (fake ids), into
 * build-services/, so the browser tests can check what those settings change: only the pages
 * those tests open (docusaurus.services.config.ts). The ids are the test's own and never reach a
 * real service: the tests intercept every request to those hosts.
 */
import { execFileSync } from 'node:child_process';
import { SERVICES_BUILD_DIR, SERVICES_ENV } from '../../playwright.config';

// Not minified: its tests check what the services change (requests, CSP, the search UI), not the
// code's size, and minifying was a quarter of this build (cold: 16.1 s → 11.7 s).
execFileSync('npx', ['docusaurus', 'build', '--config', 'docusaurus.services.config.ts', '--out-dir', SERVICES_BUILD_DIR, '--no-minify'], {
  stdio: 'inherit',
  env: { ...process.env, ...SERVICES_ENV },
});
// Precompressed like build/, so that it is served by nginx the same way (npm run serve:prod).
execFileSync('npx', ['tsx', 'scripts/serve/precompress.ts', SERVICES_BUILD_DIR, '--quality', 'fast'], { stdio: 'inherit' });
