import type { Plugin } from '@docusaurus/types';

/**
 * Bundle settings the framework leaves to the site.
 * - The Mermaid theme references the optional ELK layout package behind a flag; webpack still
 *   tries to resolve it, so the build fails without it. We use no ELK layouts: resolve it to nothing.
 */
export default function bundleTweaksPlugin(): Plugin {
  return {
    name: 'bundle-tweaks',
    configureWebpack() {
      return { resolve: { alias: { '@mermaid-js/layout-elk': false } } };
    },
  };
}
