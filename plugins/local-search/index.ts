import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration as WebpackConfiguration } from 'webpack';
import { INDEX_META_NAME } from '../../src/search/types';
import { assembleIndex, extractPage, type ExtractedPage } from './extract';
import { buildDevIndex, docPagesOf, renderOptionsOf, type DevIndexCache, type DocsPluginContent } from './dev-index';

/**
 * Search without a service.
 * - Serves the /search page and tells the browser where the search index is. With the Algolia
 *   variables set, the preset's Algolia theme registers /search instead and the same components
 *   query Algolia; no local index is built.
 * - Production (`postBuild`): reads every rendered HTML page in the build output, writes one
 *   content-hashed index file (assets/search/index.{hash}.json) and names it in a meta tag of every
 *   page, so the client fetches it only when search is first used and a new build never mixes
 *   with a cached old index.
 * - Dev server: renders each doc from its Markdown/MDX source into the page the theme would show
 *   (./doc-page.ts), reads it with the same extractPage and assembleIndex, and serves the result at
 *   /search-index.dev.json from the generated-files folder. One extractor for both, so a writer
 *   sees in `npm start` the records readers get (plugins/local-search/dev-index.integration.test.ts compares them).
 */

/** Pages never indexed: the search page itself and the test-only fixture pages. */
const IGNORED_PATHS = [/^\/search$/, /^\/__test__(\/|$)/, /^\/404$/];

const DEV_INDEX_FILE = 'search-index.dev.json';

/** Every .html file under dir, as [route path (decoded), absolute file]. */
export function htmlFiles(dir: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (sub: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.html')) {
        const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');
        out.push([route, path.join(dir, rel)]);
      }
    }
  };
  walk('');
  return out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Builds the index file from a build output folder (also used by the benchmark and tests). */
export function buildIndexFromOutput(outDir: string, baseUrl = '/'): ReturnType<typeof assembleIndex> {
  const pages: ExtractedPage[] = [];
  for (const [route, file] of htmlFiles(outDir)) {
    const routePath = route === '/' ? baseUrl : `${baseUrl}${route.slice(1)}`;
    if (IGNORED_PATHS.some((re) => re.test(route))) continue;
    const extracted = extractPage(fs.readFileSync(file, 'utf8'), routePath);
    if (extracted) pages.push(extracted);
  }
  return assembleIndex(pages);
}

/** Where the build writes the index (under the output folder), and how its file is named. */
export const INDEX_DIR = 'assets/search';
export const INDEX_FILE = /^index\.[0-9a-f]{8}\.json$/;

/** Serialises the index and names it by its content (8 hex digits of SHA-256). */
export function hashedIndex(index: ReturnType<typeof assembleIndex>): { json: string; fileName: string } {
  const json = JSON.stringify(index);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 8);
  return { json, fileName: `index.${hash}.json` };
}

export default function localSearchPlugin(context: LoadContext): Plugin {
  // One source of truth: the Algolia settings docusaurus.config.ts derived from the environment.
  const algoliaConfig = (context.siteConfig.themeConfig as { algolia?: { appId: string; apiKey: string; indexName: string } }).algolia;
  const env = {
    algolia: algoliaConfig ? { appId: algoliaConfig.appId, apiKey: algoliaConfig.apiKey, indexName: algoliaConfig.indexName } : undefined,
  };
  const issueUrl = String(context.siteConfig.customFields?.searchIssueUrl ?? '');
  const { baseUrl } = context.siteConfig;
  const isDev = process.env.NODE_ENV === 'development';
  const devDir = path.join(context.generatedFilesDir, 'local-search');
  const devCache: DevIndexCache = new Map();
  let devBuild = 0;
  return {
    name: 'local-search',

    async allContentLoaded({ allContent, actions }) {
      actions.setGlobalData({
        algolia: env.algolia,
        // Production pages name the hashed file in a meta tag; this is the dev server's index.
        indexUrl: env.algolia || !isDev ? undefined : `${baseUrl}${DEV_INDEX_FILE}`,
        issueUrl,
      });
      if (!env.algolia) {
        actions.addRoute({ path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true });
      }
      if (env.algolia || !isDev) return;
      const pages = docPagesOf(allContent['docusaurus-plugin-content-docs'] as Record<string, DocsPluginContent> | undefined, context);
      // Not awaited: rendering every doc takes seconds and the dev server need not wait for it.
      // Each reload starts a new build; only the latest one writes the file.
      const build = ++devBuild;
      buildDevIndex(pages, renderOptionsOf(context.siteConfig, pages), devCache)
        .then((index) => {
          if (build !== devBuild) return;
          fs.mkdirSync(devDir, { recursive: true });
          fs.writeFileSync(path.join(devDir, DEV_INDEX_FILE), JSON.stringify(index));
        })
        .catch((error: unknown) => console.warn(`[local-search] the dev search index was not written: ${(error as Error).message}`));
    },

    configureWebpack() {
      if (env.algolia || !isDev) return undefined;
      // The dev server merges this list with its own static folders (core's start command merges
      // `devServer` from plugins). Webpack's Configuration type does not declare devServer.
      const devServer = { static: [{ directory: devDir, publicPath: baseUrl, watch: false }] };
      return { devServer } as WebpackConfiguration;
    },

    async postBuild({ outDir }) {
      if (env.algolia) return;
      const { json, fileName } = hashedIndex(buildIndexFromOutput(outDir, baseUrl));
      const assetDir = path.join(outDir, INDEX_DIR);
      fs.mkdirSync(assetDir, { recursive: true });
      fs.writeFileSync(path.join(assetDir, fileName), json);
      const tag = `<meta name="${INDEX_META_NAME}" content="${baseUrl}${INDEX_DIR}/${fileName}">`;
      for (const [, file] of htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        if (html.includes(`name="${INDEX_META_NAME}"`) || !html.includes('</head>')) continue;
        fs.writeFileSync(file, html.replace('</head>', `${tag}</head>`));
      }
    },
  };
}
