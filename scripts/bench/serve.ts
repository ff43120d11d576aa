import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { precompressDir } from '../../server/precompress';
import { freePort } from '../../server/free-port';
import { startNginx } from '../../server/nginx-process';

export interface Server {
  origin: string;
  stop: () => void;
}

/**
 * Serves a build (build/ unless told) for measuring. By default with the production server (nginx, server/policy.ts:
 * precompressed brotli/gzip, cache and security headers), precompressing build/ first when a
 * bench build has not been. With `compress` false, with `docusaurus serve`, which sends every file
 * uncompressed: what a host that does not compress would cost.
 */
export async function serveBuild(siteDir: string, buildDir = path.join(siteDir, 'build'), compress = true): Promise<Server> {
  if (compress) {
    if (!fs.existsSync(path.join(buildDir, 'index.html.br'))) await precompressDir(buildDir);
    const nginx = await startNginx({ buildDir, port: await freePort(), stdio: 'ignore' });
    return { origin: nginx.origin, stop: () => void nginx.stop() };
  }
  return docusaurusServe(siteDir, buildDir);
}

/** `docusaurus serve` of a build directory on a free local port (no compression, no headers). */
export async function docusaurusServe(siteDir: string, dir: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    ['serve', '--no-open', '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    // Its own process group, so that stop() ends the server and nothing else.
    { cwd: siteDir, stdio: 'ignore', detached: true },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('docusaurus serve exited before it answered');
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`docusaurus serve did not answer on ${origin} within 60 s`);
}
