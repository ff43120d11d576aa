import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readSiteEnv } from '../site-env';
import { buildInlineScriptHashes, MANIFEST_FILE, type ServingManifest } from '../../server/manifest';
import { headersFile, redirectsFile } from '../../server/static-host';

/**
 * Writes what serving this build needs, computed from the build (server/policy.ts says how):
 * `_serving.json` (the inline-script hashes and configured services that make up its CSP; read
 * by `npm run serve:prod`) and `_headers` / `_redirects` for static hosts. The HTML is complete
 * when postBuild runs. Precompression runs after the build (server/precompress.ts), because
 * other plugins still write files (sitemap, search index) during postBuild.
 */
export default function servingPlugin(context: LoadContext): Plugin {
  return {
    name: 'serving',
    async postBuild({ outDir, routesPaths }) {
      const env = readSiteEnv(process.env);
      const manifest: ServingManifest = {
        inlineScriptHashes: buildInlineScriptHashes(outDir),
        algoliaAppId: env.algolia?.appId,
        analytics: Boolean(env.gtagTrackingId),
        routes: routesPaths.filter((route) => route !== `${context.baseUrl}404.html` && !route.endsWith('/404.html')),
      };
      fs.writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(manifest));
      fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(manifest.routes));
    },
  };
}
