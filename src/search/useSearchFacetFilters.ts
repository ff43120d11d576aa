import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import { getDocsVersionSearchTag, useVersions } from '@docusaurus/plugin-content-docs/client';
import { API_DOCS_PLUGIN_ID } from '@site/plugins/api-reference/release-routes';

/**
 * Contextual search filters (language and docs tags) as the framework computes them for Algolia:
 * the docs tag of the API reference names the reader's engine release (the version of the API page
 * they are on, else the one they chose with the release switch). The local index carries the same
 * `language` and `docusaurus_tag` fields and keeps one index per release, so both backends filter
 * the same way.
 * @param allReleases "search both": every release's API tag, the reader's first
 */
export function useSearchFacetFilters(allReleases = false): Array<string | string[]> {
  const contextual = useAlgoliaContextualFacetFilters() as Array<string | string[]>;
  const versions = useVersions(API_DOCS_PLUGIN_ID);
  if (!allReleases || versions.length < 2) return contextual;
  return contextual.map((group) => {
    if (!Array.isArray(group) || !group.some((f) => typeof f === 'string' && f.startsWith('docusaurus_tag:'))) return group;
    const more = versions.map((v) => `docusaurus_tag:${getDocsVersionSearchTag(API_DOCS_PLUGIN_ID, v.name)}`).filter((t) => !group.includes(t));
    return [...group, ...more];
  });
}

/** How many engine releases the API reference publishes: "search both" is offered when more than one. */
export function useReleaseCount(): number {
  return useVersions(API_DOCS_PLUGIN_ID).length;
}
