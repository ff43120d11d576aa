/**
 * The site benchmark: a cold production build, the weight of each sample page's first
 * load in a real Chromium, Lighthouse scores and metrics (mobile and desktop, median of 5 runs with
 * min–max) and the search index size; each checked against the budgets below, which use the
 * medians. Records the machine's load during the run and says when it was busy. Prints a table
 * and writes bench-results/bench.json. Exits with status 1 when a budget is missed.
 *
 * Usage: npm run bench                 full run (about 20 minutes on 2 cores)
 *        npm run bench -- --quick      reuse build/, one Lighthouse run per page and form factor
 *        npm run bench -- --skip-build --runs 5
 *        npm run bench -- --quick --no-compress   serve with docusaurus serve (uncompressed) instead of nginx
 *        npm run bench -- --skip-build --build-dir ../other/build --form-factor mobile
 *                                      measure another build (e.g. an older commit's), one form factor
 *        npm run bench -- --skip-build --form-factor mobile --cpu-slowdown 5.9
 *                                      mobile CPU slowdown other than Lighthouse's 4x: what a slower
 *                                      host would report (4 × this host's benchmark index / that host's)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { INDEX_DIR, INDEX_FILE } from '../../plugins/local-search';
import { coldBuild, type BuildResult } from './build';
import { BENCHMARK_INDEX, CATEGORIES, runLighthouse, type FormFactor, type LighthouseResult } from './lighthouse';
import { valueOf } from './args';
import { median, range } from './stats';
import { describeLoad, watchLoad, type LoadSummary } from './machine-load';
import { serveBuild } from './serve';
import { measureWeights, type PageWeight } from './weight';
import { OTHER_RELEASE_PAGES, PAGES } from './pages';

const siteDir = path.resolve(__dirname, '../..');
const outDir = path.join(siteDir, 'bench-results');


const KB = 1000;
const GB = 1024 ** 3;
export const BUDGETS = {
  buildSeconds: 90,
  buildMemoryBytes: 2 * GB,
  jsGzipBytes: 150 * KB,
  cssGzipBytes: 17 * KB,
  mobilePerformance: 95,
  desktopPerformance: 100,
  mobileTotalBlockingTimeMs: 150,
  mobileLargestContentfulPaintMs: 2000,
  otherCategories: 100,
};

interface Options {
  build: boolean;
  runs: number;
  /** Serve with nginx, the production server (default); --no-compress measures docusaurus serve, uncompressed. */
  compress: boolean;
  /** The build to measure (default build/); another one only with --skip-build. */
  buildDir: string;
  formFactors: FormFactor[];
  /** Lighthouse's mobile CPU multiplier when not its default 4 (--cpu-slowdown). */
  mobileCpuSlowdown?: number;
}

