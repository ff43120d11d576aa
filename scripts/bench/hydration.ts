/**
 * Where a page's main-thread time goes on a slow phone: loads a page of the production build in
 * Chromium at 4x CPU slowdown (Lighthouse's mobile setting), records a CPU profile from navigation
 * until the page is idle, and prints the long tasks and the functions and scripts that took the
 * time. Used to choose (and check) what makes long API pages block.
 *
 * Usage: npm run profile:hydration -- [/api/Client ...] [--runs 3] [--dir build-a --dir build-b]
 * (needs a build; several --dir folders are profiled in alternation, to compare builds)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { median, range } from './stats';
import { serveBuild, type Server } from './serve';
import { CHROMIUM_PATH } from './weight';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface PageProfile {
  path: string;
  /** Sum of long tasks (over 50 ms) and their blocking share (the part over 50 ms). */
  longTasksMs: number;
  blockingMs: number;
  longTasks: number;
  /** Self time per script file and per function (top entries), ms. */
  byScript: [string, number][];
  byFunction: [string, number][];
  totalScriptMs: number;
  /** React fibers in the hydrated tree: the work hydration does, independent of machine load. */
  fibers: number;
}

function selfTimes(profile: CpuProfile): { byScript: Map<string, number>; byFunction: Map<string, number>; total: number } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const { url, functionName, lineNumber } = node.callFrame;
    if (!url) {
      // (program), (garbage collector), (idle): the engine's own work, kept under its name.
      if (functionName === '(idle)') return;
      byScript.set(functionName, (byScript.get(functionName) ?? 0) + ms);
      total += ms;
      return;
    }
    const file = path.basename(new URL(url).pathname);
    byScript.set(file, (byScript.get(file) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    total += ms;
  });
  return { byScript, byFunction, total };
}

const top = (m: Map<string, number>, n: number): [string, number][] => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);

async function profilePage(origin: string, pagePath: string): Promise<PageProfile> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(origin + pagePath, { waitUntil: 'load' });
    // Hydration and the first idle callbacks run after load; wait until the main thread is quiet.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const fibers = await page.evaluate(() => {
      // React keeps its tree on the root container under a private key; count every fiber in it.
      const root = document.getElementById('__docusaurus')!;
      const key = Object.keys(root).find((k) => k.startsWith('__reactContainer'));
      type Fiber = { child: Fiber | null; sibling: Fiber | null };
      let count = 0;
      const stack: Fiber[] = key ? [(root as unknown as Record<string, Fiber>)[key]!] : [];
      while (stack.length) {
        const fiber = stack.pop()!;
        count++;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      return count;
    });
    const { byScript, byFunction, total } = selfTimes(profile);
    return {
      path: pagePath,
      longTasksMs: longTasks.reduce((a, b) => a + b, 0),
      blockingMs: longTasks.reduce((a, b) => a + Math.max(0, b - 50), 0),
      longTasks: longTasks.length,
      byScript: top(byScript, 8),
      byFunction: top(byFunction, 12),
      totalScriptMs: total,
      fibers,
    };
  } finally {
    await browser.close();
  }
}

/** Median and min–max of one measure over the runs, e.g. "412 ms (380–455)". */
const spread = (values: number[], unit: string) => {
  const [min, max] = range(values);
  return `${median(values).toFixed(0)} ${unit} (${min.toFixed(0)}–${max.toFixed(0)})`;
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const valueOf = (flag: string) => args.flatMap((a, i) => (a === flag && args[i + 1] ? [args[i + 1]!] : []));
  const runs = Number(valueOf('--runs')[0] ?? 3);
  const flagValues = new Set(args.flatMap((a, i) => (a.startsWith('--') ? [i + 1] : [])));
  const paths = args.filter((a, i) => a.startsWith('/') && !flagValues.has(i));
  if (!paths.length) paths.push('/api/Client');
  const siteDir = path.resolve(__dirname, '../..');
  const dirs = valueOf('--dir').map((d) => path.resolve(d));
  if (!dirs.length) dirs.push(path.join(siteDir, 'build'));
  const servers: Server[] = [];
  try {
    for (const dir of dirs) {
      if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no build: run \`npm run build\` first`);
      servers.push(await serveBuild(siteDir, dir));
    }
    for (const p of paths) {
      // Several builds: their runs alternate, so that a load change on the machine falls on all of them.
      const results: PageProfile[][] = dirs.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [d, server] of servers.entries()) results[d]!.push(await profilePage(server.origin, p));
      }
      for (const [d, dir] of dirs.entries()) {
        const own = results[d]!;
        const mid = [...own].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(own.length / 2)]!;
        console.log(`\n${p}${dirs.length > 1 ? ` in ${dir}` : ''} at 4x CPU slowdown, ${runs} run(s): blocking time ${spread(own.map((r) => r.blockingMs), 'ms')}; ` +
          `script and engine time ${spread(own.map((r) => r.totalScriptMs), 'ms')}; long tasks in the median run: ${mid.longTasks}, ${mid.longTasksMs.toFixed(0)} ms; ` +
          `React fibers after hydration ${mid.fibers}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
        if (dirs.length > 1) continue;
        console.log('  self time by script:');
        for (const [name, ms] of mid.byScript) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
        console.log('  self time by function:');
        for (const [name, ms] of mid.byFunction) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
      }
    }
  } finally {
    for (const server of servers) server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
