// @ts-check
/**
 * Webpack loader for @docusaurus/core 3.10's Link (lib/client/exports/Link.js). Besides preloading
 * a page when a reader hovers or touches a link (the specification's behaviour, kept), the
 * framework's Link also prefetches the code of every page whose link scrolls into view. On a long
 * API page that is 17 pages and over 300 chunk requests on load, and up to 400 ms of main-thread
 * work on a phone, for pages the reader may never open. We drop the viewport prefetch
 * and keep hover and touch. The build fails if the code this expects is gone (after an upgrade,
 * check whether the framework made viewport prefetch optional, then update or remove this loader).
 *
 * Plain JavaScript because webpack loads loaders with require(); type-checked by tsc (@ts-check).
 */

const { applyExactPatches } = require('./exact-patch.cjs');

/**
 * @param {string} source
 * @returns {string}
 */
function noViewportPrefetchLoader(source) {
  return applyExactPatches(
    source,
    {
      label: 'no-viewport-prefetch',
      file: "@docusaurus/core's Link.js",
      loader: 'no-viewport-prefetch-loader.cjs',
      hint: 'check how its Link prefetches now (and whether viewport prefetch became optional)',
    },
    [
      {
        name: 'no prefetch when a link scrolls into view',
        from: 'if (IOSupported && el && isInternal) {',
        to: 'if (false) { // Viewport prefetch dropped (framework-changes/no-viewport-prefetch-loader.cjs).',
      },
    ],
  );
}

module.exports = noViewportPrefetchLoader;
