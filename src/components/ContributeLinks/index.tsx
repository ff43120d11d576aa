import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { MarkdownTwinsGlobalData } from '@site/plugins/markdown-twins';
import { contributeLinks } from './urls';

/** "Add Page" and "Repository" buttons for the site's source repository (SITE_REPO_URL). */
export default function ContributeLinks(): ReactNode {
  // The repository URL the markdown-twins plugin was given (its twin shows the same links).
  const { repoUrl } = usePluginData('markdown-twins') as MarkdownTwinsGlobalData;
  const [addPage, repository] = contributeLinks(repoUrl);
  return (
    <p>
      <Link className="button button--primary margin-right--sm" href={addPage!.url}>
        {addPage!.label}
      </Link>
      <Link className="button button--secondary" href={repository!.url}>
        {repository!.label}
      </Link>
    </p>
  );
}
