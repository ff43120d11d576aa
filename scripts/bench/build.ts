import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readProcesses, treePids } from './proc';

export interface BuildResult {
  /** Wall-clock seconds of `docusaurus build`, as GNU time reports it. */
  wallSeconds: number;
  /** Largest resident set of any single process of the build (GNU time, ru_maxrss), in bytes. */
  maxRssBytes: number;
  /** Largest sum of resident sets over the whole process tree, sampled from /proc every 250 ms. */
  treePeakRssBytes: number;
  exitCode: number;
}

/** Parses "h:mm:ss" or "m:ss.ss" as GNU time prints the elapsed wall-clock time. */
export function parseElapsed(text: string): number {
  const parts = text.trim().split(':').map(Number);
  if (parts.some((n) => Number.isNaN(n))) throw new Error(`Cannot read elapsed time "${text}"`);
  return parts.reduce((sum, n) => sum * 60 + n, 0);
}

/** Reads the two numbers we need from the report of `/usr/bin/time -v`. */
export function parseTimeReport(report: string): { wallSeconds: number; maxRssBytes: number } {
  const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\):\s*(\S+)/.exec(report);
  const rss = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(report);
  if (!elapsed?.[1] || !rss?.[1]) throw new Error(`Unexpected /usr/bin/time report:\n${report}`);
  return { wallSeconds: parseElapsed(elapsed[1]), maxRssBytes: Number(rss[1]) * 1024 };
}

function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s*(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

function treeRss(root: number): number {
  return treePids(readProcesses(), root).reduce((sum, pid) => sum + rssOf(pid), 0);
}

/**
 * A cold production build: removes build/, .docusaurus/ and the bundler cache, then runs
 * `docusaurus build` under GNU time. The build log goes to bench-results/build.log.
 */
export async function coldBuild(siteDir: string, outDir: string): Promise<BuildResult> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(siteDir, dir), { recursive: true, force: true });
  }
  const timeReport = path.join(outDir, 'build-time.txt');
  const log = fs.openSync(path.join(outDir, 'build.log'), 'w');
  // The site readers get (docusaurus.config.ts), never the test config's fixture pages.
  const env = { ...process.env };
  const child = spawn(
    '/usr/bin/time',
    ['-v', '-o', timeReport, path.join(siteDir, 'node_modules/.bin/docusaurus'), 'build'],
    { cwd: siteDir, env, stdio: ['ignore', log, log] },
  );
  let treePeakRssBytes = 0;
  const sampler = setInterval(() => {
    if (child.pid) treePeakRssBytes = Math.max(treePeakRssBytes, treeRss(child.pid));
  }, 250);
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
  clearInterval(sampler);
  fs.closeSync(log);
  if (exitCode !== 0) {
    throw new Error(`docusaurus build failed (exit ${exitCode}); see ${path.join(outDir, 'build.log')}`);
  }
  const { wallSeconds, maxRssBytes } = parseTimeReport(fs.readFileSync(timeReport, 'utf8'));
  return { wallSeconds, maxRssBytes, treePeakRssBytes, exitCode };
}
