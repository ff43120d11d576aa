import { test, expect } from '@playwright/test';
import { summariseLoad, describeLoad, otherCores } from './machine-load';
import { parseProcStat, parsePidStat, treePids } from './proc';

test('busy means other work took CPU, not the bench itself: a high load average alone is quiet', () => {
  // The bench's own Chromium and Lighthouse keep the load average near 2; nothing else ran.
  const ownLoad = summariseLoad([1.8, 2.4, 2.1], 2, [0.02, 0.05, 0.01]);
  expect(ownLoad).toMatchObject({ min: 1.8, median: 2.1, max: 2.4, busy: false, other: { median: 0.02, max: 0.05 } });
  expect(describeLoad(ownLoad)).toContain('quiet machine');
  const competing = summariseLoad([2.5, 3.1, 2.9], 2, [0.6, 0.9, 0.4]);
  expect(competing.busy).toBe(true);
  expect(describeLoad(competing)).toContain('BUSY');
  expect(describeLoad(competing)).toContain('CPU used by other work: median 0.60 cores (max 0.90)');
  expect(() => summariseLoad([], 2)).toThrow(/at least one/);
});

test('without the /proc figures the load average decides, and the report says so', () => {
  const busy = summariseLoad([1.8, 2.4, 2.1], 2);
  expect(busy.busy).toBe(true);
  expect(describeLoad(busy)).toMatch(/unknown \(no \/proc\).*BUSY/);
  expect(summariseLoad([0.1, 0.3, 0.2], 2).busy).toBe(false);
});

test('CPU readings: /proc/stat, a process whose name has spaces and parentheses, and a process tree', () => {
  expect(parseProcStat('cpu  100 5 50 800 10 3 2 0 0 0\ncpu0 50 2 25 400 5 1 1 0 0 0\n')).toEqual({ busy: 160, total: 970 });
  // pid (name) state ppid ... utime(14) stime(15) cutime(16) cstime(17) ...
  const stat = '4242 (Web Content (x)) S 17 4242 4242 0 -1 4194560 1 0 0 0 30 7 20 3 20 0 1 0 100 0 0';
  expect(parsePidStat(stat)).toEqual({ ppid: 17, ticks: 60 });
  const processes = new Map([
    [1, { ppid: 0, ticks: 1000 }],
    [10, { ppid: 1, ticks: 5 }], // the bench
    [11, { ppid: 10, ticks: 40 }], // its Chromium
    [12, { ppid: 11, ticks: 25 }], // a renderer
    [20, { ppid: 1, ticks: 300 }], // other work
  ]);
  expect(treePids(processes, 10).sort()).toEqual([10, 11, 12]);
  // 400 ticks of the machine's 800 busy, 300 of them the bench's: 100 of 1000 ticks on 2 cores.
  expect(otherCores({ busy: 1000, total: 4000, own: 100 }, { busy: 1400, total: 5000, own: 400 }, 2)).toBeCloseTo(0.2);
  // No figure from a reading a few ticks after the last one, nor from one after the bench stopped
  // its Chromium (the tree's counters fell): either would give a nonsense share.
  expect(otherCores({ busy: 1000, total: 4000, own: 100 }, { busy: 1010, total: 4020, own: 105 }, 2)).toBeNull();
  expect(otherCores({ busy: 1000, total: 4000, own: 900 }, { busy: 1400, total: 5000, own: 200 }, 2)).toBeNull();
});
