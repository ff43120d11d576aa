import { isOtherReleaseRoute } from '../../plugins/api-reference/release-routes';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { test, expect, hydrated } from './fixtures';
import { BASE_URL } from '../../playwright.config';
import { CACHE_REVALIDATE, prefersMarkdownTwin } from '../../server/policy';
import { ACCEPT_CASES, BROWSER_ACCEPT, generatedAcceptHeaders } from '../fixtures/accept-headers';
import { SITE_PAGES } from '../../plugins/route-contract/routes';
import { parseMarkdown } from '../../plugins/markdown-twins/mdx-to-markdown';
import { apiListFile, LLMS_INDEX_MAX_CHARS, llmsPageSections, LLMS_SUMMARY } from '../../plugins/markdown-twins/llms';
import { API_BUILDS } from './page-checks/api-model';
import { defaultContextLinks, OPTIONAL_SECTION, parseLlmsTxt } from '../../plugins/markdown-twins/llms-txt-grammar';
import { markdownTwinPath } from '../../src/markdown-twin';
import { BUILD_DIR, siteOrigin, sitemapRoutes } from './sitemap';

/**
 * The Markdown twins of the production build (plugins/markdown-twins): one per page and no more,
 * faithful to the API pages, plain Markdown, served and negotiated by nginx, and copied by the
 * page actions in a real browser.
 */
const BUILD = BUILD_DIR;
const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');

/** The build's pages minus the search page. */
const pageRoutes = (): string[] => sitemapRoutes().filter((p) => p !== SITE_PAGES.search);

