import { test, expect } from '@playwright/test';
import { withRetries } from './retries';

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
