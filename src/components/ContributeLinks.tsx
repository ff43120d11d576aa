import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

// The starting text of a new manual page, offered by "Add Page" in the repository's file editor.
const NEW_PAGE_TEMPLATE = `---
title: Page title
sidebar_label: Sidebar label
---

The file name, minus its leading number, becomes the URL; the number sets the
order in the sidebar. sidebar_label names the sidebar entry; title is the heading.

## A section

Text with **bold**, *italic* and \`inline code\`, a [link](/manual/editor/getting-started),
a list:

- first item
- second item

> A quotation.

\`\`\`lua
local self = {}

function self:Start()
  print("Hello from a script")
end

return self
\`\`\`
`;

/** "Add Page" and "Repository" buttons for the site's source repository (SITE_REPO_URL). */
export default function ContributeLinks(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const repoUrl = String(siteConfig.customFields?.repoUrl ?? '');
  const addPageUrl = `${repoUrl}/new/main/docs/manual?filename=30-sidebar-name.mdx&value=${encodeURIComponent(NEW_PAGE_TEMPLATE)}`;
  return (
    <p>
      <Link className="button button--primary margin-right--sm" href={addPageUrl}>
        Add Page
      </Link>
      <Link className="button button--secondary" href={repoUrl}>
        Repository
      </Link>
    </p>
  );
}
