/**
 * `npx tsx scripts/bench/llms-size.ts [--dir <build>]`: how big the llms files of a build are, in
 * characters and approximate tokens (characters / 4), and the default context a consumer of
 * llms.txt assembles: every file linked outside the Optional section, concatenated, read as the
 * llmstxt.org format reads it (plugins/markdown-twins/llms-txt-grammar.ts). No budget: figures for
 * decisions/ records.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseLlmsTxt, OPTIONAL_SECTION } from '../../plugins/markdown-twins/llms-txt-grammar';

const dirFlag = process.argv.indexOf('--dir');
const buildDir = path.resolve(dirFlag > 0 ? process.argv[dirFlag + 1]! : path.join(__dirname, '../../build'));
const read = (urlPath: string) => fs.readFileSync(path.join(buildDir, decodeURI(urlPath)), 'utf8');
const figure = (chars: number) => `${chars.toLocaleString('en')} chars, ~${Math.round(chars / 4).toLocaleString('en')} tokens`;

// The index, the full file and each release's compact API (/llms-api.txt, /llms-api-<id>.txt).
const apiLists = fs.readdirSync(buildDir).filter((f) => /^llms-api(-[\d-]+)?\.txt$/.test(f)).sort().map((f) => `/${f}`);
for (const file of ['/llms.txt', '/llms-full.txt', ...apiLists]) console.log(`${file}: ${figure(read(file).length)}`);

const llms = parseLlmsTxt(read('/llms.txt'));
console.log(`summary: ${llms.summary === undefined ? 'none (lost)' : 'read'}; sections: ${llms.sections.map((s) => s.name).join(', ')}`);
let total = 0;
for (const section of llms.sections.filter((s) => s.name !== OPTIONAL_SECTION)) {
  const chars = section.links.reduce((sum, link) => sum + read(new URL(link.url).pathname).length, 0);
  total += chars;
  console.log(`  ${section.name} (${section.links.length} links): ${figure(chars)}`);
}
console.log(`default context (every link outside ${OPTIONAL_SECTION}): ${figure(total)}`);
