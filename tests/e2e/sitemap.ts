import fs from 'node:fs';
import path from 'node:path';

/** The production build the browser tests run against (scripts/ci/test.sh builds it). */
export const BUILD_DIR = path.resolve(__dirname, '../../build');

/**
 * Every page of the build, from its sitemap (test-only pages are not in it), as decoded routes
 * without a trailing slash ('/' stays), sorted.
 */
export function sitemapRoutes(): string[] {
  const locs = sitemapUrls().map((u) => decodeURI(u.pathname));
  return [...new Set(locs.map((p) => (p === '/' ? p : p.replace(/\/$/, ''))))].sort();
}

/** The site's URL (`url` of the config) as the build writes it into absolute links. */
export const siteOrigin = (): string => sitemapUrls()[0]!.origin;

function sitemapUrls(): URL[] {
  const file = path.join(BUILD_DIR, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site before running the browser tests`);
  const urls = [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
  if (urls.length === 0) throw new Error(`${file} lists no pages`);
  return urls;
}
