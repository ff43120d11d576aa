import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result as LighthouseReport } from 'lighthouse';
import { median } from './stats';
import { withRetries } from './retries';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { CHROMIUM_PATH } from './weight';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseResult {
  path: string;
  formFactor: FormFactor;
  /** Median of the runs, per category, 0–100. */
  scores: Record<Category, number>;
  /** Every run's scores, in run order. */
  runs: Record<Category, number>[];
  /** Median metrics of the runs (ms, CLS unitless). */
  metrics: Record<string, number>;
  /** Every run's metrics, in run order (for min–max). */
  runMetrics: Record<string, number>[];
  /** Audits below full score in any non-performance category, in the last run: id and title. */
  failedAudits: { category: Category; id: string; title: string }[];
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/**
 * Lighthouse's measure of the host's CPU speed in each run (higher is faster; it warns below 1000,
 * its baseline for the 4x mobile slowdown).
 */
export const BENCHMARK_INDEX = 'benchmark-index';

const run = promisify(execFile);

/**
 * One Lighthouse run through its CLI in a plain Node process, which starts a Chromium for the run
 * and stops it afterwards. (Lighthouse sends some of its own functions to the page as source text;
 * run in-process under tsx, those carry esbuild's __name helper and fail in the page, so the CLI
 * keeps Lighthouse's code untouched.)
 */
async function lighthouseOnce(url: string, formFactor: FormFactor, reportPath: string, mobileCpuSlowdown?: number): Promise<LighthouseReport> {
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
  await run(
    process.execPath,
    [
      cli,
      url,
      `--chrome-flags=${[...CHROMIUM_ARGS, '--headless=new'].join(' ')}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ...(formFactor === 'mobile' && mobileCpuSlowdown !== undefined ? [`--throttling.cpuSlowdownMultiplier=${mobileCpuSlowdown}`] : []),
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${reportPath}`,
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  return JSON.parse(fs.readFileSync(reportPath, 'utf8')) as LighthouseReport;
}

/**
 * Lighthouse's own defaults for each form factor: mobile is the default config (Moto G Power
 * emulation, simulated slow 4G and 4x CPU slowdown), desktop is its desktop preset.
 * Each run gets a Chromium of its own, started by Lighthouse's CLI: a Chromium kept
 * across runs carried state from the earlier runs into the next (decisions/2026-11-25-page-speed.md,
 * 2026-11-26 night), which a phone's first visit does not have. `mobileCpuSlowdown` replaces the
 * mobile 4x, to see what a slower host would report (4 × this host's index / the other host's).
 */
export async function runLighthouse(
  reportDir: string,
  origin: string,
  paths: string[],
  runs: number,
  log: (line: string) => void,
  formFactors: readonly FormFactor[] = ['mobile', 'desktop'],
  mobileCpuSlowdown?: number,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  fs.mkdirSync(reportDir, { recursive: true });
  for (const formFactor of formFactors) {
    for (const pagePath of paths) {
      const runScores: Record<Category, number>[] = [];
      const runMetrics: Record<string, number>[] = [];
      let failedAudits: LighthouseResult['failedAudits'] = [];
      for (let i = 0; i < runs; i++) {
        const slug = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        const lhr = await withRetries(`${formFactor} ${pagePath} run ${i + 1}`, log, async () => {
          const result = await lighthouseOnce(origin + pagePath, formFactor, path.join(reportDir, `${formFactor}-${slug}-${i + 1}.json`), mobileCpuSlowdown);
          if (result.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${result.runtimeError.message}`);
          return result;
        });
        const scores = {} as Record<Category, number>;
        for (const category of CATEGORIES) {
          const score = lhr.categories[category]?.score;
          scores[category] = score === null || score === undefined ? Number.NaN : Math.round(score * 100);
        }
        runScores.push(scores);
        const metrics: Record<string, number> = {};
        for (const id of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? Number.NaN;
        // Lighthouse multiplies the task times it observes on this host by 4: how fast the host
        // was during the run moves TBT as much as the page does.
        metrics[BENCHMARK_INDEX] = lhr.environment.benchmarkIndex;
        runMetrics.push(metrics);
        failedAudits = [];
        for (const category of CATEGORIES) {
          if (category === 'performance') continue;
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
              failedAudits.push({ category, id: ref.id, title: audit.title });
            }
          }
        }
        log(`  lighthouse ${formFactor} ${pagePath} run ${i + 1}/${runs}: ${CATEGORIES.map((c) => scores[c]).join(' / ')}`);
      }
      const scores = {} as Record<Category, number>;
      for (const category of CATEGORIES) scores[category] = median(runScores.map((s) => s[category]));
      const metrics: Record<string, number> = {};
      for (const id of METRICS) metrics[id] = median(runMetrics.map((m) => m[id] ?? Number.NaN));
      results.push({ path: pagePath, formFactor, scores, runs: runScores, metrics, runMetrics, failedAudits });
    }
  }
  return results;
}
