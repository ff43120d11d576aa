/**
 * The HTML of a page's API member bodies, for client-side navigations. The browser's production
 * bundle has no code for the bodies (plugins/api-reference/recma-deferred-bodies.ts): a first load
 * adopts the server's HTML, and a navigation to another API page takes each body's HTML from that
 * page as the server wrote it. The framework's preload (on hover, touch and navigation; manifest:
 * page-bodies-in-preload) waits for it, so the page renders whole, as with the bodies' code.
 */

/** The attribute StaticContent puts on a body's element, with the body's index on its page. */
export const BODY_ATTRIBUTE = 'data-static-body';

const loaded = new Map<string, Map<string, string>>();
const pending = new Map<string, Promise<void>>();

const key = (pathname: string): string => decodeURI(pathname).replace(/\/$/, '') || '/';

/** Whether a path's page may hold API member bodies (the API reference's pages). */
const mayHoldBodies = (pathname: string): boolean => /^\/api\//.test(key(pathname));

/** The body HTML of an already fetched page, by body index. */
export function pageBody(pathname: string, index: number): string | undefined {
  return loaded.get(key(pathname))?.get(String(index));
}

/** Fetches a page's HTML once and keeps its bodies. Never rejects: a page without them renders what it has. */
export function loadPageBodies(pathname: string): Promise<void> {
  const page = key(pathname);
  if (loaded.has(page) || !mayHoldBodies(page)) return Promise.resolve();
  let load = pending.get(page);
  if (!load) {
    load = fetch(pathname, { headers: { Accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : ''))
      .then((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        loaded.set(page, new Map(Array.from(doc.querySelectorAll(`[${BODY_ATTRIBUTE}]`), (el) => [el.getAttribute(BODY_ATTRIBUTE)!, el.innerHTML])));
      })
      .catch(() => undefined)
      .finally(() => pending.delete(page));
    pending.set(page, load);
  }
  return load;
}

declare global {
  interface Window {
    /** Called by the framework's preload for a path (framework-changes/page-bodies-in-preload-loader.cjs). */
    __preloadPageData?: (pathname: string) => Promise<void> | undefined;
  }
}

/**
 * The hook the framework's preload calls. Not before the first page has hydrated: that page adopts
 * its own server HTML, so a first load fetches nothing.
 */
export function installPageBodiesPreload(): void {
  window.__preloadPageData = (pathname) => (document.documentElement.getAttribute('data-has-hydrated') === 'true' ? loadPageBodies(pathname) : undefined);
}
