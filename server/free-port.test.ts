import net from 'node:net';
import { test, expect } from '@playwright/test';
import { freePort, freePortsSync } from './free-port';

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

test('free ports are distinct and can be listened on at once', async () => {
  const ports = [...freePortsSync(2), await freePort()];
  expect(new Set(freePortsSync(2)).size).toBe(2);
  for (const port of ports) expect(port).toBeGreaterThan(0);
  const servers = await Promise.all([...new Set(ports)].map(listen));
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});
