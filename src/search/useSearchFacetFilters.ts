import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';

/**
 * Contextual search filters (language and docs tags) as the framework computes them for Algolia.
 * The local index carries the same `language` and `docusaurus_tag` fields, so both backends filter
 * the same way.
 */
export function useSearchFacetFilters(): string[] {
  return useAlgoliaContextualFacetFilters() as string[];
}
