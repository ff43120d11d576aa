import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { markdownTwinPath } from '@site/src/markdown-twin';

/**
 * The page's Markdown twin: announced to tools in the head (rel="alternate"), and offered to
 * readers as "Copy page as Markdown" and "View as Markdown". The copy button has no handler of its
 * own: one listener for the whole site (./listen.ts) loads the copying code on first use.
 */
export function MarkdownAlternate({ route }: { route: string }): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={encodeURI(markdownTwinPath(route))} />
    </Head>
  );
}

export default function PageActions({ route }: { route: string }): ReactNode {
  const twin = encodeURI(markdownTwinPath(route));
  return (
    <>
      <MarkdownAlternate route={route} />
      <div className="page-actions" role="group" aria-label="This page as Markdown">
        <button type="button" className="button button--sm button--secondary" data-copy-markdown={twin}>
          Copy page as Markdown
        </button>
        <a className="button button--sm button--secondary" href={twin} type="text/markdown">
          View as Markdown
        </a>
      </div>
    </>
  );
}
