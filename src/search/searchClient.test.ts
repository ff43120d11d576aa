import { test, expect } from '@playwright/test';
import './test-fixtures'; // the loader fix for import() of src/search modules under the test runner
import { loadSearchClient } from './searchClient';

/** The page's one search client (src/search/searchClient.ts), shared by the modal and /search. */

test('every search of a page reuses one client, loaded on the first (one Algolia client per page, not per query)', async () => {
  const algolia = { appId: 'APPID', apiKey: 'key', indexName: 'docs' };
  const first = loadSearchClient({ algolia }, '/unused.json');
  expect(loadSearchClient({ algolia }, '/unused.json')).toBe(first);
  const client = await first;
  expect(typeof client.search).toBe('function');
  expect(await loadSearchClient({ algolia }, '/unused.json')).toBe(client);
});
