/**
 * `npm run bench:load`: the production server (nginx, server/policy.ts) against `docusaurus
 * serve`, on loopback only, on build/ (run `npm run build` first).
 *
 * 1. Load: autocannon, a bounded number of requests per target (and a time cap), 10 connections,
 *    a browser's Accept-Encoding: requests per second and p50/p99 latency for an API page's HTML,
 *    a JS chunk and the search index.
 * 2. Bytes: a first and a second (warm cache) visit of /api/Client in Chromium, counting encoded
 *    bytes on the wire (headers included); then the same first-visit files fetched with brotli,
 *    gzip and no compression.
 *
 *   npm run bench:load [-- --requests 4000 --max-seconds 20]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startNginx } from '../../server/nginx-process';
import { freePort } from '../../server/free-port';
import { docusaurusServe, type Server } from './serve';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const BROWSER_ENCODING = 'gzip, deflate, br';
const PAGE = '/api/Client';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
}

function firstFile(dir: string, pattern: RegExp): string {
  const name = fs.readdirSync(path.join(buildDir, dir)).find((f) => pattern.test(f));
  if (!name) throw new Error(`build/${dir} has no file matching ${pattern}: run npm run build first`);
  return `/${dir}/${name}`;
}

interface LoadRow {
  server: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bytesPerRequest: number;
  failures: number;
}

type LoadResult = Parameters<Parameters<typeof autocannon>[1]>[1];

function load(origin: string, target: string, amount: number, maxSeconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: origin + target, connections: 10, amount, headers: { 'accept-encoding': BROWSER_ENCODING } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // Bounded in time as well as in requests: a slow server ends the run early.
    setTimeout(() => instance.stop(), maxSeconds * 1000).unref();
  });
}

/** Body + header bytes of one GET with the given Accept-Encoding. */
function transferSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        const head = `HTTP/1.1 ${res.statusCode}\r\n${res.rawHeaders.map((h, i) => (i % 2 ? `${h}\r\n` : `${h}: `)).join('')}\r\n`;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes + Buffer.byteLength(head)));
      })
      .on('error', reject);
  });
}

interface Visit {
  bytes: number;
  requests: number;
  urls: string[];
}

/** Encoded bytes Chromium received for a first and a second visit of a page in one profile. */
async function visits(origin: string): Promise<{ first: Visit; second: Visit }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const visit = async (): Promise<Visit> => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const urls = new Map<string, string>();
      let bytes = 0;
      let requests = 0;
      cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => urls.set(e.requestId, e.request.url));
      cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
        bytes += e.encodedDataLength;
        if (e.encodedDataLength > 0) requests += 1;
      });
      await page.goto(origin + PAGE);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      await page.close();
      return { bytes, requests, urls: [...urls.values()].filter((u) => u.startsWith(origin)) };
    };
    const first = await visit();
    const second = await visit();
    return { first, second };
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('build/ is missing. Build first: npm run build');
  const amount = option('--requests', 4000);
  const maxSeconds = option('--max-seconds', 20);
  const targets: [string, string][] = [
    ['API page HTML', PAGE],
    ['JS chunk (main)', firstFile('assets/js', /^main\.[0-9a-f]+\.js$/)],
    ['search index', firstFile('assets/search', /^index\.[0-9a-f]+\.json$/)],
  ];

  const rows: LoadRow[] = [];
  let firstVisit: { first: Visit; second: Visit } | undefined;
  const encodings: [string, number][] = [];
  const servers: [string, () => Promise<Server>][] = [
    ['nginx', async () => {
      const nginx = await startNginx({ buildDir, port: await freePort(), stdio: 'ignore', accessLog: false });
      return { origin: nginx.origin, stop: () => void nginx.stop() };
    }],
    ['docusaurus serve', () => docusaurusServe(siteDir, 'build')],
  ];
  for (const [name, start] of servers) {
    const server = await start();
    try {
      for (const [label, target] of targets) {
        await load(server.origin, target, 200, maxSeconds); // warm-up (file cache, JIT)
        const r = await load(server.origin, target, amount, maxSeconds);
        rows.push({
          server: name,
          target: `${label} (${target.length > 40 ? `${target.slice(0, 37)}...` : target})`,
          // Completed requests over the run's duration (autocannon's per-second average is coarse for short runs).
          rps: r.requests.total / r.duration,
          p50: r.latency.p50,
          p99: r.latency.p99,
          requests: r['2xx'],
          bytesPerRequest: r['2xx'] ? (r.throughput.average * r.duration) / r['2xx'] : 0,
          failures: r.errors + r.timeouts + r.non2xx,
        });
        console.error(`${name}: ${label}: ${(r.requests.total / r.duration).toFixed(0)} req/s`);
      }
      if (name === 'nginx') {
        firstVisit = await visits(server.origin);
        for (const encoding of ['br', 'gzip', 'identity']) {
          let total = 0;
          for (const url of firstVisit.first.urls) total += await transferSize(url, encoding);
          encodings.push([encoding, total]);
        }
      }
    } finally {
      server.stop();
    }
  }

  console.log(`\nLoad: ${amount} requests per target (${maxSeconds} s cap), 10 connections, Accept-Encoding: ${BROWSER_ENCODING}, loopback`);
  console.log('| server | target | req/s | p50 ms | p99 ms | bytes/request | failed |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.server} | ${r.target} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${kb(r.bytesPerRequest)} | ${r.failures} |`);
  }
  if (firstVisit) {
    console.log(`\nVisits of ${PAGE} in Chromium (nginx; encoded bytes on the wire, headers included)`);
    console.log('| visit | bytes | requests with a body or a 304 |');
    console.log('|---|---|---|');
    console.log(`| first (empty cache) | ${kb(firstVisit.first.bytes)} | ${firstVisit.first.requests} |`);
    console.log(`| second (warm cache) | ${kb(firstVisit.second.bytes)} | ${firstVisit.second.requests} |`);
    console.log(`\nFirst visit of ${PAGE}: the same ${firstVisit.first.urls.length} files fetched with each encoding`);
    console.log('| Accept-Encoding | bytes |');
    console.log('|---|---|');
    for (const [encoding, total] of encodings) console.log(`| ${encoding} | ${kb(total)} |`);
  }
  const failed = rows.filter((r) => r.failures > 0);
  if (failed.length) {
    console.error(`failed requests: ${failed.map((r) => `${r.server} ${r.target}: ${r.failures}`).join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`bench:load: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
