/**
 * Every change this site makes to framework code, in one list: which package and exact version,
 * which of its files, what the change does, what it buys (measured), the upstream issue or pull
 * request it waits for (or, where there is none, the report to file), and the test that proves it.
 *
 * Before every build (`npm run build`, `npm start`, the test build) the framework-changes plugin
 * compares the installed versions with this list and stops at the first mismatch, naming each
 * change to review and what to check (./check-versions.ts). Gains are from
 * decisions/2026-11-25-framework-changes.md (hydration profile at 4x CPU slowdown, medians of 5).
 */

export type ChangeMethod =
  /** Exact text replacements on a package's readable source, applied by a webpack loader. */
  | 'source-text'
  /** Exact text replacements on a minified bundle: the last resort (see `whyMinified`). */
  | 'minified-text'
  /** A module of the package replaced in the bundles by one of ours (webpack alias). */
  | 'alias'
  /** A copy of a framework file, given to a supported option (compared with the original by a test). */
  | 'option'
  /** The framework's plugin or output wrapped, through the plugin API. */
  | 'wrapper'
  /** A theme component swizzled although the theme marks it unsafe to swizzle. */
  | 'unsafe-swizzle';

export type Upstream =
  | { url: string; status: string }
  /** No upstream issue or pull request yet: the report to file, written the way the project asks. */
  | { report: string };

export interface FrameworkChange {
  id: string;
  packageName: string;
  /** The exact version the change was written and measured against. */
  version: string;
  /** The changed files, inside the package. */
  files: string[];
  method: ChangeMethod;
  /** Where the change lives in this repository. */
  implementation: string[];
  changes: string;
  /** What it buys, measured (see the decision record for the runs). */
  gain: string;
  upstream: Upstream;
  /** The tests that fail when the change stops working or no longer applies. */
  tests: string[];
  /** What to check when the package is upgraded. */
  onUpgrade: string;
  /** Only for `minified-text`: why it cannot be a source-level change or an option. */
  whyMinified?: string;
}

/** The three fixes of DocSearch's modal share one package file and one loader. */
const DOCSEARCH_MODAL = {
  packageName: '@docsearch/react',
  version: '4.7.0',
  files: ['dist/esm/DocSearchModal.js'],
  method: 'minified-text',
  implementation: ['framework-changes/docsearch-fixes-loader.cjs'],
} satisfies Partial<FrameworkChange>;

