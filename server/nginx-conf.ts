import {
  ALLOWED_METHODS,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_TYPES,
  IMMUTABLE_PATH_PATTERN,
  HTML_MEDIA_RANGES,
  MARKDOWN_TWIN_TYPE,
  MAX_REQUEST_LINE_BYTES,
  NOT_FOUND_PAGE,
  PAGE_ROUTE_PATTERN,
  PRIVATE_FILES,
  UTF8_TYPES,
  securityHeaders,
  type CspInputs,
} from './policy';

/**
 * The nginx configuration that serves one build, generated from server/policy.ts at each start
 * of `npm run serve:prod` into a temporary directory (never committed: it holds machine paths).
 */
export interface NginxOptions {
  /** Absolute path of the build directory to serve. */
  root: string;
  host: string;
  port: number;
  /** Absolute temporary directory for the pid file and nginx's temp files. */
  prefix: string;
  /** Absolute path of ngx_http_brotli_static_module.so (Debian: /usr/lib/nginx/modules). */
  brotliStaticModule: string;
  /** Worker user when started as root (workers then drop root); omitted otherwise. */
  user?: string;
  /** Log each request to stdout (off for load benchmarks). */
  accessLog: boolean;
  workers?: number;
}

/** A string as one nginx token, quoted when it has spaces, quotes or semicolons. */
function quote(value: string): string {
  return /^[A-Za-z0-9_./:-]+$/.test(value) ? value : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function headerLines(headers: Record<string, string>, indent: string): string[] {
  // `always`: also on 404s and redirects, which nginx would otherwise send bare.
  return Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
}

function typesBlock(): string[] {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) byType.set(type, [...(byType.get(type) ?? []), ext]);
  return ['  types {', ...[...byType].map(([type, exts]) => `    ${type} ${exts.join(' ')};`), '  }'];
}

const escapeRegexForNginx = (pattern: string) => `"${pattern.replace(/"/g, '\\"')}"`;

