import type { ReleaseInfo } from './releases';
import { apiBase, routeInRelease } from './release-routes';

/**
 * Where a hover in the editor leads: the absolute URL of an item's entry on the site, from the site
 * URL in docusaurus.config.ts. Every class, member and enum value in atomontage.d.lua ends its
 * summary with one of these links.
 */
export interface DocsLinks {
  /** `/api/Vec3` or `/api/Vec3#Normalize`; a member's anchor is its name, constructors share one. */
  api(className: string, anchor?: string): string;
  /** `/api/enums/HitType#ObjectVoxel`. */
  enumValue(enumPage: string, value?: string): string;
  /** A site route as written in the data (`/manual/scripting/Voxel-Api#vox`). */
  route(route: string): string;
}

/** `release`: whose entries the links lead to (default: the documented release's, at /api/). */
export function docsLinks(siteUrl: string, release?: Pick<ReleaseInfo, 'id' | 'documented'>): DocsLinks {
  const base = siteUrl.replace(/\/+$/, '');
  // A route may hold spaces (`/manual/scripting/examples/Voxel Worm`): encode each path segment.
  const url = (route: string): string => {
    const [pathPart, anchor] = route.split('#', 2) as [string, string | undefined];
    const encoded = pathPart.split('/').map(encodeURIComponent).join('/');
    return `${base}${encoded}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
  };
  return {
    api: (className, anchor) => url(`${apiBase(release)}/${className}${anchor ? `#${anchor}` : ''}`),
    enumValue: (enumPage, value) => url(`${apiBase(release)}/enums/${enumPage}${value ? `#${value}` : ''}`),
    route: (route) => url(routeInRelease(route, release)),
  };
}

/** The Markdown link a hover ends with. */
export const docsLinkText = (url: string): string => `[docs](${url})`;
