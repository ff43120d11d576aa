// @ts-check
/**
 * Webpack loader for two files @docusaurus/core 3.10 generates into `.docusaurus/` and bundles into
 * every page's main script, applied to the browser bundle only (the server bundle keeps them whole):
 *
 * - `registry.js`: each page chunk is `[loader, "@site/…/Page.mdx", require.resolveWeak(…)]`. The
 *   browser never reads the module path (react-loadable reports it only while rendering on the
 *   server), yet it ships once per page: with two engine releases about 2 kB gzip of main script.
 *   The path becomes "".
 * - `docusaurus.config.mjs`: the whole site configuration. The browser reads the site fields and
 *   `themeConfig`; the page template, plugin and preset options and build settings it never reads
 *   are dropped (about 1.5 kB gzip).
 *
 * A file that no longer has the expected shape stops the build, naming this loader.
 * Plain JavaScript because webpack loads loaders with require(); type-checked by tsc (@ts-check).
 */

/** Fields of the site configuration only the build reads (core's client, the themes and src/ read none). */
const SERVER_ONLY_CONFIG_FIELDS = ['ssrTemplate', 'plugins', 'presets', 'themes', 'staticDirectories', 'clientModules', 'markdown'];

/** @param {string} message */
function shapeError(message) {
  return new Error(
    `[lean-generated] ${message}. @docusaurus/core changed what it generates: check lib/server/codegen, then update or remove framework-changes/lean-generated-loader.cjs and its entry in framework-changes/manifest.ts.`,
  );
}

/**
 * @param {string} source registry.js as generated
 * @returns {string}
 */
function leanRegistry(source) {
  const entry = /\[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("[^"]*")\), \1, require\.resolveWeak\(\1\)\]/g;
  const entries = source.split('\n').filter((line) => line.includes('() => import(')).length;
  let replaced = 0;
  const out = source.replace(entry, (match, modulePath) => {
    replaced += 1;
    return match.replace(`, ${modulePath}, require.resolveWeak`, ', "", require.resolveWeak');
  });
  if (!entries || replaced !== entries) throw shapeError(`registry.js: ${replaced} of ${entries} entries have the expected shape`);
  return out;
}

/**
 * @param {string} source docusaurus.config.mjs as generated (a comment, then `export default {JSON};`)
 * @returns {string}
 */
function leanClientConfig(source) {
  const start = source.indexOf('export default ');
  if (start < 0) throw shapeError('docusaurus.config.mjs has no default export');
  /** @type {Record<string, unknown>} */
  let config;
  try {
    config = JSON.parse(source.slice(start + 'export default '.length).trim().replace(/;$/, ''));
  } catch {
    throw shapeError('docusaurus.config.mjs is not JSON after its default export');
  }
  for (const field of SERVER_ONLY_CONFIG_FIELDS) delete config[field];
  return `${source.slice(0, start)}export default ${JSON.stringify(config)};\n`;
}

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
function leanGeneratedLoader(source) {
  if (/registry\.js$/.test(this.resourcePath)) return leanRegistry(source);
  if (/docusaurus\.config\.mjs$/.test(this.resourcePath)) return leanClientConfig(source);
  throw shapeError(`applied to ${this.resourcePath}, which it does not know`);
}

module.exports = leanGeneratedLoader;
module.exports.leanRegistry = leanRegistry;
module.exports.leanClientConfig = leanClientConfig;
module.exports.SERVER_ONLY_CONFIG_FIELDS = SERVER_ONLY_CONFIG_FIELDS;
/** The generated files it applies to (framework-changes/index.ts). */
module.exports.appliesTo = /[\\/]\.docusaurus[\\/](registry\.js|docusaurus\.config\.mjs)$/;
