/**
 * `npm run count:provenance`: how often the built pages talk about our sources, and how often
 * they hedge, split into API pages and manual pages; plus the manual's prose word count.
 *
 * How it counts:
 * - Pages: every index.html under build/ (needs `npm run build` first). API pages are those
 *   under build/api/; manual pages are the home page and everything under build/manual/.
 * - Text: the page's main article (`article`, else `main`), scripts, styles and code blocks
 *   removed, whitespace collapsed. Navigation, footer and sidebars are not counted.
 * - Mentions: every case-insensitive, whole-word occurrence of a phrase of PROVENANCE_PHRASES
 *   (provenance) or HEDGE_PHRASES (hedges) from plugins/content-checks/phrases.ts. A phrase
 *   in both lists counts in both.
 * - Manual prose words: words (runs of letters, digits and apostrophes) in docs/manual MD/MDX
 *   files outside front matter, fenced code blocks, import/export lines and JSX/HTML tags.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { HEDGE_PHRASES, PROVENANCE_PHRASES, matchPhrases } from '../../plugins/content-checks/phrases';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');

/** Visible article text of one built page. */
export function articleText(html: string): string {
  const $ = cheerio.load(html);
  const root = $('article').length ? $('article') : $('main');
  root.find('script, style, pre, .theme-code-block').remove();
  // cheerio joins text without spaces; keep block boundaries as word boundaries.
  root.find('p, li, div, td, th, h1, h2, h3, h4, h5, h6, br, summary, dt, dd').each((_, el) => {
    $(el).prepend(' ').append(' ');
  });
  return root.text().replace(/\s+/g, ' ').trim();
}

/** Words of prose in one manual source file. */
export function proseWords(source: string): number {
  const withoutFrontMatter = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const withoutCode = withoutFrontMatter.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const prose = withoutCode
    .split('\n')
    .filter((line) => !/^\s*(import|export)\s/.test(line))
    .join('\n')
    .replace(/<[^>]*>/g, ' ');
  return (prose.match(/[A-Za-z0-9']+/g) ?? []).length;
}

function filesUnder(dir: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(accept)
    .map((f) => path.join(dir, f))
    .sort();
}

interface Tally {
  pages: number;
  provenance: number;
  hedges: number;
  byPhrase: Map<string, number>;
}

function emptyTally(): Tally {
  return { pages: 0, provenance: 0, hedges: 0, byPhrase: new Map() };
}

function main(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error('count:provenance: build/index.html is missing. Run `npm run build` first, then run this again.');
    process.exit(1);
  }
  const tallies = { api: emptyTally(), manual: emptyTally() };
  for (const file of filesUnder(buildDir, (f) => f.endsWith('index.html'))) {
    const rel = path.relative(buildDir, file).split(path.sep).join('/');
    const part = rel.startsWith('api/') ? 'api' : rel === 'index.html' || rel.startsWith('manual/') ? 'manual' : null;
    if (!part) continue;
    const text = articleText(fs.readFileSync(file, 'utf8'));
    const tally = tallies[part];
    tally.pages++;
    const provenance = matchPhrases(text, PROVENANCE_PHRASES);
    const hedges = matchPhrases(text, HEDGE_PHRASES);
    tally.provenance += provenance.length;
    tally.hedges += hedges.length;
    for (const p of [...provenance.map((p) => `provenance: ${p}`), ...hedges.map((h) => `hedge: ${h}`)]) {
      tally.byPhrase.set(p, (tally.byPhrase.get(p) ?? 0) + 1);
    }
  }
  const manualWords = filesUnder(path.join(siteDir, 'docs', 'manual'), (f) => /\.mdx?$/.test(f)).reduce(
    (sum, file) => sum + proseWords(fs.readFileSync(file, 'utf8')),
    0,
  );

  console.log('Provenance mentions and hedges in the built pages (article text, code blocks excluded)');
  for (const [name, t] of Object.entries(tallies)) {
    console.log(`  ${name.padEnd(6)} ${String(t.pages).padStart(4)} pages  provenance ${String(t.provenance).padStart(4)}  hedges ${String(t.hedges).padStart(4)}`);
    const top = [...t.byPhrase.entries()].sort((a, b) => b[1] - a[1]);
    for (const [phrase, n] of top) console.log(`           ${String(n).padStart(4)}  ${phrase}`);
  }
  console.log(`Manual prose words (docs/manual, outside front matter, code and tags): ${manualWords}`);
  console.log('Phrase lists: plugins/content-checks/phrases.ts (PROVENANCE_PHRASES, HEDGE_PHRASES).');
}

if (require.main === module) main();
