import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { Configuration as WebpackConfiguration } from 'webpack';
import { INDEX_META_NAME, INDEX_SOURCE_ATTRIBUTES, LAST_BUILD_INDEX_PATH, type SearchGlobalData, type SearchIndexFile, type SearchRelease } from '../../src/search/types';
import { load } from 'cheerio';
import { assembleIndex, extractLoaded, type ExtractedPage, type IndexScope } from './extract';

/**
 * Search without a service.
 * - Serves the /search page and passes the search settings to the browser. With Algolia
 *   configured, the preset's Algolia theme registers /search instead and the same components query
 *   Algolia; no local index is built.
 * - Production (`postBuild`): reads every rendered HTML page in the build output, writes one
 *   content-hashed index file (assets/search/index.{hash}.json) per engine release and names each in
 *   a meta tag of every page, so the client fetches one only when search is first used and a new
 *   build never mixes with a cached old index. A release's index holds its API pages and every
 *   page no release owns (the manual, with that release's code variants only); the client picks
 *   the index of the reader's release from the contextual search tags (src/search/localSearchClient.ts).
 * - Dev server: serves the index of the last production build in the output folder, if there is
 *   one, at LAST_BUILD_INDEX_PATH; the search UI says it searches the last build, or how to make one.
 *   One extraction path: the index always comes from pages exactly as readers get them.
 */

/** The plugin's options, as docusaurus.config.ts passes them (by module path, so that they are validated). */
export interface Options {
  /** All three when Algolia DocSearch is configured: the UI queries it and no local index is built. */
  algolia?: { appId: string; apiKey: string; indexName: string };
  /** Target of "Let us know." on the no-results screens. */
  issueUrl: string;
  /** Route prefixes left out of the index (test-only pages), besides /search and /404. */
  ignoredPaths?: string[];
  /** The engine releases, the default (documented) one first: one index each. None: one index of every page. */
  releases?: SearchRelease[];
}

/** The options after validation, defaults filled in. */
export type PluginOptions = Options & { id: string; ignoredPaths: string[]; releases: SearchRelease[] };

