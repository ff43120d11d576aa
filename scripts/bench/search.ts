/**
 * npm run bench:search [-- --build-dir DIR] [-- --from-html] [-- --misses]
 *
 * Measures the local search on a built site: the index the build wrote (named in the meta tag of
 * DIR/index.html; --from-html rebuilds it from DIR's HTML instead), loaded and queried the way the
 * browser client does (same engine, same request handling, highlighting included).
 * Prints records, index bytes raw and gzip, load-and-parse time, query latency p50/p95/max over
 * the fixed query set, top-1 accuracy over the fixed (query, URL) name pairs, top-1 and top-5 over
 * the task-phrased queries (data/task-queries.json), the same for the held-out task queries
 * (data/task-queries-holdout.json, reported without a budget), and whether the home page's first load
 * carries any search code, then checks the budgets (exit code 1 when one fails).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { createEngine, expandIndex } from '../../src/search/engine';
import { answer } from '../../src/search/localSearchClient';
import { INDEX_META_NAME, type SearchIndexFile, type SearchRecord } from '../../src/search/types';
import { buildIndexFromOutput, builtIndexFile } from '../../plugins/local-search/index';
import { median } from './stats';

const BUDGET = { p95Ms: 5, gzipBytes: 150 * 1024, top1: 0.9, taskTop1: 0.75, taskTop5: 0.95 };
const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

interface Pair {
  q: string;
  url: string;
  accept?: string[];
  kind: string;
}
const data = JSON.parse(fs.readFileSync(path.join(__dirname, 'data/search-queries.json'), 'utf8')) as {
  queries: string[];
  pairs: Pair[];
};

/** A query phrased as a reader asks it, with the pages that answer it (route, or route#anchor). */
interface TaskQuery {
  q: string;
  accept: string[];
}
interface TaskSet {
  file: string;
  queries: TaskQuery[];
}
const loadTasks = (file: string): TaskSet => ({
  file,
  queries: (JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8')) as { queries: TaskQuery[] }).queries,
});
const tasks = loadTasks('data/task-queries.json');
/** Written before the ranking was tuned and never tuned against: reported without a budget. */
const holdout = loadTasks('data/task-queries-holdout.json');

const args = process.argv.slice(2);
const buildDir = path.resolve(args[args.indexOf('--build-dir') + 1] && args.includes('--build-dir') ? args[args.indexOf('--build-dir') + 1]! : 'build');

function readIndex(): { json: string; source: string } {
  if (args.includes('--from-html')) {
    return { json: JSON.stringify(buildIndexFromOutput(buildDir)), source: `rebuilt from the HTML in ${buildDir}` };
  }
  const file = builtIndexFile(buildDir);
  if (!file) throw new Error(`${buildDir}/index.html names no search index: build the site without the Algolia variables first`);
  return { json: fs.readFileSync(file, 'utf8'), source: path.relative(process.cwd(), file) };
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fmt = (ms: number): string => `${ms.toFixed(3)} ms`;
const norm = (url: string): string => {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
};

/** Throws when a task query accepts a page or section the index does not have (a typo or a renamed heading). */
function checkTaskTargets(records: readonly SearchRecord[], set: TaskSet): void {
  const known = new Set<string>();
  for (const r of records) {
    known.add(norm(r.url));
    known.add(norm(r.url.split('#')[0]!));
  }
  for (const t of set.queries) {
    if (t.accept.length === 0) throw new Error(`scripts/bench/${set.file}: "${t.q}" accepts no page; list at least one route`);
    for (const url of t.accept) {
      if (!known.has(norm(url))) {
        throw new Error(`scripts/bench/${set.file}: "${t.q}" accepts ${url}, which the index does not have; fix the route or anchor (anchors are heading ids)`);
      }
    }
  }
}

/** True when `url` (a result) is one of `accept`: the same section, or any section of an accepted route. */
export function accepted(url: string, accept: readonly string[]): boolean {
  const u = norm(url);
  const page = u.split('#')[0]!;
  return accept.some((a) => (a.includes('#') ? norm(a) === u : norm(a) === page));
}

async function measureTasks(engine: Engine, set: TaskSet): Promise<{ top1: number; top5: number; misses: string[] }> {
  let top1 = 0;
  let top5 = 0;
  const misses: string[] = [];
  for (const t of set.queries) {
    const urls = (await engine.search(t.q)).slice(0, 5);
    const rank = urls.findIndex((u) => accepted(u, t.accept));
    if (rank === 0) top1++;
    if (rank >= 0) top5++;
    if (rank !== 0) misses.push(`${rank < 0 ? 'not in top 5' : `#${rank + 1}`}: ${t.q} -> ${urls.slice(0, 3).map(norm).join(', ') || '(nothing)'}`);
  }
  return { top1: top1 / set.queries.length, top5: top5 / set.queries.length, misses };
}

// Strings only the search engine, the index loader and the DocSearch modal contain.
const SEARCH_CODE_MARKERS = ['Search index: unknown format', 'duplicate ID', 'DocSearch-Modal'];

/** Files of the home page's first load (scripts and preloads in build/index.html) that contain search code. */
function searchInFirstLoad(): string[] {
  const home = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const refs = [...home.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(?:js|json))"/g)].map((m) => m[1]!);
  return refs.filter((ref) => {
    const file = path.join(buildDir, decodeURI(ref.split('?')[0]!).replace(/^\//, ''));
    if (!fs.existsSync(file)) return false;
    if (/\/search\/index\.[0-9a-f]+\.json$/.test(ref)) return true;
    const text = fs.readFileSync(file, 'utf8');
    return SEARCH_CODE_MARKERS.some((m) => text.includes(m));
  });
}

interface Engine {
  name: string;
  /** Ranked URLs for a query. */
  search(q: string): Promise<string[]> | string[];
}

async function measure(engine: Engine): Promise<{ p50: number; p95: number; max: number; top1: number; misses: string[] }> {
  for (const q of data.queries) await engine.search(q); // warm-up
  const times: number[] = [];
  for (const q of data.queries) {
    const t = performance.now();
    await engine.search(q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  let right = 0;
  const misses: string[] = [];
  for (const p of data.pairs) {
    const first = (await engine.search(p.q))[0];
    const ok = first !== undefined && [p.url, ...(p.accept ?? [])].map(norm).includes(norm(first));
    if (ok) right++;
    else misses.push(`${p.q} -> ${first ?? '(nothing)'} (expected ${p.url})`);
  }
  return { p50: pct(times, 50), p95: pct(times, 95), max: times[times.length - 1]!, top1: right / data.pairs.length, misses };
}

async function main(): Promise<void> {
  const { json, source } = readIndex();
  const raw = Buffer.byteLength(json);
  const gzip = zlib.gzipSync(json, { level: 9 }).length;

  // Load and parse: what the browser does after the fetch (JSON.parse, expand, build the engine).
  const loads: number[] = [];
  let engine = createEngine(expandIndex(JSON.parse(json) as SearchIndexFile));
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    engine = createEngine(expandIndex(JSON.parse(json) as SearchIndexFile));
    loads.push(performance.now() - t);
  }

  const mini: Engine = {
    name: 'minisearch',
    search: (q) => answer(engine, { query: q, hitsPerPage: 20, facetFilters: FILTERS }).hits.map((h) => h.url),
  };
  const r = await measure(mini);
  checkTaskTargets(engine.records, tasks);
  checkTaskTargets(engine.records, holdout);
  const t = await measureTasks(mini, tasks);
  const h = await measureTasks(mini, holdout);
  const firstLoad = searchInFirstLoad();

  console.log(`Local search benchmark (${source})`);
  console.log(`  records:            ${engine.records.length}`);
  console.log(`  index bytes:        ${raw} raw, ${gzip} gzip`);
  console.log(`  load and parse:     ${fmt(median(loads))} (median of ${loads.length})`);
  console.log(`  queries:            ${data.queries.length}`);
  console.log(`  latency:            p50 ${fmt(r.p50)}, p95 ${fmt(r.p95)}, max ${fmt(r.max)}`);
  console.log(`  top-1 accuracy:     ${(r.top1 * 100).toFixed(1)}% (${Math.round(r.top1 * data.pairs.length)}/${data.pairs.length})`);
  if (r.misses.length) console.log(`  misses:\n    ${r.misses.join('\n    ')}`);
  const n = tasks.queries.length;
  const hn = holdout.queries.length;
  const share = (x: number, of: number): string => `${(x * 100).toFixed(1)}% (${Math.round(x * of)}/${of})`;
  console.log(`  task queries:       ${n}`);
  console.log(`  task top-1:         ${share(t.top1, n)}`);
  console.log(`  task top-5:         ${share(t.top5, n)}`);
  if (t.misses.length && args.includes('--misses')) console.log(`  task misses:\n    ${t.misses.join('\n    ')}`);
  // Held-out: no budget, and its misses are not printed, so that nobody tunes against them.
  console.log(`  held-out task queries: ${hn}: top-1 ${share(h.top1, hn)}, top-5 ${share(h.top5, hn)} (no budget)`);
  console.log(`  search in first load of /: ${firstLoad.length ? firstLoad.join(', ') : 'none'}`);

  const checks = [
    [`p95 <= ${BUDGET.p95Ms} ms`, r.p95 <= BUDGET.p95Ms],
    [`index <= ${BUDGET.gzipBytes / 1024} KB gzip`, gzip <= BUDGET.gzipBytes],
    [`top-1 >= ${BUDGET.top1 * 100}%`, r.top1 >= BUDGET.top1],
    [`task top-1 >= ${BUDGET.taskTop1 * 100}%`, t.top1 >= BUDGET.taskTop1],
    [`task top-5 >= ${BUDGET.taskTop5 * 100}%`, t.top5 >= BUDGET.taskTop5],
    ['no search code or index in the first load of /', firstLoad.length === 0],
  ] as const;
  console.log('Budgets:');
  for (const [name, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);

  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 2;
});
