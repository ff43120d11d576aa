/**
 * How the built site must be served: the ONE source of truth for caching, security headers, the
 * Content-Security-Policy, redirects, the error page and which requests are refused. The nginx
 * configuration (server/nginx-conf.ts), the `_headers`/`_redirects` pair for static hosts
 * (server/static-host.ts) and the tests all derive from this file; change serving here only.
 */

/** Files precompressed at build time (`.br` and `.gz` beside each one); nginx never compresses. */
export const COMPRESSIBLE_EXTENSIONS = ['html', 'js', 'css', 'json', 'xml', 'svg', 'txt', 'md', 'lua', 'map', 'webmanifest'] as const;

/** Below this size a compressed copy saves nothing worth a file (one TCP packet either way). */
export const MIN_COMPRESS_BYTES = 256;

/** Content types by extension. Text types carry `charset=utf-8`. */
export const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html',
  js: 'application/javascript',
  css: 'text/css',
  json: 'application/json',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  // The pages' Markdown twins (plugins/markdown-twins).
  md: 'text/markdown',
  // atomontage.d.lua: shown as text in the browser, saved by "Save as".
  lua: 'text/plain',
  map: 'application/json',
  // atomontage-luals-addon.zip: the LuaLS addon, saved as a download.
  zip: 'application/zip',
  webmanifest: 'application/manifest+json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
};

/** Content types that get `; charset=utf-8`. */
export const UTF8_TYPES = ['text/html', 'text/css', 'text/plain', 'text/markdown', 'application/javascript', 'application/json', 'application/xml', 'image/svg+xml', 'application/manifest+json'];

// ---------------------------------------------------------------------------------------------
// Caching

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but revalidated (ETag / Last-Modified) before every use: a deploy shows at once. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Content-hashed files: everything the bundler writes under /assets/ names its content hash
 * (`main.3f2a9c1d.js`, `logo-6b1f0e2a.png`, `search/index.1a2b3c4d.json`). A file there
 * WITHOUT a hash in its name is not matched and is revalidated, so a new deploy can never be
 * hidden behind a year-long cache. The same pattern is used by nginx (PCRE) and JavaScript.
 */
export const IMMUTABLE_PATH_PATTERN = '^/assets/(?:[^/]+/)*[^/]*[.-][0-9a-fA-F_-]{8,}\\.[A-Za-z0-9]+$';
const immutablePath = new RegExp(IMMUTABLE_PATH_PATTERN);

