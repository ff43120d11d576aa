import { createHash } from 'node:crypto';
import { test, expect } from '@playwright/test';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
  cleanPathFor,
  contentSecurityPolicy,
  PAGE_ROUTE_PATTERN,
  prefersMarkdownTwin,
  securityHeaders,
} from './policy';
import { ACCEPT_CASES } from '../tests/fixtures/accept-headers';
import { inlineScriptHashes } from './inline-scripts';
import { headersFile, redirectsFile } from './static-host';

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
const LOCAL = { inlineScriptHashes: [sha('a()')], analytics: false };

test('hashed assets are immutable; pages, downloads and unhashed files revalidate', () => {
  expect(cacheControlFor('/assets/js/main.4d2bb749.js')).toBe(CACHE_IMMUTABLE);
  expect(cacheControlFor('/assets/js/runtime~main.141657c2.js')).toBe(CACHE_IMMUTABLE);
  expect(cacheControlFor('/assets/css/styles.0a1b2c3d.css')).toBe(CACHE_IMMUTABLE);
  expect(cacheControlFor('/assets/search/index.1a2b3c4d.json')).toBe(CACHE_IMMUTABLE);
  expect(cacheControlFor('/assets/images/card-6b1f0e2a.png')).toBe(CACHE_IMMUTABLE);
  for (const p of ['/', '/api/Client', '/sitemap.xml', '/atomontage.d.lua', '/api.json', '/img/favicon.svg', '/assets/js/plain.js', '/x/assets/a.12345678.js']) {
    expect(cacheControlFor(p), p).toBe(CACHE_REVALIDATE);
  }
});

test('file-name spellings of a page map to its clean path; clean paths stay', () => {
  expect(cleanPathFor('/index.html')).toBe('/');
  expect(cleanPathFor('/api/Client/index.html')).toBe('/api/Client');
  expect(cleanPathFor('/api/Client.html')).toBe('/api/Client');
  expect(cleanPathFor('/api/Client')).toBeUndefined();
  expect(cleanPathFor('/')).toBeUndefined();
});

test('the CSP allows scripts only from the site and by hash; services only when configured', () => {
  const csp = contentSecurityPolicy(LOCAL);
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toBe(`'self' '${sha('a()')}'`);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("connect-src 'self';");
  for (const d of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"]) expect(csp).toContain(d);
  expect(csp).not.toMatch(/algolia|google/);

  const services = contentSecurityPolicy({ ...LOCAL, algoliaAppId: 'MYAPP', analytics: true });
  expect(services).toMatch(/connect-src 'self' https:\/\/myapp-dsn\.algolia\.net .*https:\/\/\*\.google-analytics\.com/);
  expect(/script-src ([^;]*)/.exec(services)?.[1]).toContain('https://www.googletagmanager.com');
  expect(securityHeaders(LOCAL)['X-Content-Type-Options']).toBe('nosniff');
});

test('inline-script hashes: run scripts only; data blocks and external scripts are skipped', () => {
  const html =
    '<head><script type=application/ld+json>{"a":1}</script><script src=/x.js defer></script>' +
    '<script>one()</script><script type="text/javascript">two()</script><script type=module>three()</script><script></script></head>';
  expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two()'), sha('three()')]);
});

/** Parses the `_headers` format: a path line, then indented `Name: value` lines. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const [i, line] of text.split('\n').entries()) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      expect(rules.has(line), `line ${i + 1}: duplicate rule ${line}`).toBe(false);
      rules.set(line, (current = {}));
      continue;
    }
    const m = /^ {2}([A-Za-z-]+): (\S.*)$/.exec(line);
    expect(m && current, `line ${i + 1} is not "  Name: value" under a path: ${line}`).toBeTruthy();
    current![m![1]!] = m![2]!;
  }
  return rules;
}

test('_headers is valid and carries the same headers and cache rules as nginx', () => {
  const rules = parseHeaders(headersFile(LOCAL));
  expect(rules.get('/*')).toEqual(securityHeaders(LOCAL));
  expect(rules.get('/assets/*')).toEqual({ 'Cache-Control': CACHE_IMMUTABLE });
  for (const p of ['/sitemap.xml', '/atomontage.d.lua', '/atomontage-luals-addon.zip', '/api.json', '/llms.txt', '/llms-full.txt', '/llms-api.txt']) expect(rules.get(p)).toEqual({ 'Cache-Control': CACHE_REVALIDATE });
  // Markdown twins: the type no host guesses with a charset, revalidated like pages.
  expect(rules.get('/*.md')).toEqual({ 'Content-Type': 'text/markdown; charset=utf-8', 'Cache-Control': CACHE_REVALIDATE });
  // Hosts join repeated headers: Cache-Control must never be set by two overlapping rules.
  expect(rules.get('/*')?.['Cache-Control']).toBeUndefined();
});

test('_redirects is valid: "from to 301" per line, each target a clean route', () => {
  const text = redirectsFile(['/', '/api/Client', '/manual/scripting/examples/Simple Physics']);
  const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
  expect(lines).toContain('/index.html / 301');
  expect(lines).toContain('/api/Client/index.html /api/Client 301');
  expect(lines).toContain('/api/Client.html /api/Client 301');
  expect(lines).toContain('/manual/scripting/examples/Simple%20Physics/index.html /manual/scripting/examples/Simple%20Physics 301');
  for (const line of lines) {
    const [from, to, status, extra] = line.split(' ');
    expect(extra, line).toBeUndefined();
    expect(status).toBe('301');
    expect(cleanPathFor(decodeURI(from!))).toBe(decodeURI(to!));
  }
});

test('Markdown twins by one rule: text/markdown with q > 0 and no HTML range (text/html, text/*, */*) weighing more', () => {
  for (const { accept, markdown, why } of ACCEPT_CASES) expect(prefersMarkdownTwin(accept), `${why}: ${accept}`).toBe(markdown);
});

test('negotiation applies to page routes only, never to files', () => {
  const route = (p: string) => new RegExp(PAGE_ROUTE_PATTERN).exec(p)?.groups;
  expect(route('/')).toEqual({ route: undefined });
  expect(route('/api/Client')).toEqual({ route: '/api/Client' });
  expect(route('/api/Client/')).toEqual({ route: '/api/Client' });
  expect(route('/manual/scripting/examples/Simple Physics')).toEqual({ route: '/manual/scripting/examples/Simple Physics' });
  for (const file of ['/api/Client.md', '/llms.txt', '/atomontage.d.lua', '/assets/js/main.4d2bb749.js', '//']) expect(route(file), file).toBeUndefined();
});