/** Every `.md` file of the build, as a site path. */
function twinPaths(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(BUILD, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      return e.isDirectory() ? walk(rel) : e.name.endsWith('.md') ? [rel] : [];
    });
  return walk('').map((p) => p.replace(/^\/*/, '/'));
}

const htmlOf = (route: string) => read(route === '/' ? 'index.html' : `${route}/index.html`);

test('every page has a Markdown twin, linked with rel="alternate", and every twin belongs to a page', () => {
  const routes = pageRoutes();
  expect(routes.length).toBeGreaterThan(100);
  expect(twinPaths().sort()).toEqual(routes.map(markdownTwinPath).sort());
  expect(read('sitemap.xml')).not.toMatch(/\.md</);
  for (const route of routes) {
    const $ = cheerio.load(htmlOf(route));
    expect($('link[rel="alternate"][type="text/markdown"]').attr('href'), route).toBe(encodeURI(markdownTwinPath(route)));
  }
});

test('every signature on an API page is in its twin, with the same names and types', () => {
  const apiRoutes = pageRoutes().filter((r) => r.startsWith('/api/') && r !== SITE_PAGES.apiIntro);
  let signatures = 0;
  for (const route of apiRoutes) {
    const $ = cheerio.load(htmlOf(route));
    const twin = read(markdownTwinPath(route));
    expect(twin.startsWith(`# ${$('h1').first().text()}\n\n`), route).toBe(true);
    for (const el of $('.api-signature').toArray()) {
      const signature = $(el).text().replace(/\s+/g, ' ').trim();
      expect(twin, `${route}: ${signature}`).toContain(`\`${signature}\``);
      signatures += 1;
    }
  }
  expect(signatures).toBeGreaterThan(500);
});

test('no twin (nor llms-full.txt) has an HTML element, JSX, an import, an MDX comment or an admonition fence outside code', () => {
  for (const file of [...twinPaths(), '/llms-full.txt']) {
    const tree: Root = parseMarkdown(read(file));
    visit(tree, (node) => {
      if (node.type === 'html') throw new Error(`${file}:${node.position?.start.line}: HTML or JSX ${JSON.stringify((node as { value: string }).value)}`);
      // `:::warning Title` and the closing `:::` of an admonition the converter did not take.
      if (node.type === 'text' && /^(?:import|export)\s|\{\/\*|^:::/m.test((node as { value: string }).value)) {
        throw new Error(`${file}:${node.position?.start.line}: MDX left in the text: ${(node as { value: string }).value}`);
      }
    });
  }
});

/** The file of the build a site URL path names (`/api/Vec3` -> api/Vec3/index.html), or undefined. */
function buildFileOf(urlPath: string): string | undefined {
  const rel = decodeURI(urlPath).replace(/^\/+/, '');
  for (const candidate of [rel, path.join(rel, 'index.html')]) {
    const file = path.join(BUILD, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return candidate;
  }
  return undefined;
}

test("links in the twins: a page's link leads to its twin, a file's to the file, every one resolves, none with an escape", () => {
  const origin = siteOrigin();
  const twinRoutes = new Set(pageRoutes());
  let links = 0;
  for (const file of twinPaths()) {
    const text = read(file);
    // The first paragraph names the HTML page the twin is the Markdown version of; links start after it.
    const body = text.slice(text.indexOf('\n\n', text.indexOf('Markdown version of ')));
    // A URL as a tool copies it: no `\&`, `\(`, no framework-only scheme.
    expect(body, file).not.toMatch(/\]\([^)\s]*\\|pathname:/);
    visit(parseMarkdown(body), (node) => {
      if (node.type !== 'link' && node.type !== 'image') return;
      const url = new URL((node as { url: string }).url);
      if (url.origin !== origin) return;
      const page = decodeURI(url.pathname).replace(/(.)\/$/, '$1');
      expect(twinRoutes.has(page), `${file}: ${url.href} is a page; link its twin ${markdownTwinPath(page)}`).toBe(false);
      expect(buildFileOf(url.pathname), `${file}: ${url.href}`).toBeDefined();
      links += 1;
    });
  }
  expect(links).toBeGreaterThan(1000);
});

test('llms-api.txt carries every engine-change badge and line of the API twins, on the lines of its entries', () => {
  // The compact list, by class: `## Name …` up to the next `## `.
  const list = read('llms-api.txt');
  // Plain lines, not a table: a `|` in a type or a summary is not escaped.
  expect(list).not.toContain('\\|');
  const sections = new Map(list.split(/\n(?=## )/).map((s) => [/^## (?:enum )?(\S+)/.exec(s)?.[1] ?? '', s.split('\n')]));
  let lines = 0;
  // The list describes the documented release (the other releases' pages carry their own notes).
  for (const route of pageRoutes().filter((r) => r.startsWith('/api/') && !r.startsWith('/api/changes/') && r !== SITE_PAGES.apiIntro && !isOtherReleaseRoute(r))) {
    const twin = read(markdownTwinPath(route));
    const name = route.split('/').pop()!;
    // Enum pages are named as the data names them; the list uses the name scripts write.
    const section = route.startsWith('/api/enums/') ? [...sections.values()].flat() : sections.get(name);
    expect(section, route).toBeDefined();
    const header = /^\*\*Class\*\* · .*$/m.exec(twin)?.[0] ?? '';
    for (const [, badge] of header.matchAll(/\*\*((?:Not|Changed) in [^*]+)\*\*/g)) expect(section![0], `${route}: ${badge}`).toContain(badge);
    for (const [, badge, text] of twin.matchAll(/^\*\*((?:Not|Changed) in [^*]+)\*\* (.+)$/gm)) {
      expect(section!.some((l) => l.includes(badge!) && l.includes(text!)), `${route}: ${badge} ${text}`).toBe(true);
      lines += 1;
    }
  }
  // The July 2026 changes touch some 500 entries.
  expect(lines).toBeGreaterThan(400);
});

test('llms.txt parses as the llmstxt.org format intends: title, summary, info, its sections, big files only under Optional, every link a file of the build', async ({ request }) => {
  const index = read('llms.txt');
  expect(index.length).toBeLessThan(LLMS_INDEX_MAX_CHARS);
  const llms = parseLlmsTxt(index);
  expect(llms.title).toBe('Atomontage Docs');
  expect(llms.summary).toBe(LLMS_SUMMARY);
  expect(llms.info.length).toBeGreaterThan(100);
  // The releases the test build publishes: each other one has its section and its files.
  const others = API_BUILDS.filter((b) => !b.release.documented).map((b) => b.release);
  expect(llms.sections.map((s) => s.name)).toEqual([...llmsPageSections(others), OPTIONAL_SECTION]);
  const origin = siteOrigin();
  const pathsOf = (links: { url: string }[]) => links.map((l) => new URL(l.url)).map((u) => (expect(u.origin).toBe(origin), u.pathname));
  // The default context: the twin of every page, each once, and nothing else.
  const context = pathsOf(defaultContextLinks(llms));
  expect([...context].sort()).toEqual(pageRoutes().map((r) => encodeURI(markdownTwinPath(r))).sort());
  // The changes page in its own section; the big files only under Optional.
  const changes = encodeURI(markdownTwinPath(SITE_PAGES.engineChanges202607));
  expect(pathsOf(llms.sections.find((s) => s.name === 'Engine changes')!.links)).toEqual([changes]);
  expect(pathsOf(llms.sections.find((s) => s.name === OPTIONAL_SECTION)!.links).sort()).toEqual(
    ['/atomontage.d.lua', '/llms-full.txt', ...API_BUILDS.map((b) => `/${apiListFile(b.release)}`), ...others.map((o) => `/atomontage-${o.id}.d.lua`)].sort(),
  );
  for (const link of pathsOf(llms.sections.flatMap((s) => s.links))) {
    expect(buildFileOf(link), link).toBeDefined();
    expect((await request.get(link)).status(), link).toBe(200);
  }
  for (const file of ['/llms.txt', '/llms-full.txt', '/llms-api.txt']) {
    const response = await request.get(file);
    expect(response.headers()['content-type'], file).toBe('text/plain; charset=utf-8');
    expect(response.headers()['cache-control'], file).toBe(CACHE_REVALIDATE);
  }
});

/** A GET with exactly these headers (serving.spec.ts checks encodings on a kept-alive connection). */
function get(target: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${BASE_URL}${target}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('nginx: twins are text/markdown, compressed and revalidated; Accept: text/markdown on a page gets its twin', async () => {
  const markdown = { accept: 'text/markdown', 'accept-encoding': 'identity' };
  for (const route of ['/api/Client', '/', '/manual/scripting/examples/Simple Physics']) {
    const twin = read(markdownTwinPath(route));
    for (const target of [encodeURI(markdownTwinPath(route)), encodeURI(route)]) {
      const response = await get(target, markdown);
      expect(response.status, target).toBe(200);
      expect(response.headers['content-type'], target).toBe('text/markdown; charset=utf-8');
      expect(response.headers['cache-control'], target).toBe(CACHE_REVALIDATE);
      expect(response.body.toString('utf8'), target).toBe(twin);
    }
    const page = await get(encodeURI(route), { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'identity' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers.vary).toMatch(/\bAccept\b/);
    expect((await get(encodeURI(route), markdown)).headers.vary).toMatch(/\bAccept\b/);
  }
  for (const encoding of ['br', 'gzip']) {
    for (const [target, accept] of [['/api/Client', 'text/markdown'], ['/api/Client.md', '*/*']]) {
      expect((await get(target!, { accept: accept!, 'accept-encoding': encoding })).headers['content-encoding'], `${target} ${encoding}`).toBe(encoding);
    }
  }
  // A page without a twin answers in HTML; a twin that does not exist is a 404.
  expect((await get(SITE_PAGES.search, markdown)).headers['content-type']).toBe('text/html; charset=utf-8');
  expect((await get('/no-such-page.md', markdown)).status).toBe(404);
  expect((await get('/no-such-page', markdown)).status).toBe(404);
});

test('nginx: Markdown exactly when the rule of server/policy.ts says so, for every named Accept header and 300 generated ones', async () => {
  const cases = [...ACCEPT_CASES, ...generatedAcceptHeaders(300).map((accept) => ({ accept, markdown: prefersMarkdownTwin(accept), why: 'generated' }))];
  for (const { accept, markdown, why } of cases) {
    const response = await get('/api/Client', { 'accept-encoding': 'identity', ...(accept === undefined ? {} : { accept }) });
    expect(response.headers['content-type'], `${why}: ${accept}`).toBe(markdown ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8');
  }
});

test('nginx: Vary: Accept on every answer for a page route, 200 and 304 alike, and on none for a file', async () => {
  const varies = (headers: http.IncomingHttpHeaders) => /(?:^|,)\s*Accept\s*(?:,|$)/i.test([headers.vary ?? ''].flat().join(','));
  for (const route of ['/', '/api/Client', '/api/Client/', '/manual/scripting/examples/Simple Physics']) {
    for (const accept of ['text/markdown', BROWSER_ACCEPT.chromium]) {
      const base = { accept, 'accept-encoding': 'identity' };
      const first = await get(encodeURI(route), base);
      expect(first.status).toBe(200);
      expect(varies(first.headers), `${route} ${accept}`).toBe(true);
      const conditions: Record<string, string>[] = [{ 'if-none-match': first.headers.etag! }, { 'if-modified-since': first.headers['last-modified']! }];
      for (const condition of conditions) {
        const again = await get(encodeURI(route), { ...base, ...condition });
        expect(again.status, `${route} ${JSON.stringify(condition)}`).toBe(304);
        expect(varies(again.headers), `${route} ${JSON.stringify(condition)}: vary ${again.headers.vary}`).toBe(true);
      }
    }
  }
  // A twin's own URL and other files answer the same whatever the Accept header says.
  for (const file of ['/api/Client.md', '/llms.txt', '/atomontage.d.lua']) expect(varies((await get(file, { accept: 'text/markdown' })).headers), file).toBe(false);
});

test('"Copy page as Markdown" copies the twin and a heading\'s "Copy link" its URL, by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const route = '/manual/scripting/getting-started';
  await page.goto(route);
  // Copying needs the site's code: until it has started, a heading's link only goes to its anchor.
  await hydrated(page);
  const status = page.locator('.copy-status[role="status"]');
  await page.getByRole('button', { name: 'Copy page as Markdown' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Page copied as Markdown');
  // Its stylesheet comes with the copying code, not with the page: the toast is still styled.
  await expect(status).toHaveCSS('position', 'fixed');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(read(markdownTwinPath(route)));
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', markdownTwinPath(route));

  await page.goto('/api/Vec3');
  await hydrated(page);
  await page.getByRole('link', { name: 'Copy link to Dot', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/api/Vec3#Dot`);
});