/** The Cache-Control a URL path (decoded, as on disk) is served with. */
export function cacheControlFor(urlPath: string): string {
  return immutablePath.test(urlPath) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

// ---------------------------------------------------------------------------------------------
// Routes

/** The site's own "Page Not Found" page, sent with status 404 for every unknown path. */
export const NOT_FOUND_PAGE = '/404.html';

/** Only these methods read a static site; anything else is refused with 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

/**
 * Longest request line accepted; a longer URL gets 414. 16 kB rather than nginx's 8 kB: /search
 * takes its query from the URL and cuts it itself (a test sends a 10,000-character query).
 */
export const MAX_REQUEST_LINE_BYTES = 16384;

/** Files in the build that serve the hosting itself and are never served as pages. */
export const PRIVATE_FILES = ['/_headers', '/_redirects', '/_serving.json'];

/**
 * The clean URL of a request path that names an HTML file directly, or undefined when the
 * path is already clean: `/x/index.html` and `/x.html` → `/x`; `/index.html` → `/`.
 * Pages are reached at their clean path (the route in the specification); these redirects only
 * catch links that spell the file. Answered with 301.
 */
export function cleanPathFor(urlPath: string): string | undefined {
  if (urlPath === '/index.html') return '/';
  const index = /^(\/.+)\/index\.html$/.exec(urlPath);
  if (index) return index[1];
  const html = /^(\/.+)\.html$/.exec(urlPath);
  if (html) return html[1];
  return undefined;
}

/**
 * Markdown twins by content negotiation. A request for a page route gets the page's twin
 * (src/markdown-twin.ts: the route plus `.md`, `/index.md` for `/`) when `prefersMarkdownTwin`
 * holds for its Accept header and the twin exists, and the HTML otherwise. Every answer on a page
 * route carries `Vary: Accept`, 304s included. Static hosts cannot negotiate: they serve the
 * `.md` URLs only.
 */
export const MARKDOWN_TWIN_TYPE = 'text/markdown';

/** The media ranges of an Accept header that name the HTML page. */
export const HTML_MEDIA_RANGES = ['text/html', 'text/*', '*/*'] as const;

/**
 * Page routes, the URL paths negotiation applies to: `/`, or a path whose last segment has no dot
 * (files have one), with or without a trailing slash. A regex (PCRE and JavaScript alike); `route`
 * is the route without the trailing slash.
 */
export const PAGE_ROUTE_PATTERN = '^(?:/|(?<route>/[^.]*[^/.])/?)$';

/**
 * The rule (RFC 9110 weights): Markdown if and only if `text/markdown` has q > 0 and no range that
 * matches HTML (HTML_MEDIA_RANGES) has a higher q. A range without q has q=1; an element whose q is
 * not a valid weight (`q=2`, `q=abc`) counts as absent. No Accept header, `*\/*` and browsers'
 * headers get HTML; `text/markdown` alone, or beside `text/html` at the same q, gets Markdown.
 * nginx applies it with regexes (server/nginx-conf.ts), checked against this function.
 */
export function prefersMarkdownTwin(accept: string | undefined): boolean {
  let markdown: number | undefined;
  let html = -1;
  for (const element of (accept ?? '').split(',')) {
    const [range = '', ...params] = element.split(';').map((p) => p.trim());
    const weight = params.find((p) => /^q=/i.test(p));
    const q = weight === undefined ? 1 : qValue(weight.slice(2));
    if (q === undefined) continue;
    const type = range.toLowerCase();
    if (type === MARKDOWN_TWIN_TYPE) markdown = Math.max(markdown ?? 0, q);
    else if ((HTML_MEDIA_RANGES as readonly string[]).includes(type)) html = Math.max(html, q);
  }
  return markdown !== undefined && markdown > 0 && html <= markdown;
}

/** An RFC 9110 qvalue (`0`, `0.5`, `1.000`; at most three decimals), or undefined. */
function qValue(text: string): number | undefined {
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text) ? Number(text) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Security headers

/** What the CSP depends on in one build: read from that build (server/manifest.ts). */
export interface CspInputs {
  /** `sha256-…` of every inline script the build's HTML contains. */
  inlineScriptHashes: string[];
  /** Algolia application id when the build queries Algolia DocSearch. */
  algoliaAppId?: string;
  /** True when the build loads Google Analytics (gtag). */
  analytics: boolean;
}

/** Hosts DocSearch talks to for one application id (search, its fallbacks, click insights). */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, `https://${id}-1.algolianet.com`, `https://${id}-2.algolianet.com`, `https://${id}-3.algolianet.com`, 'https://insights.algolia.io'];
}

/** Google Analytics 4 (gtag.js): the script host and where it sends page views. */
export const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
export const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/**
 * The Content-Security-Policy of a build.
 * - Scripts: only files from the site (and gtag.js when analytics is on) plus the inline scripts
 *   the build emits, each allowed by its hash. No 'unsafe-inline', no 'unsafe-eval'.
 * - Styles need 'unsafe-inline': React renders `style="…"` attributes (sidebar, TOC, code
 *   blocks) and Mermaid writes a `<style>` element into each diagram it draws at run time, so
 *   neither can be hashed at build time. Styles cannot run code, so this is the usual trade-off.
 * - connect-src: the site itself, plus Algolia and analytics only when the build uses them.
 */
export function contentSecurityPolicy(inputs: CspInputs): string {
  const scriptSrc = ["'self'", ...[...inputs.inlineScriptHashes].sort().map((h) => `'${h}'`)];
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", 'data:'];
  if (inputs.algoliaAppId) connectSrc.push(...algoliaHosts(inputs.algoliaAppId));
  if (inputs.analytics) {
    scriptSrc.push(...ANALYTICS_SCRIPT_HOSTS);
    connectSrc.push(...ANALYTICS_CONNECT_HOSTS);
    imgSrc.push('https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', imgSrc],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSrc],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Sent on every response (pages, files, redirects and errors). */
export function securityHeaders(inputs: CspInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * HSTS for deployments behind TLS only (README, "Deployment"): a browser that saw it refuses
 * plain HTTP to the host for a year, so it must never be sent over HTTP, nor before TLS works.
 */
export const HSTS_HEADER = { name: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' } as const;
