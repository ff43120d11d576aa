import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ReleaseInfo } from '../api-reference/releases';
import { versionNameOf } from '../api-reference/docs-versions';
import { READER_RELEASE_ATTRIBUTE, VARIANT_ATTRIBUTE } from '../../src/release-variants/marker';
import { READER_RELEASE_PLUGIN, type ReaderReleaseData } from '../../src/release-variants/reader-release';

/**
 * Shows each reader the code variants of their engine release, from the first paint on.
 * - A head <style> hides every variant (`[data-release]`) but the one of the release named on
 *   <html data-engine-release>; without the attribute (no script) the documented release shows.
 * - A script at the start of <body>, before any content, sets that attribute from the API docs'
 *   preferred version (what the release switch saves), as the theme sets the colour mode: the site's
 *   code starts after the first paint, and a swap then would move the page under the reader.
 * - Global data maps docs versions to releases, for the switch (src/release-variants/reader-release.ts).
 * Both variants are always in the HTML, so search, twins and tools see every release's code.
 */
/** A published release: its id is what code fences mark (`2026-07`). */
export type VariantRelease = Pick<ReleaseInfo, 'id' | 'documented'>;

/** The storage key of the API docs' preferred version (the docs plugin's own key, with the site's namespace). */
export const preferredVersionKey = (docsPluginId: string, namespace: string): string => `docs-preferred-version-${docsPluginId}${namespace}`;

/** CSS that hides every variant but the reader's release's. */
export function variantCss(releases: readonly VariantRelease[]): string {
  const documented = releases.find((r) => r.documented)!;
  const hidden = (shown: string) => `[${VARIANT_ATTRIBUTE}]:not([${VARIANT_ATTRIBUTE}="${shown}"])`;
  const rules = [
    ...releases.map((r) => `html[${READER_RELEASE_ATTRIBUTE}="${r.id}"] ${hidden(r.id)}`),
    `html:not([${READER_RELEASE_ATTRIBUTE}]) ${hidden(documented.id)}`,
  ];
  return `${rules.join(',')}{display:none}`;
}

/** The inline script: the reader's release from the stored preferred version, else the documented one. */
export function readerReleaseScript(data: ReaderReleaseData, storage: { type: string; key: string }): string {
  return `(function(){var r=${JSON.stringify(data.releaseOfVersion)},v;try{v=window[${JSON.stringify(storage.type)}].getItem(${JSON.stringify(storage.key)})}catch(e){}document.documentElement.setAttribute(${JSON.stringify(READER_RELEASE_ATTRIBUTE)},(v&&r[v])||${JSON.stringify(data.fallback)})})();`;
}

export function readerReleaseData(releases: readonly VariantRelease[]): ReaderReleaseData {
  const documented = releases.find((r) => r.documented);
  if (!documented) throw new Error('[release-variants] No documented release among the published ones: check api/releases.yaml.');
  return { releaseOfVersion: Object.fromEntries(releases.map((r) => [versionNameOf(r), r.id])), fallback: documented.id };
}

/** The plugin, for `plugins: [...]` in docusaurus.config.ts (a function: its releases come from the API generation). */
export function releaseVariants(releases: readonly VariantRelease[], docsPluginId: string) {
  return function releaseVariantsPlugin(context: LoadContext): Plugin {
    const data = readerReleaseData(releases);
    const storage = { type: context.siteStorage.type, key: preferredVersionKey(docsPluginId, context.siteStorage.namespace) };
    return {
      name: READER_RELEASE_PLUGIN,
      async contentLoaded({ actions }) {
        actions.setGlobalData(data);
      },
      injectHtmlTags() {
        // One release: nothing to choose, nothing to hide.
        if (releases.length < 2) return {};
        return {
          headTags: [{ tagName: 'style', innerHTML: variantCss(releases) }],
          preBodyTags: [{ tagName: 'script', innerHTML: readerReleaseScript(data, storage) }],
        };
      },
    };
  };
}
