import type { DocSearchTransformClient } from '@docsearch/react';

/** Search settings the site passes to the browser (from docusaurus.config.ts via plugins/local-search). */
export interface SearchGlobalData {
  /** Set when the Algolia variables are configured; otherwise the local index is used. */
  algolia?: { appId: string; apiKey: string; indexName: string };
  /** URL of the local index (content-hashed), present when the local backend is used. */
  indexUrl?: string;
  /** Where "Let us know" on the no-results screen points. */
  issueUrl: string;
}

export type SearchClient = DocSearchTransformClient;
