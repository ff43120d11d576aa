import type { Config, PluginConfig, PresetConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { createSiteConfig } from './docusaurus.config';
import type { ReleaseSelection } from './plugins/api-reference';
import type { Options as LocalSearchOptions } from './plugins/local-search';
import testFixturesPlugin, { TEST_ROUTE_BASE, testFixturePages } from './plugins/test-fixtures';

/**
 * The site as the test suite builds it (`npm run build:test`, scripts/ci/test.sh): the site's own
 * configuration plus the test-only pages under /__test__/ (plugins/test-fixtures), which the
 * sitemap and the search index leave out, and the engine releases whose prose is still a draft
 * (api/releases.yaml), so that their pages are tested before they are published. Nothing else
 * differs, so the tests exercise the site readers get.
 */
const withoutTestPagesInSitemap = (preset: unknown): unknown => {
  if (!Array.isArray(preset) || preset[0] !== 'classic') return preset;
  const options = preset[1] as Preset.Options;
  const sitemap = options.sitemap || {};
  return ['classic', { ...options, sitemap: { ...sitemap, ignorePatterns: [...(sitemap.ignorePatterns ?? []), `${TEST_ROUTE_BASE}/**`] } }];
};

/** The local search leaves the test pages out of its index. */
const withoutTestPagesInSearch = (plugin: unknown): unknown => {
  if (!Array.isArray(plugin) || plugin[0] !== './plugins/local-search/index.ts') return plugin;
  const options = plugin[1] as LocalSearchOptions;
  return [plugin[0], { ...options, ignoredPaths: [...(options.ignoredPaths ?? []), TEST_ROUTE_BASE] } satisfies LocalSearchOptions];
};

/** The releases the test build publishes: draft ones too (the tests read the same selection). */
export const TEST_RELEASES: ReleaseSelection = 'with-drafts';

export function createTestConfig(): Config {
  const siteConfig = createSiteConfig({ releases: TEST_RELEASES });
  return {
    ...siteConfig,
    // The config type declares presets as deep partials; each is given back with its own shape.
    presets: (siteConfig.presets ?? []).map(withoutTestPagesInSitemap) as PresetConfig[],
    plugins: [testFixturesPlugin, testFixturePages, ...(siteConfig.plugins ?? []).map(withoutTestPagesInSearch)] as PluginConfig[],
  };
}

export default createTestConfig;
