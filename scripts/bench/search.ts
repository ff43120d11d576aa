/**
 * npm run bench:search [-- --build-dir DIR] [-- --from-html] [-- --misses]
 *
 * Measures the local search on a built site, one engine release at a time: each index the build
 * wrote (named in the meta tags of DIR/index.html; --from-html rebuilds them from DIR's HTML
 * instead), loaded and queried the way the browser client does (same engine, same request
 * handling with the contextual filters of a reader of that release, highlighting included).
 * The documented release is measured on the sets below; another release on its own sets
 * (data/task-queries-<release>.json: task queries, held-out queries and name queries).
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
import { type SearchIndexFile, type SearchRecord, type SearchRelease } from '../../src/search/types';
import { buildIndexesFromOutput, builtIndexFiles } from '../../plugins/local-search/index';
import { median } from './stats';

const BUDGET = { p95Ms: 5, gzipBytes: 150 * 1024, top1: 0.9, taskTop1: 0.75, taskTop5: 0.95 };
/** The contextual filters of a reader of the release whose API pages carry `apiTag` (as the theme computes them). */
const filtersFor = (apiTag: string | undefined): unknown[] => ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', ...(apiTag ? [`docusaurus_tag:${apiTag}`] : [])]];

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
const loadTasks = (file: string, key: 'queries' | 'holdout' = 'queries'): TaskSet => ({
  file,
  queries: (JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8')) as Record<string, TaskQuery[]>)[key] ?? [],
});

/** What one release is measured on: name pairs (top-1), task queries (top-1, top-5) and held-out task queries (no budget). */
interface ReleaseSets {
  pairs: Pair[];
  tasks: TaskSet;
  holdout: TaskSet;
}

/** The documented release's sets, and any other release's from data/task-queries-<id>.json (its `names` are the pairs). */
function setsFor(release: string | undefined, documented: boolean): ReleaseSets | undefined {
  if (documented) return { pairs: data.pairs, tasks: loadTasks('data/task-queries.json'), holdout: loadTasks('data/task-queries-holdout.json') };
  const file = `data/task-queries-${release}.json`;
  if (!fs.existsSync(path.join(__dirname, file))) return undefined;
  const names = (JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8')) as { names?: Array<{ q: string; url: string }> }).names ?? [];
  return { pairs: names.map((n) => ({ ...n, kind: 'name' })), tasks: loadTasks(file), holdout: loadTasks(file, 'holdout') };
}

const args = process.argv.slice(2);
const buildDir = path.resolve(args[args.indexOf('--build-dir') + 1] && args.includes('--build-dir') ? args[args.indexOf('--build-dir') + 1]! : 'build');

/** Each index the build names: its release (none on a site without releases), its JSON and where it came from. */
function readIndexes(): Array<{ release?: SearchRelease; json: string; source: string }> {
  const built = builtIndexFiles(buildDir);
  if (!built.length) throw new Error(`${buildDir}/index.html names no search index: build the site without the Algolia variables first`);
  if (args.includes('--from-html')) {
    const releases = built.flatMap((b) => (b.release ? [b.release] : []));
    return buildIndexesFromOutput(buildDir, '/', [], releases).map(({ release, index }) => ({ release, json: JSON.stringify(index), source: `rebuilt from the HTML in ${buildDir}` }));
  }
  return built.map((b) => ({ release: b.release, json: fs.readFileSync(b.file, 'utf8'), source: path.relative(process.cwd(), b.file) }));
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

async function measure(engine: Engine, pairs: readonly Pair[]): Promise<{ p50: number; p95: number; max: number; top1: number; misses: string[] }> {
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
  for (const p of pairs) {
    const first = (await engine.search(p.q))[0];
    const ok = first !== undefined && [p.url, ...(p.accept ?? [])].map(norm).includes(norm(first));
    if (ok) right++;
    else misses.push(`${p.q} -> ${first ?? '(nothing)'} (expected ${p.url})`);
  }
  return { p50: pct(times, 50), p95: pct(times, 95), max: times[times.length - 1]!, top1: pairs.length ? right / pairs.length : 0, misses };
}

/** Measures one release's index; returns its budget checks. */
async function measureRelease(index: { release?: SearchRelease; json: string; source: string }, documented: boolean): Promise<Array<readonly [string, boolean]>> {
  const { json, source, release } = index;
  const name = release ? `${release.label} (${release.id})` : 'the site';
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
  const filters = filtersFor(release?.tag);
  const mini: Engine = {
    name: 'minisearch',
    search: (q) => answer(engine, { query: q, hitsPerPage: 20, facetFilters: filters }).hits.map((h) => h.url),
  };
  const sets = setsFor(release?.id, documented);
  const r = await measure(mini, sets?.pairs ?? []);
  console.log(`Local search benchmark, ${name} (${source})`);
  console.log(`  records:            ${engine.records.length}`);
  console.log(`  index bytes:        ${raw} raw, ${gzip} gzip`);
  console.log(`  load and parse:     ${fmt(median(loads))} (median of ${loads.length})`);
  console.log(`  queries:            ${data.queries.length}`);
  console.log(`  latency:            p50 ${fmt(r.p50)}, p95 ${fmt(r.p95)}, max ${fmt(r.max)}`);
  const checks: Array<readonly [string, boolean]> = [
    [`${name}: p95 <= ${BUDGET.p95Ms} ms`, r.p95 <= BUDGET.p95Ms],
    [`${name}: index <= ${BUDGET.gzipBytes / 1024} KB gzip`, gzip <= BUDGET.gzipBytes],
  ];
  if (!sets) {
    console.log(`  no query sets for this release (scripts/bench/data/task-queries-${release?.id}.json): quality not measured`);
    return [...checks, [`${name}: has query sets`, false]];
  }
  const share = (x: number, of: number): string => `${(x * 100).toFixed(1)}% (${Math.round(x * of)}/${of})`;
  console.log(`  top-1 accuracy:     ${share(r.top1, sets.pairs.length)}`);
  if (r.misses.length) console.log(`  misses:\n    ${r.misses.join('\n    ')}`);
  checkTaskTargets(engine.records, sets.tasks);
  checkTaskTargets(engine.records, sets.holdout);
  const t = await measureTasks(mini, sets.tasks);
  const h = await measureTasks(mini, sets.holdout);
  const n = sets.tasks.queries.length;
  const hn = sets.holdout.queries.length;
  console.log(`  task queries:       ${n}`);
  console.log(`  task top-1:         ${share(t.top1, n)}`);
  console.log(`  task top-5:         ${share(t.top5, n)}`);
  if (t.misses.length && args.includes('--misses')) console.log(`  task misses:\n    ${t.misses.join('\n    ')}`);
  // Held-out: no budget, and its misses are not printed, so that nobody tunes against them.
  console.log(`  held-out task queries: ${hn}: top-1 ${share(h.top1, hn)}, top-5 ${share(h.top5, hn)} (no budget)`);
  return [
    ...checks,
    [`${name}: top-1 >= ${BUDGET.top1 * 100}%`, r.top1 >= BUDGET.top1],
    [`${name}: task top-1 >= ${BUDGET.taskTop1 * 100}%`, t.top1 >= BUDGET.taskTop1],
    [`${name}: task top-5 >= ${BUDGET.taskTop5 * 100}%`, t.top5 >= BUDGET.taskTop5],
  ];
}

async function main(): Promise<void> {
  const checks: Array<readonly [string, boolean]> = [];
  const indexes = readIndexes();
  for (const [i, index] of indexes.entries()) checks.push(...(await measureRelease(index, i === 0)));
  const firstLoad = searchInFirstLoad();
  console.log(`search in first load of /: ${firstLoad.length ? firstLoad.join(', ') : 'none'}`);
  checks.push(['no search code or index in the first load of /', firstLoad.length === 0]);
  console.log('Budgets:');
  for (const [name, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 2;
});
