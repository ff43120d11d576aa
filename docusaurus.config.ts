import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { readSiteEnv } from './plugins/site-env';
import codeColours, { CODE_COLOURS_FROM_CSS } from './plugins/code-colours';
import { darkCodeTheme, lightCodeTheme } from './plugins/code-themes';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { apiReference, type ReleaseSelection } from './plugins/api-reference';
import { apiDocsVersions, searchTagOf } from './plugins/api-reference/docs-versions';
import { releaseVariants } from './plugins/release-variants';
import { API_SIDEBAR_ID } from './plugins/api-reference/sidebars';
import { API_CURRENT_DOCS_DIR } from './plugins/api-reference/outputs';
import { API_DOCS_PLUGIN_ID, apiBase } from './plugins/api-reference/release-routes';
import type { Options as LocalSearchOptions } from './plugins/local-search';
import routeContractPlugin from './plugins/route-contract';
import contentChecksPlugin from './plugins/content-checks';
import { serving } from './plugins/serving';
import { markdownTwins } from './plugins/markdown-twins';
import { frameworkChanges } from './framework-changes';
import compileHints from './plugins/compile-hints';
import { SSR_TEMPLATE } from './framework-changes/ssr-template';
import remarkLuaCheck, { type CheckedRelease } from './plugins/lua-check/remark';
import type { ApiBuild } from './plugins/api-reference/pipeline';
import recmaDeferredBodies from './plugins/api-reference/recma-deferred-bodies';

// Every site-wide setting lives here. Secrets and service ids come from the environment only
// (see README, "Search and analytics"); without them the site is complete and makes no request to
// another host.
const env = readSiteEnv(process.env);

/** The public repository of this site: footer link, "edit/report" targets. Override with SITE_REPO_URL. */
const repoUrl = env.repoUrl;

export const announcementBar = {
  // Change the id whenever the text changes: readers who dismissed the old bar see the new one.
  id: 'api-reference-2025',
  content:
    'New: every Lua API member now has its own entry in the <a href="/api/intro">API reference</a>, and a type file for VS Code.',
  isCloseable: true,
};

/** What a build of the site publishes besides what every build has. */
export interface SiteOptions {
  /** `with-drafts`: also the engine releases whose prose is still a draft (the test build). */
  releases?: ReleaseSelection;
}

/**
 * The site's configuration. Docusaurus calls it (the default export) once per build or dev start;
 * the API pages are generated here, before any plugin starts, because the docs plugin reads its
 * versions when it is created.
 */
