import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import docsearchFixesLoader from './docsearch-fixes-loader.cjs';
import headAfterRenderLoader from './head-after-render-loader.cjs';
import noViewportPrefetchLoader from './no-viewport-prefetch-loader.cjs';
import pageChunksInHtmlLoader from './page-chunks-in-html-loader.cjs';
import startupWorkLoader from './startup-work-loader.cjs';
import leanGeneratedLoader from './lean-generated-loader.cjs';
import pageBodiesInPreloadLoader from './page-bodies-in-preload-loader.cjs';

// Each loader applied to the installed package file it patches: an upgrade that changes the
// patched code fails here (and the build), naming the loader to review.
const installed = (file: string) => path.join(__dirname, '..', 'node_modules', file);
const read = (file: string) => fs.readFileSync(installed(file), 'utf8');

const CASES: Array<{ file: string; apply: (source: string, file: string) => string; expected: string[] }> = [
  {
    file: '@docsearch/react/dist/esm/DocSearchModal.js',
    apply: (source) => docsearchFixesLoader(source),
    expected: ['"error"!==o.getState().status&&p("idle")', 'searchSuggestions:Object.keys(o)'],
  },
  {
    file: 'react-helmet-async/lib/index.module.js',
    apply: (source) => headAfterRenderLoader(source),
    expected: ['from"scheduler"', 'headWriteSchedule(headWriteIdle,'],
  },
  {
    file: '@docusaurus/core/lib/client/preload.js',
    apply: (source) => pageBodiesInPreloadLoader(source),
    expected: ['window.__preloadPageData?.(pathname)'],
  },
  {
    file: '@docusaurus/core/lib/client/exports/Link.js',
    apply: (source) => noViewportPrefetchLoader(source),
    expected: ['if (false) {'],
  },
  {
    file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    apply: (source) => pageChunksInHtmlLoader(source),
    expected: ['modules.push(chunkName);'],
  },
  ...['@docusaurus/core/lib/client/clientEntry.js', '@docusaurus/core/lib/client/browserContext.js', '@docusaurus/theme-common/lib/hooks/useWindowSize.js', '@docusaurus/theme-common/lib/utils/reactUtils.js'].map(
    (file) => ({
      file,
      apply: (source: string, at: string) => startupWorkLoader.call({ resourcePath: at }, source),
      expected: [file.endsWith('reactUtils.js') ? '(a[0] < b[0] ? -1' : file.endsWith('clientEntry.js') ? 'setTimeout(() => preload(' : 'startTransition('],
    }),
  ),
];

for (const { file, apply, expected } of CASES) {
  test(`the patch of ${file} applies to the installed file`, () => {
    const source = read(file);
    const patched = apply(source, installed(file));
    for (const text of expected) expect(patched).toContain(text);
    expect(patched).not.toBe(source);
  });
}

test('the DocSearch modal no longer probes for eval', () => {
  const source = read('@docsearch/react/dist/esm/DocSearchModal.js');
  expect(source).toContain('new Function("")');
  expect(docsearchFixesLoader(source)).not.toContain('new Function("")');
});

test('a file whose code changed stops the build, naming the loader and the manifest', () => {
  expect(() => noViewportPrefetchLoader('export default function Link() {}')).toThrow(
    /Cannot apply "no prefetch when a link scrolls into view".*found 0 matches.*framework-changes\/no-viewport-prefetch-loader\.cjs.*manifest\.ts/,
  );
});

test('the browser registry keeps every page loader and weak id, with an empty module path', () => {
  const registry = [
    'export default {',
    '  "013e0971": [() => import(/* webpackChunkName: "013e0971" */ "@site/generated/api-docs/Mesh.mdx"), "@site/generated/api-docs/Mesh.mdx", require.resolveWeak("@site/generated/api-docs/Mesh.mdx")],',
    '  "__comp---theme-doc-item-178-a40": [() => import(/* webpackChunkName: "__comp---theme-doc-item-178-a40" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
    '};',
  ].join('\n');
  const lean = leanGeneratedLoader.leanRegistry(registry);
  expect(lean).toContain('[() => import(/* webpackChunkName: "013e0971" */ "@site/generated/api-docs/Mesh.mdx"), "", require.resolveWeak("@site/generated/api-docs/Mesh.mdx")]');
  expect(lean).toContain('"@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")]');
  // Another shape stops the build, naming the loader.
  expect(() => leanGeneratedLoader.leanRegistry(registry.replace('require.resolveWeak("@theme/DocItem")', 'x'))).toThrow(/lean-generated-loader\.cjs/);
});

test('the browser site configuration drops the fields only the build reads and keeps the rest', () => {
  const config = '/* generated */\nexport default {\n  "title": "T",\n  "future": { "experimental_router": "browser" },\n  "ssrTemplate": "<html>",\n  "plugins": [["x", {}]],\n  "themeConfig": { "navbar": {} }\n};\n';
  const lean = leanGeneratedLoader.leanClientConfig(config);
  const parsed = JSON.parse(lean.slice(lean.indexOf('export default ') + 15).replace(/;\s*$/, '')) as Record<string, unknown>;
  expect(parsed).toEqual({ title: 'T', future: { experimental_router: 'browser' }, themeConfig: { navbar: {} } });
  expect(() => leanGeneratedLoader.leanClientConfig('module.exports = {}')).toThrow(/lean-generated-loader\.cjs/);
});