function parseArgs(argv: string[]): Options {
  const quick = argv.includes('--quick');
  const options: Options = {
    build: !quick && !argv.includes('--skip-build'),
    runs: quick ? 1 : 5,
    compress: !argv.includes('--no-compress'),
    buildDir: path.resolve(valueOf(argv, '--build-dir') ?? path.join(siteDir, 'build')),
    formFactors: ['mobile', 'desktop'],
  };
  const runs = valueOf(argv, '--runs');
  if (runs !== undefined) {
    const value = Number(runs);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--runs needs a positive whole number, got "${runs}"`);
    options.runs = value;
  }
  const formFactor = valueOf(argv, '--form-factor');
  if (formFactor !== undefined) {
    if (formFactor !== 'mobile' && formFactor !== 'desktop') throw new Error(`--form-factor is mobile or desktop, got "${formFactor}"`);
    options.formFactors = [formFactor];
  }
  const cpuSlowdown = valueOf(argv, '--cpu-slowdown');
  if (cpuSlowdown !== undefined) {
    const value = Number(cpuSlowdown);
    if (!Number.isFinite(value) || value < 1) throw new Error(`--cpu-slowdown needs a number of 1 or more (Lighthouse's mobile default is 4), got "${cpuSlowdown}"`);
    options.mobileCpuSlowdown = value;
  }
  if (options.build && options.buildDir !== path.join(siteDir, 'build')) throw new Error('--build-dir measures an existing build: add --skip-build');
  return options;
}

interface SearchIndex {
  files: string[];
  raw: number;
  gzip: number;
  /** Each file's gzip bytes: one index per engine release, each with its own budget (npm run bench:search). */
  gzipPerFile: number[];
}

/** The local search index the build wrote (plugins/local-search), if any. */
function searchIndexSize(buildDir: string): SearchIndex | null {
  const dir = path.join(buildDir, INDEX_DIR);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => INDEX_FILE.test(f)).map((f) => path.join(dir, f)) : [];
  if (!files.length) return null;
  let raw = 0;
  const gzipPerFile: number[] = [];
  for (const file of files) {
    const body = fs.readFileSync(file);
    raw += body.length;
    gzipPerFile.push(zlib.gzipSync(body, { level: 6 }).length);
  }
  return { files: files.map((f) => path.relative(buildDir, f)), raw, gzip: gzipPerFile.reduce((a, b) => a + b, 0), gzipPerFile };
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
      const performanceBudget = r.formFactor === 'mobile' ? BUDGETS.mobilePerformance : BUDGETS.desktopPerformance;
      const min = category === 'performance' ? performanceBudget : BUDGETS.otherCategories;
      const score = r.scores[category];
      out.push({ line: `${r.path} Lighthouse ${r.formFactor} ${category} (median)`, value: String(score), budget: `>= ${min}`, pass: score >= min });
    }
    if (r.formFactor === 'mobile') {
      const tbt = r.metrics['total-blocking-time'] ?? Number.NaN;
      const lcp = r.metrics['largest-contentful-paint'] ?? Number.NaN;
      out.push({ line: `${r.path} mobile total blocking time (median)`, value: `${Math.round(tbt)} ms`, budget: `<= ${BUDGETS.mobileTotalBlockingTimeMs} ms`, pass: tbt <= BUDGETS.mobileTotalBlockingTimeMs });
      out.push({ line: `${r.path} mobile LCP (median)`, value: `${Math.round(lcp)} ms`, budget: `<= ${BUDGETS.mobileLargestContentfulPaintMs} ms`, pass: lcp <= BUDGETS.mobileLargestContentfulPaintMs });
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
  } else if (!fs.existsSync(path.join(options.buildDir, 'index.html'))) {
    throw new Error(`${options.buildDir} has no build: run without --quick/--skip-build, or build first (npm run build)`);
  } else {
    log(`using the existing ${path.relative(siteDir, options.buildDir) || '.'}/ (no cold build in this run)`);
  }

  // The cold build is timed above on its own; the load that matters for the browser figures is
  // the load while they are taken.
  const loadWatch = watchLoad();
  const searchIndex = searchIndexSize(options.buildDir);
  const server = await serveBuild(siteDir, options.buildDir, options.compress);
  let weights: PageWeight[];
  let lighthouse: LighthouseResult[];
  try {
    log(`serving ${path.relative(siteDir, options.buildDir) || '.'}/ at ${server.origin}${options.compress ? ' (nginx, the production server: precompressed brotli/gzip)' : ' (docusaurus serve, uncompressed)'}; measuring first loads in Chromium...`);
    // The other releases' sample pages too, when the build publishes them (first-view budget only).
    const others = OTHER_RELEASE_PAGES.filter((r) => fs.existsSync(path.join(options.buildDir, r, 'index.html')));
    weights = await measureWeights(server.origin, [...PAGES, ...others]);
    log(`Lighthouse, ${options.runs} run(s) per page and form factor...`);
    lighthouse = await runLighthouse(path.join(outDir, 'lighthouse'), server.origin, PAGES, options.runs, log, options.formFactors, options.mobileCpuSlowdown);
  } finally {
    server.stop();
  }
  const load: LoadSummary = loadWatch.stop();

  // ---- Report --------------------------------------------------------------------------------
  console.log('\nBuild');
  if (build) {
    console.log(`  cold build: ${build.wallSeconds.toFixed(1)} s wall; peak memory ${gb(build.maxRssBytes)} (largest process), ${gb(build.treePeakRssBytes)} (whole process tree, sampled)`);
  } else {
    console.log('  cold build: skipped (--quick / --skip-build)');
  }
  console.log(
    `  search indexes: ${searchIndex ? searchIndex.files.map((f, i) => `${f} ${kb(searchIndex.gzipPerFile[i]!)} gzip`).join(', ') : 'n/a'} (one per engine release; a reader fetches one)`,
  );

  console.log('\nFirst load (Chromium, cold cache; gzip computed at level 6; kB = 1000 bytes)');
  console.log(
    table(
      ['page', 'HTML raw', 'HTML gz', 'JS raw', 'JS gz', 'CSS raw', 'CSS gz', 'other gz', 'requests', 'prefetches'],
      weights.map((w) => [w.path, kb(w.html.raw), kb(w.html.gzip), kb(w.js.raw), kb(w.js.gzip), kb(w.css.raw), kb(w.css.gzip), kb(w.other.gzip), String(w.requests), String(w.prefetches)]),
    ),
  );

  console.log(`\nLighthouse (median of ${options.runs} runs, min–max in brackets; scores 0–100, times in ms)`);
  const spread = (values: number[], format: (v: number) => string) => {
    const [lo, hi] = range(values);
    return options.runs > 1 ? ` (${format(lo)}–${format(hi)})` : '';
  };
  const ms = (v: number) => String(Math.round(v));
  const lighthouseRows: string[][] = [];
  for (const r of lighthouse) {
    const cells = CATEGORIES.map((c) => `${r.scores[c]}${spread(r.runs.map((x) => x[c]), String)}`);
    const metric = (id: string) => `${ms(r.metrics[id] ?? Number.NaN)}${spread(r.runMetrics.map((m) => m[id] ?? Number.NaN), ms)}`;
    lighthouseRows.push([r.path, r.formFactor, ...cells, metric('total-blocking-time'), metric('largest-contentful-paint')]);
  }
  console.log(table(['page', 'form', 'performance', 'accessibility', 'best practices', 'SEO', 'TBT', 'LCP'], lighthouseRows));
  console.log(`\nMachine load while measuring: ${describeLoad(load)}`);
  const hostSpeed = lighthouse.flatMap((r) => r.runMetrics.map((m) => m[BENCHMARK_INDEX] ?? Number.NaN)).filter(Number.isFinite);
  if (hostSpeed.length) {
    const [slowest, fastest] = range(hostSpeed);
    console.log(`Host CPU speed (Lighthouse benchmark index, higher is faster, below 1000 too slow for its 4x mobile slowdown): median ${Math.round(median(hostSpeed))} (${Math.round(slowest)}–${Math.round(fastest)}) over ${hostSpeed.length} runs`);
  }
  if (options.mobileCpuSlowdown !== undefined) {
    console.log(`Mobile CPU slowdown ${options.mobileCpuSlowdown}x (--cpu-slowdown), not Lighthouse's default 4x: the budgets are set for 4x, so read the mobile lines as a slower host's`);
  }
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
  if (load.busy) console.log('The machine was busy during this run (see the load line above): rerun on a quiet machine before trusting a missed timing budget.');

  const json = {
    date: new Date().toISOString(),
    options,
    budgets: BUDGETS,
    build,
    searchIndex,
    weights,
    lighthouse,
    checks: results,
    load,
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
