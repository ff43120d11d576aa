import { test, expect } from '@playwright/test';
import { median, range } from '../../scripts/bench/lighthouse';
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
