import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import { releaseOutputPaths } from '../api-reference/outputs';
import type { ApiBuild } from '../api-reference/pipeline';
import { renderApiSignatureList, renderApiTwins } from '../api-reference/markdown';
import { markdownTwinPath } from '../../src/markdown-twin';
import { absoluteLinks, mdxToMarkdown, parseMarkdown, takeLeadingTitle, toMarkdown, TwinSyntaxError } from './mdx-to-markdown';
import { twinComponents } from './components';
import { llmsFiles, type TwinEntry } from './llms';
import { pluginWithOptions, requiredString } from '../plugin-options';

/**
 * The Markdown twin of every page (its route plus `.md`, `/` -> `/index.md`; src/markdown-twin.ts)
 * and the llms.txt files, for AI assistants and other tools that read the docs as text.
 *
 * API pages get the twins the API pipeline writes from its model (plugins/api-reference/markdown.ts);
 * every other page, manual or Markdown page, is converted from its MDX (./mdx-to-markdown.ts).
 * Runs once all content is loaded, in the dev server (again after every content change) and in the
 * build alike, into a static directory of its own: twins are files, never routes, so no sitemap
 * or router lists them.
 */
export const TWINS_DIR = 'generated/twins';

/** The title line and the pointer every twin starts with. */
function twinText(siteUrl: string, entry: { route: string; title: string; body: string }, file: string, twinRoutes: ReadonlySet<string>): string {
  const tree = parseMarkdown(entry.body);
  absoluteLinks(tree, siteUrl, entry.route, file, twinRoutes);
  const base = siteUrl.replace(/\/$/, '');
  const head = `# ${entry.title}\n\nMarkdown version of ${base}${encodeURI(entry.route)} (index of all pages: ${base}/llms.txt).\n\n`;
  return `${head}${toMarkdown(tree).trim()}\n`;
}

function writeAll(dir: string, files: Map<string, string>): void {
  for (const [rel, content] of files) {
    const file = path.join(dir, rel);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  // Twins of pages that no longer exist go too.
  if (!fs.existsSync(dir)) return;
  for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, rel);
    if (fs.statSync(file).isFile() && !files.has(rel.split(path.sep).join('/'))) fs.rmSync(file);
  }
}

/** `@site/docs/x.mdx` -> absolute path. */
const sourcePath = (siteDir: string, source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

export interface MarkdownTwinsOptions {
  /** Each published release's build of the last generation (plugins/api-reference, `published`). */
  apiBuilds: () => ApiBuild[];
  /** The site's source repository (the home page's contribute links). */
  repoUrl: string;
}

/** What the plugin gives the site's components (usePluginData('markdown-twins')). */
export interface MarkdownTwinsGlobalData {
  repoUrl: string;
}

function markdownTwinsPlugin(context: LoadContext, { apiBuilds, repoUrl }: MarkdownTwinsOptions): Plugin {
  const { siteDir, siteConfig } = context;
  return {
    name: 'markdown-twins',
    // The one click listener of the copy actions (src/components/PageActions).
    getClientModules: () => [path.join(siteDir, 'src/components/PageActions/listen.ts')],
    async allContentLoaded({ allContent, actions }) {
      // The home page's contribute links (src/components/ContributeLinks) and their twin share the URL.
      actions.setGlobalData({ repoUrl } satisfies MarkdownTwinsGlobalData);
      // Every docs instance (the manual's, the API's) and every version of each.
      const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap((content) => (content as DocsContent).loadedVersions.flatMap((v) => v.docs));
      const pages = ((allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined) ?? []).filter((p) => p.type === 'mdx');
      // Every published release's API pages get the twins of its own model.
      const builds = apiBuilds();
      const apiTwins = new Map(builds.flatMap((b) => renderApiTwins(b.model, b.sources.intro, b.release)).map((t) => [t.route, t]));
      const apiDocsDirs = builds.map((b) => path.join(siteDir, releaseOutputPaths(b.release).docsDir) + path.sep);
      const components = twinComponents(repoUrl);
      const releaseLabels = Object.fromEntries(builds.map((b) => [b.release.id, b.release.label]));

      const entries: TwinEntry[] = [];
      const manual = (route: string, title: string, description: string, source: string) => {
        const file = path.relative(siteDir, sourcePath(siteDir, source));
        const tree = mdxToMarkdown(fs.readFileSync(sourcePath(siteDir, source), 'utf8'), { file, components, releaseLabels });
        const leading = takeLeadingTitle(tree);
        entries.push({ route, title: title || leading || route, description, body: toMarkdown(tree), file });
      };
      for (const doc of docs) {
        if (apiDocsDirs.some((dir) => sourcePath(siteDir, doc.source).startsWith(dir))) {
          const twin = apiTwins.get(doc.permalink);
          if (!twin) {
            throw new TwinSyntaxError(`${doc.source}: the API page ${doc.permalink} has no Markdown twin; plugins/api-reference/markdown.ts must write one for every page render.ts writes.`);
          }
          apiTwins.delete(doc.permalink);
          entries.push({ ...twin, description: doc.description, file: doc.source });
        } else {
          manual(doc.permalink, doc.title, doc.description, doc.source);
        }
      }
      if (apiTwins.size) throw new TwinSyntaxError(`plugins/api-reference/markdown.ts wrote twins of pages that do not exist: ${[...apiTwins.keys()].join(', ')}. Give them the routes render.ts gives the pages.`);
      for (const page of pages) {
        const title = page.type === 'mdx' ? String(page.frontMatter.title ?? '') : '';
        const description = page.type === 'mdx' ? String(page.frontMatter.description ?? '') : '';
        manual(page.permalink, title, description, page.source);
      }

      const files = new Map<string, string>();
      const twinRoutes = new Set(entries.map((e) => e.route));
      for (const entry of entries) files.set(markdownTwinPath(entry.route).slice(1), twinText(siteConfig.url, entry, entry.file, twinRoutes));
      const lists = builds.map((b) => ({ id: b.release.id, label: b.release.label, documented: b.release.documented, list: renderApiSignatureList(b.model) }));
      for (const [name, content] of llmsFiles(siteConfig.url, entries, files, lists.sort((a, b) => Number(b.documented) - Number(a.documented)))) files.set(name, content);
      writeAll(path.join(siteDir, TWINS_DIR), files);
    },
  };
}

/** `plugins: [markdownTwins({ apiBuilds, repoUrl })]` in docusaurus.config.ts. */
export const markdownTwins = pluginWithOptions('markdown-twins', markdownTwinsPlugin, (options) => {
  if (typeof options.apiBuilds !== 'function') throw new Error('[markdown-twins] Option "apiBuilds" must be the API reference\'s `published` function. Fix it in docusaurus.config.ts.');
  return { apiBuilds: options.apiBuilds as () => ApiBuild[], repoUrl: requiredString(options, 'repoUrl', 'markdown-twins') };
});
