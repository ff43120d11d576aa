import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';

/**
 * Test-only routes, added by the test config (docusaurus.test.config.ts, which the test command
 * builds); the site's own config never lists them, so readers never get them.
 * - /__test__/crash: throws while rendering, once, to exercise the framework's crash page.
 * - /__test__/lazy-chunk: loads a separate chunk through the theme's Loading component, so a test
 *   can make that chunk fail and press Retry.
 * - /__test__/toc-levels: a Markdown page with headings of levels 2 to 4 (pages below).
 */
export const TEST_ROUTE_BASE = '/__test__';
export const TEST_ROUTES = { crash: `${TEST_ROUTE_BASE}/crash`, lazyChunk: `${TEST_ROUTE_BASE}/lazy-chunk`, tocLevels: `${TEST_ROUTE_BASE}/toc-levels` } as const;

// Components by their @site path: an absolute one would be written into the route registry the
// browser loads.
export default function testFixturesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: TEST_ROUTES.crash, component: '@site/plugins/test-fixtures/components/CrashOnce.tsx', exact: true });
      actions.addRoute({ path: TEST_ROUTES.lazyChunk, component: '@site/plugins/test-fixtures/components/LazyChunk.tsx', exact: true });
    },
  };
}

/** The Markdown fixture pages, served under /__test__/ by a second instance of the pages plugin. */
export const testFixturePages: PluginConfig = [
  '@docusaurus/plugin-content-pages',
  // Relative to the site (an absolute path would be copied into the config the browser loads).
  { id: 'test-fixtures', path: 'plugins/test-fixtures/pages', routeBasePath: TEST_ROUTE_BASE },
];
