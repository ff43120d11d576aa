import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { assembleIndex, extractPage, MAX_SECTION_TEXT, type ExtractedPage } from './extract';
import { buildIndexFromOutput, hashedIndex, htmlFiles } from './index';
import { buildDevIndex, docPagesOf, extractDocPage, type DevIndexCache, type DocsPluginContent } from './dev-index';
import type { DocPage } from './doc-page';
import { expandIndex } from '../../src/search/engine';
import { INDEX_FORMAT_VERSION } from '../../src/search/types';
import { FIXTURE_SITE, SEARCH_FIXTURES } from '../../src/search/test-fixtures';

/**
 * The search index builder (plugins/local-search): records from rendered HTML (what postBuild
 * runs on build/), from docs rendered from their sources (the dev server, through the same
 * extractPage), and the index file they are joined into. Fixtures: tests/fixtures/search/site is a
 * miniature build output, tests/fixtures/search/source holds docs as written.
 */

const read = (rel: string): string => fs.readFileSync(path.join(FIXTURE_SITE, rel), 'utf8');
const GETTING_STARTED = 'manual/scripting/getting-started/index.html';

function extract(rel: string, route: string): ExtractedPage {
  const page = extractPage(read(rel), route);
  if (!page) throw new Error(`${rel} gave no records`);
  return page;
}

/** [type, anchor, h2, h3] of every section, the shape of a page's records at a glance. */
const outline = (p: ExtractedPage) => p.sections.map((s) => [s.y, s.a, s.h2, s.h3]);
const section = (p: ExtractedPage, anchor: string) => {
  const s = p.sections.find((x) => x.a === anchor);
  if (!s) throw new Error(`no section #${anchor}`);
  return s;
};

test.describe('records from a rendered manual page', () => {
  const page = extract(GETTING_STARTED, '/manual/scripting/getting-started');

  test('one record for the page head and one per h2 and h3 with an id, in document order', () => {
    expect(outline(page)).toEqual([
      [1, '', undefined, undefined],
      [2, 'first-script', 'Your first script', undefined],
      [3, 'attach-the-script', 'Your first script', 'Attach the script'],
      [2, 'long-section', 'A long section', undefined],
      [2, 'next-steps', 'Next steps', undefined],
      [3, 'escaping', 'Next steps', 'Escaping <b> & "quotes"'],
    ]);
  });

  test('page fields: encoded path, first breadcrumb below home, h1, docsearch language and tag', () => {
    expect(page.page).toEqual({
      u: '/manual/scripting/getting-started',
      s: 'Scripting',
      t: 'Getting started',
      l: 'en',
      g: 'docs-default-current',
    });
  });

  test('the page head is the text between the h1 and the first h2; inline elements do not split words', () => {
    expect(section(page, '').c).toBe(
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
    expect(section(page, 'first-script').c).toBe('Create a file named hello.lua: print("hello") Save it Run it');
  });

  test('an h4 and an h2 without an id stay in the section before them', () => {
    expect(section(page, 'attach-the-script').c).toBe('Drag the script onto an object. From the inspector Or pick it in the inspector.');
    expect(section(page, 'next-steps').c).toBe(
      'Turn objects with LookAt, read gravity, elsewhere, mail or above. Related A heading without an id stays in the section before it.',
    );
  });

  test('markup written as text in headings and body stays text (escaping is the client’s job)', () => {
    expect(section(page, 'escaping')).toEqual({
      a: 'escaping',
      y: 3,
      h2: 'Next steps',
      h3: 'Escaping <b> & "quotes"',
      c: 'Write <script>alert(1)</script> & see what is shown.',
    });
  });

  test(`body text is cut to ${MAX_SECTION_TEXT} characters at a word boundary`, () => {
    expect(MAX_SECTION_TEXT).toBe(400);
    // The section holds w001 … w120 (599 characters); the last whole word within 400 is w080.
    const words = Array.from({ length: 80 }, (_, i) => `w${String(i + 1).padStart(3, '0')}`);
    expect(section(page, 'long-section').c).toBe(words.join(' '));
  });

  test('text without a space near the limit is cut hard; text at the limit is kept whole', () => {
    const html = (body: string) => `<html><body><article><h1>T</h1><p>${body}</p></article></body></html>`;
    expect(extractPage(html('x'.repeat(1000)), '/t')!.sections[0]!.c).toBe('x'.repeat(MAX_SECTION_TEXT));
    const exact = `${'y'.repeat(199)} ${'z'.repeat(200)}`;
    expect(exact).toHaveLength(MAX_SECTION_TEXT);
    expect(extractPage(html(exact), '/t')!.sections[0]!.c).toBe(exact);
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
      [1, '', undefined, undefined],
      [2, 'properties', 'Properties', undefined],
      [3, 'pos', 'Properties', 'pos'],
      [3, 'localPos', 'Properties', 'localPos'],
      [2, 'methods', 'Methods', undefined],
      [3, 'LookAt', 'Methods', 'LookAt'],
      [3, 'WorldToLocal', 'Methods', 'WorldToLocal'],
      [3, 'WorldToLocalVector', 'Methods', 'WorldToLocalVector'],
      [3, '__eq', 'Methods', 'Equality =='],
    ]);
    expect(page.page).toEqual({ u: '/api/Transform', s: 'Scene and objects', t: 'Transform', l: 'en', g: 'docs-default-current' });
  });

  test('a member record holds its description and signature; a heading with only members under it is empty', () => {
    // The signature line is kept apart (g), so the text starts with the summary.
    expect(section(page, 'LookAt').c).toBe('Rotates the transform to face a world-space point.');
    expect(section(page, 'LookAt').g).toBe('transform:LookAt(target: Vec3)');
    expect(section(page, 'pos').c).toBe('Position in world space.');
    expect(section(page, 'pos').g).toBe('transform.pos: Vec3');
    expect(section(page, 'methods').c).toBe('');
  });

  test('lvl0 is the first breadcrumb; with only the page itself as a crumb, the active navbar item', () => {
    expect(extract('api/intro/index.html', '/api/intro').page.s).toBe('API');
    expect(extract('manual/scripting/examples/Simple Physics/index.html', '/manual/scripting/examples/Simple Physics').page).toEqual({
      u: '/manual/scripting/examples/Simple%20Physics',
      s: 'Scripting',
      t: 'Simple Physics',
      l: 'en',
      g: 'docs-default-current',
    });
  });

  test('another language comes from docsearch:language', () => {
    expect(extract('de/manual/einstieg/index.html', '/de/manual/einstieg').page).toEqual({
      u: '/de/manual/einstieg',
      s: 'Skripte',
      t: 'Einstieg',
      l: 'de',
      g: 'docs-default-current',
    });
  });
});

