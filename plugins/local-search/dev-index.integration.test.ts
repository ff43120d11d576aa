import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { loadPlugins } from '@docusaurus/core/lib/server/plugins/plugins';
import { loadContext } from '@docusaurus/core/lib/server/site';
import { compareIndexes } from './compare-indexes';
import { buildDevIndex, docPagesOf, renderOptionsOf, type DocsPluginContent } from './dev-index';
import { buildIndexFromOutput } from './index';
import type { SearchIndexFile } from '../../src/search/types';

/**
 * One index path: the index the dev server builds from the docs' sources must match the
 * production index of build/ on the same content. Runs after the build (scripts/ci/test.sh); loading
 * the site's docs and rendering all of them takes about half a minute, so it is one test.
 */

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.join(SITE_DIR, 'build');

test('compareIndexes: pages, page fields, anchors and signatures of two indexes', () => {
  const index = (pages: SearchIndexFile['pages'], sections: SearchIndexFile['sections']): SearchIndexFile => ({ v: 1, pages, sections });
  const page = { u: '/a', s: 'Editor', t: 'A', l: 'en', g: 'docs-default-current' };
  const dev = index(
    [page, { ...page, u: '/dev-only' }],
    [
      { p: 0, a: '', y: 1, c: 'x' },
      { p: 0, a: 'm', y: 3, h2: 'Methods', h3: 'm', c: 'same', g: 'a:m()' },
      { p: 0, a: 'dev', y: 2, h2: 'Dev', c: '' },
      { p: 1, a: '', y: 1, c: '' },
    ],
  );
  const production = index(
    [{ ...page, s: 'Docs', l: 'de' }, { ...page, u: '/prod-only' }],
    [
      { p: 0, a: '', y: 1, c: 'y' },
      { p: 0, a: 'm', y: 3, h2: 'Methods', h3: 'm', c: 'same', g: 'a:m(x)' },
      { p: 0, a: 'prod', y: 2, h2: 'Prod', c: '' },
      { p: 1, a: '', y: 1, c: '' },
    ],
  );
  expect(compareIndexes(dev, production)).toEqual({
    pages: { dev: 2, production: 2, shared: 1, onlyDev: ['/dev-only'], onlyProduction: ['/prod-only'] },
    pageFieldDifferences: ['/a: s "Editor" ≠ "Docs"', '/a: l "en" ≠ "de"'],
    records: { dev: 4, production: 4 },
    anchors: { shared: 2, onlyDev: ['/a#dev', '/dev-only#'], onlyProduction: ['/a#prod', '/prod-only#'] },
    sharedRecords: { sameText: 1, sameSignature: 1, sameHeadings: 2 },
    signatureDifferences: ['/a#m: "a:m()" ≠ "a:m(x)"'],
  });
  expect(compareIndexes(production, production).pageFieldDifferences).toEqual([]);
});

test('the dev index of the site\'s docs matches the production index of build/', async () => {
  test.setTimeout(300_000);
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('build/ has no site: run `npx docusaurus build` first (scripts/ci/test.sh builds before the tests).');
  }
  // The docs as the dev server loads them: config, plugins, the docs plugin's content and sidebars.
  const context = await loadContext({ siteDir: SITE_DIR });
  const { plugins } = await loadPlugins(context);
  const docsContent: Record<string, DocsPluginContent> = {};
  for (const plugin of plugins) {
    if (plugin.name === 'docusaurus-plugin-content-docs') docsContent[String(plugin.options.id)] = plugin.content as DocsPluginContent;
  }
  const pages = docPagesOf(docsContent, context);
  const dev = await buildDevIndex(pages, renderOptionsOf(context.siteConfig, pages));
  const production = buildIndexFromOutput(BUILD_DIR, context.siteConfig.baseUrl);
  const result = compareIndexes(dev, production);

  const docUrls = new Set(pages.map((p) => encodeURI(p.permalink)));
  const isDoc = (anchor: string) => docUrls.has(anchor.split('#')[0]!);
  const onlyProductionOnDocs = result.anchors.onlyProduction.filter(isDoc);
  const shared = result.anchors.shared;
  console.log(
    [
      `dev vs production index: ${result.pages.dev} vs ${result.pages.production} pages (${result.pages.shared} shared), ` +
        `${result.records.dev} vs ${result.records.production} records`,
      `pages only in production (not docs: no Markdown source for the dev index): ${result.pages.onlyProduction.join(', ') || 'none'}`,
      `anchors shared: ${shared}; only in dev: ${result.anchors.onlyDev.length}; only in production: ${result.anchors.onlyProduction.length} ` +
        `(${result.anchors.onlyProduction.length - onlyProductionOnDocs.length} on pages that are not docs, ` +
        `${onlyProductionOnDocs.length} on docs: headings rendered by components the dev path does not render${onlyProductionOnDocs.length ? `: ${onlyProductionOnDocs.join(', ')}` : ''})`,
      `shared records with the same text: ${result.sharedRecords.sameText}/${shared}, signature: ${result.sharedRecords.sameSignature}/${shared}, ` +
        `headings: ${result.sharedRecords.sameHeadings}/${shared}`,
    ].join('\n'),
  );

  expect(result.pages.dev, 'the dev index has the docs').toBeGreaterThan(50);
  // Same pages: every doc page of production is in the dev index and the dev index has nothing else.
  expect(result.pages.onlyDev).toEqual([]);
  expect(result.pages.onlyProduction.filter((u) => docUrls.has(u))).toEqual([]);
  // Same title, section label, language and tag on every page.
  expect(result.pageFieldDifferences).toEqual([]);
  // Every dev anchor leads to a record readers get; member signatures are the same.
  expect(result.anchors.onlyDev).toEqual([]);
  expect(result.signatureDifferences).toEqual([]);
  expect(result.sharedRecords.sameHeadings).toBe(shared);
});
