/**
 * The site benchmark (issue 6): a cold production build, the weight of each sample page's first
 * load in a real Chromium, Lighthouse scores (mobile and desktop, median of 3 runs) and the search
 * index size; each checked against the budgets below. Prints a table and writes
 * bench-results/bench.json. Exits with status 1 when a budget is missed.
 *
 * Usage: npm run bench                 full run (about 10–15 minutes on 2 cores)
 *        npm run bench -- --quick      reuse build/, one Lighthouse run per page and form factor
 *        npm run bench -- --skip-build --runs 5
 *        npm run bench -- --quick --no-compress   serve with docusaurus serve (uncompressed) instead of nginx
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { INDEX_DIR, INDEX_FILE } from '../plugins/local-search';
import { coldBuild, type BuildResult } from './bench/build';
import { CATEGORIES, runLighthouse, type LighthouseResult } from './bench/lighthouse';
import { serveBuild } from './bench/serve';
import { measureWeights, type PageWeight } from './bench/weight';

const siteDir = path.resolve(__dirname, '..');
const outDir = path.join(siteDir, 'bench-results');

export const PAGES = ['/', '/api/Scene', '/api/Vec3', '/manual/scripting/getting-started', '/search'];

const KB = 1000;
const GB = 1024 ** 3;
export const BUDGETS = {
  buildSeconds: 90,
  buildMemoryBytes: 2 * GB,
  jsGzipBytes: 180 * KB,
  cssGzipBytes: 17 * KB,
  mobilePerformance: 95,
  otherCategories: 100,
};

interface Options {
  build: boolean;
  runs: number;
  /** Serve with nginx, the production server (default); --no-compress measures docusaurus serve, uncompressed. */
  compress: boolean;
}

