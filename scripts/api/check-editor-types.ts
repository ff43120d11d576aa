/**
 * `npm run check:editor-types [-- <build-dir>] [--list] [--level Information]`
 * `npm run check:editor-types -- --release <id>`: a release that is not published yet (a draft of
 *   api/releases.yaml): its d.lua rendered from its model, and every example of its data, instead
 *   of the build's (checks 1 to 3 below, on that release).
 * `npm run check:editor-types -- --variants <id> [--only /manual]`: a published release as its
 *   readers get it: the build's d.lua of that release, and the blocks a reader of it sees (its own
 *   code variants and the blocks of every release, not other releases' variants), optionally only
 *   those of pages under a route prefix (checks 1 to 3).
 *
 * Checks the built site's atomontage.d.lua with the real Lua language server (LuaLS), set up as a
 * scripter sets up VS Code (the d.lua as the only library, Lua 5.4):
 *   1. the d.lua itself, as a file the editor opens (level Hint);
 *   2. every Lua code block of the site's pages, as written;
 *   3. the same blocks with each whole script's table typed as a ScriptInstance subclass;
 *   4. the fixture scripts in scripts/api/editor-types-fixtures/: each `*.mistake.lua` must get the
 *      diagnostic its first line names, each `*.correct.lua` none.
 * Blocks are checked at level Information. A `deprecated` diagnostic in a block is reported but
 * allowed: some examples use a deprecated class on purpose and say so.
 *
 * LuaLS comes from the LUALS environment variable or ../shared/tools/luals beside the project.
 * Without it the check prints how to get LuaLS and exits 0 (a reader's clone and CI have none).
 * Exit 1 when a check finds something or the build has no Lua code blocks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blockLine, extractLuaBlocks, type LuaBlock } from './editor-types/extract-blocks';
import { checkWorkspace, LEVELS, lualsVersion, type Level, type LualsDiagnostic } from './editor-types/luals';
import { readFixtures, judgeFixtures } from './editor-types/fixtures';
import { prepareBlock } from './editor-types/extract-blocks';
import { runApiPipeline } from '../../plugins/api-reference/pipeline';
import { membersOf } from '../../plugins/api-reference/model';
import { renderLuaDefinitions } from '../../plugins/api-reference/luals';
import { readReleases } from '../../plugins/api-reference/releases';
import { releaseOutputPaths } from '../../plugins/api-reference/outputs';

const ROOT = path.resolve(__dirname, '../..');
const SHARED_LUALS = path.resolve(ROOT, '../shared/tools/luals/bin/lua-language-server');
const FIXTURES_DIR = path.join(__dirname, 'editor-types-fixtures');
/** Diagnostics an example may carry on purpose (its text says it uses a deprecated class). */
const ALLOWED_IN_BLOCKS = new Set(['deprecated']);

export const HOW_TO_GET_LUALS = [
  'check:editor-types: skipped, no Lua language server found.',
  'It needs LuaLS 3.19.1 or later (Linux x86-64 build): download lua-language-server from',
  'https://github.com/LuaLS/lua-language-server/releases, unpack it, and run',
  '  LUALS=/path/to/lua-language-server/bin/lua-language-server npm run check:editor-types',
].join('\n');

function findLuals(): string | undefined {
  const candidate = process.env.LUALS ?? SHARED_LUALS;
  return fs.existsSync(candidate) ? candidate : undefined;
}

interface Args {
  buildDir: string;
  list: boolean;
  level: Level;
  release?: string;
  variants?: string;
  only?: string;
}

function parseArgs(argv: string[]): Args {
  let buildDir = path.join(ROOT, 'build');
  let list = false;
  let level: Level = 'Information';
  let release: string | undefined;
  let variants: string | undefined;
  let only: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--list') list = true;
    else if (a === '--release') release = argv[++i];
    else if (a === '--variants') variants = argv[++i];
    else if (a === '--only') only = argv[++i];
    else if (a === '--level') {
      const v = argv[++i];
      if (!LEVELS.includes(v as Level)) throw new Error(`--level takes one of ${LEVELS.join(', ')}`);
      level = v as Level;
    } else buildDir = path.resolve(a);
  }
  return { buildDir, list, level, ...(release ? { release } : {}), ...(variants ? { variants } : {}), ...(only ? { only } : {}) };
}

/** The build's d.lua of a published release (the documented one's is atomontage.d.lua). */
function publishedDefinitions(buildDir: string, id: string): string {
  const release = readReleases(path.join(ROOT, 'api')).find((r) => r.id === id);
  if (!release) throw new Error(`check:editor-types: --variants ${id} names no release of api/releases.yaml`);
  return path.join(buildDir, releaseOutputPaths(release).definitions);
}

/** A release's d.lua and examples, from its model: what its pages and download will carry. */
function releaseFiles(release: string): { dlua: string; blocks: (typed: boolean) => LuaBlock[] } {
  const { model } = runApiPipeline(path.join(ROOT, 'api'), { release });
  const dlua = renderLuaDefinitions(model, { siteUrl: 'https://docs.example.invalid', release, updated: 'unreleased' });
  const blocks = (typed: boolean): LuaBlock[] =>
    model.data.classes.flatMap((c) =>
      membersOf(c).flatMap((m) =>
        m.examples.map((e, i) => {
          const file = `${c.name}_${m.anchor || 'class'}_${i + 1}.lua`.replace(/[^\w.]/g, '_');
          const { source, added } = prepareBlock(e.code.split('\n'), `Example_${file.slice(0, -4)}`, typed);
          return { file, page: `${release} ${c.name}${m.anchor ? `#${m.anchor}` : ''}`, block: i + 1, source, added };
        }),
      ),
    );
  return { dlua, blocks };
}

const summary = (label: string, diags: string[][]): string => {
  const counts = new Map<string, number>();
  for (const [code] of diags) counts.set(code!, (counts.get(code!) ?? 0) + 1);
  const parts = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c, n]) => `${n} ${c}`);
  return `${label}: ${diags.length} diagnostics${parts.length ? ` (${parts.join(', ')})` : ''}`;
};

