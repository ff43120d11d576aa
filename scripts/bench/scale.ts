/**
 * How the build scales with the API data: cold build time and peak memory of
 *   1. the documented release alone (a copy of the site keeping only it),
 *   2. every release: docusaurus.config.ts with drafts (`createSiteConfig({ releases: 'with-drafts' })`),
 *      the releases the test build publishes but without its test fixture pages,
 *   3. a synthetic data set ten times the documented release (scale-data.ts), one release.
 * Each builds in a temporary copy of the site (os.tmpdir()), so the site's build/, .docusaurus
 * and generated/ are left alone. Cases 1 and 2 are checked against the budgets below; exit status 1 on a miss.
 *
 * Usage: npm run bench:scale                      all three cases, one run each (about 3 minutes)
 *        npm run bench:scale -- --runs 3          median and min–max of 3 cold builds per case
 *        npm run bench:scale -- --only 1,3        some cases only
 *        npm run bench:scale -- --keep            keep the temporary copies and build logs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiPipeline } from '../../plugins/api-reference/pipeline';
import { readReleases } from '../../plugins/api-reference/releases';
import { parseTimeReport } from './build';
import { describeLoad, watchLoad, type LoadSummary } from './machine-load';
import { readProcesses, treePids } from './proc';
import { copySite, dropChangesRoutes, formatRuns, keepOnlyDocumentedRelease, LLMS_CAP_FILE, multiplyApiData, raiseLlmsIndexCap, ROUTE_CONTRACT_FILE, SCALE_FACTOR } from './scale-data';
import { valueOf } from './args';
import { median } from './stats';

const siteDir = path.resolve(__dirname, '../..');
const MB = 1024 ** 2;
export const BUDGETS = { buildSeconds: 45, peakTreeRssMb: 2048 };
const SAMPLE_MS = 200;
const GNU_TIME = '/usr/bin/time';

type CaseId = 1 | 2 | 3;

interface Options {
  runs: number;
  only: CaseId[];
  keep: boolean;
}

function parseArgs(argv: string[]): Options {
  const runsArg = valueOf(argv, '--runs') ?? '1';
  const runs = Number(runsArg);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a positive whole number, got "${runsArg}"`);
  const onlyArg = valueOf(argv, '--only') ?? '1,2,3';
  const only = [...new Set(onlyArg.split(',').map((s) => Number(s.trim())))];
  if (!only.length || only.some((n) => n !== 1 && n !== 2 && n !== 3)) throw new Error(`--only takes case numbers 1, 2 and 3 separated by commas, got "${onlyArg}"`);
  return { runs, only: (only as CaseId[]).sort(), keep: argv.includes('--keep') };
}

interface Case {
  id: CaseId;
  name: string;
  /** How the case is built, printed under the table. */
  how: string;
  siteDir: string;
  /** --config, relative to siteDir (default docusaurus.config.ts). */
  config?: string;
  /** The data folders of the releases it publishes, for the class and enum counts. */
  dataDirs: string[];
  budgeted: boolean;
}

interface Run {
  seconds: number;
  /** Largest sum of VmRSS over the build's process tree, sampled every SAMPLE_MS. */
  peakTreeRss: number;
  /** Largest resident set of one process: VmHWM seen while sampling, or GNU time's ru_maxrss. */
  maxProcessRss: number;
  pages: number;
  load: LoadSummary;
}

/** The data folders of the releases a build publishes (api/ for the documented one, api/<id>/ for the others). */
function publishedDataDirs(apiDir: string, withDrafts: boolean): string[] {
  return readReleases(apiDir)
    .filter((r) => r.prose === 'written' || (withDrafts && r.prose === 'draft'))
    .map((r) => (r.documented ? apiDir : path.join(apiDir, r.id)));
}

const countYaml = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).length : 0);