const OPTIONS_SCHEMA = Joi.object<PluginOptions>({
  algolia: Joi.object({ appId: Joi.string().required(), apiKey: Joi.string().required(), indexName: Joi.string().required() }),
  issueUrl: Joi.string().uri().required(),
  ignoredPaths: Joi.array().items(Joi.string().pattern(/^\//)).default([]),
  releases: Joi.array()
    .items(Joi.object({ id: Joi.string().required(), label: Joi.string().required(), tag: Joi.string().required(), base: Joi.string().pattern(/^\//).required() }))
    .default([]),
});

/** Where the build writes the index (under the output folder), and how its file is named. */
export const INDEX_DIR = 'assets/search';
export const INDEX_FILE = /^index\.[0-9a-f]{8}\.json$/;

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

/** True for routes never indexed: the search page, the 404 page and the ignored prefixes. */
function ignored(route: string, ignoredPaths: readonly string[]): boolean {
  return route === '/search' || route === '/404' || ignoredPaths.some((p) => route === p.replace(/\/$/, '') || route.startsWith(p.endsWith('/') ? p : `${p}/`));
}

/**
 * Builds the index files from a build output folder (also used by the benchmark and tests): one per
 * release, the first release's first, or one of every page when the site has no releases. Each page
 * is read and parsed once for all of them.
 */
export function buildIndexesFromOutput(
  outDir: string,
  baseUrl = '/',
  ignoredPaths: readonly string[] = [],
  releases: readonly SearchRelease[] = [],
): Array<{ release?: SearchRelease; index: SearchIndexFile }> {
  const scopes = releases.length
    ? releases.map((r): { release?: SearchRelease; scope?: IndexScope } => ({ release: r, scope: { release: r.id, label: r.label, otherTags: releases.filter((o) => o !== r).map((o) => o.tag) } }))
    : [{}];
  const pages = scopes.map((): ExtractedPage[] => []);
  for (const [route, file] of htmlFiles(outDir)) {
    if (ignored(route, ignoredPaths)) continue;
    const routePath = route === '/' ? baseUrl : `${baseUrl}${route.slice(1)}`;
    const $ = load(fs.readFileSync(file, 'utf8'));
    scopes.forEach(({ scope }, i) => {
      const extracted = extractLoaded($, routePath, scope);
      if (extracted) pages[i]!.push(extracted);
    });
  }
  return scopes.map(({ release }, i) => ({ ...(release ? { release } : {}), index: assembleIndex(pages[i]!) }));
}

/** The one index of a site without releases (tests and fixtures). */
export function buildIndexFromOutput(outDir: string, baseUrl = '/', ignoredPaths: readonly string[] = []): SearchIndexFile {
  return buildIndexesFromOutput(outDir, baseUrl, ignoredPaths)[0]!.index;
}

/** Serialises the index and names it by its content (8 hex digits of SHA-256). */
export function hashedIndex(index: SearchIndexFile): { json: string; fileName: string } {
  const json = JSON.stringify(index);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 8);
  return { json, fileName: `index.${hash}.json` };
}

/** The meta tag that names one index file to the client (with its release, when the site has releases). */
export function indexMetaTag(url: string, release: SearchRelease | undefined): string {
  const a = INDEX_SOURCE_ATTRIBUTES;
  const attrs = release ? ` ${a.release}="${release.id}" ${a.label}="${release.label}" ${a.tag}="${release.tag}" ${a.base}="${release.base}"` : '';
  return `<meta name="${INDEX_META_NAME}" content="${url}"${attrs}>`;
}

/** Every index file a build output names in its home page's meta tags, the default one first (none: no build, or built with Algolia). */
export function builtIndexFiles(outDir: string): Array<{ file: string; release?: SearchRelease }> {
  let home: string;
  try {
    home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  // The build's HTML minifier may leave attribute values unquoted.
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>"]+))`).exec(tag)?.slice(1).find((v) => v !== undefined);
  return [...home.matchAll(new RegExp(`<meta name=(?:"${INDEX_META_NAME}"|${INDEX_META_NAME})\\s[^>]*>`, 'g'))].flatMap(([tag]) => {
    const content = attr(tag, 'content');
    if (!content) return [];
    const file = path.join(outDir, INDEX_DIR, path.posix.basename(decodeURI(content)));
    const a = INDEX_SOURCE_ATTRIBUTES;
    const [id, label, docsTag, base] = [attr(tag, a.release), attr(tag, a.label), attr(tag, a.tag), attr(tag, a.base)];
    const release = id && label && docsTag && base ? { id, label, tag: docsTag, base } : undefined;
    return fs.existsSync(file) ? [release ? { file, release } : { file }] : [];
  });
}

/** The index file of one release (default: the default release's) a build output names, or null. */
export function builtIndexFile(outDir: string, release?: string): string | null {
  const all = builtIndexFiles(outDir);
  return (release === undefined ? all[0] : all.find((f) => f.release?.id === release))?.file ?? null;
}

/**
 * What the dev server serves at LAST_BUILD_INDEX_PATH: a copy of the last build's index in `dir`,
 * or nothing (the search UI then says how to make one). Returns the file copied, or null.
 */
export function serveLastBuild(outDir: string, dir: string): string | null {
  const source = builtIndexFile(outDir);
  const target = path.join(dir, LAST_BUILD_INDEX_PATH);
  fs.mkdirSync(dir, { recursive: true });
  if (source) fs.copyFileSync(source, target);
  else fs.rmSync(target, { force: true });
  return source;
}

export function validateOptions({ validate, options }: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OPTIONS_SCHEMA, options);
}

export default function localSearchPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const { baseUrl, outDir } = context;
  const devDir = path.join(context.generatedFilesDir, 'local-search');
  // Set once the dev server asks for its webpack configuration: a content reload then re-reads
  // the build output, so that a build made meanwhile is searched without a restart.
  let devServer = false;
  const refreshDevIndex = (): void => {
    const source = serveLastBuild(outDir, devDir);
    const where = path.relative(context.siteDir, outDir) || outDir;
    console.info(
      source
        ? `[local-search] Dev server search uses the index of the last production build (${path.relative(context.siteDir, source)}).`
        : `[local-search] No production build in ${where}/: search shows how to make one (npm run build).`,
    );
  };
  return {
    name: 'local-search',

    async allContentLoaded({ actions }) {
      const data: SearchGlobalData = { algolia: options.algolia, issueUrl: options.issueUrl };
      actions.setGlobalData(data);
      if (!options.algolia) actions.addRoute({ path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true });
      if (devServer) refreshDevIndex();
    },

    configureWebpack(config, isServer) {
      if (options.algolia || isServer || config.mode !== 'development') return undefined;
      devServer = true;
      refreshDevIndex();
      // The dev server merges this list with its own static folders (core's start command merges
      // `devServer` from plugins). Webpack's Configuration type does not declare devServer.
      const devServerConfig = { static: [{ directory: devDir, publicPath: baseUrl, watch: false }] };
      return { devServer: devServerConfig } as WebpackConfiguration;
    },

    async postBuild({ outDir: builtDir }) {
      if (options.algolia) return;
      const assetDir = path.join(builtDir, INDEX_DIR);
      fs.mkdirSync(assetDir, { recursive: true });
      const tag = buildIndexesFromOutput(builtDir, baseUrl, options.ignoredPaths, options.releases)
        .map(({ release, index }) => {
          const { json, fileName } = hashedIndex(index);
          fs.writeFileSync(path.join(assetDir, fileName), json);
          return indexMetaTag(`${baseUrl}${INDEX_DIR}/${fileName}`, release);
        })
        .join('');
      for (const [, file] of htmlFiles(builtDir)) {
        const html = fs.readFileSync(file, 'utf8');
        if (html.includes(`name="${INDEX_META_NAME}"`) || !html.includes('</head>')) continue;
        fs.writeFileSync(file, html.replace('</head>', `${tag}</head>`));
      }
    },
  };
}
