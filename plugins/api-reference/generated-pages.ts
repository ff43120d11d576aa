/**
 * What the page and twin writers produce. In a module of their own, so that a writer of one kind
 * of page (changes-page.ts) and the writers that include it (render.ts, markdown.ts) share them
 * without importing each other.
 */

/** A generated MDX page of the API docs. */
export interface GeneratedPage {
  /** Path under the release's generated API folder. */
  file: string;
  content: string;
}

/** The Markdown twin of an API page. */
export interface ApiTwin {
  /** The route of the page this is the twin of. */
  route: string;
  title: string;
  /** Markdown after the title: site-path links, no HTML. */
  body: string;
}
