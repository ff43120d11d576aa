import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { load } from 'cheerio';
import { assembleIndex, extractLoaded, extractPage, MAX_SECTION_TEXT, type ExtractedPage } from './extract';
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import type { Configuration as WebpackConfiguration } from 'webpack';
import localSearchPlugin, { buildIndexFromOutput, builtIndexFile, hashedIndex, htmlFiles, INDEX_FILE, validateOptions, type Options } from './index';
import { expandIndex } from '../../src/search/engine';
import { INDEX_FORMAT_VERSION, LAST_BUILD_INDEX_PATH, sectionAnchor } from '../../src/search/types';
import { SEARCH_KIND } from '../api-reference/search-marks';
import { FIXTURE_IGNORED, FIXTURE_SITE } from '../../src/search/test-fixtures';

/**
 * The search index builder (plugins/local-search): records from rendered HTML (what postBuild
 * runs on build/) and the index file they are joined into. Fixture: tests/fixtures/search/site is
 * a miniature build output. Then the plugin itself: its options, what postBuild writes and what
 * the dev server serves.
 */

const read = (rel: string): string => fs.readFileSync(path.join(FIXTURE_SITE, rel), 'utf8');
const GETTING_STARTED = 'manual/scripting/getting-started/index.html';

function extract(rel: string, route: string): ExtractedPage {
  const page = extractPage(read(rel), route);
  if (!page) throw new Error(`${rel} gave no records`);
  return page;
}

/** [anchor, h2, h3] of every section, the shape of a page's records at a glance ('' the page head, with h3 an h3). */
const outline = (p: ExtractedPage) => p.sections.map((s) => [s.anchor, s.h2, s.h3]);
const section = (p: ExtractedPage, anchor: string) => {
  const s = p.sections.find((x) => x.anchor === anchor);
  if (!s) throw new Error(`no section #${anchor}`);
  return s;
};

