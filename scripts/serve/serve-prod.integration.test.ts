import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { fixtureBuild } from '../../server/fixture-build';
import { freePort } from '../../server/free-port';
import { findNginx } from '../../server/nginx-process';
import { precompressDir } from '../../server/precompress';

/**
 * `npm run serve:prod` as a person uses it: start, serve, stop with SIGTERM leaving nothing
 * running. Uses a tiny build written here, not the real one.
 */

const ROOT = path.resolve(__dirname, '../..');

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(true));
  });
}

/** Processes whose command line mentions `needle` (from /proc; Linux). */
function processesMentioning(needle: string): string[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      } catch {
        return '';
      }
    })
    .filter((cmd) => cmd.includes(needle));
}

test('npm run serve:prod serves with brotli; SIGTERM to npm stops it, leaving no nginx and a free port', async () => {
  findNginx(); // fails, saying how to install nginx, rather than skipping (npm test installs it)
  test.setTimeout(60_000);
  const dir = fixtureBuild();
  const port = await freePort();
  try {
    await precompressDir(dir);
    // As a person starts it: through npm, which is the process that gets the signal.
    const child = spawn('npm', ['run', '--silent', 'serve:prod', '--', '--dir', dir, '--quiet'], { cwd: ROOT, env: { ...process.env, PORT: String(port) } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect.poll(() => /config (\S+nginx\.conf)/.exec(output)?.[1], { timeout: 30_000 }).toBeTruthy();
    const configFile = /config (\S+nginx\.conf)/.exec(output)![1]!;

    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('Fixture page.');
    expect((await fetch(`http://127.0.0.1:${port}/missing`)).status).toBe(404);
    expect(processesMentioning(configFile).length).toBeGreaterThan(0);

    child.kill('SIGTERM');
    await exited;
    // npm passes the signal on; nginx and its temp dir are gone within moments.
    await expect.poll(() => processesMentioning(configFile), { timeout: 10_000 }).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
    expect(processesMentioning(`--dir ${dir}`)).toEqual([]);
    expect(fs.existsSync(path.dirname(configFile))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
