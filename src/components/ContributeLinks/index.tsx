import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { contributeLinks } from './urls';

/** "Add Page" and "Repository" buttons for the site's source repository (SITE_REPO_URL). */
export default function ContributeLinks(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [addPage, repository] = contributeLinks(String(siteConfig.customFields?.repoUrl ?? ''));
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
