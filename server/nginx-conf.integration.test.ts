import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { nginxConfig } from './nginx-conf';
import { findNginx, workerUser } from './nginx-process';

const LOCAL = { inlineScriptHashes: ['sha256-x/V3bhQ3vjl5dw0jZwvWBkOS8Q7OrL4KqN0Ly6n1Y8o='], analytics: false };

test('the generated nginx configuration passes `nginx -t`', () => {
  // Fails, saying how to install nginx, rather than skipping (npm test installs it).
  const { nginx, brotliStaticModule: module } = findNginx();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-test-'));
  try {
    const conf = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(
      conf,
      nginxConfig({ root: prefix, host: '127.0.0.1', port: 1, prefix, brotliStaticModule: module, accessLog: false, user: workerUser(prefix) }, LOCAL),
    );
    const out = execFileSync(nginx, ['-t', '-p', prefix, '-e', 'stderr', '-c', conf], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(out).toBe('');
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
});
