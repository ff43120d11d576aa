import type { SearchClient, SearchGlobalData } from './types';

let client: Promise<SearchClient> | undefined;

/**
 * The page's one search client: the local index's, or Algolia's lite client when configured.
 * Loaded on first use, so that no search code is in a first page load; every later search, from
 * the modal or the /search page, reuses it.
 * @param lastBuildUrl the index to search when the page names none (the dev server's)
 */
export function loadSearchClient(data: Pick<SearchGlobalData, 'algolia'>, lastBuildUrl: string): Promise<SearchClient> {
  const { algolia } = data;
  if (!client) {
    client = algolia
      ? import('algoliasearch/lite').then(({ liteClient }) => liteClient(algolia.appId, algolia.apiKey) as unknown as SearchClient)
      : import('./localSearchClient').then(({ createLocalSearchClient }) => createLocalSearchClient(lastBuildUrl));
    // A failed download is forgotten, so that the next search tries again.
    client.catch(() => (client = undefined));
  }
  return client;
}
