import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect } from '@playwright/test';
import { precompressDir } from '../../server/precompress';
import { MANIFEST_FILE } from '../../server/manifest';
import { findNginx } from '../../server/nginx-process';

/**
 * `npm run serve:prod` as a person uses it: start, serve, stop with SIGTERM leaving nothing
 * running; refuse a missing build. Uses a tiny build written here, not the real one.
 */

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

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

function fixtureBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-prod-fixture-'));
  fs.chmodSync(dir, 0o755);
  const page = `<!doctype html><html><head><title>Fixture</title><script>void 0</script></head><body>${'<p>Fixture page.</p>'.repeat(40)}</body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, '404.html'), `<!doctype html><title>Page Not Found</title>${'<p>Missing.</p>'.repeat(40)}`);
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify({ inlineScriptHashes: [], analytics: false, routes: ['/'] }));
  return dir;
}

test('precompression writes .br and .gz beside text files, and they decode to the file', async () => {
  const dir = fixtureBuild();
  try {
    const result = await precompressDir(dir);
    expect(result.files).toBe(2);
    const raw = fs.readFileSync(path.join(dir, 'index.html'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br')))).toEqual(raw);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz')))).toEqual(raw);
    // Too small to gain anything: left alone.
    expect(fs.existsSync(path.join(dir, `${MANIFEST_FILE}.br`))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

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

test('serve:prod without a build says to build first and exits non-zero', () => {
  const missing = path.join(os.tmpdir(), 'no-such-build-dir');
  const run = spawnSync(TSX, ['scripts/serve-prod.ts', '--dir', missing], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PORT: '1' } });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('Build first: npm run build');
});

test('serve:prod refuses a build that was not precompressed', () => {
  const dir = fixtureBuild();
  try {
    const run = spawnSync(TSX, ['scripts/serve-prod.ts', '--dir', dir], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PORT: '1' } });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/not precompressed.*Build first: npm run build/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
