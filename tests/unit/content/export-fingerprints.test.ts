import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import {
  buildFingerprints,
  decodeLuaString,
  extractDescriptions,
  findCopiedRuns,
  hashShingle,
  normaliseWords,
  writeFingerprints,
} from '../../../scripts/api/export-fingerprints';

// A tiny export in the shape the engine writes (serpent dump on one line), with our own words.
const FIXTURE_EXPORT =
  'do local _={Enums={Side={Left=0,Right=1}},Classes={Lamp={name="Lamp",functions={' +
  '{name="Glow",params={{name="strength",type="number"}},description="Makes the lamp glow brighter for a short while, then it fades back to its usual level.",isDeprecated=false},' +
  '{name="Off",params={},description="",isDeprecated=false}},' +
  'properties={{name="hue",type="number",readonly=false,description="Colour of the light as a \\"hue\\" angle,\\nin degrees from zero up to three hundred and sixty."}}}}};return _;end';

test('normalising lowercases, drops Markdown marks and keeps apostrophes inside words', () => {
  expect(normaliseWords("The *Lamp's* `hue` [see](x) -- in_degrees!")).toEqual(["the", "lamp's", 'hue', 'see', 'x', 'in', 'degrees']);
});

test('hashes are the first 12 hex digits of SHA-1 of the space-joined words', () => {
  expect(hashShingle(['a', 'b'])).toBe('7dbde9350412');
});

test('reads every non-empty description of a serpent export as text, decoding escapes', () => {
  expect(extractDescriptions(FIXTURE_EXPORT)).toEqual([
    'Makes the lamp glow brighter for a short while, then it fades back to its usual level.',
    'Colour of the light as a "hue" angle,\nin degrees from zero up to three hundred and sixty.',
  ]);
  expect(decodeLuaString('a\\\\b\\65\\t')).toBe('a\\bA\t');
});

test('fingerprints cover every 8-word run, sorted and unique', () => {
  const file = buildFingerprints(extractDescriptions(FIXTURE_EXPORT));
  // 17 words give 10 runs; 18 words give 11 runs.
  expect(file).toMatchObject({ version: 1, shingleWords: 8, hash: 'sha1-12', count: 2 });
  expect(file.fingerprints).toHaveLength(21);
  expect([...file.fingerprints].sort()).toEqual(file.fingerprints);
});

test('a copied 8-word run is found, however it is formatted; seven words are not', () => {
  const prints = new Set(buildFingerprints(extractDescriptions(FIXTURE_EXPORT)).fingerprints);
  const copied = findCopiedRuns('Use Glow: it **makes the lamp glow brighter** for a short moment.', prints);
  expect(copied.map((c) => c.words)).toEqual(['makes the lamp glow brighter for a short']);
  expect(findCopiedRuns('It makes the lamp glow brighter for one moment.', prints)).toEqual([]);
  expect(findCopiedRuns('Glow raises the brightness briefly; it then returns to normal.', prints)).toEqual([]);
});

test('the CLI writer names the file and the fix on bad input, and writes the JSON', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprints-'));
  const out = path.join(dir, 'out.json');
  expect(() => writeFingerprints(path.join(dir, 'missing.lua'), out)).toThrow(/missing\.lua does not exist/);
  fs.writeFileSync(path.join(dir, 'annotations.lua'), '---@class Lamp\nlocal Lamp = {}\n');
  expect(() => writeFingerprints(path.join(dir, 'annotations.lua'), out)).toThrow(/no description=.*bindings\.lua/);
  fs.writeFileSync(path.join(dir, 'bindings.lua'), FIXTURE_EXPORT);
  writeFingerprints(path.join(dir, 'bindings.lua'), out);
  expect(JSON.parse(fs.readFileSync(out, 'utf8')).fingerprints).toHaveLength(21);
  fs.rmSync(dir, { recursive: true, force: true });
});
