// @ts-check
/**
 * Webpack loader for two framework files, browser bundle only (issue 14). Right after hydration
 * the framework updates two pieces of state that re-render much of the page: "we are in a browser
 * now" (@docusaurus/core lib/client/browserContext.js) and the window size class
 * (@docusaurus/theme-common lib/hooks/useWindowSize.js, "ssr" to "mobile" or "desktop"; on a phone
 * that swaps the desktop sidebar and table of contents for the mobile ones). Both updates ran as
 * urgent work: one uninterrupted task of 150 to 250 ms on a long page on a phone. Here they are
 * transitions (React's startTransition), which React renders in short slices that let the browser
 * respond in between; what ends up on screen is the same. Resizes later on stay urgent.
 * The build fails if the code this expects is gone (after an upgrade, check whether the framework
 * still makes these updates, then update or remove this loader).
 *
 * Plain JavaScript because webpack loads loaders with require(); type-checked by tsc (@ts-check).
 */

const path = require('node:path');
const { applyExactPatches } = require('./exact-patch.cjs');

/** @type {Record<string, { file: string; patches: { name: string; from: string; to: string }[] }>} */
const PATCHES = {
  'browserContext.js': {
    file: "@docusaurus/core's lib/client/browserContext.js",
    patches: [
      {
        name: 'import startTransition',
        from: "import React, { useEffect, useState } from 'react';",
        to: "import React, { startTransition, useEffect, useState } from 'react';",
      },
      {
        name: 'mark the page as hydrated in a transition',
        from: '        setIsBrowser(true);',
        to: '        startTransition(() => setIsBrowser(true));',
      },
    ],
  },
  'useWindowSize.js': {
    file: "@docusaurus/theme-common's lib/hooks/useWindowSize.js",
    patches: [
      {
        name: 'import startTransition',
        from: "import { useEffect, useState } from 'react';",
        to: "import { startTransition, useEffect, useState } from 'react';",
      },
      {
        name: 'first window size in a transition',
        from: "        updateWindowSize();\n        window.addEventListener('resize', updateWindowSize);",
        to: "        startTransition(updateWindowSize);\n        window.addEventListener('resize', updateWindowSize);",
      },
    ],
  },
};

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
function hydrationTransitionsLoader(source) {
  const entry = PATCHES[path.basename(this.resourcePath)];
  if (!entry) throw new Error(`[hydration-transitions] No patches for ${this.resourcePath}: fix the rule in plugins/bundle-tweaks.ts.`);
  return applyExactPatches(
    source,
    {
      label: 'hydration-transitions',
      file: entry.file,
      loader: 'hydration-transitions-loader.cjs',
      hint: 'check how it updates this state after hydration',
    },
    entry.patches,
  );
}

module.exports = hydrationTransitionsLoader;