/** Resident and peak-resident bytes of one process (0 when it has ended). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s*(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

function countIndexPages(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile() && entry.name === 'index.html') n++;
  return n;
}

/** One cold build: no .docusaurus/, output folder or bundler cache; wall time and memory of the process tree. */
async function coldBuild(c: Case, outDir: string, logFile: string): Promise<Run> {
  for (const dir of ['.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(c.siteDir, dir), { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  const args = [path.join(c.siteDir, 'node_modules/.bin/docusaurus'), 'build', '--out-dir', outDir, ...(c.config ? ['--config', c.config] : [])];
  // GNU time, where there is one, for the largest single process even between two samples.
  const timeReport = `${logFile}.time`;
  const withTime = fs.existsSync(GNU_TIME);
  const log = fs.openSync(logFile, 'w');
  const load = watchLoad();
  const started = performance.now();
  const child = withTime
    ? spawn(GNU_TIME, ['-v', '-o', timeReport, ...args], { cwd: c.siteDir, stdio: ['ignore', log, log] })
    : spawn(args[0]!, args.slice(1), { cwd: c.siteDir, stdio: ['ignore', log, log] });
  let peakTreeRss = 0;
  let maxProcessRss = 0;
  const sample = () => {
    if (!child.pid) return;
    let sum = 0;
    for (const pid of treePids(readProcesses(), child.pid)) {
      const { rss, hwm } = memoryOf(pid);
      sum += rss;
      // GNU time itself is a small process; the largest is always the build's.
      maxProcessRss = Math.max(maxProcessRss, hwm);
    }
    peakTreeRss = Math.max(peakTreeRss, sum);
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const loadSummary = load.stop();
  fs.closeSync(log);
  if (exitCode !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`case ${c.id}: docusaurus build failed (exit ${exitCode}); log: ${logFile}\n${tail}`);
  }
  if (withTime) maxProcessRss = Math.max(maxProcessRss, parseTimeReport(fs.readFileSync(timeReport, 'utf8')).maxRssBytes);
  return { seconds, peakTreeRss, maxProcessRss, pages: countIndexPages(outDir), load: loadSummary };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The cases asked for, with their copies made (cases 2 and 3). */
function prepareCases(only: CaseId[], tmpRoot: string, log: (line: string) => void): Case[] {
  const cases: Case[] = [];
  if (only.includes(1)) {
    // The documented release alone, in a copy (the site itself publishes every written release).
    const copy = path.join(tmpRoot, 'site-1');
    copySite(siteDir, copy);
    const apiDir = path.join(copy, 'api');
    const { documented: release, removed } = keepOnlyDocumentedRelease(apiDir);
    const dropped = dropChangesRoutes(copy, removed);
    cases.push({
      id: 1,
      name: '1 release',
      how: `a copy of the site, docusaurus.config.ts, release ${release} only${dropped.length ? ` (${dropped.join(', ')} taken out of the route contract)` : ''}`,
      siteDir: copy,
      dataDirs: publishedDataDirs(apiDir, false),
      budgeted: true,
    });
  }
  if (only.includes(2)) {
    const copy = path.join(tmpRoot, 'site-2');
    copySite(siteDir, copy);
    // The production configuration with drafts: the test config's releases without its fixture pages.
    fs.writeFileSync(
      path.join(copy, 'docusaurus.scale.config.ts'),
      "import { createSiteConfig } from './docusaurus.config';\n\nexport default () => createSiteConfig({ releases: 'with-drafts' });\n",
    );
    cases.push({
      id: 2,
      name: '2 releases',
      how: "a copy of the site, createSiteConfig({ releases: 'with-drafts' }) from docusaurus.config.ts: the test build's releases, no test fixture pages",
      siteDir: copy,
      config: 'docusaurus.scale.config.ts',
      dataDirs: publishedDataDirs(path.join(copy, 'api'), true),
      budgeted: true,
    });
  }
  if (only.includes(3)) {
    const copy = path.join(tmpRoot, 'site-3');
    copySite(siteDir, copy);
    const apiDir = path.join(copy, 'api');
    const { classes, enums } = multiplyApiData(apiDir, SCALE_FACTOR);
    const { documented: release, removed } = keepOnlyDocumentedRelease(apiDir);
    // The build's own checks, before the build: a problem with the synthetic data shows in seconds.
    runApiPipeline(apiDir);
    log(`case 3: ${classes} classes and ${enums} enums written to ${apiDir} (release ${release} only); they pass the API checks`);
    // Two checks of the site that the synthetic copy must pass by other means (see scale-data.ts):
    // llms.txt lists every page, so ten times the API is over its cap (a content budget, not a
    // cost), and with one release listed there is no "changes in <newer release>" page to require.
    const cap = raiseLlmsIndexCap(copy, SCALE_FACTOR);
    const dropped = dropChangesRoutes(copy, removed);
    cases.push({
      id: 3,
      name: `${SCALE_FACTOR}× data`,
      how: `a copy of the site, docusaurus.config.ts, api/ with ${SCALE_FACTOR - 1} renamed copies of every class and enum (scale-data.ts), release ${release} only; in the copy, the llms.txt cap raised from ${cap.from} to ${cap.to} characters (${LLMS_CAP_FILE})${dropped.length ? ` and ${dropped.join(', ')} taken out of the route contract (${ROUTE_CONTRACT_FILE})` : ''}`,
      siteDir: copy,
      dataDirs: publishedDataDirs(apiDir, false),
      budgeted: false,
    });
  }
  return cases;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  let failed = false;
  try {
    const cases = prepareCases(options.only, tmpRoot, log);
    const results = new Map<CaseId, Run[]>();
    for (const c of cases) {
      const runs: Run[] = [];
      for (let i = 1; i <= options.runs; i++) {
        log(`case ${c.id} (${c.name}), cold build ${i} of ${options.runs}...`);
        const outDir = path.join(tmpRoot, `out-${c.id}`);
        const run = await coldBuild(c, outDir, path.join(tmpRoot, `case-${c.id}-run-${i}.log`));
        fs.rmSync(outDir, { recursive: true, force: true });
        log(`  ${run.seconds.toFixed(1)} s, peak tree RSS ${(run.peakTreeRss / MB).toFixed(0)} MB, ${run.pages} pages; ${describeLoad(run.load)}`);
        runs.push(run);
      }
      results.set(c.id, runs);
    }

    const counts = (c: Case, dir: 'classes' | 'enums') => c.dataDirs.map((d) => countYaml(path.join(d, dir))).join(' + ');
    const rows = cases.map((c) => {
      const runs = results.get(c.id)!;
      const busy = runs.filter((r) => r.load.busy).length;
      return [
        `${c.id}. ${c.name}`,
        counts(c, 'classes'),
        counts(c, 'enums'),
        [...new Set(runs.map((r) => r.pages))].join('/'),
        formatRuns(runs.map((r) => r.seconds), 1),
        formatRuns(runs.map((r) => r.peakTreeRss / MB), 0),
        formatRuns(runs.map((r) => r.maxProcessRss / MB), 0),
        formatRuns(runs.flatMap((r) => (r.load.other ? [r.load.other.median] : [])), 2) + (busy ? ` (busy ${busy}/${runs.length})` : ''),
      ];
    });
    console.log(`\nCold builds on ${os.availableParallelism()} cores, ${options.runs} run(s) per case${options.runs > 1 ? ': median (min–max)' : ''}; MB = 2^20 bytes.\n`);
    console.log(table(['case', 'classes', 'enums', 'pages', 'build s', 'peak tree RSS MB', 'max 1-process RSS MB', 'other work, cores'], rows));
    console.log('');
    for (const c of cases) console.log(`case ${c.id}: ${c.how}`);
    console.log('"pages": index.html files in the output; "other work": CPU used outside the bench during the build (median of 5 s samples).');

    const budgetRows: string[][] = [];
    for (const c of cases.filter((x) => x.budgeted)) {
      const runs = results.get(c.id)!;
      const seconds = median(runs.map((r) => r.seconds));
      const peak = median(runs.map((r) => r.peakTreeRss / MB));
      const lines: [string, string, string, boolean][] = [
        [`case ${c.id} cold build time${runs.length > 1 ? ' (median)' : ''}`, `${seconds.toFixed(1)} s`, `<= ${BUDGETS.buildSeconds} s`, seconds <= BUDGETS.buildSeconds],
        [`case ${c.id} peak tree RSS${runs.length > 1 ? ' (median)' : ''}`, `${peak.toFixed(0)} MB`, `<= ${BUDGETS.peakTreeRssMb} MB`, peak <= BUDGETS.peakTreeRssMb],
      ];
      for (const [line, value, budget, pass] of lines) {
        budgetRows.push([line, value, budget, pass ? 'PASS' : 'FAIL']);
        if (!pass) failed = true;
      }
    }
    if (budgetRows.length) {
      console.log('');
      console.log(table(['budget', 'value', 'budget', 'result'], budgetRows));
    }
  } catch (error) {
    // Keep the copies and logs of a failed build to look at.
    options.keep = true;
    throw error;
  } finally {
    if (options.keep) console.log(`\nCopies and build logs kept in ${tmpRoot}`);
    else fs.rmSync(tmpRoot, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