test.describe('records from a rendered manual page', () => {
  const page = extract(GETTING_STARTED, '/manual/scripting/getting-started');

  test('one record for the page head and one per h2 and h3 with an id, in document order', () => {
    expect(outline(page)).toEqual([
      ['', undefined, undefined],
      ['first-script', 'Your first script', undefined],
      ['attach-the-script', 'Your first script', 'Attach the script'],
      ['long-section', 'A long section', undefined],
      ['next-steps', 'Next steps', undefined],
      ['escaping', 'Next steps', 'Escaping <b> & "quotes"'],
    ]);
  });

  test('page fields: encoded path, first breadcrumb below home, h1, docsearch language and tag', () => {
    expect(page.page).toEqual({
      url: '/manual/scripting/getting-started',
      area: 'Scripting',
      title: 'Getting started',
      language: 'en',
      tag: 'docs-default-current',
    });
  });

  test('the page head is the text between the h1 and the first h2; inline elements do not split words', () => {
    expect(section(page, '').text).toBe(
      'Scripts are written in Lua and attached to objects in the scene. Find an object with GetObjectByName and move it.',
    );
  });

  test('scripts, styles, hidden elements, buttons, hash links and the page chrome are not indexed', () => {
    const text = JSON.stringify(page);
    for (const word of ['scriptword', 'styleword', 'noscriptword', 'hiddenword', 'svgword', 'Copy', 'On this page', 'Direct link', '\u200b']) {
      expect(text, word).not.toContain(word);
    }
    // Outside the content: sidebar, breadcrumbs, edit link, pagination, footer.
    for (const word of ['Sidebar entry', 'Home page', 'Edit this page', 'Next page', 'footerword']) expect(text, word).not.toContain(word);
  });

  test('block elements separate words; a code block and a list read as text', () => {
    expect(section(page, 'first-script').text).toBe('Create a file named hello.lua: print("hello") Save it Run it');
  });

  test('an h4 and an h2 without an id stay in the section before them', () => {
    expect(section(page, 'attach-the-script').text).toBe('Drag the script onto an object. From the inspector Or pick it in the inspector.');
    expect(section(page, 'next-steps').text).toBe(
      'Turn objects with LookAt, read gravity, elsewhere, mail or above. Related A heading without an id stays in the section before it.',
    );
  });

  test('markup written as text in headings and body stays text (escaping is the client’s job)', () => {
    expect(section(page, 'escaping')).toEqual({
      anchor: 'escaping',
      h2: 'Next steps',
      h3: 'Escaping <b> & "quotes"',
      text: 'Write <script>alert(1)</script> & see what is shown.',
    });
  });

  test(`body text is cut to ${MAX_SECTION_TEXT} characters at a word boundary`, () => {
    expect(MAX_SECTION_TEXT).toBe(400);
    // The section holds w001 … w120 (599 characters); the last whole word within 400 is w080.
    const words = Array.from({ length: 80 }, (_, i) => `w${String(i + 1).padStart(3, '0')}`);
    expect(section(page, 'long-section').text).toBe(words.join(' '));
  });

  test("one parsed page serves every release's index: each keeps its own code variants, drops its release suffix, and another release's pages are left out", () => {
    const html = (tag: string, title: string) =>
      `<html><head><meta name="docsearch:docusaurus_tag" content="${tag}"></head><body><article><h1>${title}</h1><p>Move it:</p>` +
      '<div data-release="2025-09"><pre>self.transform.pos</pre></div><div data-release="2026-07"><pre>self.obj.pos</pre></div></article></body></html>';
    const old = { release: '2025-09', label: 'September 2025', otherTags: ['docs-api-2026-07'] };
    const neu = { release: '2026-07', label: 'July 2026', otherTags: ['docs-api-current'] };
    const $ = load(html('docs-default-current', 'Scripting'));
    expect(extractLoaded($, '/m', old)!.sections[0]!.text).toBe('Move it: self.transform.pos');
    expect(extractLoaded($, '/m', neu)!.sections[0]!.text).toBe('Move it: self.obj.pos');
    // Without a release (a site without releases), every variant is text of the page.
    expect(extractLoaded($, '/m')!.sections[0]!.text).toBe('Move it: self.transform.pos self.obj.pos');
    const julyPage = load(html('docs-api-2026-07', 'Scene (July 2026)'));
    expect(extractLoaded(julyPage, '/api/2026-07/Scene', neu)!.page.title).toBe('Scene');
    expect(extractLoaded(julyPage, '/api/2026-07/Scene', old)).toBeNull();
  });

  test('text without a space near the limit is cut hard; text at the limit is kept whole', () => {
    const html = (body: string) => `<html><body><article><h1>T</h1><p>${body}</p></article></body></html>`;
    expect(extractPage(html('x'.repeat(1000)), '/t')!.sections[0]!.text).toBe('x'.repeat(MAX_SECTION_TEXT));
    const exact = `${'y'.repeat(199)} ${'z'.repeat(200)}`;
    expect(exact).toHaveLength(MAX_SECTION_TEXT);
    expect(extractPage(html(exact), '/t')!.sections[0]!.text).toBe(exact);
  });

  test('links inside a generated list (links-not-ranked) do not count for rank', () => {
    const html = '<html><body><article><h1>T</h1><p><a href="/api/Scene#A">a</a></p><div class="links-not-ranked"><ul><li><a href="/api/Scene#B">b</a></li></ul></div></article></body></html>';
    expect(extractPage(html, '/t')!.links).toEqual(['/api/Scene#A']);
  });

  test('links in the content, as decoded path#anchor; other sites and mail are left out', () => {
    expect(page.links).toEqual([
      '/api/Scene#GetObjectByName',
      '/api/Transform#LookAt',
      '/manual/scripting/examples/Simple Physics#gravity',
      '/manual/scripting/getting-started#first-script',
    ]);
  });
});

