// @ts-check
/**
 * Webpack loader for @docusaurus/core 3.10's ComponentCreator (lib/client/exports/ComponentCreator.js),
 * so that each page's HTML names the code chunks the page needs.
 *
 * While a page is rendered at build time, each route component reports which of its modules it
 * used, and the framework looks them up in the client manifest to write the page's scripts. It
 * reports the module's path (`@site/docs/…mdx`), but the manifest is keyed by chunk name, so no
 * lookup ever matches: every page names only the two entry scripts. In the browser the entry then
 * finds the page's chunks missing and inserts their script tags itself (about 75 ms of its start-up
 * task at 4x CPU slowdown) and only then downloads them, one round trip after the entry. Reporting
 * the chunk name, which is the manifest's key, puts the chunks in the HTML, and
 * the page template (ssr-template.ts) requests them at the first paint, with the entry scripts.
 * The reports are used for nothing else, so only the server bundle (the build-time render) is changed.
 *
 * The build fails if the code this expects is gone (after an upgrade, check whether the page's
 * chunks are in its HTML, then update or remove this loader).
 *
 * Plain JavaScript because webpack loads loaders with require(); type-checked by tsc (@ts-check).
 */

const { applyExactPatches } = require('./exact-patch.cjs');

/**
 * @param {string} source
 * @returns {string}
 */
function pageChunksInHtmlLoader(source) {
  return applyExactPatches(
    source,
    {
      label: 'page-chunks-in-html',
      file: "@docusaurus/core's ComponentCreator.js",
      loader: 'page-chunks-in-html-loader.cjs',
      hint: "check whether a built page's HTML now names its chunks",
    },
    [
      {
        name: 'report the chunk name, the client manifest key',
        from: 'modules.push(chunkRegistry[1]);',
        to: 'modules.push(chunkName); // The manifest key (framework-changes/page-chunks-in-html-loader.cjs).',
      },
    ],
  );
}

module.exports = pageChunksInHtmlLoader;
