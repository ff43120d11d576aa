import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import ReleaseLine from '@site/src/components/ReleaseSwitch/ReleaseLine';

/** Every doc page, with its Markdown twin's actions above the content (src/components/PageActions) and, on API pages, the release it documents. */
export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <PageActions route={metadata.permalink} />
      <ReleaseLine docId={metadata.id} />
      <Content {...props} />
    </>
  );
}
