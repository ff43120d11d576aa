import React, { type ReactNode } from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { useServerMarkup } from '@site/src/hydration/useServerMarkup';

type Props = WrapperProps<typeof ContentType>;

/**
 * The lines of a code block. On a first page load the browser already has them, highlighted, in
 * the server's HTML (their colours are CSS for both modes, plugins/code-colours.ts), so hydration
 * keeps that HTML instead of highlighting the code again and rebuilding every line and token in
 * React: on a phone that was up to 130 ms of main-thread work per page with code.
 * The <pre> stays a React element with the theme's ref, so word wrap keeps working; the copy
 * button copies from the block's text, not from the page. After a client-side navigation there
 * is no server HTML and the theme renders the lines as usual.
 */
const markerClass = (id: string) => `code-lines-${id}`;

export default function CodeBlockContent(props: Props): ReactNode {
  // A marker class finds this block's <pre> in the server HTML.
  const { id, server } = useServerMarkup((id) => document.getElementsByClassName(markerClass(id))[0]);
  const { wordWrap } = useCodeBlockContext();
  const marker = markerClass(id);
  if (!server) return <Content {...props} className={[props.className, marker].filter(Boolean).join(' ')} />;
  return (
    <pre
      ref={wordWrap.codeBlockRef as React.RefObject<HTMLPreElement>}
      // The same attributes and HTML as the server's <pre>: React keeps the DOM as it is.
      tabIndex={0}
      className={server.element.className}
      dangerouslySetInnerHTML={server.html}
      suppressHydrationWarning
    />
  );
}
