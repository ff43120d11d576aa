import type { DocSearchTransformClient } from '@docsearch/react';

/** Search settings the site passes to the browser (from docusaurus.config.ts via plugins/local-search). */
export interface SearchGlobalData {
  /** Set when the Algolia variables are configured; otherwise the local index is used. */
  algolia?: { appId: string; apiKey: string; indexName: string };
  /**
   * URL of the local index used when the page does not name one. In a production build every HTML
   * page carries `<meta name="local-search-index">` with the content-hashed file; the dev server
   * serves the index built from the Markdown sources at this URL.
   */
  indexUrl?: string;
  /** Where "Let us know" on the no-results screen points. */
  issueUrl: string;
}

export type SearchClient = DocSearchTransformClient;

/** Name of the meta tag through which a built page tells the client where the hashed index is. */
export const INDEX_META_NAME = 'local-search-index';

/** Version of the index file format; the client refuses files of another version. */
export const INDEX_FORMAT_VERSION = 1;

/** One page of the site, shared by its section records. */
export interface IndexedPage {
  /** Path as the browser uses it (percent-encoded), without hash. */
  u: string;
  /** hierarchy.lvl0: the part of the site (first breadcrumb, else the active navbar item). */
  s: string;
  /** hierarchy.lvl1: the page title (h1). */
  t: string;
  /** docsearch:language */
  l: string;
  /** docsearch:docusaurus_tag */
  g: string;
}

/** One searchable section: the page head (type 1), an h2 (2) or an h3 (3). */
export interface IndexedSection {
  /** Index into pages. */
  p: number;
  /** Heading id (anchor), '' for the page head. */
  a: string;
  /** Heading level: 1 page head, 2, 3. */
  y: 1 | 2 | 3;
  /** The h2 this section belongs to (for type 2 its own heading, for type 3 its parent h2). */
  h2?: string;
  /** The h3 heading (type 3 only). */
  h3?: string;
  /** Body text of the section, whitespace-collapsed, cut to the builder's limit. */
  c: string;
  /** How many links elsewhere on the site point at this section (a small ranking signal). */
  r?: number;
  /** An API member's signature line (its first `.api-signature`), e.g. `Scene:GetObjectByName(name: string): Object`. */
  g?: string;
}

/** The index file, written as search-index.{hash}.json (production) or served by the dev server. */
export interface SearchIndexFile {
  v: typeof INDEX_FORMAT_VERSION;
  pages: IndexedPage[];
  sections: IndexedSection[];
}

/** A section record with its page data resolved: what the engine indexes and hits are made from. */
export interface SearchRecord {
  id: number;
  url: string;
  /** Heading id, '' for the page head. */
  anchor: string;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  /** The record's own heading (lvl1, lvl2 or lvl3 by type). */
  title: string;
  content: string;
  /** An API member's signature line, '' for other sections. */
  signature: string;
  language: string;
  docusaurus_tag: string;
  inbound: number;
}
