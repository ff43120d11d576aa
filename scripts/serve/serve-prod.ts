/**
 * `npm run serve:prod`: serves a build with nginx exactly as production does (server/policy.ts),
 * in the foreground. PORT (default 3000) and HOST (default 127.0.0.1) select the address;
 * `--dir <build dir>` serves another build (default build/). Ctrl-C or SIGTERM stops nginx and
 * removes its temp dir. Run as `node --import tsx` (package.json), not through the tsx CLI, whose
 * extra process would survive a SIGTERM sent to npm alone.
 */
import path from 'node:path';
import { ServeError, startNginx } from '../../server/nginx-process';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const buildDir = path.resolve(argValue('--dir') ?? 'build');
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`serve:prod: PORT=${process.env.PORT} is not a port number (1-65535).`);
    return 2;
  }
  const server = await startNginx({ buildDir, port, host: process.env.HOST, accessLog: !process.argv.includes('--quiet') });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void server.stop());
  // If whatever started us dies without passing its signal on, do not leave nginx behind.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void server.stop(), 1000).unref();
  console.log(`serve:prod: nginx serves ${path.relative(process.cwd(), buildDir) || '.'}/ at ${server.origin}/ (config ${server.configFile}). Ctrl-C stops it.`);
  const code = await server.exited;
  // Stopped on request: a clean exit.
  return code === 0 || code === 143 || code === 130 ? 0 : code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`serve:prod: ${error instanceof ServeError || error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