test.describe('records from a rendered API page', () => {
  const page = extract('api/Transform/index.html', '/api/Transform');

  test('member headings give one record each, anchored at the member name', () => {
    expect(outline(page)).toEqual([
      ['', undefined, undefined],
      ['properties', 'Properties', undefined],
      ['pos', 'Properties', 'pos'],
      ['localPos', 'Properties', 'localPos'],
      ['methods', 'Methods', undefined],
      ['LookAt', 'Methods', 'LookAt'],
      ['WorldToLocal', 'Methods', 'WorldToLocal'],
      ['WorldToLocalVector', 'Methods', 'WorldToLocalVector'],
      ['__eq', 'Methods', 'Equality =='],
      ['used-by', 'Used by', undefined],
    ]);
    expect(page.page).toEqual({ url: '/api/Transform', area: 'Scene and objects', title: 'Transform', language: 'en', tag: 'docs-default-current' });
  });

  test('a member record holds its description and signature; a heading with only members under it is empty', () => {
    // The signature line is kept apart (g), so the text starts with the summary.
    expect(section(page, 'LookAt').text).toBe('Rotates the transform to face a world-space point.');
    expect(section(page, 'LookAt').signature).toBe('transform:LookAt(target: Vec3)');
    expect(section(page, 'pos').text).toBe('Position in world space.');
    expect(section(page, 'pos').signature).toBe('transform.pos: Vec3');
    expect(section(page, 'methods').text).toBe('');
  });

  test('each record carries the kind the renderer marked in its section (class page, member, cross-reference), prose none', () => {
    expect(Object.fromEntries(page.sections.map((s) => [s.anchor, s.kind]))).toEqual({
      '': SEARCH_KIND.classPage,
      properties: undefined,
      pos: SEARCH_KIND.member,
      localPos: SEARCH_KIND.member,
      methods: undefined,
      LookAt: SEARCH_KIND.member,
      WorldToLocal: undefined,
      WorldToLocalVector: undefined,
      __eq: undefined,
      'used-by': SEARCH_KIND.crossReference,
    });
    expect(extract(GETTING_STARTED, '/manual/scripting/getting-started').sections.every((s) => s.kind === undefined)).toBe(true);
  });

  test('a kind mark the index does not know stops the build, naming the page and the mark', () => {
    const html = '<html><body><article><h1>T</h1><p data-search-kind="widget">x</p></article></body></html>';
    expect(() => extractPage(html, '/api/T')).toThrow(/\/api\/T: data-search-kind="widget" is no search kind/);
  });

  test('lvl0 is the first breadcrumb; with only the page itself as a crumb, the active navbar item', () => {
    expect(extract('api/intro/index.html', '/api/intro').page.area).toBe('API');
    expect(extract('manual/scripting/examples/Simple Physics/index.html', '/manual/scripting/examples/Simple Physics').page).toEqual({
      url: '/manual/scripting/examples/Simple%20Physics',
      area: 'Scripting',
      title: 'Simple Physics',
      language: 'en',
      tag: 'docs-default-current',
    });
  });

  test('another language comes from docsearch:language', () => {
    expect(extract('de/manual/einstieg/index.html', '/de/manual/einstieg').page).toEqual({
      url: '/de/manual/einstieg',
      area: 'Skripte',
      title: 'Einstieg',
      language: 'de',
      tag: 'docs-default-current',
    });
  });
});

test('a page without .markdown is read from its <article>; no breadcrumbs or navbar item gives "Documentation", no language meta the <html lang>', () => {
  const page = extract('markdown-page/index.html', '/markdown-page');
  expect(page.page).toEqual({ url: '/markdown-page', area: 'Documentation', title: 'Markdown page example', language: 'en', tag: 'default' });
  expect(page.sections).toEqual([
    { anchor: '', text: 'A standalone page about the Lua console.' },
    { anchor: 'console', h2: 'Console', text: 'Type commands into the console.' },
  ]);
});

test.describe('pages that are not indexed', () => {
  test('noindex, no <article>, no h1 in the article: no records', () => {
    const draft = read('manual/draft/index.html');
    expect(extractPage(draft, '/manual/draft')).toBeNull();
    // The same page without its robots meta is indexed: the meta is what skips it.
    const indexed = extractPage(draft.replace(/<meta name="robots"[^>]*>/, ''), '/manual/draft');
    expect(indexed?.page.title).toBe('Draft skippedpage');
    expect(extractPage(read('no-article/index.html'), '/no-article')).toBeNull();
    expect(extractPage(read('no-h1/index.html'), '/no-h1')).toBeNull();
  });

  test('/404, /search and the ignored paths (test-only pages) are left out of the built index although they have content', () => {
    // Each has an article with an h1: the route alone excludes it.
    for (const [rel, route] of [
      ['404.html', '/404'],
      ['search/index.html', '/search'],
      ['__test__/crash/index.html', '/__test__/crash'],
    ]) {
      expect(extractPage(read(rel!), route!), rel).not.toBeNull();
    }
    const index = buildIndexFromOutput(FIXTURE_SITE, '/', FIXTURE_IGNORED);
    expect(buildIndexFromOutput(FIXTURE_SITE).pages.map((p) => p.url)).toContain('/__test__/crash');
    expect(index.pages.map((p) => p.url)).toEqual([
      '/api/Object',
      '/api/Scene',
      '/api/Transform',
      '/api/intro',
      '/de/manual/einstieg',
      '/manual/scripting/examples/Simple%20Physics',
      '/manual/scripting/getting-started',
      '/markdown-page',
    ]);
    expect(JSON.stringify(index)).not.toContain('skippedpage');
  });

  test('with a base URL every path is prefixed and the skip rules still apply', () => {
    const index = buildIndexFromOutput(FIXTURE_SITE, '/docs/', FIXTURE_IGNORED);
    expect(index.pages.map((p) => p.url)).toEqual(buildIndexFromOutput(FIXTURE_SITE, '/', FIXTURE_IGNORED).pages.map((p) => `/docs${p.url}`));
  });

  test('htmlFiles finds every HTML file of the output, by route', () => {
    const files = htmlFiles(FIXTURE_SITE);
    expect(files.map(([route]) => route)).toEqual([
      '/404',
      '/__test__/crash',
      '/api/Object',
      '/api/Scene',
      '/api/Transform',
      '/api/intro',
      '/de/manual/einstieg',
      '/manual/draft',
      '/manual/scripting/examples/Simple Physics',
      '/manual/scripting/getting-started',
      '/markdown-page',
      '/no-article',
      '/no-h1',
      '/search',
    ]);
    for (const [, file] of files) expect(fs.existsSync(file), file).toBe(true);
  });
});

