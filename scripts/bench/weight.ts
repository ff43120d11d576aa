import zlib from 'node:zlib';
import { INDEX_DIR } from '../../plugins/local-search';
import { chromium, type Request } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  path: string;
  html: Bytes;
  js: Bytes;
  css: Bytes;
  /** Everything else fetched on first load (images, fonts, JSON). */
  other: Bytes;
  /** Requests of the first load, prefetches excluded. */
  requests: number;
  /** Low-priority prefetches the page started for links in view (not part of the first load). */
  prefetches: number;
  /** Code or data that must stay out of a first load that does not need it, and was found in it. */
  heavy: HeavyFinding[];
  /** Whether the page shows a diagram (and so may load the diagram renderer). */
  hasDiagram: boolean;
}

export interface HeavyFinding {
  name: string;
  url: string;
  allowed: boolean;
}

/**
 * Code and data that belong only to the pages that use them. A response is matched by its URL or
 * by a string that only that library's code contains.
 */
const HEAVY: { name: string; url?: RegExp; marker?: string; neededOn: (p: { path: string; hasDiagram: boolean }) => boolean }[] = [
  { name: 'diagram renderer (mermaid)', marker: 'mermaidAPI', neededOn: (p) => p.hasDiagram },
  { name: 'search modal (DocSearch)', marker: 'DocSearch-Modal', neededOn: (p) => p.path === '/search' },
  { name: 'search index', url: new RegExp(`/${INDEX_DIR}/index\\.[0-9a-f]+\\.json(\\?|$)`), neededOn: (p) => p.path === '/search' },
];

// gzip at the level static hosts and CDNs use by default.
const gzipSize = (body: Buffer): number => zlib.gzipSync(body, { level: 6 }).length;

function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '');
}

type Kind = 'html' | 'js' | 'css' | 'other';

function kindOf(request: Request, contentType: string): Kind {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'script' || /javascript/.test(contentType)) return 'js';
  if (type === 'stylesheet' || /text\/css/.test(contentType)) return 'css';
  return 'other';
}

/**
 * Loads each page in a fresh browser context (cold cache, no service worker), waits for the
 * network to go quiet after hydration, and adds up what was transferred: response bodies as
 * served, and their gzip size computed here.
 */
export async function measureWeights(origin: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: PageWeight[] = [];
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const totals: Record<Kind, Bytes> = {
        html: { raw: 0, gzip: 0 },
        js: { raw: 0, gzip: 0 },
        css: { raw: 0, gzip: 0 },
        other: { raw: 0, gzip: 0 },
      };
      const bodies: { url: string; text: string }[] = [];
      let requests = 0;
      let prefetches = 0;
      page.on('requestfinished', (request) => {
        if (isPrefetch(request)) {
          prefetches += 1;
          return;
        }
        requests += 1;
        pending.push(
          (async () => {
            const response = await request.response();
            if (!response) return;
            const body = await response.body().catch(() => Buffer.alloc(0));
            const kind = kindOf(request, response.headers()['content-type'] ?? '');
            totals[kind].raw += body.length;
            totals[kind].gzip += gzipSize(body);
            if (kind === 'js' || kind === 'other') bodies.push({ url: request.url(), text: body.toString('utf8') });
          })(),
        );
      });
      page.on('requestfailed', () => (requests += 1));
      await page.goto(origin + pagePath, { waitUntil: 'load' });
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      const hasDiagram = (await page.locator('.docusaurus-mermaid-container').count()) > 0;
      await Promise.all(pending);
      const heavy: HeavyFinding[] = [];
      for (const item of HEAVY) {
        for (const { url, text } of bodies) {
          if ((item.url && item.url.test(url)) || (item.marker && text.includes(item.marker))) {
            heavy.push({ name: item.name, url, allowed: item.neededOn({ path: pagePath, hasDiagram }) });
          }
        }
      }
      results.push({ path: pagePath, ...totals, requests, prefetches, heavy, hasDiagram });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