function parseArgs(argv: string[]): Options {
  const quick = argv.includes('--quick');
  const options: Options = { build: !quick && !argv.includes('--skip-build'), runs: quick ? 1 : 3, compress: !argv.includes('--no-compress') };
  const runsAt = argv.findIndex((a) => a === '--runs' || a.startsWith('--runs='));
  if (runsAt >= 0) {
    const arg = argv[runsAt]!;
    const value = Number(arg.includes('=') ? arg.split('=')[1] : argv[runsAt + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--runs needs a positive whole number, got "${arg}"`);
    options.runs = value;
  }
  return options;
}

interface SearchIndex {
  files: string[];
  raw: number;
  gzip: number;
}

/** The local search index the build wrote (plugins/local-search), if any. */
function searchIndexSize(buildDir: string): SearchIndex | null {
  const dir = path.join(buildDir, INDEX_DIR);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => INDEX_FILE.test(f)).map((f) => path.join(dir, f)) : [];
  if (!files.length) return null;
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = fs.readFileSync(file);
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 6 }).length;
  }
  return { files: files.map((f) => path.relative(buildDir, f)), raw, gzip };
}

interface Check {
  line: string;
  value: string;
  budget: string;
  pass: boolean;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const gb = (bytes: number) => `${(bytes / GB).toFixed(2)} GB`;

function checks(build: BuildResult | null, weights: PageWeight[], lighthouse: LighthouseResult[]): Check[] {
  const out: Check[] = [];
  if (build) {
    out.push({ line: 'cold build wall time', value: `${build.wallSeconds.toFixed(1)} s`, budget: `<= ${BUDGETS.buildSeconds} s`, pass: build.wallSeconds <= BUDGETS.buildSeconds });
    const peak = Math.max(build.maxRssBytes, build.treePeakRssBytes);
    out.push({ line: 'cold build peak memory', value: gb(peak), budget: `<= ${gb(BUDGETS.buildMemoryBytes)}`, pass: peak <= BUDGETS.buildMemoryBytes });
  }
  for (const w of weights) {
    out.push({ line: `${w.path} first-load JS (gzip)`, value: kb(w.js.gzip), budget: `<= ${kb(BUDGETS.jsGzipBytes)}`, pass: w.js.gzip <= BUDGETS.jsGzipBytes });
    out.push({ line: `${w.path} first-load CSS (gzip)`, value: kb(w.css.gzip), budget: `<= ${kb(BUDGETS.cssGzipBytes)}`, pass: w.css.gzip <= BUDGETS.cssGzipBytes });
    const misplaced = [...new Set(w.heavy.filter((h) => !h.allowed).map((h) => h.name))];
    out.push({ line: `${w.path} no search/diagram code it does not need`, value: misplaced.length ? misplaced.join(', ') : 'none', budget: 'none', pass: misplaced.length === 0 });
  }
  for (const r of lighthouse) {
    for (const category of CATEGORIES) {
      if (category === 'performance' && r.formFactor === 'desktop') continue; // no budget; reported in the table
      const min = category === 'performance' ? BUDGETS.mobilePerformance : BUDGETS.otherCategories;
      const score = r.scores[category];
      out.push({ line: `${r.path} Lighthouse ${r.formFactor} ${category}`, value: String(score), budget: `>= ${min}`, pass: score >= min });
    }
  }
  return out;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  fs.mkdirSync(outDir, { recursive: true });

  let build: BuildResult | null = null;
  if (options.build) {
    log('cold build (rm -rf build .docusaurus node_modules/.cache; docusaurus build)...');
    build = await coldBuild(siteDir, outDir);
    log(`built in ${build.wallSeconds.toFixed(1)} s, peak ${gb(Math.max(build.maxRssBytes, build.treePeakRssBytes))}`);
  } else if (!fs.existsSync(path.join(siteDir, 'build/index.html'))) {
    throw new Error('build/ is missing: run without --quick/--skip-build, or run `npx docusaurus build` first');
  } else {
    log('using the existing build/ (no cold build in this run)');
  }

  const searchIndex = searchIndexSize(path.join(siteDir, 'build'));
  const server = await serveBuild(siteDir, options.compress);
  let weights: PageWeight[];
  let lighthouse: LighthouseResult[];
  try {
    log(`serving build/ at ${server.origin}${options.compress ? ' (nginx, the production server: precompressed brotli/gzip)' : ' (docusaurus serve, uncompressed)'}; measuring first loads in Chromium...`);
    weights = await measureWeights(server.origin, PAGES);
    log(`Lighthouse, ${options.runs} run(s) per page and form factor...`);
    lighthouse = await runLighthouse(path.join(outDir, 'lighthouse'), server.origin, PAGES, options.runs, log);
  } finally {
    server.stop();
  }

  // ---- Report --------------------------------------------------------------------------------
  console.log('\nBuild');
  if (build) {
    console.log(`  cold build: ${build.wallSeconds.toFixed(1)} s wall; peak memory ${gb(build.maxRssBytes)} (largest process), ${gb(build.treePeakRssBytes)} (whole process tree, sampled)`);
  } else {
    console.log('  cold build: skipped (--quick / --skip-build)');
  }
  console.log(`  search index: ${searchIndex ? `${kb(searchIndex.raw)} raw, ${kb(searchIndex.gzip)} gzip (${searchIndex.files.join(', ')})` : 'n/a'}`);

  console.log('\nFirst load (Chromium, cold cache; gzip computed at level 6; kB = 1000 bytes)');
  console.log(
    table(
      ['page', 'HTML raw', 'HTML gz', 'JS raw', 'JS gz', 'CSS raw', 'CSS gz', 'other gz', 'requests', 'prefetches'],
      weights.map((w) => [w.path, kb(w.html.raw), kb(w.html.gzip), kb(w.js.raw), kb(w.js.gzip), kb(w.css.raw), kb(w.css.gzip), kb(w.other.gzip), String(w.requests), String(w.prefetches)]),
    ),
  );

  console.log(`\nLighthouse (median of ${options.runs}; perf / a11y / best practices / SEO)`);
  const lhRow = (p: string, f: 'mobile' | 'desktop') => {
    const r = lighthouse.find((x) => x.path === p && x.formFactor === f);
    return r ? CATEGORIES.map((c) => String(r.scores[c])).join(' / ') : 'n/a';
  };
  const lcp = (p: string, f: 'mobile' | 'desktop') => {
    const r = lighthouse.find((x) => x.path === p && x.formFactor === f);
    return r ? `${Math.round(r.metrics['largest-contentful-paint'] ?? Number.NaN)} ms` : 'n/a';
  };
  const tbt = (p: string) => {
    const r = lighthouse.find((x) => x.path === p && x.formFactor === 'mobile');
    return r ? `${Math.round(r.metrics['total-blocking-time'] ?? Number.NaN)} ms` : 'n/a';
  };
  console.log(table(['page', 'mobile', 'desktop', 'mobile LCP', 'mobile TBT', 'desktop LCP'], PAGES.map((p) => [p, lhRow(p, 'mobile'), lhRow(p, 'desktop'), lcp(p, 'mobile'), tbt(p), lcp(p, 'desktop')])));
  const failed = lighthouse.flatMap((r) => r.failedAudits.map((a) => `${r.formFactor} ${r.path}: ${a.category} › ${a.id} (${a.title})`));
  if (failed.length) {
    console.log('\nLighthouse audits below full score (accessibility, best practices, SEO):');
    for (const f of failed) console.log(`  ${f}`);
  }

  const results = checks(build, weights, lighthouse);
  console.log('\nBudgets');
  console.log(table(['check', 'value', 'budget', 'result'], results.map((c) => [c.line, c.value, c.budget, c.pass ? 'pass' : 'FAIL'])));
  const missed = results.filter((c) => !c.pass).length;
  console.log(missed ? `\n${missed} of ${results.length} budget lines missed.` : `\nAll ${results.length} budget lines pass.`);

  const json = {
    date: new Date().toISOString(),
    options,
    budgets: BUDGETS,
    build,
    searchIndex,
    weights,
    lighthouse,
    checks: results,
    benchSeconds: Math.round((Date.now() - started) / 1000),
  };
  fs.writeFileSync(path.join(outDir, 'bench.json'), `${JSON.stringify(json, null, 2)}\n`);
  log(`wrote ${path.relative(siteDir, path.join(outDir, 'bench.json'))}`);
  return missed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
