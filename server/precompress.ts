/**
 * Writes `.br` and `.gz` beside every text file of a build, once, at build time, so that the
 * server only picks a file (nginx `brotli_static` / `gzip_static`) and never compresses per request.
 * A compressed copy that is not smaller than the file is not written.

 * CLI: scripts/precompress.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES } from './policy';

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function compressible(name: string): boolean {
  const ext = path.extname(name).slice(1).toLowerCase();
  return (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(ext);
}

export function precompressDir(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(sub, { withFileTypes: true })) {
      const file = path.join(sub, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!compressible(entry.name)) continue;
      const raw = fs.readFileSync(file);
      if (raw.length < MIN_COMPRESS_BYTES) continue;
      const br = zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      const gz = zlib.gzipSync(raw, { level: 9 });
      result.files += 1;
      result.rawBytes += raw.length;
      result.brotliBytes += Math.min(br.length, raw.length);
      result.gzipBytes += Math.min(gz.length, raw.length);
      // Same modification time as the file, so both answers carry the same Last-Modified.
      const { mtime } = fs.statSync(file);
      for (const [ext, data] of [['.br', br], ['.gz', gz]] as const) {
        if (data.length >= raw.length) continue;
        fs.writeFileSync(file + ext, data);
        fs.utimesSync(file + ext, mtime, mtime);
      }
    }
  };
  walk(dir);
  return result;
}
