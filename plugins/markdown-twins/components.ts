import type { PhrasingContent, RootContent } from 'mdast';
import type { JsxRenderer } from './mdx-to-markdown';
import { contributeLinks } from '../../src/components/ContributeLinks/urls';

/**
 * How each component and HTML element the manual uses is written in a Markdown twin. A page that
 * uses one not listed here stops the build (mdx-to-markdown.ts): add it here when you add it to a page.
 */
const phrasing = (children: RootContent[]): PhrasingContent[] => children as PhrasingContent[];

const link =
  (hrefAttribute: string): JsxRenderer =>
  ({ attributes, children }) => {
    const url = attributes[hrefAttribute];
    if (typeof url !== 'string') return children;
    return [{ type: 'link', url, children: phrasing(children) }];
  };

/** HTML elements and framework components, with no site settings needed. */
export const MARKDOWN_ELEMENTS: Record<string, JsxRenderer> = {
  a: link('href'),
  Link: link('to'),
  code: ({ children }) => [{ type: 'inlineCode', value: children.map((c) => ('value' in c ? c.value : '')).join('') }],
  b: ({ children }) => [{ type: 'strong', children: phrasing(children) }],
  strong: ({ children }) => [{ type: 'strong', children: phrasing(children) }],
  em: ({ children }) => [{ type: 'emphasis', children: phrasing(children) }],
  br: () => [{ type: 'break' }],
  // A badge (api-badge) reads as bold text, as the API twins write their marks; any other span as its text.
  span: ({ attributes, children }) => (String(attributes.className ?? '').includes('api-badge') ? [{ type: 'strong', children: phrasing(children) }] : children),
};

/** Every component a manual page may use. */
export function twinComponents(repoUrl: string): Record<string, JsxRenderer> {
  return {
    ...MARKDOWN_ELEMENTS,
    ContributeLinks: () => [
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: contributeLinks(repoUrl).map(({ label, url }) => ({
          type: 'listItem',
          spread: false,
          children: [{ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', value: label }] }] }],
        })),
      },
    ],
  };
}
