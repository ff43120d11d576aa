import fs from 'node:fs';
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
