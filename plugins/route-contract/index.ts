import type { LoadContext, Plugin } from '@docusaurus/types';
import { missingRoutes } from './routes';

/**
 * Fails the build when a route the specification requires is missing, so a renamed or deleted
 * content file cannot silently drop a page.
 */
export default function routeContractPlugin(_context: LoadContext): Plugin {
  return {
    name: 'route-contract',
    async postBuild({ routesPaths }) {
      const missing = missingRoutes(routesPaths);
      if (missing.length) {
        throw new Error(
          `[route-contract] The build has no page for ${missing.map((p) => `"${p}"`).join(', ')}. ` +
            'Each route is listed in plugins/route-contract/routes.ts: restore the content file ' +
            '(docs/... with the matching `slug` front matter, or api/classes|enums/<name>.yaml) or update the route list if the ' +
            'specification changed.',
        );
      }
    },
  };
}
