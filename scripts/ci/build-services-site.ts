/**
 * Builds the site a second time with Algolia and analytics configured (fake ids), into
 * build-services/, so the browser tests can check what those settings change: only the pages
 * those tests open (docusaurus.services.config.ts). The ids are the test's own and never reach a
 * real service: the tests intercept every request to those hosts.
 */
import { execFileSync } from 'node:child_process';
import { SERVICES_BUILD_DIR, SERVICES_ENV } from '../../playwright.config';

execFileSync('npx', ['docusaurus', 'build', '--config', 'docusaurus.services.config.ts', '--out-dir', SERVICES_BUILD_DIR], {
  stdio: 'inherit',
  env: { ...process.env, ...SERVICES_ENV },
});
// Precompressed like build/, so that it is served by nginx the same way (npm run serve:prod).
execFileSync('npx', ['tsx', 'scripts/serve/precompress.ts', SERVICES_BUILD_DIR, '--quality', 'fast'], { stdio: 'inherit' });
