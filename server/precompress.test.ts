import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect } from '@playwright/test';
import { fixtureBuild } from './fixture-build';
import { MANIFEST_FILE } from './manifest';
import { precompressDir } from './precompress';

test('precompression writes .br and .gz beside text files, and they decode to the file', async () => {
  const dir = fixtureBuild();
  try {
    const result = await precompressDir(dir);
    expect(result.files).toBe(2);
    const raw = fs.readFileSync(path.join(dir, 'index.html'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br')))).toEqual(raw);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz')))).toEqual(raw);
    // Too small to gain anything: left alone.
    expect(fs.existsSync(path.join(dir, `${MANIFEST_FILE}.br`))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a second run takes the same copies from the cache; a changed file is compressed again', async () => {
  const dirs = [fixtureBuild(), fixtureBuild()];
  const cache = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-cache-')) };
  try {
    const first = await precompressDir(dirs[0]!, { cache });
    expect(first.cached).toBe(0);
    const second = await precompressDir(dirs[1]!, { cache });
    expect(second).toEqual({ ...first, cached: 2 });
    for (const ext of ['.br', '.gz']) {
      expect(fs.readFileSync(path.join(dirs[1]!, `index.html${ext}`))).toEqual(fs.readFileSync(path.join(dirs[0]!, `index.html${ext}`)));
    }
    fs.appendFileSync(path.join(dirs[1]!, 'index.html'), '<p>Changed.</p>');
    const third = await precompressDir(dirs[1]!, { cache });
    expect(third.cached).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dirs[1]!, 'index.html.br'))).toString()).toContain('<p>Changed.</p>');
  } finally {
    for (const dir of [...dirs, cache.dir]) fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('fast quality (the test builds) writes copies that decode to the file, and never takes best-quality copies from the cache', async () => {
  const dirs = [fixtureBuild(), fixtureBuild()];
  const cache = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-cache-')) };
  try {
    await precompressDir(dirs[0]!, { cache });
    const fast = await precompressDir(dirs[1]!, { cache, quality: 'fast' });
    expect(fast.cached).toBe(0);
    const raw = fs.readFileSync(path.join(dirs[1]!, 'index.html'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dirs[1]!, 'index.html.br')))).toEqual(raw);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dirs[1]!, 'index.html.gz')))).toEqual(raw);
  } finally {
    for (const dir of [...dirs, cache.dir]) fs.rmSync(dir, { recursive: true, force: true });
  }
});
