import React, { type MouseEvent, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { BODY_ATTRIBUTE, pageBody } from '@site/src/hydration/page-bodies';
import { useServerMarkup } from '@site/src/hydration/useServerMarkup';
import { serverElementWith } from '@site/src/hydration/server-markup';

/**
 * Content that never changes after the server rendered it (an API member: heading, signature,
 * badges, prose). On a first page load the browser already has its HTML, so hydration adopts that
 * HTML as is instead of running the components inside: a long API page hydrates a few hundred
 * elements instead of thousands, which is most of its main-thread time on a phone.
 * After a client-side navigation there is no server HTML, and the children render normally.
 *
 * On generated API pages the children arrive as a function (plugins/api-reference/
 * recma-deferred-bodies.ts), so their elements are not even created when the HTML is adopted.
 * The browser's production bundle has no code for them at all (the function gives null): after a
 * navigation the part takes its HTML from the page as the server wrote it, by its index `body`
 * (src/hydration/page-bodies.ts, fetched before the page renders).
 *
 * The adopted HTML has plain links, so internal links get the framework's behaviour back here:
 * a click navigates inside the app, and hovering or touching preloads the target page, as the
 * framework's own links do.
 */

/** The in-site path of a link the app can navigate to itself, or null. */
function internalTarget(event: MouseEvent | React.TouchEvent): { anchor: HTMLAnchorElement; path: string } | null {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return null;
  // A link to a heading of this page (`#id`, the headings' own links) is a plain link in the
  // framework too: the browser scrolls to it.
  if (anchor.getAttribute('href')?.startsWith('#')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return { anchor, path: url.pathname + url.search + url.hash };
}

// The attribute that marks each part's element, in the server's HTML and in React's.
const MARKER = 'data-static-content';

export default function StaticContent({ children, body }: { children: ReactNode | (() => ReactNode); body?: number }): ReactNode {
  const { id, server: adopted } = useServerMarkup((id) => serverElementWith(MARKER, id));
  const history = useHistory();
  const { pathname } = useLocation();
  const marker = { [MARKER]: id, ...(body === undefined ? {} : { [BODY_ATTRIBUTE]: body }) };

  // No server HTML (a client-side navigation, the dev server): the body's code renders it; where
  // the bundle has no code for it (the browser's production bundle), the page's HTML does.
  const rendered = adopted === null ? (typeof children === 'function' ? children() : children) : null;
  const fetched = adopted === null && rendered == null && body !== undefined ? pageBody(pathname, body) : undefined;
  if (adopted === null && fetched === undefined) return <div {...marker}>{rendered}</div>;
  const html = adopted?.html ?? { __html: fetched! };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = internalTarget(event);
    if (!target) return;
    event.preventDefault();
    history.push(target.path);
  };
  const preload = (event: MouseEvent | React.TouchEvent) => {
    const target = internalTarget(event);
    if (target) window.docusaurus.preload(new URL(target.anchor.href).pathname);
  };
  return (
    <div
      {...marker}
      onClick={onClick}
      onMouseOver={preload}
      onTouchStart={preload}
      // The same HTML the server wrote: React keeps the DOM as it is.
      dangerouslySetInnerHTML={html}
      suppressHydrationWarning
    />
  );
}
