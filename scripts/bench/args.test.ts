import { expect, test } from '@playwright/test';
import { valueOf } from './args';

test('an option is read as `--name value` or `--name=value`, and is absent when not given', () => {
  expect(valueOf(['--runs', '5'], '--runs')).toBe('5');
  expect(valueOf(['--only=1,3'], '--only')).toBe('1,3');
  expect(valueOf(['--quick'], '--runs')).toBeUndefined();
});
