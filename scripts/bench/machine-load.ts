import os from 'node:os';
import { median } from './lighthouse';

/**
 * The machine's load while a benchmark runs. Lighthouse's simulated throttling scales with the
 * CPU time the page gets, so a figure taken on a busy machine is worse than the site; the bench
 * records the 1-minute load average during the run and says so when the machine was busy.
 */
export interface LoadSummary {
  cores: number;
  samples: number;
  min: number;
  median: number;
  max: number;
  /** True when the median load was above half the cores: other work competed with the bench. */
  busy: boolean;
}

export function summariseLoad(samples: number[], cores: number): LoadSummary {
  if (!samples.length) throw new Error('summariseLoad needs at least one load sample');
  const mid = median(samples);
  return {
    cores,
    samples: samples.length,
    min: Math.min(...samples),
    median: mid,
    max: Math.max(...samples),
    busy: mid > cores / 2,
  };
}

export function describeLoad(load: LoadSummary): string {
  const figures = `1-min load average median ${load.median.toFixed(2)} (min ${load.min.toFixed(2)}, max ${load.max.toFixed(2)}) on ${load.cores} cores, ${load.samples} samples`;
  return load.busy
    ? `${figures}: BUSY machine, other work competed with the bench; the timing figures are worse than the site`
    : `${figures}: quiet machine`;
}

/** Samples the load average every `everyMs` until stopped. */
export function watchLoad(everyMs = 5000): { stop: () => LoadSummary } {
  const samples: number[] = [os.loadavg()[0]!];
  const timer = setInterval(() => samples.push(os.loadavg()[0]!), everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(os.loadavg()[0]!);
      return summariseLoad(samples, os.cpus().length);
    },
  };
}
