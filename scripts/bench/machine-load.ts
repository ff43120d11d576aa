import os from 'node:os';
import { median } from './stats';
import { readProcStat, readProcesses, treePids } from './proc';

/**
 * The machine's load while a benchmark runs. Lighthouse's simulated throttling scales with the
 * CPU time the page gets, so a figure taken while other work competes is worse than the site.
 *
 * The load average alone cannot tell: the bench's own Chromium, Lighthouse and nginx keep it
 * at 1.2–1.8 on two cores with nothing else running. So on Linux the bench also measures the CPU
 * time used by everything outside its own process tree (/proc/stat minus the tree's counters)
 * and calls the machine busy only when that other work takes a real share of it.
 */
export interface LoadSummary {
  cores: number;
  samples: number;
  /** 1-minute load average: every process, the bench's own included. */
  min: number;
  median: number;
  max: number;
  /** CPU used by processes outside the bench, in cores (null where /proc cannot tell). */
  other: { median: number; max: number } | null;
  /** True when other work competed with the bench (see BUSY_OTHER_CORES). */
  busy: boolean;
}

/** Other work above a quarter of one core, at the median, competes with the page under test. */
export const BUSY_OTHER_CORES = 0.25;

export function summariseLoad(samples: number[], cores: number, otherCores: number[] = []): LoadSummary {
  if (!samples.length) throw new Error('summariseLoad needs at least one load sample');
  const mid = median(samples);
  const other = otherCores.length ? { median: median(otherCores), max: Math.max(...otherCores) } : null;
  return {
    cores,
    samples: samples.length,
    min: Math.min(...samples),
    median: mid,
    max: Math.max(...samples),
    other,
    // Without the /proc figures, fall back to the load average (which counts the bench too).
    busy: other ? other.median > BUSY_OTHER_CORES : mid > cores / 2,
  };
}

export function describeLoad(load: LoadSummary): string {
  const average = `1-min load average median ${load.median.toFixed(2)} (min ${load.min.toFixed(2)}, max ${load.max.toFixed(2)}) on ${load.cores} cores, ${load.samples} samples, the bench's own processes included`;
  const other = load.other
    ? `; CPU used by other work: median ${load.other.median.toFixed(2)} cores (max ${load.other.max.toFixed(2)})`
    : '; CPU used by other work: unknown (no /proc), judged by the load average';
  return load.busy
    ? `${average}${other}: BUSY machine, other work competed with the bench; the timing figures are worse than the site`
    : `${average}${other}: quiet machine`;
}

// ---- CPU time from /proc ------------------------------------------------------------------------

export interface CpuReading {
  /** Busy and total ticks of the whole machine. */
  busy: number;
  total: number;
  /** Ticks of the bench's own process tree (children that ended count in their parent). */
  own: number;
}

function readCpu(): CpuReading | null {
  try {
    const processes = readProcesses();
    const own = treePids(processes, process.pid).reduce((sum, pid) => sum + (processes.get(pid)?.ticks ?? 0), 0);
    return { ...readProcStat(), own };
  } catch {
    return null; // not Linux: the load average alone is reported
  }
}

/**
 * Cores' worth of CPU that processes outside the bench used between two readings, or null when
 * the interval cannot tell: under a second long (the reading taken at stop), or the bench's tree
 * lost CPU time (its Chromium or server was stopped, and their counters left the tree).
 * Linux counts CPU time in ticks of 1/100 s (USER_HZ) on every common architecture.
 */
export function otherCores(before: CpuReading, after: CpuReading, cores: number, ticksPerSecond = 100): number | null {
  const total = after.total - before.total;
  const own = after.own - before.own;
  if (total < cores * ticksPerSecond || own < 0) return null;
  const other = after.busy - before.busy - own;
  return (Math.max(0, other) / total) * cores;
}

/** Samples the load average, and the CPU other work uses, every `everyMs` until stopped. */
export function watchLoad(everyMs = 5000): { stop: () => LoadSummary } {
  const cores = os.cpus().length;
  const samples: number[] = [os.loadavg()[0]!];
  const other: number[] = [];
  let last = readCpu();
  const sample = () => {
    samples.push(os.loadavg()[0]!);
    const now = readCpu();
    const used = last && now ? otherCores(last, now, cores) : null;
    if (used !== null) other.push(used);
    last = now;
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return summariseLoad(samples, cores, other);
    },
  };
}
