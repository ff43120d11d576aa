/**
 * Writes `.br` and `.gz` beside every text file of a build, once, at build time, so that the
 * server only picks a file (nginx `brotli_static` / `gzip_static`) and never compresses per request.
 * A compressed copy that is not smaller than the file is not written.

 * CLI: scripts/serve/precompress.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES } from './policy';

export interface PrecompressResult {
  files: number;
  /** Files whose compressed copies came from the cache (same bytes compressed by an earlier run). */
  cached: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compressible(name: string): boolean {
  const ext = path.extname(name).slice(1).toLowerCase();
  return (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * Brotli's best quality costs about 1 s per MB on one core; above this size quality 10 gives
 * almost the same bytes in a third of the time (large, lazily loaded chunks such as Mermaid's).
 */
const BEST_QUALITY_MAX_BYTES = 256 * 1024;
/** Compression levels: brotli up to BEST_QUALITY_MAX_BYTES, brotli above it, gzip. */
interface Levels {
  brotliSmall: number;
  brotliLarge: number;
  gzip: number;
}
export const LEVELS = {
  /** What readers download: `npm run build`, the bench, production. */
  best: { brotliSmall: 11, brotliLarge: 10, gzip: 9 },
  /**
   * The test builds: their tests check which copy the server picks and what it decodes to, not
   * its size, and these levels take about a tenth of the time (decisions/2026-11-26-test-time.md).
   */
  fast: { brotliSmall: 5, brotliLarge: 5, gzip: 6 },
} satisfies Record<string, Levels>;
export type Quality = keyof typeof LEVELS;

function listFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(sub, { withFileTypes: true })) {
      const file = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (compressible(entry.name)) files.push(file);
    }
  };
  walk(dir);
  return files;
}

/**
 * Compressed copies by the hash of the bytes they compress: a second build (the test suite's
 * services build, or a rebuild after a small edit) shares most files with the last one, and
 * brotli's best quality is most of the step's time. Entries unused for CACHE_DAYS are removed.
 */
export interface PrecompressCache {
  dir: string;
}
const CACHE_DAYS = 14;
// Part of every key: a change of settings must not reuse copies made with the old ones.
const settingsOf = (l: Levels) => `br${l.brotliSmall}/${l.brotliLarge}@${BEST_QUALITY_MAX_BYTES},gz${l.gzip}`;

async function compress(raw: Buffer, levels: Levels, cache: PrecompressCache | undefined, result: PrecompressResult): Promise<[Buffer, Buffer]> {
  const key = cache && crypto.createHash('sha256').update(settingsOf(levels)).update(raw).digest('hex');
  const entry = (ext: string) => path.join(cache!.dir, `${key}${ext}`);
  if (key) {
    try {
      const [br, gz] = await Promise.all([fs.promises.readFile(entry('.br')), fs.promises.readFile(entry('.gz'))]);
      const now = new Date();
      await Promise.all(['.br', '.gz'].map((ext) => fs.promises.utimes(entry(ext), now, now)));
      result.cached += 1;
      return [br, gz];
    } catch {
      // Not cached yet (or half written): compress below.
    }
  }
  const copies = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length <= BEST_QUALITY_MAX_BYTES ? levels.brotliSmall : levels.brotliLarge,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: levels.gzip }),
  ]);
  if (key) {
    await fs.promises.mkdir(cache!.dir, { recursive: true });
    // Written under a temporary name and renamed: a reader never sees half an entry.
    await Promise.all(
      (['.br', '.gz'] as const).map(async (ext, i) => {
        const temp = `${entry(ext)}.${process.pid}.tmp`;
        await fs.promises.writeFile(temp, copies[i]!);
        await fs.promises.rename(temp, entry(ext));
      }),
    );
  }
  return copies;
}

function pruneCache(cache: PrecompressCache): void {
  if (!fs.existsSync(cache.dir)) return;
  const oldest = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  for (const name of fs.readdirSync(cache.dir)) {
    const file = path.join(cache.dir, name);
    if (fs.statSync(file).mtimeMs < oldest) fs.rmSync(file, { force: true });
  }
}

async function precompressFile(file: string, levels: Levels, result: PrecompressResult, cache: PrecompressCache | undefined): Promise<void> {
  const raw = await fs.promises.readFile(file);
  if (raw.length < MIN_COMPRESS_BYTES) return;
  const [br, gz] = await compress(raw, levels, cache, result);
  result.files += 1;
  result.rawBytes += raw.length;
  result.brotliBytes += Math.min(br.length, raw.length);
  result.gzipBytes += Math.min(gz.length, raw.length);
  // Same modification time as the file, so every encoding carries the same Last-Modified.
  const { mtime } = await fs.promises.stat(file);
  for (const [ext, data] of [['.br', br], ['.gz', gz]] as const) {
    if (data.length >= raw.length) continue;
    await fs.promises.writeFile(file + ext, data);
    await fs.promises.utimes(file + ext, mtime, mtime);
  }
}

/** Compresses on libuv's thread pool, a few files at a time (largest first, to finish together). */
export async function precompressDir(
  dir: string,
  { parallel = 4, cache, quality = 'best' }: { parallel?: number; cache?: PrecompressCache; quality?: Quality } = {},
): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, cached: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = listFiles(dir)
    .map((file) => ({ file, size: fs.statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .map((f) => f.file);
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await precompressFile(file, LEVELS[quality], result, cache);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  if (cache) pruneCache(cache);
  return result;
}
