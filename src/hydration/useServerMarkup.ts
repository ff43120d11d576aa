import { useId, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * For parts of a page that keep the server's HTML on a first load instead of rendering it again
 * in React (API member bodies, code block lines). Gives an id that is the same in the
 * server render and in hydration (useId), to mark the part's element, and what `read` takes from
 * the server's element with that id. `read` runs once, during hydration, the only render in a
 * browser before useIsBrowser turns true; the result is kept, so later renders never swap the
 * adopted HTML for a React tree. After a client-side navigation, and in the dev server (no server
 * HTML), there is nothing to read and the part renders normally.
 */
export function useServerMarkup<T>(read: (id: string) => T | null | undefined): { id: string; server: T | null } {
  const id = useId();
  const isBrowser = useIsBrowser();
  const [server] = useState<T | null>(() => (isBrowser || typeof document === 'undefined' ? null : (read(id) ?? null)));
  return { id, server };
}
