import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { fixtureBuild } from '../../server/fixture-build';

/** `npm run serve:prod` refuses a build it cannot serve before it needs nginx (the run with nginx: serve-prod.integration.test.ts). */

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

test('serve:prod without a build says to build first and exits non-zero', () => {
  const missing = path.join(os.tmpdir(), 'no-such-build-dir');
  const run = spawnSync(TSX, ['scripts/serve/serve-prod.ts', '--dir', missing], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PORT: '1' } });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('Build first: npm run build');
});

test('serve:prod refuses a build that was not precompressed', () => {
  const dir = fixtureBuild();
  try {
    const run = spawnSync(TSX, ['scripts/serve/serve-prod.ts', '--dir', dir], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PORT: '1' } });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/not precompressed.*Build first: npm run build/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
