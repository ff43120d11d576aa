import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { FINGERPRINTS_PATH, findCopiedRuns, type FingerprintFile } from '../../scripts/api/export-fingerprints';
import { contentFiles } from './provenance';

/**
 * Wording rule: facts from the engine's export carry over, its sentences never do. No run of eight
 * words from any export description may appear in the API data or the manual. The export is not
 * part of this project; tests/data/export-fingerprints.json holds hashes of its 8-word runs
 * (regenerate with `npm run api:fingerprints -- <bindings.lua>`).
 */
const siteDir = path.resolve(__dirname, '..', '..');

test('no run of eight or more words from the engine export appears in api/ or docs/manual', () => {
  const data = JSON.parse(fs.readFileSync(path.join(siteDir, FINGERPRINTS_PATH), 'utf8')) as FingerprintFile;
  expect(data.fingerprints.length, 'the fingerprint file is empty: regenerate it').toBeGreaterThan(100);
  const prints = new Set(data.fingerprints);
  const files = contentFiles(siteDir);
  expect(files.length).toBeGreaterThan(20);
  const copies = files.flatMap((file) =>
    findCopiedRuns(fs.readFileSync(file, 'utf8'), prints, data.shingleWords).map(
      (run) => `${path.relative(siteDir, file)}: "${run.words}"`,
    ),
  );
  expect(copies, 'Rewrite these passages in your own words (facts may stay, wording may not):').toEqual([]);
});
