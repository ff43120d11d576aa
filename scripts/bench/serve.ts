import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

/** A free TCP port on the loopback interface, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') {
        server.close();
        reject(new Error('No port assigned'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

export interface Server {
  origin: string;
  stop: () => void;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A gzip layer in front of `docusaurus serve`, which sends every file uncompressed. Static hosts
 * (GitHub Pages, Netlify, Cloudflare, nginx) compress text, and Lighthouse's simulated slow 4G
 * charges every transferred byte, so measuring without compression would score a host nobody
 * uses. Everything else (routing, clean URLs, 404s) is docusaurus serve's own.
 */
function gzipProxy(upstreamPort: number, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!accepts || !COMPRESSIBLE.test(type) || up.headers['content-encoding'] || req.method === 'HEAD') {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const headers = { ...up.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
        delete headers['content-length'];
        delete headers['accept-ranges'];
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(zlib.createGzip({ level: 6 })).pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Serves build/ with `docusaurus serve` on a free local port, behind a gzip layer (unless
 * `compress` is false) on another free port: the origin returned is the one to measure.
 */
export async function serveBuild(siteDir: string, compress = true): Promise<Server> {
  const port = await freePort();
  const upstreamOrigin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    ['serve', '--no-open', '--port', String(port), '--host', '127.0.0.1', '--dir', 'build'],
    // Its own process group, so that stop() ends the server and nothing else.
    { cwd: siteDir, stdio: 'ignore', detached: true },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  let proxy: http.Server | undefined;
  const stop = () => {
    proxy?.close();
    proxy?.closeAllConnections();
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
      const response = await fetch(`${upstreamOrigin}/`);
      if (response.ok) {
        if (!compress) return { origin: upstreamOrigin, stop };
        const proxyPort = await freePort();
        proxy = await gzipProxy(port, proxyPort);
        return { origin: `http://127.0.0.1:${proxyPort}`, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`docusaurus serve did not answer on ${upstreamOrigin} within 60 s`);
}
