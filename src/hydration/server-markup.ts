/** Helpers of useServerMarkup that need no React (and so have unit tests of their own). */

// One pass over the document per attribute finds every part's element, instead of one search of
// the whole document per part (173 on /api/Client). Built on the first lookup, in the hydration
// render: the server's elements are all in place then, and nothing looks them up after it.
const marked = new WeakMap<Document, Map<string, Map<string, Element>>>();

/** The server's element whose `attribute` is `value` (for `find`). */
export function serverElementWith(attribute: string, value: string): Element | undefined {
  let byAttribute = marked.get(document);
  if (!byAttribute) marked.set(document, (byAttribute = new Map()));
  let elements = byAttribute.get(attribute);
  if (!elements) {
    elements = new Map(Array.from(document.querySelectorAll(`[${attribute}]`), (el) => [el.getAttribute(attribute)!, el]));
    byAttribute.set(attribute, elements);
  }
  return elements.get(value);
}

/**
 * The `dangerouslySetInnerHTML` value that keeps an adopted element's HTML. In hydration React only
 * checks that the value is there; it writes it only when it renders the element itself (a client
 * render after a hydration error), which turns it into a string. So the element's HTML is
 * serialised only then, not on every first load (on /api/Client that was 2,500 elements).
 */
export function serverHtml(element: Element): { __html: string } {
  const html = { toString: () => element.innerHTML };
  // React's type says string; React passes the value to `innerHTML`, which calls toString.
  return { __html: html as unknown as string };
}
