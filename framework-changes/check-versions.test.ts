import path from 'node:path';
import { test, expect } from '@playwright/test';
import { installedVersion, mismatchReport, versionMismatches } from './check-versions';
import { FRAMEWORK_CHANGES, type FrameworkChange } from './manifest';

const SITE_DIR = path.join(__dirname, '..');

const change = (id: string, packageName: string, version: string): FrameworkChange => ({
  id,
  packageName,
  version,
  files: ['lib/x.js'],
  method: 'source-text',
  implementation: [],
  changes: '',
  gain: '',
  upstream: { report: '' },
  tests: [`framework-changes/${id}.test.ts`],
  onUpgrade: `Check whether ${id} is still needed.`,
});

test('every change matches the installed package version (what the build checks first)', () => {
  expect(versionMismatches(FRAMEWORK_CHANGES, (name) => installedVersion(SITE_DIR, name))).toEqual([]);
});

test('a different or missing package is named with the change, both versions and what to do', () => {
  const changes = [change('a', 'pkg-a', '1.0.0'), change('b', 'pkg-b', '2.0.0'), change('c', 'pkg-c', '3.0.0')];
  const versions: Record<string, string> = { 'pkg-a': '1.0.0', 'pkg-b': '2.1.0' };
  const mismatches = versionMismatches(changes, (name) => versions[name]);
  expect(mismatches).toEqual([
    { change: 'b', packageName: 'pkg-b', expected: '2.0.0', installed: '2.1.0' },
    { change: 'c', packageName: 'pkg-c', expected: '3.0.0', installed: undefined },
  ]);
  const report = mismatchReport(mismatches, changes);
  expect(report).toContain('- b: written for pkg-b@2.0.0, but pkg-b@2.1.0 is installed. Check whether b is still needed.');
  expect(report).toContain('- c: written for pkg-c@3.0.0, but pkg-c is not installed.');
  expect(report).toContain('Then run framework-changes/b.test.ts and set its version in framework-changes/manifest.ts');
});

test('installed versions are read from node_modules, walking up from the site', () => {
  expect(installedVersion(path.join(SITE_DIR, 'framework-changes'), '@docusaurus/core')).toMatch(/^\d+\.\d+\.\d+/);
  expect(installedVersion(SITE_DIR, 'no-such-package-here')).toBeUndefined();
});
