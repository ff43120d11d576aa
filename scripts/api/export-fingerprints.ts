/**
 * Fingerprints of the engine export's descriptions, so a test can prove that no run of eight or
 * more words from them appears in our text, without the project keeping the export itself. Eight words: short enough to catch a
 * sentence that follows the export closely with a word changed here and there.
 *
 * `npm run api:fingerprints -- <bindings.lua>` reads the export (a serpent dump, read as text and
 * never executed), takes every `description="..."` string, and writes
 * tests/data/export-fingerprints.json: the sorted hashes of every 8-word run.
 *
 * Normalising: lower case; the Markdown characters `*`, `_`, `[`, `]`, `(`, `)` and backquotes
 * become spaces; words are runs of /[a-z0-9']+/. Hash: the first 12 hex digits of SHA-1 of the
 * words joined by single spaces.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SHINGLE_WORDS = 8;
export const HASH_NAME = 'sha1-12';
export const FINGERPRINTS_VERSION = 1;

export interface FingerprintFile {
  version: number;
  shingleWords: number;
  hash: string;
  /** How many descriptions were read. */
  count: number;
  fingerprints: string[];
}

/** The words of a text, normalised as described at the top of this file. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, ' ')
    .match(/[a-z0-9']+/g) ?? [];
}

/** The hash of one run of words. */
export function hashShingle(words: readonly string[]): string {
  return crypto.createHash('sha1').update(words.join(' ')).digest('hex').slice(0, 12);
}

/** Every run of `size` consecutive words, as word arrays (none when the text is shorter). */
export function shingles(words: readonly string[], size = SHINGLE_WORDS): string[][] {
  const runs: string[][] = [];
  for (let i = 0; i + size <= words.length; i++) runs.push(words.slice(i, i + size));
  return runs;
}

/** Decodes the body of a Lua double-quoted string literal (serpent's escapes). */
export function decodeLuaString(body: string): string {
  return body.replace(/\\(\d{1,3}|x[0-9a-fA-F]{2}|[\s\S])/g, (_all, esc: string) => {
    if (/^\d/.test(esc)) return String.fromCharCode(Number(esc));
    if (esc.startsWith('x') && esc.length === 3) return String.fromCharCode(parseInt(esc.slice(1), 16));
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '\n': '\n' };
    return simple[esc] ?? esc;
  });
}

/** Every `description="..."` string of a serpent-dumped export, decoded. Empty ones are skipped. */
export function extractDescriptions(luaText: string): string[] {
  const found: string[] = [];
  for (const match of luaText.matchAll(/\bdescription\s*=\s*"((?:[^"\\]|\\[\s\S])*)"/g)) {
    const text = decodeLuaString(match[1] ?? '').trim();
    if (text) found.push(text);
  }
  return found;
}

/** The fingerprint file for a list of descriptions. */
export function buildFingerprints(descriptions: readonly string[]): FingerprintFile {
  const set = new Set<string>();
  for (const d of descriptions) for (const run of shingles(normaliseWords(d))) set.add(hashShingle(run));
  return {
    version: FINGERPRINTS_VERSION,
    shingleWords: SHINGLE_WORDS,
    hash: HASH_NAME,
    count: descriptions.length,
    fingerprints: [...set].sort(),
  };
}

/** One run of our text that matches an export description. */
export interface CopiedRun {
  words: string;
  /** Index of the run's first word in the text's word list. */
  at: number;
}

/** Every 8-word run of a text whose hash is among the fingerprints. */
export function findCopiedRuns(text: string, fingerprints: ReadonlySet<string>, size = SHINGLE_WORDS): CopiedRun[] {
  const words = normaliseWords(text);
  const hits: CopiedRun[] = [];
  shingles(words, size).forEach((run, at) => {
    if (fingerprints.has(hashShingle(run))) hits.push({ words: run.join(' '), at });
  });
  return hits;
}

/** Where the committed fingerprints live, relative to the site directory. */
export const FINGERPRINTS_PATH = path.join('tests', 'data', 'export-fingerprints.json');

/** Reads an export file and writes the fingerprint file. Returns what was written. */
export function writeFingerprints(bindingsFile: string, outFile: string): FingerprintFile {
  if (!fs.existsSync(bindingsFile)) {
    throw new Error(`api:fingerprints: ${bindingsFile} does not exist. Pass the engine's bindings.lua export.`);
  }
  const descriptions = extractDescriptions(fs.readFileSync(bindingsFile, 'utf8'));
  if (!descriptions.length) {
    throw new Error(
      `api:fingerprints: ${bindingsFile} has no description="..." strings. Pass the serpent dump of ` +
        'AE:GetAELuaBindings() (bindings.lua), not the annotation file.',
    );
  }
  const result = buildFingerprints(descriptions);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${JSON.stringify(result, null, 1)}\n`);
  return result;
}

if (require.main === module) {
  const input = process.argv[2];
  if (!input) {
    console.error('Usage: npm run api:fingerprints -- <path to the export bindings.lua>');
    process.exit(2);
  }
  const out = path.resolve(__dirname, '../..', FINGERPRINTS_PATH);
  const result = writeFingerprints(path.resolve(input), out);
  console.log(`Wrote ${path.relative(process.cwd(), out)}: ${result.fingerprints.length} fingerprints from ${result.count} descriptions.`);
}