function writeWorkspace(dir: string, files: { file: string; source: string }[]): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const f of files) fs.writeFileSync(path.join(dir, f.file), f.source);
}

function main(): number {
  const luals = findLuals();
  if (!luals) {
    console.log(HOW_TO_GET_LUALS);
    return 0;
  }
  const { buildDir, list, level, release, variants, only } = parseArgs(process.argv.slice(2));
  const dlua = variants ? publishedDefinitions(buildDir, variants) : path.join(buildDir, 'atomontage.d.lua');
  if (!release && !fs.existsSync(dlua)) {
    console.error(`check:editor-types: no ${path.basename(dlua)} in ${buildDir}. Build the site first (npm run build).`);
    return 1;
  }
  const fromRelease = release ? releaseFiles(release) : undefined;
  const definitions = fromRelease ? fromRelease.dlua : fs.readFileSync(dlua, 'utf8');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-types-'));
  try {
    const lib = path.join(scratch, 'lib');
    writeWorkspace(lib, [{ file: 'atomontage.d.lua', source: definitions }]);
    console.log(`LuaLS ${lualsVersion(luals, scratch)}, blocks at level ${level}, d.lua ${release ? `of release ${release}, from its data` : path.relative(ROOT, dlua) || dlua}${variants ? `; the blocks a reader of ${variants} sees` : ""}${only ? ` on pages under ${only}` : ""}`);
    let failed = false;

    // 1. The file itself, as the editor opens it.
    const self = path.join(scratch, 'self');
    writeWorkspace(self, [{ file: 'atomontage.d.lua', source: definitions }]);
    const own = [...checkWorkspace(luals, self, [], 'Hint', scratch).values()].flat().map((d) => [d.code, `atomontage.d.lua:${d.range.start.line + 1}: ${d.code}: ${firstLine(d)}`]);
    console.log(summary('1. the d.lua itself (level Hint)', own));
    if (list) own.forEach(([, row]) => console.log(`   ${row}`));
    failed ||= own.length > 0;

    // 2 and 3. The site's Lua blocks, as written and typed.
    for (const [label, typed] of [['2. code blocks as written', false], ['3. code blocks, script tables typed', true]] as const) {
      const under = (page: string) => !only || page === only || page.startsWith(`${only.replace(/\/$/, '')}/`);
      const blocks = fromRelease
        ? fromRelease.blocks(typed)
        : extractLuaBlocks(buildDir, typed).filter((b) => under(b.page) && (!variants || b.release === undefined || b.release === variants));
      if (label.startsWith('2')) console.log(`${blocks.length} Lua blocks on ${new Set(blocks.map((b) => b.page)).size} pages`);
      if (!blocks.length) {
        console.error(`check:editor-types: no Lua code blocks in ${buildDir}: has the code-block markup changed?`);
        return 1;
      }
      const ws = path.join(scratch, typed ? 'typed' : 'plain');
      writeWorkspace(ws, blocks);
      const found = checkWorkspace(luals, ws, [lib], level, scratch);
      const rows = blocks.flatMap((b) => (found.get(b.file) ?? []).map((d) => [d.code, where(b, d)]));
      const notAllowed = rows.filter(([code]) => !ALLOWED_IN_BLOCKS.has(code!));
      console.log(`${summary(label, rows)}${rows.length > notAllowed.length ? `; ${notAllowed.length} besides the allowed ${[...ALLOWED_IN_BLOCKS].join(', ')}` : ''}`);
      if (list || notAllowed.length) rows.map(([, r]) => r!).sort().forEach((r) => console.log(`   ${r}`));
      failed ||= notAllowed.length > 0;
    }

    // The fixtures are written against the documented release's names.
    if (release || variants) return failed ? 1 : 0;

    // 4. The fixture scripts: one typical mistake each, and its correct twin.
    // Mistakes and twins in two workspaces: a twin repeats its mistake's class and functions.
    const fixtures = readFixtures(FIXTURES_DIR);
    const found = new Map<string, LualsDiagnostic[]>();
    for (const kind of ['mistake', 'correct'] as const) {
      const ws = path.join(scratch, `fixtures-${kind}`);
      writeWorkspace(ws, fixtures.filter((f) => f.kind === kind));
      for (const [file, list] of checkWorkspace(luals, ws, [lib], level, scratch)) found.set(file, list);
    }
    const verdict = judgeFixtures(fixtures, found);
    console.log(
      `4. fixtures: ${verdict.flagged}/${verdict.mistakes} mistakes flagged (${verdict.asExpected} with the diagnostic they expect), ${verdict.noisyTwins}/${verdict.twins} correct twins with a diagnostic`,
    );
    verdict.problems.forEach((p) => console.log(`   ${p}`));
    failed ||= verdict.problems.length > 0;
    return failed ? 1 : 0;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const firstLine = (d: LualsDiagnostic): string => d.message.split('\n')[0]!;
const where = (b: LuaBlock, d: LualsDiagnostic): string => `${b.page} block ${b.block} line ${blockLine(b, d.range.start.line + 1)}: ${d.code}: ${firstLine(d)}`;

if (require.main === module) process.exit(main());
