import React, { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import { releaseOfMeta, VARIANT_ATTRIBUTE } from '@site/src/release-variants/marker';

/**
 * The theme's code block, less one thing: the theme re-creates every code block once the page
 * has loaded, because its token colours are inline styles for one colour mode. Here the colours
 * are CSS for both modes (plugins/code-colours.ts), so the server's code blocks are already right
 * and are kept as they are: on a phone that saves a long task on every page with code.
 */
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  // Plain text children are joined into one string, which the copy button can copy; children
  // with elements in them are rendered as they are.
  const hasElements = Children.toArray(children).some((child) => isValidElement(child));
  if (hasElements) return <ElementContent {...props}>{children}</ElementContent>;
  const code = Array.isArray(children) ? children.join('') : (children as string);
  const block = <StringContent {...props}>{code}</StringContent>;
  // One release's variant of a block (```lua release=2026-07): the page holds every variant and CSS
  // shows the reader's release (src/release-variants/reader-release.ts).
  const release = releaseOfMeta(props.metastring);
  return release ? <div {...{ [VARIANT_ATTRIBUTE]: release }}>{block}</div> : block;
}
