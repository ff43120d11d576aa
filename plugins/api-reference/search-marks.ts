/**
 * The marks the API renderer writes into its pages for the search index (plugins/local-search
 * reads them; src/search/engine.ts ranks on the kinds). One module, so that renaming a mark in
 * the renderer cannot silently change what the index holds. No Node imports: the browser's search
 * engine imports the kinds.
 */

/** Attribute on the element that declares what the section around it is (a value of SEARCH_KIND). */
export const SEARCH_KIND_ATTRIBUTE = 'data-search-kind';

/** What a record of the index is; a section with no declared kind is prose (manual pages, intros). */
export const SEARCH_KIND = {
  /** The head of a class page (/api/<Class>): its title is the class name. */
  classPage: 'class',
  /** A member entry (property, method, callback, constructors): it has a signature line. */
  member: 'member',
  /** A list that points to answers elsewhere (a type's "Used by"): it is no answer itself. */
  crossReference: 'cross-reference',
} as const;

export type SearchKind = (typeof SEARCH_KIND)[keyof typeof SEARCH_KIND];

export const SEARCH_KINDS: readonly SearchKind[] = Object.values(SEARCH_KIND);

/** A member's signature line (the index keeps the first one of a section apart from its text). */
export const SIGNATURE_CLASS = 'api-signature';

/** A row of badges (Client, Static, Deprecated…): indexed after the section's text, not before it. */
export const BADGES_CLASS = 'api-badges';

/**
 * Content whose links are a generated list (the engine changes page links some 500 entries): they
 * are not a writer pointing readers somewhere, so they do not raise their targets' rank.
 */
export const UNRANKED_LINKS_CLASS = 'links-not-ranked';
