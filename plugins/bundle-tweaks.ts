import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Bundle settings the framework leaves to the site.
 * - The Mermaid theme references the optional ELK layout package behind a flag; webpack still
 *   tries to resolve it, so the build fails without it. We use no ELK layouts: resolve it to nothing.
 * - Two defects of the pinned DocSearch modal are fixed at build time (see the loader's comment).
 */
export default function bundleTweaksPlugin(): Plugin {
  return {
    name: 'bundle-tweaks',
    configureWebpack() {
      return {
        resolve: { alias: { '@mermaid-js/layout-elk': false } },
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [{ loader: path.join(__dirname, 'docsearch-fixes-loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
