import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { checkLua, type LuaNameIndex } from './analyser';

/**
 * Remark plugin: every ```lua block on the site (manual, generated API pages, other pages) must
 * parse as Lua and name only real members of known classes. A failure stops the build with the
 * file, the line and the fix.
 */
export interface RemarkLuaCheckOptions {
  /** The name index of the release the file belongs to (built on first use, once per build). */
  getIndex: (file: string | undefined) => LuaNameIndex;
  siteDir: string;
}

export default function remarkLuaCheck(options: RemarkLuaCheckOptions) {
  return (tree: Root, file: VFile): void => {
    const problems: string[] = [];
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== 'lua') return;
      const firstLine = (node.position?.start.line ?? 0) + 1;
      for (const p of checkLua(node.value, options.getIndex(file.path))) {
        problems.push(`line ${firstLine + p.line - 1}: the Lua block ${p.message}. Fix: ${p.fix}.`);
      }
    });
    if (problems.length) {
      const where = file.path ? path.relative(options.siteDir, file.path) : 'a Markdown file';
      throw new Error(`[lua-check] ${where}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
  };
}
