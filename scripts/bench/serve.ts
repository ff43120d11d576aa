import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

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

/** Serves build/ with `docusaurus serve` (as a static host would) on a free local port. */
export async function serveBuild(siteDir: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    ['serve', '--no-open', '--port', String(port), '--host', '127.0.0.1', '--dir', 'build'],
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
