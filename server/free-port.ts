import { execFileSync } from 'node:child_process';
import net from 'node:net';

/** A port that is free now, from the system (listening on port 0). */
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

/**
 * `count` distinct ports that are free now, from the system (listening on port 0). Synchronous
 * because Playwright's configuration is; all are held at once, so they differ.
 */
export function freePortsSync(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    let left = servers.length;
    for (const s of servers) s.listen(0, '127.0.0.1', () => {
      if (--left > 0) return;
      console.log(servers.map((x) => x.address().port).join(' '));
      for (const x of servers) x.close();
    });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number);
}
