import fs from 'node:fs';
import type { DocusaurusConfig, I18n } from '@docusaurus/types';
import type { SearchIndexFile } from '../../src/search/types';
import { docPageHtml, renderDocBody, type DocPage, type RenderOptions } from './doc-page';
import { assembleIndex, extractPage, type ExtractedPage } from './extract';

/**
 * The dev server's search index: every doc rendered from its source (./doc-page.ts) and read by
 * the same extractPage and assembleIndex that postBuild runs on the built HTML.
 */

/** The part of the docs plugin's loaded content used here (one entry per docs plugin instance). */
export interface DocsPluginContent {
  loadedVersions?: Array<{
    versionName: string;
    sidebars?: Record<string, SidebarItem[]>;
    docs?: Array<{
      id: string;
      title: string;
      permalink: string;
      source: string;
      sidebar?: string;
      unlisted?: boolean;
      frontMatter?: { sidebar_label?: string };
    }>;
  }>;
}

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

interface NavbarItem {
  type?: string;
  label?: string;
  sidebarId?: string;
  docId?: string;
  docsPluginId?: string;
}

/** Labels from a sidebar's root to the doc `docId` (categories, then the doc item), or undefined. */
function sidebarTrail(items: readonly SidebarItem[], docId: string, docLabel: string): string[] | undefined {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id === docId) return [item.label ?? docLabel];
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id === docId) return [item.label ?? docLabel];
      const inner = sidebarTrail(item.items ?? [], docId, docLabel);
      if (inner) return [item.label ?? '', ...inner];
    }
  }
  return undefined;
}

/** The navbar item the theme marks active on a doc of `sidebar` (a docSidebar item, or a doc item whose doc is in it). */
function navbarLabelOf(navbarItems: readonly NavbarItem[], pluginId: string, sidebar: string | undefined, sidebarOfDoc: (id: string) => string | undefined): string | undefined {
  if (!sidebar) return undefined;
  const item = navbarItems.find(
    (i) =>
      (i.docsPluginId ?? 'default') === pluginId &&
      ((i.type === 'docSidebar' && i.sidebarId === sidebar) || (i.type === 'doc' && i.docId !== undefined && sidebarOfDoc(i.docId) === sidebar)),
  );
  return item?.label;
}

/** Every listed doc of every docs plugin instance, with what the theme shows around it. */
export function docPagesOf(
  docsContent: Record<string, DocsPluginContent> | undefined,
  site: { siteDir: string; siteConfig: DocusaurusConfig; i18n: I18n },
): DocPage[] {
  const { currentLocale, localeConfigs } = site.i18n;
  const htmlLang = localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
  const navbarItems = ((site.siteConfig.themeConfig as { navbar?: { items?: NavbarItem[] } }).navbar?.items ?? []) as NavbarItem[];
  const pages: DocPage[] = [];
  for (const [pluginId, content] of Object.entries(docsContent ?? {})) {
    for (const version of content.loadedVersions ?? []) {
      const docs = version.docs ?? [];
      const sidebarOfDoc = (id: string) => docs.find((d) => d.id === id)?.sidebar;
      for (const doc of docs) {
        if (doc.unlisted) continue;
        const label = doc.frontMatter?.sidebar_label ?? doc.title;
        const sidebar = doc.sidebar ? version.sidebars?.[doc.sidebar] : undefined;
        pages.push({
          permalink: doc.permalink,
          sourcePath: doc.source.replace(/^@site\//, `${site.siteDir}/`),
          title: doc.title,
          breadcrumbs: (sidebar && sidebarTrail(sidebar, doc.id, label)) ?? [],
          navbarLabel: navbarLabelOf(navbarItems, pluginId, doc.sidebar, sidebarOfDoc),
          htmlLang,
          // As the theme's search metadata: the locale, and docs-{plugin id}-{version name}.
          searchLanguage: currentLocale,
          searchTag: `docs-${pluginId}-${version.versionName}`,
        });
      }
    }
  }
  return pages;
}

/** Render options from the site config (Markdown format, heading id case, links between doc files). */
export function renderOptionsOf(siteConfig: DocusaurusConfig, pages: readonly DocPage[]): RenderOptions {
  const permalinks = new Map(pages.map((p) => [p.sourcePath, p.permalink]));
  return {
    format: siteConfig.markdown?.format,
    anchorsMaintainCase: siteConfig.markdown?.anchors?.maintainCase,
    permalinkOfFile: (file) => permalinks.get(file),
  };
}

/** Renders one doc page and extracts its records (null when it has none, like extractPage). */
export async function extractDocPage(page: DocPage, markdown: string, options: RenderOptions): Promise<ExtractedPage | null> {
  return extractPage(docPageHtml(page, await renderDocBody(markdown, page.sourcePath, options)), page.permalink);
}

/** Records of each doc from its last rendering, reused while its source and page shell are unchanged. */
export type DevIndexCache = Map<string, { input: string; extracted: ExtractedPage | null }>;

/**
 * The dev index of these docs. A doc that cannot be read or parsed is left out with a warning
 * naming its file: the dev server reports the syntax error itself. With a cache, a reload of the
 * dev server renders only the docs that changed.
 */
export async function buildDevIndex(pages: readonly DocPage[], options: RenderOptions, cache: DevIndexCache = new Map()): Promise<SearchIndexFile> {
  const extracted: ExtractedPage[] = [];
  for (const page of pages) {
    try {
      const markdown = fs.readFileSync(page.sourcePath, 'utf8');
      const input = `${JSON.stringify(page)}\n${markdown}`;
      let entry = cache.get(page.sourcePath);
      if (entry?.input !== input) {
        entry = { input, extracted: await extractDocPage(page, markdown, options) };
        cache.set(page.sourcePath, entry);
      }
      if (entry.extracted) extracted.push(entry.extracted);
    } catch (error) {
      console.warn(`[local-search] ${page.sourcePath}: left out of the dev search index (${(error as Error).message.split('\n')[0]}).`);
    }
  }
  return assembleIndex(extracted);
}
