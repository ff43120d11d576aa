import React, { type ReactNode } from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type { WrapperProps } from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import { MarkdownAlternate } from '@site/src/components/PageActions';

/**
 * Markdown pages (src/pages/*.md) link their Markdown twin like doc pages do; pages of other
 * instances of the pages plugin (the test fixtures) have none (plugins/markdown-twins).
 */
export default function MDXPageWrapper(props: WrapperProps<typeof MDXPageType>): ReactNode {
  const { plugin } = useRouteContext();
  return (
    <>
      {plugin.id === 'default' && <MarkdownAlternate route={props.content.metadata.permalink} />}
      <MDXPage {...props} />
    </>
  );
}
