import fs from 'node:fs';
import path from 'node:path';
import { VARIANT_ATTRIBUTE } from '../../../src/release-variants/marker';

/**
 * Every Lua code block of a built site, back as source text, for the language-server check: the
 * highlighted blocks (`<pre class="... language-lua ...">`), one `token-line` per source line.
 *
 * - A fragment (a block that uses `self` but never declares it, such as a method shown on its own)
 *   gets `local self = {}` above it, so it is checked as part of a script, not as a use of an
 *   undefined global.
 * - `typed` gives each whole script's table a class the way the manual teaches
 *   (`---@class <Name> : ScriptInstance` above `local x = {}` when the block returns `x`), so that
 *   the language server checks every `self.` use too; fragments stay untyped.
 * Added lines are recorded, so diagnostics can be reported at the block's own line numbers.
 */
export interface LuaBlock {
  /** File name for the block: `manual__scripting__Voxel-Api__3.lua`. */
  file: string;
  /** The page's route: `/manual/scripting/Voxel-Api`. */
  page: string;
  /** 1-based number of the block on its page. */
  block: number;
  source: string;
  /** 1-based line numbers, in `source`, of the lines the extraction added. */
  added: number[];
  /** The engine release a variant is for (its wrapper's data-release), none for a block of every release. */
  release?: string;
}

const PRE = /<pre[^>]*class="[^"]*\blanguage-lua\b[^"]*"[^>]*>([\s\S]*?)<\/pre>/g;
const TOKEN_LINE = /<div class=token-line[^>]*>([\s\S]*?)<\/div>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML text back to characters: named entities of the highlighter's output and numeric ones. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });
}

/** The Lua blocks of one page's HTML, as their source lines. */
export function luaBlocksOf(html: string): string[][] {
  return luaVariantsOf(html).map((b) => b.lines);
}

// A variant's wrapper holds one code block: the first <pre> after it is the variant's.
const VARIANT_OR_PRE = new RegExp(`<div ${VARIANT_ATTRIBUTE}="?([^"\\s>]+)"?>|${PRE.source}`, 'g');

/** The Lua blocks of one page's HTML, each with the release its variant is for (none: every release). */
export function luaVariantsOf(html: string): Array<{ lines: string[]; release?: string }> {
  const out: Array<{ lines: string[]; release?: string }> = [];
  let release: string | undefined;
  for (const m of html.matchAll(VARIANT_OR_PRE)) {
    if (m[1] !== undefined) {
      release = m[1];
      continue;
    }
    const lines = [...m[2]!.matchAll(TOKEN_LINE)].map((line) => decodeHtml(line[1]!.replace(/<br\/?>/g, '').replace(/<[^>]+>/g, '')));
    out.push(release ? { lines, release } : { lines });
    release = undefined;
  }
  return out;
}

/** One block as the check writes it: fragment completed, script table typed when asked. */
export function prepareBlock(lines: string[], className: string, typed: boolean): { source: string; added: number[] } {
  const body = lines.join('\n');
  let out = [...lines];
  let added: number[] = [];
  if (/\bself\b/.test(body) && !/^\s*local\s+self\b/m.test(body)) {
    out = ['local self = {}', ...lines];
    added = [1];
  } else if (typed) {
    const i = out.findIndex((l) => /^local (\w+)\s*=\s*\{\s*\}\s*$/.test(l));
    if (i >= 0) {
      const name = /^local (\w+)/.exec(out[i]!)![1]!;
      const already = i > 0 && out[i - 1]!.trimStart().startsWith('---@class');
      const returned = out.slice(i + 1).some((l) => new RegExp(`^return ${name}\\s*$`).test(l));
      if (returned && !already) {
        out.splice(i, 0, `---@class ${className} : ScriptInstance`);
        added = [i + 1];
      }
    }
  }
  return { source: `${out.join('\n').replace(/\n+$/, '')}\n`, added };
}

/** Every page's Lua blocks under a build directory, in a stable order. */
export function extractLuaBlocks(buildDir: string, typed: boolean): LuaBlock[] {
  const blocks: LuaBlock[] = [];
  const pages = fs
    .readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'index.html')
    .sort();
  for (const rel of pages) {
    const dir = path.dirname(rel);
    const page = dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
    luaVariantsOf(fs.readFileSync(path.join(buildDir, rel), 'utf8')).forEach(({ lines, release }, i) => {
      const file = `${(dir === '.' ? 'root' : dir.split(path.sep).join('__')).replace(/[^A-Za-z0-9_.-]/g, '_')}__${i + 1}.lua`;
      const { source, added } = prepareBlock(lines, `Example_${file.slice(0, -4).replace(/\W/g, '_')}`, typed);
      blocks.push({ file, page, block: i + 1, source, added, ...(release ? { release } : {}) });
    });
  }
  return blocks;
}

/** A diagnostic's line in the written file -> its line in the block as the page shows it. */
export function blockLine(block: Pick<LuaBlock, 'added'>, line: number): number {
  return Math.max(1, line - block.added.filter((a) => a <= line).length);
}
