// @ts-check
/**
 * Webpack loader for @docsearch/react 4.7.0's modal bundle (the version this site pins and
 * tests). It fixes three defects of that bundle (framework-changes/manifest.ts: docsearch-error-status,
 * docsearch-suggestions-array, docsearch-no-eval-probe), and fails the build if the code it expects
 * is gone (after an upgrade, check whether the fixes are still needed and update or remove this loader):
 *
 * 1. Its bundled autocomplete core sets the status back to "idle" after every request, even when
 *    the request failed, so the "Unable to fetch results" screen never stays on screen. We keep
 *    the "error" status until the next input.
 * 2. It stores the "Try searching for" suggestions as an object instead of an array, so the
 *    no-results screen never lists them. We store the array.
 * 3. Its bundled schema library probes for eval with `new Function("")` the first time it checks
 *    data. The site's Content-Security-Policy forbids eval (server/policy.ts), so every search
 *    reported a CSP violation; the probe caught the error and used its plain parser anyway. We
 *    answer "no eval" without probing: the same parser, and no violation.
 *
 * Plain JavaScript because webpack loads loaders with require(); type-checked by tsc (@ts-check).
 */

/** @type {ReadonlyArray<{ name: string; from: string; to: string }>} */
const FIXES = [
  {
    name: 'keep the error status after a failed request',
    from: 'finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    to: 'finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    name: 'store search suggestions as an array',
    from: 'searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))',
    to: 'searchSuggestions:Object.keys(o)',
  },
  {
    name: 'never probe for eval (forbidden by the CSP)',
    from: 'try{return new Function(""),!0}catch(e){return!1}',
    to: 'return!1',
  },
];

const { applyExactPatches } = require('./exact-patch.cjs');

/**
 * @param {string} source
 * @returns {string}
 */
function docsearchFixesLoader(source) {
  return applyExactPatches(
    source,
    {
      label: 'docsearch-fixes',
      file: "@docsearch/react's DocSearchModal.js",
      loader: 'docsearch-fixes-loader.cjs',
      hint: 'check whether the defect is fixed upstream',
    },
    FIXES,
  );
}

module.exports = docsearchFixesLoader;
