import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { optionalString, pluginWithOptions, requiredBoolean } from '../plugin-options';
import { buildInlineScriptHashes, MANIFEST_FILE, type ServingManifest } from '../../server/manifest';
import { headersFile, redirectsFile } from '../../server/static-host';

/**
 * Writes what serving this build needs, computed from the build (server/policy.ts says how):
 * `_serving.json` (the inline-script hashes and configured services that make up its CSP; read
 * by `npm run serve:prod`) and `_headers` / `_redirects` for static hosts. The HTML is complete
 * when postBuild runs. Precompression runs after the build (server/precompress.ts), because
 * other plugins still write files (sitemap, search index) during postBuild.
 */
export interface ServingOptions {
  /** The Algolia application the search talks to (its host enters the CSP), if configured. */
  algoliaAppId: string | undefined;
  /** Whether Google Analytics is configured (its hosts enter the CSP). */
  analytics: boolean;
}

function servingPlugin(context: LoadContext, options: ServingOptions): Plugin {
  return {
    name: 'serving',
    async postBuild({ outDir, routesPaths }) {
      const manifest: ServingManifest = {
        inlineScriptHashes: buildInlineScriptHashes(outDir),
        algoliaAppId: options.algoliaAppId,
        analytics: options.analytics,
        routes: routesPaths.filter((route) => route !== `${context.baseUrl}404.html` && !route.endsWith('/404.html')),
      };
      fs.writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(manifest));
      fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(manifest.routes));
    },
  };
}

export const serving = pluginWithOptions('serving', servingPlugin, (options) => ({
  algoliaAppId: optionalString(options, 'algoliaAppId', 'serving'),
  analytics: requiredBoolean(options, 'analytics', 'serving'),
}));
