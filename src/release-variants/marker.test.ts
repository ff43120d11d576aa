import { expect, test } from '@playwright/test';
import { releaseOfMeta } from './marker';

test('a fence names its release with release=<id>, anywhere in its meta', () => {
  expect(releaseOfMeta('release=2026-07')).toBe('2026-07');
  expect(releaseOfMeta('title="a.lua" release=2025-09 showLineNumbers')).toBe('2025-09');
  expect(releaseOfMeta('title="a.lua"')).toBeUndefined();
  expect(releaseOfMeta(undefined)).toBeUndefined();
  // A marker with no id is read as one with an empty id, so the check can refuse it by name.
  expect(releaseOfMeta('release=')).toBe('');
  // Only a whole word: `prerelease=x` is no marker.
  expect(releaseOfMeta('prerelease=x')).toBeUndefined();
});
