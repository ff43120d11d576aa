import type { LoadContext, Plugin } from '@docusaurus/types';
import { MANUAL_PAGES, SITE_PAGES } from './routes';

/**
 * Fails the build when a route the specification requires is missing, so a renamed or deleted
 * content file cannot silently drop a page.
 */
export default function routeContractPlugin(_context: LoadContext): Plugin {
  return {
    name: 'route-contract',
    async postBuild({ routesPaths }) {
      const have = new Set(routesPaths);
      const expected = [...MANUAL_PAGES.map((p) => p.path), ...Object.values(SITE_PAGES)];
      const missing = expected.filter((p) => !have.has(p));
      if (missing.length) {
        throw new Error(
          `[route-contract] The build has no page for ${missing.map((p) => `"${p}"`).join(', ')}. ` +
            'Each route is listed in plugins/route-contract/routes.ts: restore the content file ' +
            '(docs/... with the matching `slug` front matter) or update the route list if the ' +
            'specification changed.',
        );
      }
    },
  };
}
