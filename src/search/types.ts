import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchKind } from '../../plugins/api-reference/search-marks';

/** Search settings the site passes to the browser (from docusaurus.config.ts via plugins/local-search). */
export interface SearchGlobalData {
  /** Set when the Algolia variables are configured; otherwise the local index is used. */
  algolia?: { appId: string; apiKey: string; indexName: string };
  /** Where "Let us know" on the no-results screen points. */
  issueUrl: string;
}

export type SearchClient = DocSearchTransformClient;

/** Name of the meta tag through which a built page tells the client where the hashed index is (one tag per engine release). */
export const INDEX_META_NAME = 'local-search-index';

/** One engine release's index, as the search plugin is configured with it (docusaurus.config.ts). */
export interface SearchRelease {
  /** Engine release id (`2026-07`): code variants marked for another release are left out of its index. */
  id: string;
  /** `July 2026`: a hit of this release says so when several releases are searched. */
  label: string;
  /** The docs tag (docsearch:docusaurus_tag) of its API pages: `docs-api-2026-07`. */
  tag: string;
  /** The route base of its API pages: `/api/2026-07`. */
  base: string;
}

/** `/search?releases=all`: search every engine release, not only the reader's. */
export const BOTH_RELEASES_PARAM = 'releases';
export const BOTH_RELEASES_VALUE = 'all';

/** The attributes of an index meta tag that describe its release (absent on a site without releases). */
export const INDEX_SOURCE_ATTRIBUTES = { release: 'data-index-release', label: 'data-label', tag: 'data-docs-tag', base: 'data-route-base' } as const;

/**
 * Where the dev server serves the index of the last production build (under the base URL). Its
 * pages name no index: a page without the meta tag searches this file and says so.
 */
export const LAST_BUILD_INDEX_PATH = 'search-index.last-build.json';

/** Version of the index file format; the client refuses files of another version. */
export const INDEX_FORMAT_VERSION = 3;

/** One page of the site, shared by its section records. */
export interface IndexedPage {
  /** Path as the browser uses it (percent-encoded), without hash. */
  url: string;
  /** hierarchy.lvl0: the part of the site (first breadcrumb, else the active navbar item). */
  area: string;
  /** hierarchy.lvl1: the page title (h1). */
  title: string;
  /** docsearch:language */
  language: string;
  /** docsearch:docusaurus_tag */
  tag: string;
}

/**
 * One searchable section: the page head (its anchor is ''), an h2 or an h3 (it has h3). The level
 * follows from those, so the file does not repeat it.
 */
export interface IndexedSection {
  /** Index into pages. */
  page: number;
  /**
   * Heading id, '' for the page head. Left out when it is the h3 itself (an API member's id is its
   * name): about half the sections, some 5 kB gzip of an index. Read it with sectionAnchor().
   */
  anchor?: string;
  /** The h2 this section belongs to (an h2's own heading, an h3's parent h2). */
  h2?: string;
  /** The h3 heading (h3 sections only). */
  h3?: string;
  /** Body text of the section, whitespace-collapsed, cut to the builder's limit. */
  text: string;
  /** How many links elsewhere on the site point at this section (a small ranking signal). */
  inbound?: number;
  /** An API member's signature line, e.g. `Scene:GetObjectByName(name: string): Object`. */
  signature?: string;
  /** What the section is, as the API renderer declared it; none for prose. */
  kind?: SearchKind;
}

/** A section's heading id, as the file gives it or, when left out, its h3. */
export const sectionAnchor = (s: Pick<IndexedSection, 'anchor' | 'h3'>): string => s.anchor ?? s.h3 ?? '';

/** The index file, written as assets/search/index.{hash}.json by the production build. */
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
  kind?: SearchKind;
}
