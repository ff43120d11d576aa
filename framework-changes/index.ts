import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { pluginWithOptions, optionalString } from '../plugins/plugin-options';
import { announcementBarScript } from './announcement-bar-id';
import { assertFrameworkVersions } from './check-versions';
import { FRAMEWORK_CHANGES } from './manifest';
import startupWorkLoader from './startup-work-loader.cjs';
import leanGeneratedLoader from './lean-generated-loader.cjs';
import { BODIES_FLAG } from '../plugins/api-reference/recma-deferred-bodies';

export interface FrameworkChangesOptions {
  /** `themeConfig.announcementBar.id`, when the site has an announcement bar. */
  announcementBarId: string | undefined;
}

const loader = (file: string) => [{ loader: path.join(__dirname, file) }];

/**
 * The framework changes of ./manifest.ts that live in the bundle and the page, applied in one
 * place. Before anything else, the installed packages are compared with the versions the changes
 * were written for: a mismatch stops the build and names what to review.
 *
 * Also two bundle settings that change no framework code: the optional ELK layout of the Mermaid
 * theme resolves to nothing (manifest: mermaid-without-elk), and DocSearch's stylesheet (about
 * 6 kB gzip), imported only with the search modal, gets a CSS chunk of its own instead of joining
 * the one stylesheet every page loads first (its rules are scoped to DocSearch's class names, so
 * load order changes nothing else; the navbar button is styled in src/css/custom.css). The site's
 * own `*.lazy.css` files, imported only by code loaded on demand, get the same treatment.
 */
function frameworkChangesPlugin(context: LoadContext, options: FrameworkChangesOptions): Plugin {
  assertFrameworkVersions(context.siteDir, FRAMEWORK_CHANGES);
  return {
    name: 'framework-changes',
    injectHtmlTags() {
      if (!options.announcementBarId) return {};
      return { preBodyTags: [{ tagName: 'script', innerHTML: announcementBarScript(options.announcementBarId, context.siteStorage) }] };
    },
    configureWebpack(config, isServer, utils) {
      const resolve = {
        alias: {
          '@mermaid-js/layout-elk': false as const,
          'prism-react-renderer$': path.join(__dirname, 'prism/index.ts'),
        },
      };
      const rules = [
        { test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/, use: loader('docsearch-fixes-loader.cjs') },
        { test: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/, use: loader('no-viewport-prefetch-loader.cjs') },
      ];
      if (isServer) {
        // The chunk names matter only while pages are rendered at build time.
        const serverRules = [...rules, { test: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/, use: loader('page-chunks-in-html-loader.cjs') }];
        return { resolve, module: { rules: serverRules } };
      }
      const clientRules = [
        ...rules,
        { test: /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/, use: loader('head-after-render-loader.cjs') },
        { test: startupWorkLoader.appliesTo, use: loader('startup-work-loader.cjs') },
        { test: leanGeneratedLoader.appliesTo, use: loader('lean-generated-loader.cjs') },
        { test: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/, use: loader('page-bodies-in-preload-loader.cjs') },
        {
          test: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
          resolve: { alias: { tslib$: path.join(__dirname, 'tslib-import-default.ts') } },
        },
      ];
      const production = config.mode === 'production';
      return {
        // The browser's production bundle leaves out the code of API member bodies: a first load
        // adopts their server HTML, and after a client-side navigation they come from the page's
        // HTML (src/hydration/page-bodies.ts); the server's and the dev server's bundles keep them.
        ...(production ? { plugins: [new utils.currentBundler.instance.DefinePlugin({ [BODIES_FLAG]: 'false' })] } : {}),
        // The dev server keeps the framework's entry (its hot reloading accepts updates there).
        ...(config.mode === 'production' ? { entry: path.join(__dirname, 'staged-start.ts') } : {}),
        // Chunks loaded on demand are named by their id, not their chunk name: the runtime every page
        // loads then maps each chunk to its content hash only, not also to its name (about 2.5 kB
        // gzip with both engine releases' pages; decisions/2026-11-28-api-versions.md).
        ...(config.mode === 'production' ? { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } } : {}),
        resolve,
        module: { rules: clientRules },
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Stylesheets imported only by code loaded on demand: DocSearch's, and the site's
              // own `*.lazy.css` (the copy toast of src/components/PageActions).
              lazyStyles: {
                test: /[\\/]node_modules[\\/]@docsearch[\\/]css[\\/]|\.lazy\.css$/,
                type: 'css/mini-extract',
                chunks: 'async',
                enforce: true,
                // Above the framework's single "styles" group (priority 50).
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}

/** `plugins: [frameworkChanges({ announcementBarId })]` in docusaurus.config.ts. */
export const frameworkChanges = pluginWithOptions('framework-changes', frameworkChangesPlugin, (options) => ({
  announcementBarId: optionalString(options, 'announcementBarId', 'framework-changes'),
}));