test('a page without .markdown is read from its <article>; no breadcrumbs or navbar item gives "Documentation", no language meta the <html lang>', () => {
  const page = extract('markdown-page/index.html', '/markdown-page');
  expect(page.page).toEqual({ u: '/markdown-page', s: 'Documentation', t: 'Markdown page example', l: 'en', g: 'default' });
  expect(page.sections).toEqual([
    { a: '', y: 1, c: 'A standalone page about the Lua console.' },
    { a: 'console', y: 2, h2: 'Console', c: 'Type commands into the console.' },
  ]);
});

test.describe('pages that are not indexed', () => {
  test('noindex, no <article>, no h1 in the article: no records', () => {
    const draft = read('manual/draft/index.html');
    expect(extractPage(draft, '/manual/draft')).toBeNull();
    // The same page without its robots meta is indexed: the meta is what skips it.
    const indexed = extractPage(draft.replace(/<meta name="robots"[^>]*>/, ''), '/manual/draft');
    expect(indexed?.page.t).toBe('Draft skippedpage');
    expect(extractPage(read('no-article/index.html'), '/no-article')).toBeNull();
    expect(extractPage(read('no-h1/index.html'), '/no-h1')).toBeNull();
  });

  test('/404, /search and /__test__/ pages are left out of the built index although they have content', () => {
    // Each has an article with an h1: the route alone excludes it.
    for (const [rel, route] of [
      ['404.html', '/404'],
      ['search/index.html', '/search'],
      ['__test__/crash/index.html', '/__test__/crash'],
    ]) {
      expect(extractPage(read(rel!), route!), rel).not.toBeNull();
    }
    const index = buildIndexFromOutput(FIXTURE_SITE);
    expect(index.pages.map((p) => p.u)).toEqual([
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
    const index = buildIndexFromOutput(FIXTURE_SITE, '/docs/');
    expect(index.pages.map((p) => p.u)).toEqual(buildIndexFromOutput(FIXTURE_SITE).pages.map((p) => `/docs${p.u}`));
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
  const index = buildIndexFromOutput(FIXTURE_SITE);
  const at = (u: string, a: string) => {
    const p = index.pages.findIndex((x) => x.u === u);
    const s = index.sections.find((x) => x.p === p && x.a === a);
    if (!s) throw new Error(`no section ${u}#${a}`);
    return s;
  };

  test('has the current format; pages are sorted by path and their sections follow in order', () => {
    expect(index.v).toBe(INDEX_FORMAT_VERSION);
    const paths = index.pages.map((p) => p.u);
    expect(paths).toEqual([...paths].sort());
    // Section page numbers never decrease and every page has its head first.
    index.sections.forEach((s, i) => {
      expect(s.p).toBeLessThan(index.pages.length);
      if (i > 0) expect(s.p).toBeGreaterThanOrEqual(index.sections[i - 1]!.p);
      if (i === 0 || s.p !== index.sections[i - 1]!.p) expect(s.y).toBe(1);
    });
    expect(index.sections).toHaveLength(31);
    expect(expandIndex(index)).toHaveLength(31);
  });

  test('counts links from other pages per section: each linking page once, links within a page not at all', () => {
    expect(at('/api/Transform', 'LookAt').r).toBe(2); // from getting-started and Object
    expect(at('/api/Scene', 'GetObjectByName').r).toBe(1);
    expect(at('/manual/scripting/examples/Simple%20Physics', 'gravity').r).toBe(1); // linked as Simple%20Physics
    expect(at('/api/Transform', '').r).toBe(1); // Object links the page itself
    expect(at('/api/Transform', 'WorldToLocal').r).toBeUndefined(); // linked from its own page only
    expect(at('/manual/scripting/getting-started', 'first-script').r).toBeUndefined();
    expect(at('/api/Transform', 'pos').r).toBeUndefined();
  });

  test('several links from one page count once', () => {
    const page = (u: string, links: string[]): ExtractedPage => ({
      page: { u, s: 'S', t: u, l: 'en', g: 'docs-default-current' },
      sections: [{ a: '', y: 1, c: '' }, { a: 'x', y: 2, h2: 'X', c: '' }],
      links,
    });
    const file = assembleIndex([page('/b', []), page('/a', ['/b#x', '/b#x', '/b']), page('/c', ['/b#x'])]);
    expect(file.pages.map((p) => p.u)).toEqual(['/a', '/b', '/c']);
    expect(file.sections.filter((s) => s.p === 1)).toEqual([
      { p: 1, a: '', y: 1, c: '', r: 1 },
      { p: 1, a: 'x', y: 2, h2: 'X', c: '', r: 2 },
    ]);
  });

  test('hashedIndex names the file by its content', () => {
    const a = hashedIndex(index);
    expect(a.fileName).toMatch(/^index\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(a.json)).toEqual(index);
    expect(hashedIndex(buildIndexFromOutput(FIXTURE_SITE)).fileName).toBe(a.fileName);
    const changed = { ...index, pages: index.pages.map((p, i) => (i === 0 ? { ...p, t: `${p.t}!` } : p)) };
    expect(hashedIndex(changed).fileName).not.toBe(a.fileName);
  });
});

test.describe('records of a doc rendered from its source (dev server)', () => {
  const SOURCE = path.join(SEARCH_FIXTURES, 'source/getting-started.md');
  const MEMBER = path.join(SEARCH_FIXTURES, 'source/member.mdx');
  const doc: DocPage = {
    permalink: '/manual/scripting/getting started',
    sourcePath: SOURCE,
    title: 'Getting started',
    breadcrumbs: ['Scripting', 'Getting started'],
    navbarLabel: 'Docs',
    htmlLang: 'en',
    searchLanguage: 'en',
    searchTag: 'docs-default-current',
  };
  const render = async (page: DocPage, file = page.sourcePath, options = {}): Promise<ExtractedPage> => {
    const extracted = await extractDocPage(page, fs.readFileSync(file, 'utf8'), options);
    if (!extracted) throw new Error(`${file} gave no records`);
    return extracted;
  };

  test('one record per ## and ### heading, with the ids Docusaurus gives them', async () => {
    expect(outline(await render(doc))).toEqual([
      [1, '', undefined, undefined],
      [2, 'your-first-script', 'Your first script', undefined],
      [3, 'attach-the-script', 'Your first script', 'Attach the script'],
      [2, 'custom-anchor', 'Custom anchor', undefined], // {#custom-anchor}
      [3, 'SetMask_deprecated', 'Custom anchor', 'SetMask_deprecated'],
      [3, 'call-my_function', 'Custom anchor', 'Call my_function'], // the slug keeps the underscore
      [2, 'your-first-script-1', 'Your first script', undefined], // a repeated heading is numbered
    ]);
  });

  test('page fields from the page shell: h1 title, first breadcrumb, docsearch language and tag, encoded path', async () => {
    const page = await render(doc);
    expect(page.page).toEqual({ u: '/manual/scripting/getting%20started', s: 'Scripting', t: 'Getting started', l: 'en', g: 'docs-default-current' });
    // With only the doc itself as a crumb, the active navbar item; with neither, "Documentation".
    expect((await render({ ...doc, breadcrumbs: ['Getting started'] })).page.s).toBe('Docs');
    expect((await render({ ...doc, breadcrumbs: [], navbarLabel: undefined })).page.s).toBe('Documentation');
    const german = await render({ ...doc, htmlLang: 'de-DE', searchLanguage: 'de', searchTag: 'docs-default-2.0' });
    expect([german.page.l, german.page.g]).toEqual(['de', 'docs-default-2.0']);
  });

  test('front matter, imports, unknown components and Markdown syntax are not text; a fenced "##" is not a heading', async () => {
    const page = await render(doc);
    expect(section(page, '').c).toBe('Scripts are written in Lua and attached to objects.');
    expect(section(page, 'your-first-script').c).toBe('Create a file named hello.lua: print("hello") ## not a heading inside a fence');
    // An admonition shows its title (the type when it has none) before its text, as the theme does.
    expect(section(page, 'attach-the-script').c).toBe('Drag the script onto an object. tip Scripts reload when saved.');
    expect(section(page, 'custom-anchor').c).toBe('Text with a component.'); // <Badge> is not rendered here
    const text = JSON.stringify(page);
    for (const syntax of ['sidebar_position', 'import', '**', '](', '![', ':::', 'Badge', '{#', '```']) expect(text, syntax).not.toContain(syntax);
  });

  test('identifiers keep their underscores; underscore emphasis loses its marks', async () => {
    expect(section(await render(doc), 'SetMask_deprecated').c).toBe(
      'Use SetMask instead; __index and snake_case_names keep their underscores and bold loses its marks.',
    );
  });

  test('MDX: a body h1 is the title, HTML elements, Link, StaticContent and string literals render, so a member keeps its signature', async () => {
    const page = await render({ ...doc, permalink: '/api/Transform', sourcePath: MEMBER, title: 'Title from front matter' }, MEMBER, {
      permalinkOfFile: (file: string) => (file === SOURCE ? doc.permalink : undefined),
    });
    expect(page.page.t).toBe('Transform');
    expect(outline(page)).toEqual([
      [1, '', undefined, undefined],
      [2, 'methods', 'Methods', undefined],
      [3, 'LookAt', 'Methods', 'LookAt'],
    ]);
    // Badges go to the end of the text, as extractPage keeps them for every page.
    expect(section(page, '').c).toBe('Position and rotation of an object; see custom anchors. Class');
    expect(section(page, 'LookAt').g).toBe('transform:LookAt(target: Vec3): table<string>');
    // Titled and untitled admonitions, the code block's title, a table; no Mermaid source, no Tabs.
    expect(section(page, 'LookAt').c).toBe(
      'Turns the transform to face a point. Server only Call it on the server. tip Untitled. Face the origin self.transform:LookAt(Vec3(0, 0, 0)) Name Meaning pos Where it is',
    );
    expect(JSON.stringify(page)).not.toMatch(/mermaidword|tabword|comment renders/);
    // A link to another doc file becomes a link to its page (it counts for that section's rank).
    expect(page.links).toEqual(['/manual/scripting/getting started#custom-anchor']);
  });

  test(`body text is cut to ${MAX_SECTION_TEXT} characters, by the same extractor`, async () => {
    const long = await extractDocPage(doc, `## Long\n\n${'word '.repeat(200)}`, {});
    expect(section(long!, 'long').c).toHaveLength(MAX_SECTION_TEXT - 1); // cut at the last space within the limit
  });

  test('buildDevIndex assembles like the production index, leaves out a file it cannot read or parse, and re-renders only changed docs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      const other = path.join(dir, 'other.mdx');
      const broken = path.join(dir, 'broken.mdx');
      fs.writeFileSync(other, '---\ntitle: Other\n---\n\n## Only heading\n\nBody.\n');
      fs.writeFileSync(broken, '# Broken\n\n<div>never closed\n');
      const pages: DocPage[] = [
        doc,
        { ...doc, title: 'Missing', permalink: '/manual/missing', sourcePath: path.join(dir, 'missing.mdx') },
        { ...doc, title: 'Broken', permalink: '/manual/broken', sourcePath: broken },
        { ...doc, title: 'Other', permalink: '/manual/editor/other', sourcePath: other, breadcrumbs: ['Editor', 'Other'] },
      ];
      const cache: DevIndexCache = new Map();
      const index = await buildDevIndex(pages, {}, cache);
      expect(index.pages.map((p) => [p.t, p.s])).toEqual([
        ['Other', 'Editor'],
        ['Getting started', 'Scripting'],
      ]);
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toContain('missing.mdx: left out of the dev search index');
      expect(warnings[1]).toContain('broken.mdx: left out of the dev search index');
      const records = expandIndex(index);
      expect(records.find((r) => r.anchor === 'SetMask_deprecated')).toMatchObject({
        url: '/manual/scripting/getting%20started#SetMask_deprecated',
        type: 'lvl3',
        lvl2: 'Custom anchor',
        lvl3: 'SetMask_deprecated',
      });
      // A second build reuses the records of unchanged docs and renders the changed one.
      const before = cache.get(SOURCE)!.extracted;
      fs.writeFileSync(other, '---\ntitle: Other\n---\n\n## Renamed heading\n\nBody.\n');
      const again = await buildDevIndex(pages, {}, cache);
      expect(cache.get(SOURCE)!.extracted).toBe(before);
      expect(again.sections.filter((s) => s.p === 0).map((s) => s.a)).toEqual(['', 'renamed-heading']);
    } finally {
      console.warn = warn;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('docPagesOf: breadcrumbs from the doc\'s sidebar, the navbar item of that sidebar, language and tag of the locale and version', () => {
  const content: Record<string, DocsPluginContent> = {
    default: {
      loadedVersions: [
        {
          versionName: 'current',
          sidebars: {
            manual: [
              { type: 'doc', id: 'home' },
              {
                type: 'category',
                label: 'Editor',
                link: { type: 'doc', id: 'editor/index' },
                items: [{ type: 'category', label: 'Basics', items: [{ type: 'doc', id: 'editor/camera', label: 'Camera' }] }],
              },
            ],
            api: [{ type: 'category', label: 'Math', items: [{ type: 'doc', id: 'api/Vec3' }] }],
          },
          docs: [
            { id: 'home', title: 'Home', permalink: '/', source: '@site/docs/home.mdx', sidebar: 'manual' },
            { id: 'editor/index', title: 'Editor', permalink: '/editor', source: '@site/docs/editor/index.mdx', sidebar: 'manual' },
            { id: 'editor/camera', title: 'Editor camera', permalink: '/editor/camera', source: '@site/docs/editor/camera.mdx', sidebar: 'manual' },
            { id: 'api/Vec3', title: 'Vec3', permalink: '/api/Vec3', source: '@site/docs/api/Vec3.mdx', sidebar: 'api', frontMatter: { sidebar_label: 'Vec3 (vector)' } },
            { id: 'loose', title: 'Loose', permalink: '/loose', source: '@site/docs/loose.mdx' },
            { id: 'hidden', title: 'Hidden', permalink: '/hidden', source: '@site/docs/hidden.mdx', sidebar: 'manual', unlisted: true },
          ],
        },
      ],
    },
  };
  const siteConfig = {
    themeConfig: {
      navbar: {
        items: [
          { type: 'docSidebar', sidebarId: 'manual', label: 'Docs' },
          { type: 'doc', docId: 'api/Vec3', label: 'API' },
          { type: 'docSidebar', sidebarId: 'manual', label: 'Other plugin', docsPluginId: 'community' },
        ],
      },
    },
  } as unknown as Parameters<typeof docPagesOf>[1]['siteConfig']; // only themeConfig.navbar is read
  const i18n = { currentLocale: 'fr', localeConfigs: { fr: { htmlLang: 'fr-FR' } } } as unknown as Parameters<typeof docPagesOf>[1]['i18n'];
  const pages = docPagesOf(content, { siteDir: '/site', siteConfig, i18n });
  expect(pages.map((p) => [p.permalink, p.breadcrumbs, p.navbarLabel])).toEqual([
    ['/', ['Home'], 'Docs'],
    ['/editor', ['Editor'], 'Docs'], // a category whose link is the doc ends the trail
    ['/editor/camera', ['Editor', 'Basics', 'Camera'], 'Docs'],
    ['/api/Vec3', ['Math', 'Vec3 (vector)'], 'API'],
    ['/loose', [], undefined],
  ]);
  expect(pages[0]).toMatchObject({ sourcePath: '/site/docs/home.mdx', htmlLang: 'fr-FR', searchLanguage: 'fr', searchTag: 'docs-default-current', title: 'Home' });
});
