import path from 'node:path';
import type { Config, LoadContext, Plugin, PluginConfig, PluginModule } from '@docusaurus/types';
import { createSiteConfig } from './docusaurus.config';
import { API_DOCS_PLUGIN_ID } from './plugins/api-reference/release-routes';
import type { LoadedContent as DocsContent, Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import routeContractPlugin from './plugins/route-contract';
import { markdownTwins, type MarkdownTwinsGlobalData } from './plugins/markdown-twins';

/**
 * The site as the services tests build it (scripts/ci/build-services-site.ts): the site's own
 * configuration, read with Algolia and analytics ids set, built from only the pages those tests
 * open (tests/e2e/services.spec.ts, "the services build" in csp.spec.ts). The main test build
 * checks every page; this one shows what the two settings change, and bundling four pages instead
 * of every page takes about a third of the time.
 */
/** Per docs instance, its files these tests open (relative to the instance's folder). */
const SERVICES_DOCS: Record<string, string[]> = {
  default: ['manual/00-home.mdx', 'manual/10-editor/20-basics/20-camera.mdx'],
  [API_DOCS_PLUGIN_ID]: ['intro.mdx', '02-scene-and-objects/Scene.mdx'],
};

const DOCS_PLUGIN = './framework-changes/lean-docs-props.ts';
const isDocsPlugin = (plugin: unknown) => Array.isArray(plugin) && plugin[0] === DOCS_PLUGIN;

function onlyServicesDocs(plugin: PluginConfig): PluginConfig {
  if (!isDocsPlugin(plugin)) return plugin;
  const options = (plugin as [string, DocsOptions])[1];
  return [DOCS_PLUGIN, { ...options, include: SERVICES_DOCS[options.id ?? 'default'] ?? [] } satisfies DocsOptions];
}

/** Stops the build when a page the services tests open is missing, naming the file and the fix. */
function servicesDocsPresent({ siteDir }: LoadContext): Plugin {
  return {
    name: 'services-docs-present',
    async allContentLoaded({ allContent }) {
      for (const [id, files] of Object.entries(SERVICES_DOCS)) {
        const version = (allContent['docusaurus-plugin-content-docs']?.[id] as DocsContent | undefined)?.loadedVersions.find((v) => v.versionName === 'current');
        const built = new Set(version?.docs.map((doc) => path.relative(version.contentPath, path.join(siteDir, doc.source.replace(/^@site\//, '')))) ?? []);
        const missing = files.filter((file) => !built.has(file));
        if (missing.length) {
          throw new Error(`[services config] The docs instance "${id}" has no ${missing.join(', ')}: the services tests open these pages. Update SERVICES_DOCS in docusaurus.services.config.ts.`);
        }
      }
    },
  };
}

/**
 * The Markdown-twins plugin pairs every twin with a page, so it would refuse a build of four
 * pages: here it keeps its name, client module and data for the components, and writes no twins.
 */
function withoutTwinWriting(plugin: PluginConfig): PluginConfig {
  if (!markdownTwins.isEntry(plugin)) return plugin;
  // The entry pluginWithOptions builds: the plugin's module and the options given in docusaurus.config.ts.
  const [module, options] = plugin as unknown as [PluginModule, MarkdownTwinsGlobalData];
  const dataOnly = async (context: LoadContext): Promise<Plugin> => {
    const real = await module(context, options);
    if (!real) throw new Error('[services config] The markdown-twins plugin gave no plugin; see docusaurus.services.config.ts.');
    return {
      ...real,
      allContentLoaded: async ({ actions }) => actions.setGlobalData({ repoUrl: options.repoUrl } satisfies MarkdownTwinsGlobalData),
    };
  };
  return dataOnly;
}

export function createServicesConfig(): Config {
  const siteConfig = createSiteConfig();
  // The docs plugin is found by its module path, as docusaurus.config.ts lists it; without it this
  // build would quietly hold every page again.
  if (!(siteConfig.plugins ?? []).some(isDocsPlugin)) {
    throw new Error(`[services config] docusaurus.config.ts no longer lists the docs plugin as ${DOCS_PLUGIN}. Update DOCS_PLUGIN in docusaurus.services.config.ts.`);
  }
  return {
    ...siteConfig,
    // Links to pages this build leaves out; the main test build checks every link.
    onBrokenLinks: 'ignore',
    onBrokenAnchors: 'ignore',
    markdown: { ...siteConfig.markdown, hooks: { ...siteConfig.markdown?.hooks, onBrokenMarkdownLinks: 'ignore' } },
    plugins: (siteConfig.plugins ?? [])
      // The route contract lists every page of the specification.
      .filter((plugin) => plugin !== routeContractPlugin)
      .map((plugin) => withoutTwinWriting(onlyServicesDocs(plugin as PluginConfig)))
      .concat(servicesDocsPresent),
  };
}

export default createServicesConfig;
