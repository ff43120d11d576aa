import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { createEngine, expandIndex, type LocalEngine } from './engine';
import { createQueryUnderstanding, headingMatch, singular, type QueryTable } from './query';
import table from './synonyms';
import type { SearchIndexFile } from './types';
import { builtIndexFiles } from '../../plugins/local-search/index';

/**
 * The query table (src/search/synonyms.ts), entry by entry, against the index of the production
 * build the test command makes (of the engine release the example's page belongs to): each entry's example query finds its page in the top 5, and ranks
 * it better than the same index searched without that entry (so every entry is needed).
 * Then the query reader itself, on a small table written here.
 */

const TABLE = table as QueryTable;
const BUILD = path.resolve(__dirname, '../../build');

/** The built index of each engine release, by its route base (the documented release's is `/api`). */
function loadBuiltEngines(): Array<{ base: string; engine: LocalEngine }> {
  const files = builtIndexFiles(BUILD);
  if (!files.length) throw new Error(`${BUILD}/index.html names no search index: build the site without the Algolia variables (npx docusaurus build) before the search table tests`);
  return files.map(({ file, release }) => ({ base: release?.base ?? '/api', engine: createEngine(expandIndex(JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile)) }));
}

let engines: ReturnType<typeof loadBuiltEngines> | undefined;
/** The index a reader of the example's release searches: the release whose route base is the longest prefix of the expected page (the manual: the first). */
function built(expected: string): LocalEngine {
  engines ??= loadBuiltEngines();
  const owner = [...engines].sort((a, b) => b.base.length - a.base.length).find((e) => expected.startsWith(`${e.base}/`));
  return (owner ?? engines[0]!).engine;
}

const decode = (u: string): string => decodeURI(u);
/** 1-based rank of `expect` (route, or route#anchor) among the first 20 results, or Infinity. */
function rankOf(e: LocalEngine, q: string, expected: string): number {
  const urls = e.search(q, { limit: 20 }).map((r) => decode(r.record.url));
  const i = urls.findIndex((u) => (expected.includes('#') ? u === expected : u.split('#')[0] === expected));
  return i < 0 ? Infinity : i + 1;
}

test.describe('every synonym entry is needed and works', () => {
  TABLE.synonyms.forEach((entry, index) => {
    test(`${entry.words[0]} → ${entry.also.join(', ')}: "${entry.example.q}" finds ${entry.example.expect}`, () => {
      const withEntry = rankOf(built(entry.example.expect), entry.example.q, entry.example.expect);
      const without = built(entry.example.expect).withTable({ ...TABLE, synonyms: TABLE.synonyms.filter((_, i) => i !== index) });
      const withoutEntry = rankOf(without, entry.example.q, entry.example.expect);
      expect(withEntry, 'rank with the entry').toBeLessThanOrEqual(5);
      expect(withEntry, `rank with the entry (${withEntry}) vs without it (${withoutEntry})`).toBeLessThan(withoutEntry);
    });
  });
});

test.describe('every abbreviation shows each of its meanings in the top 5', () => {
  TABLE.meanings.forEach((entry, index) => {
    test(`${entry.term}: ${entry.meanings.join(' / ')}`, () => {
      for (const page of entry.example.expect) expect(rankOf(built(page), entry.example.q, page), page).toBeLessThanOrEqual(5);
      const without = built(entry.example.expect[0]!).withTable({ ...TABLE, meanings: TABLE.meanings.filter((_, i) => i !== index) });
      const missing = entry.example.expect.filter((page) => rankOf(without, entry.example.q, page) > 5);
      expect(missing, 'pages the top 5 lacks without the entry').not.toEqual([]);
    });
  });
});

const SMALL: QueryTable = {
  stopWords: ['a', 'an', 'the', 'by', 'its', 'to', 'in'],
  stopPhrases: ['in a script'],
  weakWords: ['set'],
  synonyms: [
    { words: ['find'], also: ['get'], example: { q: '', expect: '' } },
    { words: ['look up'], also: ['get'], example: { q: '', expect: '' } },
  ],
  meanings: [{ term: 'fps', meanings: ['frame rate', 'first person shooter'], example: { q: '', expect: [] } }],
};

test.describe('query reader', () => {
  const understand = createQueryUnderstanding(SMALL);
  const words = (q: string) => understand(q).parts.map((p) => p.words.join(' '));

  test('drops stop words and place phrases, unless nothing else is left', () => {
    expect(words('find an object by its name in a script')).toEqual(['find', 'object', 'name']);
    expect(words('the')).toEqual(['the']);
  });

  test('reads a known phrase as one part and pairs it with the site word', () => {
    const parts = understand('look up the camera').parts;
    expect(parts.map((p) => [p.words.join(' '), p.also])).toEqual([
      ['look up', ['get']],
      ['camera', []],
    ]);
  });

  test('a plural also searches its singular, an identifier does not', () => {
    expect(understand('objects').parts[0]!.also).toEqual(['object']);
    expect(understand('GetColors').parts[0]!.also).toEqual([]);
    expect(singular('bodies')).toBe('body');
    expect(singular('class')).toBe('class');
  });

  test('generic verbs are weak: compared with headings, not searched', () => {
    expect(understand('set position').parts.map((p) => p.weak)).toEqual([true, false]);
  });

  test('an abbreviation with two meanings gives one reading per meaning', () => {
    const { readings } = understand('fps');
    expect(readings.map((r) => r.parts.map((p) => p.words.join(' ')))).toEqual([['frame', 'rate'], ['first', 'person', 'shooter']]);
    expect(readings.map((r) => r.query)).toEqual(['frame rate', 'first person shooter']);
  });

  test('a phrase that spells a heading matches it fully; a missing word does not match', () => {
    const stop = new Set(SMALL.stopWords);
    expect(headingMatch('GetObjectByName', understand('find object by name').parts, stop)).toBe(1);
    expect(headingMatch('GetObjectByName', understand('find object').parts, stop)).toBe(0);
    expect(headingMatch('GetObjectByName', understand('find object by name quickly').parts, stop)).toBe(0.75);
    expect(headingMatch('LookAt', understand('Transform LookAt').parts, stop)).toBe(0.5);
  });

  test('an entry made only of stop words is refused, naming the entry', () => {
    expect(() => createQueryUnderstanding({ ...SMALL, synonyms: [{ words: ['the'], also: ['x'], example: { q: '', expect: '' } }] })).toThrow(
      /"the" is only stop words.*entry for x/,
    );
  });

  test('a phrase that is one word once stop words go is refused, naming the entry', () => {
    expect(() => createQueryUnderstanding({ ...SMALL, synonyms: [{ words: ['turn to'], also: ['x'], example: { q: '', expect: '' } }] })).toThrow(
      /"turn to" is the single word "turn".*entry for x/,
    );
  });
});