test.describe('the index file', () => {
  const index = buildIndexFromOutput(FIXTURE_SITE, '/', FIXTURE_IGNORED);
  const at = (u: string, a: string) => {
    const p = index.pages.findIndex((x) => x.url === u);
    const s = index.sections.find((x) => x.page === p && sectionAnchor(x) === a);
    if (!s) throw new Error(`no section ${u}#${a}`);
    return s;
  };

  test('has the current format; pages are sorted by path and their sections follow in order', () => {
    expect(index.v).toBe(INDEX_FORMAT_VERSION);
    const paths = index.pages.map((p) => p.url);
    expect(paths).toEqual([...paths].sort());
    // Section page numbers never decrease and every page has its head first.
    index.sections.forEach((s, i) => {
      expect(s.page).toBeLessThan(index.pages.length);
      if (i > 0) expect(s.page).toBeGreaterThanOrEqual(index.sections[i - 1]!.page);
      if (i === 0 || s.page !== index.sections[i - 1]!.page) expect(sectionAnchor(s)).toBe('');
    });
    expect(index.sections).toHaveLength(32);
    expect(expandIndex(index)).toHaveLength(32);
  });

  test('counts links from other pages per section: each linking page once, links within a page not at all', () => {
    expect(at('/api/Transform', 'LookAt').inbound).toBe(2); // from getting-started and Object
    expect(at('/api/Scene', 'GetObjectByName').inbound).toBe(1);
    expect(at('/manual/scripting/examples/Simple%20Physics', 'gravity').inbound).toBe(1); // linked as Simple%20Physics
    expect(at('/api/Transform', '').inbound).toBe(1); // Object links the page itself
    expect(at('/api/Transform', 'WorldToLocal').inbound).toBeUndefined(); // linked from its own page only
    expect(at('/manual/scripting/getting-started', 'first-script').inbound).toBeUndefined();
    expect(at('/api/Transform', 'pos').inbound).toBeUndefined();
  });

  test('several links from one page count once', () => {
    const page = (u: string, links: string[]): ExtractedPage => ({
      page: { url: u, area: 'S', title: u, language: 'en', tag: 'docs-default-current' },
      sections: [{ anchor: '', text: '' }, { anchor: 'x', h2: 'X', text: '' }],
      links,
    });
    const file = assembleIndex([page('/b', []), page('/a', ['/b#x', '/b#x', '/b']), page('/c', ['/b#x'])]);
    expect(file.pages.map((p) => p.url)).toEqual(['/a', '/b', '/c']);
    expect(file.sections.filter((s) => s.page === 1)).toEqual([
      { page: 1, anchor: '', text: '', inbound: 1 },
      { page: 1, anchor: 'x', h2: 'X', text: '', inbound: 2 },
    ]);
  });

  test('hashedIndex names the file by its content', () => {
    const a = hashedIndex(index);
    expect(a.fileName).toMatch(/^index\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(a.json)).toEqual(index);
    expect(hashedIndex(buildIndexFromOutput(FIXTURE_SITE, '/', FIXTURE_IGNORED)).fileName).toBe(a.fileName);
    const changed = { ...index, pages: index.pages.map((p, i) => (i === 0 ? { ...p, title: `${p.title}!` } : p)) };
    expect(hashedIndex(changed).fileName).not.toBe(a.fileName);
  });
});

