import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readManifest } from './manifest';
import { nginxConfig } from './nginx-conf';

/** Where Debian (and most distributions) put nginx and its dynamic brotli module. */
const NGINX_BINARIES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
const BROTLI_STATIC_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/local/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
const INSTALL_HINT = 'Install it with: bash scripts/ci/ensure-nginx.sh (Debian: apt-get install nginx libnginx-mod-http-brotli-static)';

export class ServeError extends Error {}

function firstExisting(candidates: string[]): string | undefined {
  return candidates.find((file) => fs.existsSync(file));
}

/** The nginx binary and its brotli module, or a ServeError saying how to install them. */
export function findNginx(): { nginx: string; brotliStaticModule: string } {
  const nginx = firstExisting(NGINX_BINARIES);
  if (!nginx) throw new ServeError(`nginx is not installed. ${INSTALL_HINT}`);
  const brotliStaticModule = firstExisting(BROTLI_STATIC_MODULES);
  if (!brotliStaticModule) throw new ServeError(`nginx's brotli module is not installed. ${INSTALL_HINT}`);
  return { nginx, brotliStaticModule };
}

/** Stops with a clear message when the build cannot be served as it is. */
export function checkBuild(buildDir: string): void {
  const shown = path.relative(process.cwd(), buildDir) || buildDir;
  if (fs.existsSync(buildDir)) {
    try {
      fs.accessSync(buildDir, fs.constants.R_OK | fs.constants.X_OK);
    } catch {
      throw new ServeError(`${shown}/ cannot be read by ${os.userInfo().username}. Fix: give this user read access to it (chmod -R u+rX ${buildDir}) or rebuild it as this user.`);
    }
  }
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new ServeError(`${shown}/ has no site in it. Build first: npm run build`);
  }
  if (!fs.existsSync(path.join(buildDir, 'index.html.br'))) {
    throw new ServeError(`${shown}/ is not precompressed (no index.html.br). Build first: npm run build`);
  }
  readManifest(buildDir);
  // nginx follows links (disable_symlinks stays off: with it, Debian's brotli_static 1.0.0~rc
  // serves a file after another on the same connection uncompressed; decisions/2026-11-25-serving-links.md),
  // so a link that could lead out of the build is refused here. The site's build makes none.
  const link = findLink(buildDir);
  if (link) {
    throw new ServeError(`${shown}/${link} is a symbolic link; the server would follow it out of the build. Fix: remove it (the site's build makes no links), or rebuild: npm run build`);
  }
}

/** The first symbolic link inside `dir` (relative path), if any. */
function findLink(dir: string): string | undefined {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) return path.relative(dir, path.join(entry.parentPath, entry.name));
  }
  return undefined;
}

/** `name` of the entry with this id in /etc/passwd or /etc/group, if any. */
function nameOfId(file: string, id: number): string | undefined {
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.split(':')[2] === String(id));
  return line?.split(':')[0];
}

/**
 * The `user` line for nginx's workers. Only root's workers change user, and by default to
 * `nobody`, which cannot enter a private folder (a clone in /root or a mktemp -d folder): they run
 * as the build's owner instead, who wrote it and so can read it.
 */
export function workerUser(buildDir: string): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const { uid, gid } = fs.statSync(buildDir);
  return `${nameOfId('/etc/passwd', uid) ?? 'root'} ${nameOfId('/etc/group', gid) ?? 'root'}`;
}

export interface StartOptions {
  buildDir: string;
  port: number;
  host?: string;
  accessLog?: boolean;
  /** Where nginx writes its output (default: this process's stdout/stderr). */
  stdio?: 'inherit' | 'ignore';
}

export interface RunningNginx {
  origin: string;
  configFile: string;
  child: ChildProcess;
  /** Resolves with nginx's exit code once it has stopped and its temp dir is gone. */
  exited: Promise<number>;
  stop: () => Promise<number>;
}

/**
 * Starts nginx in the foreground (`daemon off`) with a configuration generated for this build in
 * a fresh temp dir, and resolves once it serves the build's home page. Runs as any user (as root,
 * see workerUser). stop() ends it (SIGTERM) and removes the temp dir.
 */
export async function startNginx(options: StartOptions): Promise<RunningNginx> {
  checkBuild(path.resolve(options.buildDir));
  // The folder itself may be a link (checkBuild refuses links inside it).
  const buildDir = fs.realpathSync(options.buildDir);
  const { nginx, brotliStaticModule } = findNginx();

  const host = options.host ?? '127.0.0.1';
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'atomontage-nginx-'));
  // Workers (the build's owner, when root) must reach their temp dirs.
  fs.chmodSync(prefix, 0o755);
  const user = workerUser(buildDir);
  const configFile = path.join(prefix, 'nginx.conf');
  const manifest = readManifest(buildDir);
  fs.writeFileSync(
    configFile,
    nginxConfig(
      { root: buildDir, host, port: options.port, prefix, brotliStaticModule, user, accessLog: options.accessLog ?? false },
      manifest,
    ),
  );
  const child = spawn(nginx, ['-p', prefix, '-e', 'stderr', '-c', configFile], { stdio: options.stdio ?? 'inherit' });
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => {
      fs.rmSync(prefix, { recursive: true, force: true });
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
    child.on('error', () => {
      fs.rmSync(prefix, { recursive: true, force: true });
      resolve(1);
    });
  });
  let done = false;
  void exited.then(() => (done = true));
  const stop = async () => {
    if (!done) child.kill('SIGTERM');
    return exited;
  };
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (done) throw new ServeError(`nginx stopped at start (exit ${await exited}); see its message above. Is port ${options.port} free?`);
    let status: number;
    try {
      status = (await fetch(`${origin}/`, { method: 'HEAD' })).status;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    if (status === 200) return { origin, configFile, child, exited, stop };
    // Never a server that answers 404 to every page: say why it cannot serve and stop.
    await stop();
    const who = user?.split(' ')[0] ?? os.userInfo().username;
    throw new ServeError(
      `nginx answered ${status} for ${buildDir}/index.html: its workers (user ${who}) cannot read ${buildDir}. ` +
        `Fix: let ${who} enter every folder above it (chmod o+x on each private one), or rebuild it as the user who runs this server.`,
    );
  }
  await stop();
  throw new ServeError(`nginx did not answer on ${origin} within 15 s`);
}