export function createSiteConfig({ releases = 'written' }: SiteOptions = {}): Config {
  // The API reference (plugins/api-reference/pipeline.ts); every ```lua block on the site is parsed
  // and its API names checked against the index of the same run.
  const api = apiReference(__dirname, releases);
  const apiReleases = api.generate(env.siteUrl);
  // Bound here and passed as a bare function: a plugin's options are copied into the site config the
  // browser loads, and these hold the project's folder on the building machine.
  // A generated API page is checked against its own release; the manual against every published one.
  const checkedRelease = (b: ApiBuild): CheckedRelease => ({ id: b.release.id, label: b.release.label, index: b.luaIndex });
  const luaCheck = () =>
    remarkLuaCheck({
      siteDir: __dirname,
      releasesFor: (file) => {
        const own = api.releaseOf(file);
        return own ? [checkedRelease(api.latest(own))] : api.published().map(checkedRelease);
      },
    });
  const docsPlugin = (options: DocsOptions): PluginConfig => ['./framework-changes/lean-docs-props.ts', options];
  const docsCommon = {
    showLastUpdateTime: false,
    beforeDefaultRemarkPlugins: [luaCheck],
    // API member bodies are built only when rendered, not on a first load that adopts their HTML.
    recmaPlugins: [recmaDeferredBodies],
  } satisfies DocsOptions;

  return {
  title: 'Atomontage Docs',
  tagline: 'Build voxel worlds in the editor and bring them to life with Lua.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,
  // Downloads generated from the API data (plugins/api-reference) and the pages' Markdown twins
  // with llms.txt (plugins/markdown-twins) are served beside static/.
  staticDirectories: ['static', 'generated/static', 'generated/twins'],

  // Docusaurus Faster (Rspack, SWC, Lightning CSS): measured with `npm run bench`. No page shows
  // a last-update date or author, so the build skips reading the Git history (about 2 s a build).
  future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true }, experimental_vcs: false },
  ssrTemplate: SSR_TEMPLATE,

  onBrokenLinks: 'throw',
  // Every anchor a page links is one the build rendered: badges, the switch's data and the
  // changes page link across releases by anchor (decisions/2026-11-28-api-versions.md).
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped (framework-changes/lean-docs-props.ts).
        docs: false,
        blog: false,
        pages: { beforeDefaultRemarkPlugins: [luaCheck] },
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
        // Analytics only when an id is configured: otherwise no analytics code ships at all.
        gtag: env.gtagTrackingId ? { trackingID: env.gtagTrackingId, anonymizeIP: true } : undefined,
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],
  // full-layout: lays out member bodies before a link target scrolls; page-bodies-client: the hook
  // that gives a client-side navigation its page's member bodies (src/hydration/page-bodies.ts).
  clientModules: ['./src/components/StaticContent/full-layout.ts', './src/hydration/page-bodies-client.ts'],

  plugins: [
    // By module path, so that the docs plugin's option validation (and defaults) applies.
    docsPlugin({
      ...docsCommon,
      routeBasePath: '/',
      sidebarPath: './sidebars.ts',
      lastVersion: 'current',
      versions: { current: { label: 'Next', path: '' } },
    }),
    // The API reference: the documented release is the current version at /api/, every other
    // published release a version at /api/<id>/ (decisions/2026-11-28-api-versions.md).
    docsPlugin({
      ...docsCommon,
      id: API_DOCS_PLUGIN_ID,
      path: API_CURRENT_DOCS_DIR,
      routeBasePath: 'api',
      sidebarPath: './plugins/api-reference/sidebars-file.ts',
      // The one setting that decides which release /api/ serves.
      lastVersion: 'current',
      versions: apiDocsVersions(apiReleases),
    }),
    // Every change to framework code, with its manifest and version check (framework-changes/).
    frameworkChanges({ announcementBarId: announcementBar.id }),
    // The framework bundle compiled off the main thread as it downloads (V8's compile hints).
    compileHints,
    // Code colours for both modes as CSS; the theme itself gets no colours (see prism below).
    codeColours({ light: lightCodeTheme, dark: darkCodeTheme }),
    api.plugin,
    // Code blocks marked for one release show for that release's readers only, from the first paint.
    releaseVariants(apiReleases, API_DOCS_PLUGIN_ID),
    markdownTwins({ apiBuilds: api.published, repoUrl }),
    [
      './plugins/local-search/index.ts',
      // One index per engine release, the documented one first; a reader searches their release's
      // (the contextual search tags name it) and another only when asking to search both.
      {
        algolia: env.algolia,
        issueUrl: env.searchIssueUrl,
        releases: apiReleases.map((r) => ({ id: r.id, label: r.label, tag: searchTagOf(API_DOCS_PLUGIN_ID, r), base: apiBase(r) })),
      } satisfies LocalSearchOptions,
    ],
    routeContractPlugin,
    contentChecksPlugin,
    // Last: reads the finished HTML (CSP hashes, _headers, _redirects; server/policy.ts).
    serving({ algoliaAppId: env.algolia?.appId, analytics: Boolean(env.gtagTrackingId) }),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'keywords', content: 'Atomontage, voxel engine, Lua scripting, documentation' }],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    docs: {
      versionPersistence: 'localStorage',
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    navbar: {
      title: 'Atomontage Docs',
      hideOnScroll: false,
      logo: {
        alt: 'Atomontage logo',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        { type: 'docSidebar', sidebarId: 'manual', position: 'left', label: 'Docs' },
        // Follows the release the reader chose (the docs plugin's preferred version).
        { type: 'docSidebar', sidebarId: API_SIDEBAR_ID, docsPluginId: API_DOCS_PLUGIN_ID, position: 'left', label: 'API' },
        // The engine release of the API pages (shown there when more than one is published).
        { type: 'custom-releaseSwitch', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Social',
          items: [
            { label: 'Discord', href: 'https://discord.gg/JpaAnchqcw' },
            { label: 'X (Twitter)', href: 'https://twitter.com/atomontage_com' },
            { label: 'YouTube', href: 'https://www.youtube.com/channel/UClzSvcwdGx9v66YRza5u_Mg' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Atomontage website', href: 'https://www.atomontage.com/' },
            { label: 'Documentation source', href: repoUrl },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Atomontage Inc. Documentation built with Docusaurus.',
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    mermaid: { theme: { light: 'neutral', dark: 'dark' } },
    prism: {
      // The colours are lightCodeTheme and darkCodeTheme above, as CSS (plugins/code-colours.ts).
      theme: CODE_COLOURS_FROM_CSS,
      defaultLanguage: 'lua',
      additionalLanguages: ['lua', 'json'],
    },
    // Present only when all three Algolia variables are set; the preset then adds DocSearch.
    ...(env.algolia
      ? {
          algolia: {
            appId: env.algolia.appId,
            apiKey: env.algolia.apiKey,
            indexName: env.algolia.indexName,
            contextualSearch: true,
            searchPagePath: 'search',
          },
        }
      : {}),
  } satisfies Preset.ThemeConfig,
  };
}

export default () => createSiteConfig();
