import { useMemo } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import { loadSearchClient } from './searchClient';
import { INDEX_META_NAME, LAST_BUILD_INDEX_PATH, type SearchClient, type SearchGlobalData } from './types';

/**
 * The search backend the modal (src/theme/SearchBar) and the /search page share: the client
 * (./searchClient.ts: one per page, loaded on first use) and the texts both show.
 */

export const SEARCH_TEXT = {
  noResults: 'No results for',
  suggestions: 'Try searching for',
  reportMissing: 'Believe this query should return results?',
  reportMissingLink: 'Let us know.',
  error: { title: 'Unable to fetch results', help: 'You might want to check your network connection.' },
  /** The dev server, when the output folder has no production build to search. */
  noLastBuild: {
    title: 'No search index yet',
    help: 'The dev server searches the last production build, and there is none. Run npm run build, then search again.',
  },
  /** The dev server, searching the last production build. */
  lastBuild: 'Dev server: these results come from the last production build (npm run build); later edits are not in them.',
} as const;

export interface SearchBackend {
  /** Set when Algolia is configured (the modal builds its own client from these). */
  algolia: SearchGlobalData['algolia'];
  indexName: string;
  /** The page's one client, loaded on first call. */
  client(): Promise<SearchClient>;
  /** Where "Let us know." points for a query without results. */
  missingResultsUrl(query: string): string;
  /** True on the dev server: its pages name no index, so search uses the last production build's. */
  searchesLastBuild(): boolean;
}

export function useSearchBackend(): SearchBackend {
  const data = usePluginData('local-search') as SearchGlobalData;
  const lastBuildUrl = useBaseUrl(`/${LAST_BUILD_INDEX_PATH}`);
  return useMemo(
    () => ({
      algolia: data.algolia,
      indexName: data.algolia?.indexName ?? 'local',
      client: () => loadSearchClient(data, lastBuildUrl),
      missingResultsUrl: (query) => `${data.issueUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
      searchesLastBuild: () => !data.algolia && typeof document !== 'undefined' && !document.querySelector(`meta[name="${INDEX_META_NAME}"]`),
    }),
    [data, lastBuildUrl],
  );
}
