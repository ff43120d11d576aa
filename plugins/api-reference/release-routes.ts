import type { ReleaseInfo } from './releases';

/**
 * Where each release's API pages live. The API is a docs instance of its own (routeBasePath
 * `api`): the documented release is its current version at /api/, every other release a docs
 * version at /api/<id>/ (/api/2026-07/Scene). Writers and the data link release-relative
 * (`/api/Scene`); each release's outputs rewrite those links to their own release here.
 */

/** The docs instance of the API reference (docusaurus.config.ts, the release switch). */
export const API_DOCS_PLUGIN_ID = 'api';
/** Its route base; the changes pages sit under it in the documented release. */
export const API_ROUTE_BASE = '/api';

type Release = Pick<ReleaseInfo, 'id' | 'documented'>;

/** `/api` for the documented release, `/api/2026-07` for another. */
export const apiBase = (release: Release | undefined): string => (!release || release.documented ? API_ROUTE_BASE : `${API_ROUTE_BASE}/${release.id}`);

/** A page's route inside its release: `/api/Scene` -> `/api/2026-07/Scene`. The changes pages are the documented release's. */
export function routeInRelease(route: string, release: Release | undefined): string {
  if (!release || release.documented || !route.startsWith(`${API_ROUTE_BASE}/`) || route.startsWith(`${API_ROUTE_BASE}/changes/`)) return route;
  return `${apiBase(release)}${route.slice(API_ROUTE_BASE.length)}`;
}

// A link target in MDX or Markdown: `](/api/`, `to="/api/`, `href="/api/`.
const LINK_TARGET = /(\]\(|\bto="|\bhref=")(\/api\/[^)"\s]*)/g;

/** Every release-relative API link of a page or twin, rewritten to the release's own pages. */
export function linksInRelease(text: string, release: Release | undefined): string {
  if (!release || release.documented) return text;
  return text.replace(LINK_TARGET, (_, lead: string, target: string) => lead + routeInRelease(target, release));
}

/** The `slug` front matter of a page at `route` (slugs are relative to the instance's route base). */
export const slugOf = (route: string): string => (route.startsWith(`${API_ROUTE_BASE}/`) ? route.slice(API_ROUTE_BASE.length) : route);

/** A page title no page of another release shares: "Client (July 2026)". */
export const titleInRelease = (title: string, release: Pick<ReleaseInfo, 'documented' | 'label'> | undefined): string =>
  !release || release.documented ? title : `${title} (${release.label})`;

/** Whether a route is a page of a release other than the documented one (/api/2026-07/…: ids are YYYY-MM). */
export const isOtherReleaseRoute = (route: string): boolean => /^\/api\/\d{4}-\d{2}(\/|$)/.test(route);

/**
 * A generated page as its release publishes it: its slug relative to the instance, its title
 * naming the release when it is not the documented one, its API links to its own release.
 */
export function pageInRelease(content: string, release: Pick<ReleaseInfo, 'id' | 'documented' | 'label'> | undefined): string {
  const end = content.indexOf('\n---\n', 4);
  if (!content.startsWith('---\n') || end < 0) return linksInRelease(content, release);
  const front = content
    .slice(0, end)
    .replace(/^slug: (\/api\/.*)$/m, (_, route: string) => `slug: ${slugOf(route)}`)
    .replace(/^title: (.*)$/m, (line, value: string) => {
      if (!release || release.documented) return line;
      const title = value.startsWith('"') ? (JSON.parse(value) as string) : value;
      return `title: ${JSON.stringify(titleInRelease(title, release))}`;
    });
  return front + linksInRelease(content.slice(end), release);
}
