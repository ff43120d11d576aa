import { test, expect } from '@playwright/test';
import { median, range, withRetries } from '../../scripts/bench/lighthouse';
import { summariseLoad, describeLoad } from '../../scripts/bench/machine-load';

test('median of an odd and an even number of runs, and the range beside it', () => {
  expect(median([91, 97, 95, 88, 96])).toBe(95);
  expect(median([1, 4, 2, 3])).toBe(2.5);
  expect(range([91, 97, 95, 88, 96])).toEqual([88, 97]);
});

test('a run on a busy machine says so, a quiet one does not', () => {
  const busy = summariseLoad([1.8, 2.4, 2.1], 2);
  expect(busy).toMatchObject({ min: 1.8, median: 2.1, max: 2.4, busy: true });
  expect(describeLoad(busy)).toContain('BUSY');
  const quiet = summariseLoad([0.1, 0.3, 0.2], 2);
  expect(quiet.busy).toBe(false);
  expect(describeLoad(quiet)).toContain('quiet machine');
  expect(() => summariseLoad([], 2)).toThrow(/at least one/);
});

test('a failed Lighthouse run is repeated up to twice, logged, and a third failure stops the bench', async () => {
  const log: string[] = [];
  let calls = 0;
  const flaky = async (): Promise<number> => {
    calls++;
    if (calls < 3) throw new Error('Command failed\nRuntime error encountered: NO_NAVSTART');
    return 42;
  };
  expect(await withRetries('mobile / run 1', (l) => log.push(l), flaky)).toBe(42);
  expect(calls).toBe(3);
  expect(log).toEqual([
    '  mobile / run 1 failed (Runtime error encountered: NO_NAVSTART); trying again (2 of 3)',
    '  mobile / run 1 failed (Runtime error encountered: NO_NAVSTART); trying again (3 of 3)',
  ]);
  const broken = async (): Promise<number> => {
    throw new Error('always');
  };
  await expect(withRetries('desktop / run 2', () => undefined, broken)).rejects.toThrow('always');
});
