import { test, expect } from '@playwright/test';
import { median, range } from './stats';

test('median of an odd and an even number of runs, and the range beside it', () => {
  expect(median([91, 97, 95, 88, 96])).toBe(95);
  expect(median([1, 4, 2, 3])).toBe(2.5);
  expect(range([91, 97, 95, 88, 96])).toEqual([88, 97]);
});
