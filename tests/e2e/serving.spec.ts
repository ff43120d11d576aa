import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, MAX_REQUEST_LINE_BYTES } from '../../server/policy';

/**
 * The production server (nginx, `npm run serve:prod`) as a client sees it: headers per kind of
 * file, precompressed encodings, redirects, the 404 page, and refusals of hostile requests.
 * Raw sockets send requests exactly as written (fetch would normalise `..` away).
 */

const BUILD = path.resolve(__dirname, '../../build');
const url = new URL(BASE_URL);

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one HTTP/1.1 request line as given and reads the whole answer. */
function rawRequest(requestLine: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${requestLine}\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
  });
}

/** A GET with exactly this Accept-Encoding (the test client adds no header of its own). */
function getWith(target: string, acceptEncoding: string, agent?: http.Agent): Promise<{ status: number; headers: Record<string, string>; socket: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${BASE_URL}${target}`, { headers: { 'accept-encoding': acceptEncoding }, ...(agent ? { agent } : {}) }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, socket: res.socket }));
      })
      .on('error', reject);
  });
}

function anyFile(dir: string, pattern: RegExp): string {
  const name = fs.readdirSync(path.join(BUILD, dir)).find((f) => pattern.test(f));
  if (!name) throw new Error(`no file matching ${pattern} in build/${dir}`);
  return `/${dir}/${name}`;
}

test.describe('headers per kind of file', () => {
  const kinds: [string, () => string, string, string][] = [
    ['an API page', () => '/api/Client', 'text/html; charset=utf-8', CACHE_REVALIDATE],
    ['the home page', () => '/', 'text/html; charset=utf-8', CACHE_REVALIDATE],
    ['a JS chunk', () => anyFile('assets/js', /^main\.[0-9a-f]+\.js$/), 'application/javascript; charset=utf-8', CACHE_IMMUTABLE],
    ['the stylesheet', () => anyFile('assets/css', /^styles\.[0-9a-f]+\.css$/), 'text/css; charset=utf-8', CACHE_IMMUTABLE],
    ['the search index', () => anyFile('assets/search', /^index\.[0-9a-f]+\.json$/), 'application/json; charset=utf-8', CACHE_IMMUTABLE],
    ['sitemap.xml', () => '/sitemap.xml', 'application/xml; charset=utf-8', CACHE_REVALIDATE],
    ['atomontage.d.lua', () => '/atomontage.d.lua', 'text/plain; charset=utf-8', CACHE_REVALIDATE],
    ['api.json', () => '/api.json', 'application/json; charset=utf-8', CACHE_REVALIDATE],
    ['the favicon', () => '/img/favicon.svg', 'image/svg+xml; charset=utf-8', CACHE_REVALIDATE],
  ];
  for (const [kind, pathOf, type, cache] of kinds) {
    test(kind, async () => {
      const target = pathOf();
      for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
        const response = await getWith(target, accept);
        expect(response.status, `${target} (${accept})`).toBe(200);
        const h = response.headers;
        expect(h['content-type']).toBe(type);
        expect(h['cache-control']).toBe(cache);
        if (target !== '/img/favicon.svg' || encoding === undefined) expect(h['content-encoding'], `${target} with ${accept}`).toBe(encoding);
        expect(h['x-content-type-options']).toBe('nosniff');
        expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(h['permissions-policy']).toContain('camera=()');
        expect(h['content-security-policy']).toContain("object-src 'none'");
        expect(h['content-security-policy']).toContain("base-uri 'self'");
        // Plain HTTP: HSTS would be ignored at best and must never be sent.
        expect(h['strict-transport-security']).toBeUndefined();
      }
    });
  }

  test('on one kept-alive connection, as a browser loads a page, every file comes compressed', async () => {
    // A browser asks for the page, then its script and stylesheet on the same connection; the
    // request after a page once came back uncompressed (decisions/2026-11-25-serving-links.md).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sequence = ['/api/Client', anyFile('assets/js', /^main\.[0-9a-f]+\.js$/), anyFile('assets/css', /^styles\.[0-9a-f]+\.css$/), '/', '/api/Client.md', '/llms.txt', '/api/Vec3'];
      const seen: string[] = [];
      const sockets = new Set<unknown>();
      for (const target of sequence) {
        const response = await getWith(target, 'gzip, deflate, br, zstd', agent);
        sockets.add(response.socket);
        seen.push(`${target}: ${response.headers['content-encoding'] ?? 'none'}`);
      }
      expect(sockets.size, 'one connection for the whole sequence').toBe(1);
      expect(seen).toEqual(sequence.map((target) => `${target}: br`));
    } finally {
      agent.destroy();
    }
  });

  test('every file under /assets/ has a content hash in its name (so "immutable" is safe)', async ({ request }) => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const files = walk(path.join(BUILD, 'assets')).filter((f) => !/\.(br|gz)$/.test(f));
    const unhashed = files.filter((f) => !/[.-][0-9a-fA-F_-]{8,}\.[A-Za-z0-9]+$/.test(path.basename(f)));
    expect(unhashed).toEqual([]);
    const sample = `/${path.relative(BUILD, files[0]!).split(path.sep).join('/')}`;
    expect((await request.get(sample)).headers()['cache-control']).toBe(CACHE_IMMUTABLE);
  });
});

test.describe('routes', () => {
  for (const [from, to] of <[string, string][]>[
    ['/api/Client.html', '/api/Client'],
    ['/api/Client/index.html', '/api/Client'],
    ['/index.html', '/'],
    ['/manual/scripting/examples/Simple%20Physics/index.html', '/manual/scripting/examples/Simple%20Physics'],
    ['/api/Client.html?x=1', '/api/Client?x=1'],
  ]) {
    test(`${from} → 301 ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      expect(response.headers()['content-security-policy']).toBeTruthy();
    });
  }

  test('clean routes answer 200, with and without a trailing slash, with spaces encoded', async ({ request }) => {
    for (const route of ['/', '/api/Client', '/api/Client/', '/manual/scripting/examples/Simple%20Physics', '/search']) {
      expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
    }
  });

  test('unknown paths, other letter cases and folders without a page get the 404 page', async ({ request }) => {
    for (const route of ['/no-such-page', '/API/Client', '/api/client', '/api', '/assets/js/', '/_headers', '/_redirects', '/_serving.json']) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(404);
      expect(await response.text(), route).toContain('Page Not Found');
    }
  });
});

test.describe('hostile requests get a 4xx and never a file outside build/', () => {
  const outside = /root:|\[boot loader\]|"name": "atomontage-docs"/;
  for (const target of [
    '/../../../../etc/passwd',
    '/..%2f..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/../../package.json',
    '/assets/..%2F..%2Fpackage.json',
    '/index.html%00.txt',
    '/api/Client%00',
    `/${'a'.repeat(MAX_REQUEST_LINE_BYTES + 1000)}`,
  ]) {
    test(`GET ${target.length > 60 ? `/a…a (${target.length} characters)` : target}`, async () => {
      const response = await rawRequest(`GET ${target} HTTP/1.1`);
      expect(response.status, target.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).not.toMatch(outside);
    });
  }

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
    test(`${method} /`, async () => {
      const response = await rawRequest(`${method} / HTTP/1.1\r\nContent-Length: 0`);
      expect(response.status).toBe(405);
    });
  }

  test('GET and HEAD are served', async () => {
    expect((await rawRequest('GET / HTTP/1.1')).status).toBe(200);
    const head = await rawRequest('HEAD /api/Client HTTP/1.1');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});
