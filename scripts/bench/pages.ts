/**
 * The sample pages of the page-weight and Lighthouse benchmarks. /api/Client is the longest page;
 * the others are the samples of each kind of page.
 */
export const PAGES = ['/', '/api/Client', '/api/Scene', '/api/Vec3', '/manual/scripting/getting-started', '/search'];

/**
 * The same API pages in the other engine releases, measured when the build has them (a draft
 * release is only in the test build: `npx tsx scripts/bench/weigh-pages.ts` on it).
 */
export const OTHER_RELEASE_PAGES = ['/api/2026-07/Client', '/api/2026-07/Scene', '/api/2026-07/Object'];