/** An nginx `map`: regex entries (`~*` case-insensitive) are tried in order, the first match wins. */
export interface NginxMap {
  source: string;
  variable: string;
  entries: [pattern: string, value: string][];
  fallback: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * policy.prefersMarkdownTwin as nginx maps: regexes over the Accept header (Debian's nginx has
 * no scripting module). They compare weights as four digits, `1000` for q=1 and `0500` for
 * q=0.5: the first map writes text/markdown's weight so; the second looks for an HTML range
 * whose weight is higher, digit by digit, with backreferences for the digits that are equal.
 */
export function markdownNegotiationMaps(): [NginxMap, NginxMap] {
  /**
   * One element of the header: a media range, its parameters and, if `q` is given, a weight that
   * matches it. Each parameter is `;` and one run of other characters, so a long header cannot
   * make the regex backtrack more than once per element.
   */
  const element = (ranges: readonly string[], q?: string) => {
    const params = '(?:;(?![ \\t]*q=)[^;,]*)*';
    return `[ \\t]*(?:${ranges.map(escapeRegex).join('|')})[ \\t]*${params}${q ? `;[ \\t]*q=${q}[ \\t]*${params}` : ''}[ \\t]*(?:,|$)`;
  };
  const markdown = (q?: string) => `~*(?:^|,)${element([MARKDOWN_TWIN_TYPE], q)}`;
  const markdownWeight: NginxMap = {
    source: '$http_accept',
    variable: '$accept_markdown_q',
    entries: [
      [markdown(), '1000'],
      [markdown('1(?:\\.0{0,3})?'), '1000'],
      // Captures are one digit each in nginx: `0$1$20` is 0, $1, $2, 0.
      [markdown('0\\.(\\d)(\\d)(\\d)'), '0$1$2$3'],
      [markdown('0\\.(\\d)(\\d)'), '0$1$20'],
      [markdown('0\\.(\\d)'), '0$100'],
      [markdown('0\\.?'), '0000'],
    ],
    fallback: '""',
  };
  // The key is `<markdown weight>:<Accept>`; an HTML range with weight `q` anywhere after the `:`.
  const html = (weight: string, q?: string) => `~*^${weight}:(?:.*,)?${element(HTML_MEDIA_RANGES, q)}`;
  // Markdown below 1, an HTML range at 1 (without q, or q=1).
  const higher: [string, string][] = [html('0\\d{3}'), html('0\\d{3}', '1(?:\\.0{0,3})?')].map((p) => [p, '0']);
  for (let digit = 1; digit <= 3; digit++) {
    for (let m = 0; m <= 8; m++) {
      // The digits before this one are equal (backreferences), this one is higher, the rest any.
      const same = Array.from({ length: digit - 1 }, (_, i) => `\\${i + 1}`).join('');
      const weight = `0${'(\\d)'.repeat(digit - 1)}${m}${'\\d'.repeat(3 - digit)}`;
      higher.push([html(weight, `0\\.${same}[${m + 1}-9]\\d{0,${3 - digit}}`), '0']);
    }
  }
  const wantsMarkdown: NginxMap = {
    source: '"$accept_markdown_q:$http_accept"',
    variable: '$markdown_twin_wanted',
    // No text/markdown or q=0; an HTML range weighs more; else Markdown.
    entries: [['~^(?:0000)?:', '0'], ...higher, ['~^\\d{4}:', '1']],
    fallback: '0',
  };
  return [markdownWeight, wantsMarkdown];
}

function mapBlock(map: NginxMap): string[] {
  return [`  map ${map.source} ${map.variable} {`, `    default ${map.fallback};`, ...map.entries.map(([pattern, value]) => `    ${escapeRegexForNginx(pattern)} ${value};`), '  }'];
}

export function nginxConfig(options: NginxOptions, csp: CspInputs): string {
  const security = securityHeaders(csp);
  const p = options.prefix;
  const privateFiles = PRIVATE_FILES.map((f) => f.slice(1).replace(/\./g, '\\.')).join('|');
  const methods = ALLOWED_METHODS.join('|');
  return [
    '# Generated by server/nginx-conf.ts from server/policy.ts at start; do not edit.',
    `load_module ${quote(options.brotliStaticModule)};`,
    ...(options.user ? [`user ${options.user};`] : []),
    'daemon off;',
    `worker_processes ${options.workers ?? 2};`,
    `pid ${quote(`${p}/nginx.pid`)};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    ...typesBlock(),
    '  default_type application/octet-stream;',
    '  charset utf-8;',
    // text/html is in charset_types already.
    `  charset_types ${UTF8_TYPES.filter((t) => t !== 'text/html').join(' ')};`,
    options.accessLog ? '  access_log /dev/stdout;' : '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${quote(`${p}/${t}`)};`),
    '  sendfile on;',
    '  tcp_nopush on;',
    '  server_tokens off;',
    '  etag on;',
    // Precompressed at build time (server/precompress.ts): pick the file, never compress.
    '  gzip off;',
    '  gzip_static on;',
    '  gzip_vary on;',
    '  brotli_static on;',
    // Accept negotiation of Markdown twins (policy.prefersMarkdownTwin) on page routes
    // (policy.PAGE_ROUTE_PATTERN): the twin a page request wants, or a path that never exists.
    ...markdownNegotiationMaps().flatMap(mapBlock),
    // An exact match goes before any regex: `/` has no route name to add `.md` to.
    `  map $uri $page_route_twin { default ""; "/" /index.md; ${escapeRegexForNginx(`~${PAGE_ROUTE_PATTERN}`)} $route.md; }`,
    '  map "$markdown_twin_wanted$page_twin" $markdown_twin { default /.no-markdown-twin; "~^1(/.+)$" $1; }',
    // Vary: Accept on every answer for a page route, 304 included (it has no Content-Type).
    '  map $page_twin $vary_accept { default Accept; "" ""; }',
    `  large_client_header_buffers 4 ${MAX_REQUEST_LINE_BYTES / 1024}k;`,
    '  client_max_body_size 1k;',
    '  server {',
    `    listen ${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port};`,
    '    server_name _;',
    `    root ${quote(options.root)};`,
    '    index index.html;',
    // Relative Location headers: redirects work behind any host name, port or proxy.
    '    absolute_redirect off;',
    // A folder without index.html is "not found" too (nginx would say 403: no listings here).
    `    error_page 404 ${NOT_FOUND_PAGE};`,
    `    error_page 403 =404 ${NOT_FOUND_PAGE};`,
    ...headerLines(security, '    '),
    // Whether the request names a page route, read before try_files rewrites $uri to a file.
    '    set $page_twin $page_route_twin;',
    `    if ($request_method !~ ^(?:${methods})$) { return 405; }`,
    // File-name spellings of a page go to its clean route (policy.cleanPathFor). Matched on the
    // request as sent, so nginx's own internal lookups of index.html never redirect.
    '    if ($request_uri ~ "^/index\\.html(?:\\?|$)") { return 301 /$is_args$args; }',
    '    if ($request_uri ~ "^(?<clean>/[^?]+?)/index\\.html(?:\\?|$)") { return 301 $clean$is_args$args; }',
    '    if ($request_uri ~ "^(?<clean>/[^?]+?)\\.html(?:\\?|$)") { return 301 $clean$is_args$args; }',
    `    location ~ "^/(?:${privateFiles})$" { return 404; }`,
    `    location ~ ${escapeRegexForNginx(IMMUTABLE_PATH_PATTERN)} {`,
    ...headerLines({ ...security, 'Cache-Control': CACHE_IMMUTABLE }, '      '),
    '      try_files $uri =404;',
    '    }',
    '    location / {',
    ...headerLines({ ...security, 'Cache-Control': CACHE_REVALIDATE, Vary: '$vary_accept' }, '      '),
    // A route is a file, a folder with index.html, or an .html file; nothing else (no listings).
    // First the page's Markdown twin, when the request asks for Markdown and the twin exists.
    '      try_files $markdown_twin $uri/index.html $uri $uri.html =404;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
