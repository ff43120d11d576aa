/**
 * Precompresses a finished build (`.br` and `.gz` beside each text file; server/precompress.ts).
 *   tsx scripts/serve/precompress.ts [build-dir]     (npm run build runs it on build/)
 */
import fs from 'node:fs';
import path from 'node:path';
import { precompressDir } from '../../server/precompress';

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'build');
  if (!fs.existsSync(dir)) {
    console.error(`precompress: ${dir} does not exist. Build first: npm run build`);
    process.exitCode = 1;
    return;
  }
  const started = Date.now();
  // Beside the framework's own build caches; a fresh clone starts without one.
  const r = await precompressDir(dir, { cache: { dir: path.resolve(__dirname, '../../node_modules/.cache/precompress') } });
  const kb = (n: number) => `${(n / 1000).toFixed(0)} kB`;
  console.log(
    `precompress: ${r.files} files in ${path.relative(process.cwd(), dir) || '.'}: ${kb(r.rawBytes)} raw, ${kb(r.brotliBytes)} brotli, ${kb(r.gzipBytes)} gzip; ${r.cached} from the cache (${Date.now() - started} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(`precompress: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
