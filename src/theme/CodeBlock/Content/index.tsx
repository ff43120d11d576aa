import React, { useId, useState, type ReactNode } from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof ContentType>;

interface ServerCode {
  className: string;
  html: string;
}

/**
 * The lines of a code block. On a first page load the browser already has them, highlighted, in
 * the server's HTML (their colours are CSS for both modes, plugins/code-colours.ts), so hydration
 * keeps that HTML instead of highlighting the code again and rebuilding every line and token in
 * React: on a phone that was up to 130 ms of main-thread work per page with code (issue 14).
 * The <pre> stays a React element with the theme's ref, so word wrap keeps working; the copy
 * button copies from the block's text, not from the page. After a client-side navigation there
 * is no server HTML and the theme renders the lines as usual.
 */
export default function CodeBlockContent(props: Props): ReactNode {
  // The marker class finds this block's <pre> in the server HTML; useId is the same on both sides.
  const marker = `code-lines-${useId()}`;
  const isBrowser = useIsBrowser();
  const { wordWrap } = useCodeBlockContext();
  // Read once, during hydration (the only render before useIsBrowser turns true in a browser).
  const [server] = useState<ServerCode | null>(() => {
    if (isBrowser || typeof document === 'undefined') return null;
    const pre = document.getElementsByClassName(marker)[0];
    return pre ? { className: pre.className, html: pre.innerHTML } : null;
  });
  if (!server) return <Content {...props} className={[props.className, marker].filter(Boolean).join(' ')} />;
  return (
    <pre
      ref={wordWrap.codeBlockRef as React.RefObject<HTMLPreElement>}
      // The same attributes and HTML as the server's <pre>: React keeps the DOM as it is.
      tabIndex={0}
      className={server.className}
      dangerouslySetInnerHTML={{ __html: server.html }}
      suppressHydrationWarning
    />
  );
}
