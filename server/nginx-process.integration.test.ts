import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { fixtureBuild } from './fixture-build';
import { freePort } from './free-port';
import { ServeError, startNginx } from './nginx-process';
import { precompressDir } from './precompress';

/**
 * Serving works wherever the project is cloned, a private folder included (a clone in /root, a
 * `mktemp -d` folder); where nginx's workers truly cannot read a build, the server stops at start
 * with a message naming the folder and the fix instead of answering 404 to every page.
 */

const isRoot = process.getuid?.() === 0;

test(`serves a build from a mode-700 folder (running as ${os.userInfo().username})`, async () => {
  const dir = fixtureBuild();
  try {
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    await precompressDir(dir);
    const server = await startNginx({ buildDir: dir, port: await freePort(), stdio: 'ignore', accessLog: false });
    try {
      const response = await fetch(`${server.origin}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Fixture page.');
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a build the server cannot read stops it at start, naming the folder and the fix', async () => {
  const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-private-'));
  const build = path.join(privateDir, 'build');
  fs.renameSync(fixtureBuild(), build);
  try {
    await precompressDir(build);
    if (isRoot) {
      // Root reads everything, but its workers run as the build's owner: a build owned by
      // `nobody` inside root's private folder is one they cannot reach.
      for (const file of [build, ...fs.readdirSync(build).map((f) => path.join(build, f))]) fs.chownSync(file, 65534, 65534);
    } else {
      fs.chmodSync(build, 0o000);
    }
    const port = await freePort();
    const started = startNginx({ buildDir: build, port, stdio: 'ignore', accessLog: false });
    await expect(started).rejects.toThrow(ServeError);
    const message = await started.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).toContain(build);
    expect(message).toContain('Fix:');
    // Nothing is left listening.
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  } finally {
    fs.chmodSync(build, 0o700);
    fs.rmSync(privateDir, { recursive: true, force: true });
  }
});