export const FRAMEWORK_CHANGES: readonly FrameworkChange[] = [
  {
    id: 'docsearch-error-status',
    ...DOCSEARCH_MODAL,
    changes:
      'The autocomplete core bundled into the modal sets its status back to "idle" after every request, even a failed one; the status now stays "error" until the next input.',
    gain: 'The specification\'s "Unable to fetch results" screen stays on screen when the search service fails (without it the modal falls back to its empty state at once).',
    upstream: {
      report:
        '@algolia/autocomplete-core 1.19.2, onInput.ts: the request\'s `.finally()` calls `setStatus("idle")` unconditionally, after the `.catch()` has set "error", so a failed request never shows the error state in DocSearch ("Unable to fetch results"). Steps: make the search client reject (e.g. a blocked network request), type a query: the error screen flashes and disappears. Expected: the status stays "error" until the next input. Fix: in `finally`, only reset to "idle" when the status is not "error".',
    },
    tests: ['framework-changes/loaders.test.ts', 'tests/e2e/search.spec.ts'],
    onUpgrade: 'Check whether the modal still resets its status to "idle" after a failed request (DocSearch 5 imports @algolia/autocomplete-core unbundled: patch its readable onInput.js instead).',
    whyMinified:
      'DocSearch 4 ships the autocomplete core bundled and minified into DocSearchModal.js; there is no option and no unminified build. DocSearch 5 would allow a readable-source patch but is outside the range Docusaurus 3.10 supports (decisions/2026-11-25-framework-changes.md).',
  },
  {
    id: 'docsearch-suggestions-array',
    ...DOCSEARCH_MODAL,
    changes: 'The "Try searching for" suggestions are stored as an array (the modal stored them as an object, so its no-results screen never listed them).',
    gain: 'The no-results screen lists up to three suggestions, as the specification says.',
    upstream: { url: 'https://github.com/algolia/docsearch/issues/2922', status: 'open; fix in https://github.com/algolia/docsearch/pull/2928 (open); still present in 5.2.0' },
    tests: ['framework-changes/loaders.test.ts', 'tests/e2e/search.spec.ts'],
    onUpgrade: 'Check whether algolia/docsearch#2928 is released (the suggestions built with an array spread); if so, remove this patch.',
    whyMinified: 'The defect is in the modal itself, which DocSearch 4 ships minified only; no option changes it.',
  },
  {
    id: 'docsearch-no-eval-probe',
    ...DOCSEARCH_MODAL,
    changes:
      'The schema library bundled into the modal (zod 4) probes for eval with `new Function("")` the first time it checks data; the probe is answered "no eval" without being run.',
    gain: 'No Content-Security-Policy violation report on every first search (the CSP forbids eval, server/policy.ts); the same interpreter runs either way.',
    upstream: {
      url: 'https://github.com/colinhacks/zod/issues/5414',
      status: 'closed; zod honours `jitless` in the probe since https://github.com/colinhacks/zod/pull/5864, but DocSearch 4.7.0 bundles an older zod and offers no way to configure it',
    },
    tests: ['framework-changes/loaders.test.ts', 'tests/e2e/csp.spec.ts'],
    onUpgrade: 'Check whether the bundled zod still probes `new Function("")`, or whether zod is now a separate module that `z.config({ jitless: true })` reaches.',
    whyMinified: 'zod is bundled and minified into the modal; its supported switch (`z.config({ jitless: true })`) cannot reach the bundled copy.',
  },
  {
    id: 'head-after-render',
    packageName: 'react-helmet-async',
    version: '1.3.0',
    files: ['lib/index.module.js'],
    method: 'minified-text',
    implementation: ['framework-changes/head-after-render-loader.cjs'],
    changes:
      'The framework\'s <Head> writes the merged head when React\'s scheduler is idle, not at the next animation frame, so a first load that hydrates in slices writes the head once, from the finished page (browser bundle only).',
    gain: 'Blocking time /api/Client 241 (102–543) → 481 (338–727) ms without it, long tasks in the median run 3 → 13: the head is written once instead of at every frame of hydration; getting-started 160 → 164 ms (no difference). Profile of 2026-11-26 on a quiet machine (npm run profile:hydration, 4x CPU slowdown, 5 alternating runs per build, median (min–max) of blocking time, with → without this change alone; decisions/2026-11-25-framework-changes.md).',
    upstream: {
      report:
        'react-helmet-async 1.3.0 (as @slorber/react-helmet-async, used by Docusaurus 3): HelmetDispatcher defers `commitTagChanges` to the next `requestAnimationFrame`. Under concurrent hydration (React 18, time-sliced) frames run between slices, so the head is rewritten from a half-rendered tree: <html> classes drop to one and come back, meta tags are removed and re-added, each a full-page restyle (four tasks of 50–190 ms at 4x CPU slowdown on a long Docusaurus page). Expected: one head write after the tree has committed. Suggested fix: schedule the write after commit (e.g. React\'s scheduler at idle priority, or a layout effect at the provider), not per frame. Related: https://github.com/staylor/react-helmet-async/pull/50 (closed).',
    },
    tests: ['framework-changes/loaders.test.ts', 'tests/e2e/navigation.spec.ts'],
    onUpgrade: 'Check how the library schedules head writes (requestAnimationFrame in the dispatcher), then update or remove the loader.',
    whyMinified: 'The package publishes only a minified build (lib/index.module.js); Docusaurus has no option for the head write.',
  },
  {
    id: 'link-no-viewport-prefetch',
    packageName: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/client/exports/Link.js'],
    method: 'source-text',
    implementation: ['framework-changes/no-viewport-prefetch-loader.cjs'],
    changes: 'Links no longer prefetch the code of every page whose link scrolls into view; hover and touch still preload (the specification\'s behaviour).',
    gain: 'The specification\'s preload on hover and touch only: prefetch requests on first load 8–27 per sample page without it, none with it (Chromium, six sample pages).',
    upstream: {
      report:
        'Docusaurus 3.10: `<Link>` prefetches every internal link that enters the viewport (IntersectionObserver, since https://github.com/facebook/docusaurus/pull/1375), with no way to turn it off. On a long reference page that is hundreds of chunk requests on load and several hundred ms of main-thread work on a phone, for pages the reader may never open. Request: a site option (e.g. `future.prefetch: "intent" | "viewport"`) to keep hover/touch preloading and drop viewport prefetch.',
    },
    tests: ['framework-changes/loaders.test.ts', 'tests/e2e/navigation.spec.ts'],
    onUpgrade: 'Check whether Link still prefetches on intersection and whether it became an option; prefer the option.',
  },
  {
    id: 'page-chunks-in-html',
    packageName: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/client/exports/ComponentCreator.js'],
    method: 'source-text',
    implementation: ['framework-changes/page-chunks-in-html-loader.cjs', 'framework-changes/ssr-template.ts'],
    changes:
      "While pages are rendered at build time, route components report the chunk names they use (the client manifest's keys) instead of module paths (server bundle only), so each page's HTML names the chunks the page needs besides the two entry scripts; the page template requests them at the first paint, right after the entry scripts (which alone are preloaded).",
    gain: 'Mobile Lighthouse TBT, median (min–max) of 5 runs alternating with the build without it, 2026-11-26, load 2–3: / 100 (81–269) → 81 (67–139) ms, getting-started 191 (116–275) → 164 (130–192) ms, /api/Client 213 (157–302) → 167 (101–269) ms. The entry\'s start-up task no longer inserts script tags (54 ms of appendChild at 4x on /), and the chunks download with the entry instead of after it. Measured with the chunks preloaded; they are now requested at the first paint instead, which keeps mobile LCP at 1.0–1.2 s (1.5–1.8 s preloaded) for TBT 160 → 185 ms on /api/Client in paired runs (decisions/2026-11-25-framework-changes.md).',
    upstream: {
      report:
        "Docusaurus 3.10: a built page's HTML names only `runtime~main` and `main`, never the route's own chunks. At build time `ComponentCreator` reports `registry[chunkName][1]` (the module path, e.g. `@site/docs/intro.md`) to react-loadable, but the client manifest written by react-loadable-ssr-addon-v5-slorber is keyed by chunk name (with webpack 5 and Rspack its `origins` are `[names[0] || id]`), so `getBundles` never matches and `ssgTemplate` receives only the entry points. In the browser `preload()` then inserts the route's script tags from inside the entry's start-up task (about 75 ms of it at 4x CPU slowdown on our pages) and downloads them a round trip after the entry. Reporting `chunkName` instead (one line) restores the per-page scripts; the reports are not used for anything else.",
    },
    tests: ['framework-changes/loaders.test.ts', 'tests/e2e/navigation.spec.ts'],
    onUpgrade: "Check whether a built page's HTML names its route chunks without the change (then remove the loader), or whether ComponentCreator still reports module paths.",
  },
  {
    id: 'entry-preload-own-task',
    packageName: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/client/clientEntry.js'],
    method: 'source-text',
    implementation: ['framework-changes/startup-work-loader.cjs'],
    changes: "The client entry matches the URL against the routes and loads the page's modules in a task after the one that evaluates the framework bundle, instead of at the end of it.",
    gain: "Mobile Lighthouse TBT, median (min–max) of 5 runs alternating with the build without it, 2026-11-26, load 2: / 127 (52–171) → 93 (57–134) ms, getting-started 192 (77–242) → 75 (29–171) ms, /api/Client 183 (57–214) → 191 (72–213) ms (no change). The entry's task at 4x, one traced load of getting-started each: 180 ms → 129 ms, then a second task of 61 ms.",
    upstream: {
      report:
        "Docusaurus 3.10, clientEntry: evaluating `main.js` and then `preload(location.pathname)` (route matching with path-to-regexp over every route, plus the page's chunk loaders) run in one task, 160–190 ms at 4x CPU slowdown on our doc pages, which is most of a phone's total blocking time. Starting the preload from a `setTimeout` splits that into two tasks; hydration starts a few ms later and nothing else changes. Related: https://github.com/facebook/docusaurus/pull/9051.",
    },
    tests: ['framework-changes/loaders.test.ts'],
    onUpgrade: 'Check whether the entry still preloads the route in the same task as the bundle evaluation.',
  },
  {
    id: 'staged-start',
    packageName: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/client/clientEntry.js', 'lib/webpack/client.js (the browser bundle\'s entry)'],
    method: 'wrapper',
    implementation: ['framework-changes/staged-start.ts'],
    changes:
      "Production builds start from our entry, which evaluates the modules the framework's entry imports (React DOM, the route table, the client modules, the app shell) one group per task, then runs the framework's entry unchanged; the dev server keeps the framework's entry.",
    gain: 'Mobile Lighthouse TBT, median (min–max) of 5 runs alternating with the build without it, 2026-11-26, load 2 (a slow hour): /api/Client 486 (260–703) → 194 (183–780) ms, getting-started 179 (72–272) → 119 (63–221) ms, /api/Vec3 273 (97–305) → 217 (58–345) ms, / 167 (49–239) → 123 (66–287) ms. Hydration profile (npm run profile:hydration, 4x, 5 alternating runs): /api/Client 250 (229–663) → 220 (54–398) ms, getting-started 113 (88–187) → 66 (22–358) ms. Traced at 4x, the task that evaluates main.js: 135 ms → 56 ms, the other groups under 50 ms each. No request added (main.js +0.7 kB raw).',
    upstream: {
      report:
        "Docusaurus 3.10, clientEntry.js: its static imports (react-dom/client, App with the route table, the client modules and the theme's Root) are all evaluated in the task that runs main.js: 150–300 ms at 4x CPU slowdown on every page, the largest single long task of a first load on a phone. Evaluating them in a few tasks (e.g. an entry that imports them eagerly with `import(/* webpackMode: \"eager\" */ …)` between `setTimeout` yields, then the entry) splits it into tasks under 50 ms each at no cost in requests. Related: https://github.com/facebook/docusaurus/pull/9051.",
    },
    tests: ['framework-changes/staged-start.test.ts', 'tests/e2e/navigation.spec.ts'],
    onUpgrade: "Check that the framework's entry and App still import what staged-start.ts evaluates early (its test fails otherwise) and that webpack's client config still names clientEntry.js as the entry.",
  },
  {
    id: 'browser-context-transition',
    packageName: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/client/browserContext.js'],
    method: 'source-text',
    implementation: ['framework-changes/startup-work-loader.cjs'],
    changes: 'The "now in a browser" update that follows hydration renders as a React transition (in slices), not as one urgent render.',
    gain: 'Blocking time /api/Client 241 (102–543) → 356 (236–675) ms without it, getting-started 160 (103–369) → 223 (147–311) ms. Profile of 2026-11-26 on a quiet machine (npm run profile:hydration, 4x CPU slowdown, 5 alternating runs per build, median (min–max) of blocking time, with → without this change alone; decisions/2026-11-25-framework-changes.md).',
    upstream: {
      url: 'https://github.com/facebook/docusaurus/pull/9051',
      status: 'open (time-slices the hydration root with startTransition; the post-hydration updates are not covered: file the report below with it)',
    },
    tests: ['framework-changes/loaders.test.ts'],
    onUpgrade: 'Check whether the framework already sets isBrowser in a transition.',
  },
  {
    id: 'window-size-transition',
    packageName: '@docusaurus/theme-common',
    version: '3.10.2',
    files: ['lib/hooks/useWindowSize.js'],
    method: 'source-text',
    implementation: ['framework-changes/startup-work-loader.cjs'],
    changes: 'The first window-size update after hydration ("ssr" to "mobile" or "desktop") renders as a transition; later resizes stay urgent.',
    gain: 'Blocking time /api/Client 241 (102–543) → 367 (218–630) ms without it (long tasks in the median run 3 → 7), getting-started 160 (103–369) → 287 (249–389) ms. Profile of 2026-11-26 on a quiet machine (npm run profile:hydration, 4x CPU slowdown, 5 alternating runs per build, median (min–max) of blocking time, with → without this change alone; decisions/2026-11-25-framework-changes.md).',
    upstream: {
      report:
        'Docusaurus 3.10, useWindowSize: the first update after hydration (from "ssr" to "mobile"/"desktop") is an urgent state update that re-renders the sidebar and table of contents in one task (170–260 ms at 4x CPU slowdown on a long page). Wrapping that first update (and useIsBrowser\'s) in `startTransition` lets React render it in slices; nothing visible changes. Related: https://github.com/facebook/docusaurus/pull/9051.',
    },
    tests: ['framework-changes/loaders.test.ts'],
    onUpgrade: 'Check whether the first window-size update is still urgent.',
  },
  {
    id: 'option-sort-without-collation',
    packageName: '@docusaurus/theme-common',
    version: '3.10.2',
    files: ['lib/utils/reactUtils.js'],
    method: 'source-text',
    implementation: ['framework-changes/startup-work-loader.cjs'],
    changes: 'useShallowMemoObject sorts option names by plain comparison instead of localeCompare (the same order for ASCII names).',
    gain: 'Blocking time /api/Client 241 (102–543) → 292 (164–594) ms without it, getting-started 160 (103–369) → 214 (170–377) ms: the smallest of the four, the spreads overlap; kept as a two-line source patch whose mechanism (collation set-up on first use) is known. Profile of 2026-11-26 on a quiet machine (npm run profile:hydration, 4x CPU slowdown, 5 alternating runs per build, median (min–max) of blocking time, with → without this change alone; decisions/2026-11-25-framework-changes.md).',
    upstream: {
      report:
        'Docusaurus 3.10, theme-common reactUtils `useShallowMemoObject`: sorts its keys with `localeCompare`, so the first code block on a page sets up the browser\'s collation tables (50–160 ms at 4x CPU slowdown) to sort a handful of ASCII option names. A plain `<` comparison gives the same order for these keys at no cost.',
    },
    tests: ['framework-changes/loaders.test.ts'],
    onUpgrade: 'Check whether the helper still sorts with localeCompare.',
  },
  {
    id: 'scripts-after-first-paint',
    packageName: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/ssg/ssgTemplate.html.js'],
    method: 'option',
    implementation: ['framework-changes/ssr-template.ts'],
    changes:
      'The page template (the supported `ssrTemplate` option) preloads the entry scripts and inserts them, followed by the page\'s chunks, after the first contentful paint, instead of `defer` scripts that can run before anything is painted.',
    gain: 'Mobile LCP medians 1.9–2.2 s → 1.1–1.2 s on the long pages (decisions/2026-11-25-page-speed.md, Lighthouse; the hydration profile does not see paint order). Costs 0.5 kB gzip of inline starter script per page.',
    upstream: { url: 'https://github.com/facebook/docusaurus/pull/3237', status: 'open ("defer mode" proof of concept, not merged)' },
    tests: ['framework-changes/ssr-template.test.ts'],
    onUpgrade: 'Compare the framework template with ours (the test fails when it changes), then update ours.',
  },
  {
    id: 'lean-docs-props',
    packageName: '@docusaurus/plugin-content-docs',
    version: '3.10.2',
    files: ['lib/index.js (contentLoaded: the version metadata prop)'],
    method: 'wrapper',
    implementation: ['framework-changes/lean-docs-props.ts'],
    changes: 'The docs plugin, wrapped: each version\'s metadata (loaded on every docs page) no longer lists its docs (ids, titles, descriptions), which only doc cards read (the site has none).',
    gain: 'First-load JS 4.2 to 4.3 kB gzip less on every docs page for the descriptions (e.g. /api/Client 150.6 → 146.4 kB), about 0.8 kB more for the rest of the list (decisions/2026-11-28-api-versions.md).',
    upstream: {
      report:
        'Docusaurus 3.10, plugin-content-docs: `PropVersionMetadata.docs` carries every doc\'s description and is loaded on every docs page, although only DocCard/DocCardList read it. On a site with a few hundred docs that is several kB gzip per first load. Suggestion: load descriptions with the category index / doc card routes only, or an option to omit them.',
    },
    tests: ['framework-changes/lean-docs-props.test.ts'],
    onUpgrade: 'Check the type PropVersionMetadata still has docs with descriptions (tsc fails otherwise) and whether doc cards were added to the site.',
  },
  {
    id: 'lean-generated-files',
    packageName: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/server/codegen/codegenRoutes.js (registry.js)', 'lib/server/codegen/codegen.js (docusaurus.config.mjs)'],
    method: 'source-text',
    implementation: ['framework-changes/lean-generated-loader.cjs'],
    changes:
      'In the browser bundle only, the generated chunk registry gives each page chunk an empty module path (the browser never reads it; the server bundle keeps it), and the generated site configuration leaves out the fields only the build reads (page template, plugin, preset and theme options, static folders, client modules, Markdown settings).',
    gain: 'About 3.3 kB gzip less main script on every page with both engine releases\' pages (test build: /api/Client 161.5 → 158.2 kB, / 143.8 → 140.5 kB; decisions/2026-11-28-api-versions.md).',
    upstream: {
      report:
        'Docusaurus 3.10, core: `@generated/registry` lists every page chunk as `[loader, modulePath, weakId]` and `@generated/docusaurus.config` holds the whole site config (including `ssrTemplate` and plugin options); both are in every page\'s main bundle, although the module path is only read by react-loadable during server rendering and the browser reads few config fields. Suggestion: generate a client registry without module paths and a client config without server-only fields.',
    },
    tests: ['framework-changes/loaders.test.ts'],
    onUpgrade: 'Build once: the loader stops the build if registry.js or docusaurus.config.mjs changed shape; then check whether core now omits these itself.',
  },
  {
    id: 'page-bodies-in-preload',
    packageName: '@docusaurus/core',
    version: '3.10.2',
    files: ['lib/client/preload.js'],
    method: 'source-text',
    implementation: ['framework-changes/page-bodies-in-preload-loader.cjs', 'src/hydration/page-bodies.ts', 'src/hydration/page-bodies-client.ts'],
    changes:
      "In the browser bundle, a route's preload (hover, touch, and the wait before a client-side navigation renders) also waits for the page data the site registers: the HTML of the API member bodies, whose code the browser's production bundle leaves out (a first load adopts the server's HTML).",
    gain: "About 13 kB gzip less first-load JS on /api/Client (its page chunk 19.0 → about 5.5 kB) and less on every API page, the rest of each page's bodies; a navigation fetches the page's HTML instead (decisions/2026-11-28-api-versions.md).",
    upstream: {
      report:
        'Docusaurus 3.10, core: `preload(pathname)` waits only for the route\'s code chunks. A site that renders part of a page from data fetched for it (here: the page\'s own server HTML) cannot make a client-side navigation wait for that data, so the new page would render incomplete and then shift. Suggestion: a client-module lifecycle (e.g. `onRoutePreload(pathname): Promise`) that preload awaits.',
    },
    tests: ['framework-changes/loaders.test.ts', 'tests/e2e/navigation.spec.ts'],
    onUpgrade: 'Check whether preload gained a hook for page data; then use it and drop the loader.',
  },
  {
    id: 'announcement-bar-new-id',
    packageName: '@docusaurus/theme-classic',
    version: '3.10.2',
    files: ['lib/inlineScripts.js (the announcement bar script)'],
    method: 'wrapper',
    implementation: ['framework-changes/announcement-bar-id.ts'],
    changes:
      'A script after the theme\'s own un-hides the announcement bar before hydration when the stored bar id is not the configured one; the storage key and storage come from the site\'s `siteStorage`, as the theme builds them.',
    gain: 'A reader who dismissed an older bar sees the new one on the first page load, not only after the next one (specification).',
    upstream: {
      report:
        'Docusaurus 3.10, theme-classic announcement bar: the inline script that hides a dismissed bar before hydration reads only `docusaurus.announcement.dismiss`, not the stored bar id, so after `announcementBar.id` changes a reader who dismissed the old bar sees the new one only from the second page load on (the bar is reset during hydration but stays hidden). Fix: compare `docusaurus.announcement.id` with the configured id in the same script.',
    },
    tests: ['framework-changes/announcement-bar-id.test.ts', 'tests/e2e/announcement.spec.ts'],
    onUpgrade: 'Check whether the theme\'s inline script now compares the stored id.',
  },
  {
    id: 'prism-core',
    packageName: 'prism-react-renderer',
    version: '2.4.1',
    files: ['dist/index.mjs'],
    method: 'alias',
    implementation: ['framework-changes/prism/index.ts', 'framework-changes/prism/manual-mode.ts'],
    changes: 'The package is replaced in the bundles by a module with the same `Highlight` and `Prism` exports on Prism\'s core, plus only the languages in `prism.additionalLanguages`.',
    gain: 'About 25 kB gzip less JS in every first load (decisions/2026-11-25-page-speed.md).',
    upstream: {
      report:
        'prism-react-renderer 2.x bundles Prism with about twenty grammars into its entry, so every Docusaurus page ships them although the theme loads `additionalLanguages` itself. Request: an entry without bundled grammars (e.g. `prism-react-renderer/core`) that Docusaurus can import.',
    },
    tests: ['tests/e2e/content.spec.ts'],
    onUpgrade: 'Check the exports the theme imports from prism-react-renderer (Highlight, Prism, themes types) are still all that framework-changes/prism provides.',
  },
  {
    id: 'tslib-one-helper',
    packageName: '@docusaurus/utils-common',
    version: '3.10.2',
    files: ['lib/*.js (require("tslib"))'],
    method: 'alias',
    implementation: ['framework-changes/tslib-import-default.ts'],
    changes: 'In the browser bundle, this package\'s `tslib` is a module with the one helper it calls (`__importDefault`).',
    gain: 'About 3 kB gzip less JS in every first load (decisions/2026-11-25-page-speed.md).',
    upstream: {
      report:
        'Docusaurus 3.10, @docusaurus/utils-common is compiled with `importHelpers` and loaded on every page; its CommonJS `require("tslib")` keeps all of tslib (about 3 kB gzip) in the browser bundle for one helper. Compiling it without importHelpers, or as ESM, would let bundlers drop the rest.',
    },
    tests: ['framework-changes/tslib-import-default.test.ts'],
    onUpgrade: 'Check which tslib helpers the package calls (grep "tslib" in its lib/); add any new one to the module or remove the alias.',
  },
  {
    id: 'mermaid-without-elk',
    packageName: '@docusaurus/theme-mermaid',
    version: '3.10.2',
    files: ['lib/client/index.js (optional @mermaid-js/layout-elk import)'],
    method: 'alias',
    implementation: ['framework-changes/index.ts'],
    changes: 'The optional ELK layout package is resolved to nothing: the site uses no ELK layouts and does not install it.',
    gain: 'The build succeeds without installing @mermaid-js/layout-elk (it fails otherwise).',
    upstream: {
      report:
        'Docusaurus 3.10, theme-mermaid: the optional peer @mermaid-js/layout-elk is imported behind a runtime flag, but the bundler still resolves it, so a site without it fails to build. Suggestion: a webpack `IgnorePlugin`/resolve fallback inside the theme when the package is absent.',
    },
    tests: ['tests/e2e/content.spec.ts'],
    onUpgrade: 'Check whether the theme still imports @mermaid-js/layout-elk unconditionally.',
  },
  {
    id: 'code-block-server-lines',
    packageName: '@docusaurus/theme-classic',
    version: '3.10.2',
    files: ['lib/theme/CodeBlock/Content/String.js', 'lib/theme/CodeBlock/Content/index.js'],
    method: 'unsafe-swizzle',
    implementation: ['src/theme/CodeBlock/Content/index.tsx'],
    changes:
      'CodeBlock/Content (unsafe to wrap) is wrapped: on a first load hydration keeps the server\'s highlighted lines instead of highlighting again and rebuilding every line and token in React.',
    gain: 'React fibers after hydration: getting-started 3,846 → 1,931, /api/Client 4,777 → 3,076; blocking time at 4x, median of 5 (noisy): 1,027 → 867 ms and 2,171 → 1,349 ms.',
    upstream: { url: 'https://github.com/facebook/docusaurus/pull/12221', status: 'open (token colours as CSS; would let the theme skip its post-hydration re-render, not the re-highlighting)' },
    tests: ['framework-changes/swizzles.test.ts', 'tests/e2e/content.spec.ts', 'tests/e2e/colour-mode.spec.ts'],
    onUpgrade: 'The theme marks CodeBlock/Content unsafe: compare its props and the <pre> it renders (swizzles.test.ts fails when the file changes).',
  },
  {
    id: 'doc-page-actions',
    packageName: '@docusaurus/theme-classic',
    version: '3.10.2',
    files: ['lib/theme/DocItem/Content/index.js'],
    method: 'unsafe-swizzle',
    implementation: ['src/theme/DocItem/Content/index.tsx'],
    changes: 'DocItem/Content (unsafe to wrap) is wrapped to put the Markdown twin\'s actions above every doc\'s content.',
    gain: 'A feature, not a speed change: the copy/open-as-Markdown actions of the specification.',
    upstream: {
      report:
        'Docusaurus 3.10: there is no safe slot above a doc\'s content (DocItem/Content is unsafe to wrap). A safe "DocItem/Content/Before" (or a wrap-safe DocItem/Content) would let sites add page actions without an unsafe swizzle.',
    },
    tests: ['framework-changes/swizzles.test.ts', 'tests/e2e/markdown-twins.spec.ts'],
    onUpgrade: 'Check DocItem/Content still renders the doc\'s MDX content from useDoc() (swizzles.test.ts fails when the file changes).',
  },
];
