import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line/Token';

/**
 * A token of highlighted code. Plain text (spaces, names Prism gives no colour) is written as text,
 * not wrapped in a span of its own: it looks the same, and it is about half of a code block's
 * elements, which a phone lays out and styles on every page load. Coloured tokens, and
 * the empty token that keeps a blank line's height, keep their span.
 */
export default function CodeBlockLineToken({ line: _line, token, ...props }: Props): ReactNode {
  const plainText = token.types.length === 1 && token.types[0] === 'plain' && !token.empty && !props.style;
  if (plainText) return props.children;
  return <span {...props} />;
}
