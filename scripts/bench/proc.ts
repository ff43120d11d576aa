import fs from 'node:fs';

/**
 * The few figures the bench reads from Linux's /proc: which process is whose child, the CPU time
 * each used, and the machine's CPU time. Used for the build's memory peak (build.ts) and for the
 * CPU that other work takes while the browser figures are measured (machine-load.ts).
 */
export interface ProcessStat {
  ppid: number;
  /** Clock ticks the process and its reaped children ran (utime + stime + cutime + cstime). */
  ticks: number;
}

/**
 * One /proc/PID/stat line. The name field may hold spaces and parentheses, so the fields are read
 * after its last ')'.
 */
export function parsePidStat(text: string): ProcessStat {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // After the name: state(3) ppid(4) ... utime(14) stime(15) cutime(16) cstime(17).
  const at = (field: number) => Number(fields[field - 3]);
  return { ppid: at(4), ticks: at(14) + at(15) + at(16) + at(17) };
}

/** Every process now running, by pid. Throws where there is no /proc. */
export function readProcesses(): Map<number, ProcessStat> {
  const processes = new Map<number, ProcessStat>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      processes.set(Number(name), parsePidStat(fs.readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // The process ended while the list was read.
    }
  }
  return processes;
}

/** `root` and every process below it. */
export function treePids(processes: Map<number, ProcessStat>, root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, p] of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  const tree: number[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Busy and total clock ticks of all cores, from the first line of /proc/stat. */
export function parseProcStat(text: string): { busy: number; total: number } {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no "cpu " line');
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  return { busy, total: busy + idle! + iowait! };
}

export function readProcStat(): { busy: number; total: number } {
  return parseProcStat(fs.readFileSync('/proc/stat', 'utf8'));
}
