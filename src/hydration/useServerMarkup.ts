import { useId, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { serverHtml } from './server-markup';

/**
 * For parts of a page that keep the server's HTML on a first load instead of rendering it again
 * in React (API member bodies, code block lines). Gives an id that is the same in the server
 * render and in hydration (useId), to mark the part's element, and `find` looks that element up
 * in the server's HTML. `find` runs once, during hydration, the only render in a browser before
 * useIsBrowser turns true; the result is kept, so later renders never swap the adopted HTML for a
 * React tree. After a client-side navigation, and in the dev server (no server HTML), `server` is
 * null and the part renders normally.
 */
export function useServerMarkup(find: (id: string) => Element | null | undefined): { id: string; server: ServerMarkup | null } {
  const id = useId();
  const isBrowser = useIsBrowser();
  const [server] = useState<ServerMarkup | null>(() => {
    const element = isBrowser || typeof document === 'undefined' ? null : find(id);
    return element ? { element, html: serverHtml(element) } : null;
  });
  return { id, server };
}

export interface ServerMarkup {
  element: Element;
  /** For `dangerouslySetInnerHTML`: the same object on every render, so React never compares it again. */
  html: { __html: string };
}
