// @ts-check
/**
 * Webpack loader for four framework files, browser bundle only: less main-thread work in the
 * first seconds of a page on a phone. What ends up on screen is the same.
 *
 * - Right after hydration the framework updates two pieces of state that re-render much of the
 *   page: "we are in a browser now" (@docusaurus/core lib/client/browserContext.js) and the window
 *   size class (@docusaurus/theme-common lib/hooks/useWindowSize.js, "ssr" to "mobile" or
 *   "desktop"; on a phone that swaps the desktop sidebar and table of contents for the mobile
 *   ones). Both ran as urgent work: one uninterrupted task of 170 to 260 ms at 4x CPU slowdown on
 *   a long page. Here they are transitions (React's startTransition), which React renders in short
 *   slices that let the browser respond in between. Resizes later on stay urgent.
 * - The entry script evaluates every module of the framework bundle, then matches the URL against
 *   the routes and loads the page's modules (@docusaurus/core lib/client/clientEntry.js), all in
 *   one task of 160 to 190 ms at 4x. Here the matching and loading start in a task of their own,
 *   so the browser can respond between the two halves.
 * - A helper that memoises option objects (@docusaurus/theme-common lib/utils/reactUtils.js, used
 *   by every code block) sorted the option names with localeCompare. The first localeCompare on a
 *   page sets up the browser's collation tables: 50 to 160 ms at 4x, on every page with code, to
 *   sort a handful of ASCII names. Here they are sorted by plain comparison (same order for them).
 *
 * The build fails if the code this expects is gone (after an upgrade, check whether the framework
 * still does this work, then update or remove this loader).
 *
 * Plain JavaScript because webpack loads loaders with require(); type-checked by tsc (@ts-check).
 */

const path = require('node:path');
const { applyExactPatches } = require('./exact-patch.cjs');

/**
 * The patches, by the patched file's path inside node_modules. framework-changes/index.ts applies
 * this loader to exactly these files (appliesTo below).
 * @type {Record<string, { name: string; from: string; to: string }[]>}
 */
const PATCHES = {
  '@docusaurus/core/lib/client/clientEntry.js': [
    {
      name: 'find and load the page in a task of its own',
      from: '    preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    });',
      to: '    setTimeout(() => preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    }));',
    },
  ],
  '@docusaurus/core/lib/client/browserContext.js': [
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
  '@docusaurus/theme-common/lib/hooks/useWindowSize.js': [
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
  '@docusaurus/theme-common/lib/utils/reactUtils.js': [
    {
      name: 'sort option names without setting up collation',
      from: '    deps.sort((a, b) => a[0].localeCompare(b[0]));',
      to: '    deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    },
  ],
};

/**
 * The patched file a module path is, if any.
 * @param {string} resourcePath
 * @returns {string | undefined}
 */
function patchedFile(resourcePath) {
  const normalised = resourcePath.split(path.sep).join('/');
  return Object.keys(PATCHES).find((file) => normalised.endsWith(`/node_modules/${file}`));
}

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
function startupWorkLoader(source) {
  const file = patchedFile(this.resourcePath);
  if (!file) throw new Error(`[startup-work] No patches for ${this.resourcePath}: the rule in framework-changes/index.ts should use appliesTo.`);
  return applyExactPatches(
    source,
    {
      label: 'startup-work',
      file,
      loader: 'startup-work-loader.cjs',
      hint: 'check whether it still does this work on page load',
    },
    PATCHES[file] ?? [],
  );
}

/**
 * Whether this loader patches the module at this path (the rule's test in framework-changes/index.ts).
 * @param {string} resourcePath
 * @returns {boolean}
 */
startupWorkLoader.appliesTo = (resourcePath) => patchedFile(resourcePath) !== undefined;

module.exports = startupWorkLoader;
