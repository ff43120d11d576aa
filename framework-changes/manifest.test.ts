import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { FRAMEWORK_CHANGES } from './manifest';

const ROOT = path.join(__dirname, '..');

test('each change names files and tests that exist, a measured gain and an upstream link or report', () => {
  const ids = new Set<string>();
  for (const change of FRAMEWORK_CHANGES) {
    expect(ids.has(change.id), `${change.id} is listed twice`).toBe(false);
    ids.add(change.id);
    for (const file of [...change.implementation, ...change.tests]) {
      expect(fs.existsSync(path.join(ROOT, file)), `${change.id}: ${file} does not exist`).toBe(true);
    }
    expect(change.tests.length, `${change.id} has no test`).toBeGreaterThan(0);
    expect(change.version, `${change.id}: an exact version`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(change.gain.length, `${change.id}: what it buys`).toBeGreaterThan(20);
    if ('url' in change.upstream) expect(change.upstream.url).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/(issues|pull)\/\d+$/);
    else expect(change.upstream.report.length, `${change.id}: the upstream report`).toBeGreaterThan(100);
    expect(change.method === 'minified-text', `${change.id}: whyMinified only and always for minified code`).toBe(Boolean(change.whyMinified));
  }
});

test('every file of the framework-changes folder belongs to a change (or is its plugin, check or test)', () => {
  const listed = new Set(FRAMEWORK_CHANGES.flatMap((c) => [...c.implementation, ...c.tests]));
  const infrastructure = ['index.ts', 'manifest.ts', 'check-versions.ts', 'exact-patch.cjs'];
  const files = fs.readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|cjs)$/.test(f));
  for (const file of files) {
    const rel = `framework-changes/${file.split(path.sep).join('/')}`;
    if (infrastructure.includes(file) || rel.endsWith('.test.ts')) continue;
    expect(listed.has(rel), `${rel} is in no change of manifest.ts`).toBe(true);
  }
});
