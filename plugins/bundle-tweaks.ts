import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import startupWorkLoader from './startup-work-loader.cjs';

/**
 * Bundle settings the framework leaves to the site.
 * - The Mermaid theme references the optional ELK layout package behind a flag; webpack still
 *   tries to resolve it, so the build fails without it. We use no ELK layouts: resolve it to nothing.
 * - Two defects of the pinned DocSearch modal are fixed at build time (see the loader's comment).
 * - Links preload their page on hover and touch only, as the specification says; the framework's
 *   extra prefetch of every link that scrolls into view is dropped (no-viewport-prefetch-loader).
 * - prism-react-renderer is replaced in the bundles by src/prism (same exports, Prism's core plus
 *   only the languages the site uses): about 25 kB gzip less in every first load.
 * - Docusaurus merges every stylesheet, lazily imported ones included, into the one CSS file each
 *   page loads first. DocSearch's stylesheet (about 6 kB gzip) is imported only with the search
 *   modal, so it gets a CSS chunk of its own that loads with the modal (the CSS budget).
 *   Its rules are all scoped to DocSearch's own class names, so load order cannot change
 *   anything else. The navbar button is styled in src/css/custom.css.
 * - `@docusaurus/utils-common` requires all of `tslib` for one helper; in the browser bundle its
 *   `tslib` is src/bundle/tslib-import-default.ts (about 3 kB gzip less in every first load).
 *   Scoped to that package, so any other user of tslib still gets the real library.
 * - The framework's <Head> writes the page head once React has finished rendering, not at every
 *   frame of a first load's hydration (head-after-render-loader; browser bundle only).
 * - Less framework work in a page's first seconds: the two updates that follow hydration render
 *   as React transitions, and code blocks no longer set up collation (startup-work-loader).
 */
export default function bundleTweaksPlugin(): Plugin {
  return {
    name: 'bundle-tweaks',
    configureWebpack(_config, isServer) {
      const resolve = {
        alias: {
          '@mermaid-js/layout-elk': false as const,
          'prism-react-renderer$': path.join(__dirname, '../src/prism/index.ts'),
        },
      };
      const module = {
        rules: [
          {
            test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
            use: [{ loader: path.join(__dirname, 'docsearch-fixes-loader.cjs') }],
          },
          {
            test: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/,
            use: [{ loader: path.join(__dirname, 'no-viewport-prefetch-loader.cjs') }],
          },
        ],
      };
      if (isServer) return { resolve, module };
      const clientRules = [
        ...module.rules,
        {
          test: /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/,
          use: [{ loader: path.join(__dirname, 'head-after-render-loader.cjs') }],
        },
        {
          test: startupWorkLoader.appliesTo,
          use: [{ loader: path.join(__dirname, 'startup-work-loader.cjs') }],
        },
        {
          test: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
          resolve: { alias: { tslib$: path.join(__dirname, '../src/bundle/tslib-import-default.ts') } },
        },
      ];
      return {
        resolve,
        module: { rules: clientRules },
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsearchStyles: {
                test: /[\\/]node_modules[\\/]@docsearch[\\/]css[\\/]/,
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
