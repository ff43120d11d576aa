import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Test-only routes, built only when SITE_TEST_FIXTURES=1 (the test command sets it; the README's
 * run command and any deploy build do not), so readers never get them.
 * - /__test__/crash: throws while rendering, once, to exercise the framework's crash page.
 * - /__test__/lazy-chunk: loads a separate chunk through the theme's Loading component, so a test
 *   can make that chunk fail and press Retry.
 */
export const TEST_ROUTES = { crash: '/__test__/crash', lazyChunk: '/__test__/lazy-chunk' } as const;

export default function testFixturesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: TEST_ROUTES.crash, component: path.join(__dirname, 'components/CrashOnce.tsx'), exact: true });
      actions.addRoute({ path: TEST_ROUTES.lazyChunk, component: path.join(__dirname, 'components/LazyChunk.tsx'), exact: true });
    },
  };
}
