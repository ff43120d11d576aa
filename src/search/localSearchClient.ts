import type { SearchClient } from './types';

/**
 * A search client with the Algolia client's shape that answers from the index built with the site,
 * so the DocSearch modal and the /search page need no service.
 */
export function createLocalSearchClient(indexUrl: string): SearchClient {
  void indexUrl; // The index loader lands with the local search engine (issue: local search).
  const search: SearchClient['search'] = (async (request: { requests?: unknown[] } | unknown[]) => {
    const requests = Array.isArray(request) ? request : (request.requests ?? []);
    return {
      results: requests.map(() => ({
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 20,
        processingTimeMS: 0,
        exhaustiveNbHits: true,
        query: '',
        params: '',
      })),
    };
  }) as SearchClient['search'];
  return {
    search,
    addAlgoliaAgent: () => undefined,
    transporter: { algoliaAgent: { value: 'atomontage-local-search', add: () => ({ value: '', add: () => undefined as never }) } },
  } as SearchClient;
}
