// @ts-check
/**
 * Webpack loader for @docusaurus/core 3.10's preload (lib/client/preload.js), browser bundle only:
 * besides the route's code, a preload (hover, touch, and the wait before a client-side navigation
 * renders) also waits for the page's data the site registers (`window.__preloadPageData`,
 * src/hydration/page-bodies.ts): the HTML of API member bodies, whose code the browser bundle
 * leaves out. The build fails if the code this expects is gone.
 *
 * Plain JavaScript because webpack loads loaders with require(); type-checked by tsc (@ts-check).
 */

const { applyExactPatches } = require('./exact-patch.cjs');

/**
 * @param {string} source
 * @returns {string}
 */
function pageBodiesInPreloadLoader(source) {
  return applyExactPatches(
    source,
    {
      label: 'page-bodies-in-preload',
      file: "@docusaurus/core's preload.js",
      loader: 'page-bodies-in-preload-loader.cjs',
      hint: 'check how preload waits for a route now',
    },
    [
      {
        name: "also wait for the page's data",
        from: 'return Promise.all(matches.map((match) => match.route.component.preload?.()));',
        to: 'return Promise.all([...matches.map((match) => match.route.component.preload?.()), window.__preloadPageData?.(pathname)]);',
      },
    ],
  );
}

module.exports = pageBodiesInPreloadLoader;
