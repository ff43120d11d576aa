import type { Config, PresetConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import siteConfig from './docusaurus.config';
import testFixturesPlugin, { TEST_ROUTE_BASE, testFixturePages } from './plugins/test-fixtures';

/**
 * The site as the test suite builds it (`npm run build:test`, scripts/ci/test.sh): the site's own
 * configuration plus the test-only pages under /__test__/ (plugins/test-fixtures), which the
 * sitemap leaves out. Nothing else differs, so the tests exercise the site readers get.
 */
const withoutTestPagesInSitemap = (preset: unknown): unknown => {
  if (!Array.isArray(preset) || preset[0] !== 'classic') return preset;
  const options = preset[1] as Preset.Options;
  const sitemap = options.sitemap || {};
  return ['classic', { ...options, sitemap: { ...sitemap, ignorePatterns: [...(sitemap.ignorePatterns ?? []), `${TEST_ROUTE_BASE}/**`] } }];
};

const testConfig: Config = {
  ...siteConfig,
  // The config type declares presets as deep partials; each is given back with its own shape.
  presets: (siteConfig.presets ?? []).map(withoutTestPagesInSitemap) as PresetConfig[],
  plugins: [testFixturesPlugin, testFixturePages, ...(siteConfig.plugins ?? [])],
};

export default testConfig;
