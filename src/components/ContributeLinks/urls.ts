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

/** The two links of ContributeLinks, shared by the component and the page's Markdown twin. */
export function contributeLinks(repoUrl: string): { label: string; url: string }[] {
  return [
    { label: 'Add Page', url: `${repoUrl}/new/main/docs/manual?filename=30-sidebar-name.mdx&value=${encodeURIComponent(NEW_PAGE_TEMPLATE)}` },
    { label: 'Repository', url: repoUrl },
  ];
}
