import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';

/** Every doc page, with its Markdown twin's actions above the content (src/components/PageActions). */
export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <PageActions route={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