test.describe('the plugin', () => {
  const validated = (options: unknown) =>
    validateOptions({ validate: normalizePluginOptions as never, options: options as Options });

  /** A site folder with `build/` made by the plugin's own postBuild from the fixture site (or without one). */
  function site(withBuild: boolean) {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-search-'));
    const outDir = path.join(siteDir, 'build');
    if (withBuild) {
      fs.cpSync(FIXTURE_SITE, outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, 'index.html'), '<html><head><title>Home</title></head><body></body></html>');
    }
    // Only what the plugin reads of the context.
    const context = { siteDir, outDir, baseUrl: '/', generatedFilesDir: path.join(siteDir, '.docusaurus') } as LoadContext;
    const plugin = localSearchPlugin(context, validated({ issueUrl: 'https://example.com/issues/new', ignoredPaths: FIXTURE_IGNORED }));
    const served = path.join(context.generatedFilesDir, 'local-search', LAST_BUILD_INDEX_PATH);
    return { siteDir, outDir, plugin, served };
  }
  const devConfig = { mode: 'development' } as WebpackConfiguration;
  type ConfigureWebpack = (config: WebpackConfiguration, isServer: boolean) => { devServer?: { static: Array<{ directory: string }> } } | undefined;

  test('options are validated: defaults filled in, a half Algolia setting or a bad issue URL rejected', () => {
    expect(validated({ issueUrl: 'https://example.com/issues/new' })).toEqual({ id: 'default', issueUrl: 'https://example.com/issues/new', ignoredPaths: [], releases: [] });
    expect(() => validated({ issueUrl: 'https://example.com/i', algolia: { appId: 'A', apiKey: 'k' } })).toThrow(/indexName/);
    expect(() => validated({ issueUrl: 'not a url' })).toThrow(/issueUrl/);
  });

  test('postBuild writes the hashed index and names it in every page; the dev server then serves that index', async () => {
    const { siteDir, outDir, plugin, served } = site(true);
    try {
      await plugin.postBuild!({ outDir } as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
      const file = builtIndexFile(outDir);
      expect(path.basename(file ?? '')).toMatch(INDEX_FILE);
      expect(fs.readFileSync(path.join(outDir, 'api/Scene/index.html'), 'utf8')).toContain(`content="/assets/search/${path.basename(file!)}"`);
      const config = (plugin.configureWebpack as unknown as ConfigureWebpack)(devConfig, false);
      expect(config?.devServer?.static[0]?.directory).toBe(path.dirname(served));
      expect(fs.readFileSync(served, 'utf8')).toBe(fs.readFileSync(file!, 'utf8'));
      // Production builds and the server bundle get nothing.
      expect((plugin.configureWebpack as unknown as ConfigureWebpack)({ mode: 'production' }, false)).toBeUndefined();
      expect((plugin.configureWebpack as unknown as ConfigureWebpack)(devConfig, true)).toBeUndefined();
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });

  test('without a production build the dev server serves no index (and drops one left from before): search says how to make one', () => {
    const { siteDir, plugin, served } = site(false);
    try {
      fs.mkdirSync(path.dirname(served), { recursive: true });
      fs.writeFileSync(served, '{}');
      expect((plugin.configureWebpack as unknown as ConfigureWebpack)(devConfig, false)?.devServer).toBeDefined();
      expect(fs.existsSync(served)).toBe(false);
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });

  test('global data: the Algolia settings and the issue URL; /search is added only for the local index', async () => {
    for (const algolia of [undefined, { appId: 'A', apiKey: 'k', indexName: 'docs' }]) {
      const context = { siteDir: '/site', outDir: '/site/build', baseUrl: '/', generatedFilesDir: '/site/.docusaurus' } as LoadContext;
      const plugin = localSearchPlugin(context, validated({ issueUrl: 'https://example.com/i', algolia }));
      const data: unknown[] = [];
      const routes: unknown[] = [];
      await plugin.allContentLoaded!({ allContent: {}, actions: { setGlobalData: (d: unknown) => data.push(d), addRoute: (r: unknown) => routes.push(r) } } as never);
      expect(data).toEqual([{ algolia, issueUrl: 'https://example.com/i' }]);
      expect(routes).toEqual(algolia ? [] : [{ path: '/search', component: '@theme/SearchPage', exact: true }]);
      // With Algolia the dev server serves no index either.
      if (algolia) expect((plugin.configureWebpack as unknown as ConfigureWebpack)(devConfig, false)).toBeUndefined();
    }
  });
});
