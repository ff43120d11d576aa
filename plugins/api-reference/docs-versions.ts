import type { VersionOptions } from '@docusaurus/plugin-content-docs';
import type { ReleaseInfo } from './releases';

/**
 * The API docs instance's `versions` option from the releases a build publishes: the documented
 * release is the current version at the base path, each other release the version of its id at
 * /api/<id>/. No version gets Docusaurus's "unmaintained" or "unreleased" banner: both engines are
 * in use, and each page says which release it documents (src/components/ApiRelease).
 */
export function apiDocsVersions(releases: readonly ReleaseInfo[]): Record<string, VersionOptions> {
  return Object.fromEntries(releases.map((r) => [versionNameOf(r), { label: r.label, path: r.documented ? '' : r.id, banner: 'none' as const, badge: false }]));
}

/** The docs version that documents a release: `current` for the documented one, else its id. */
export const versionNameOf = (release: Pick<ReleaseInfo, 'id' | 'documented'>): string => (release.documented ? 'current' : release.id);

/**
 * The search tag of the API docs version that documents a release (`docs-api-2026-07`): the docs
 * plugin's own tag format (getDocsVersionSearchTag), which contextual search sends for the reader's version.
 */
export const searchTagOf = (docsPluginId: string, release: Pick<ReleaseInfo, 'id' | 'documented'>): string => `docs-${docsPluginId}-${versionNameOf(release)}`;
