import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { fixtureBuild } from './fixture-build';
import { checkBuild } from './nginx-process';

/** What the server refuses before it starts nginx (the runs with nginx: nginx-process.integration.test.ts). */

test('a build with a symbolic link inside is refused, naming the link and the fix', () => {
  const dir = fixtureBuild();
  try {
    fs.writeFileSync(path.join(dir, 'index.html.br'), '');
    expect(() => checkBuild(dir)).not.toThrow();
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.symlinkSync('/etc', path.join(dir, 'assets', 'outside'));
    expect(() => checkBuild(dir)).toThrow(/assets\/outside is a symbolic link; the server would follow it out of the build\. Fix: remove it/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
