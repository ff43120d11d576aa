/**
 * Precompresses a finished build (`.br` and `.gz` beside each text file; server/precompress.ts).
 *   tsx scripts/serve/precompress.ts [build-dir] [--quality best|fast]
 * (npm run build runs it on build/ at the default, best; the test builds use fast: LEVELS)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LEVELS, precompressDir, type Quality } from '../../server/precompress';

const isQuality = (value: string | undefined): value is Quality => value !== undefined && Object.hasOwn(LEVELS, value);

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { quality: { type: 'string', default: 'best' } }, allowPositionals: true });
  const { quality } = values;
  if (!isQuality(quality)) {
    console.error(`precompress: --quality takes one of ${Object.keys(LEVELS).join(', ')}, not ${quality}`);
    process.exitCode = 1;
    return;
  }
  const dir = path.resolve(positionals[0] ?? 'build');
  if (!fs.existsSync(dir)) {
    console.error(`precompress: ${dir} does not exist. Build first: npm run build`);
    process.exitCode = 1;
    return;
  }
  const started = Date.now();
  // Beside the framework's own build caches; a fresh clone starts without one.
  const r = await precompressDir(dir, { quality, cache: { dir: path.resolve(__dirname, '../../node_modules/.cache/precompress') } });
  const kb = (n: number) => `${(n / 1000).toFixed(0)} kB`;
  console.log(
    `precompress: ${r.files} files in ${path.relative(process.cwd(), dir) || '.'}: ${kb(r.rawBytes)} raw, ${kb(r.brotliBytes)} brotli, ${kb(r.gzipBytes)} gzip; ${r.cached} from the cache (${Date.now() - started} ms, ${quality} quality)`,
  );
}

main().catch((error: unknown) => {
  console.error(`precompress: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
