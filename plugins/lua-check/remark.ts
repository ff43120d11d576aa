import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { analyseLua, type LuaAnalysis, type LuaProblem } from './analyser';
import type { LuaNameIndex } from './index-types';
import { releaseOfMeta } from '../../src/release-variants/marker';

/**
 * Remark plugin: every ```lua block on the site (manual, generated API pages, other pages) must
 * parse as Lua and name only real members of known classes. A failure stops the build with the
 * file, the line and the fix.
 *
 * Releases: a file that belongs to one engine release (its generated API pages) is checked against
 * that release. Any other file (the manual) serves readers of every release, so an unmarked block
 * must pass every published release, and a block marked ```lua release=<id> (one variant of a block
 * that differs) passes its own. A marked block gets its release's label as (part of) its title.
 */
export interface CheckedRelease {
  id: string;
  /** "July 2026": the variant's title says "July 2026 engine". */
  label: string;
  index: LuaNameIndex;
}

export interface RemarkLuaCheckOptions {
  /** The releases whose readers a file serves: its own release, or every published one (built on first use). */
  releasesFor: (file: string | undefined) => CheckedRelease[];
  siteDir: string;
}

/** The title a variant's code block shows: its own title, if any, then the release. */
export function variantTitle(meta: string, label: string): string {
  const own = /(?:^|\s)title=(["'])(.*?)\1/.exec(meta);
  const title = own ? `${own[2]} · ${label} engine` : `${label} engine`;
  const rest = meta.replace(/(?:^|\s)title=(["'])(.*?)\1/, ' ').replace(/\s+/g, ' ').trim();
  return `${rest} title="${title.replace(/"/g, "'")}"`.trim();
}

/**
 * `self.x` that a release's script instance lacks while another release's has it (`self.transform`
 * in a release without Transform): the analyser leaves unknown `self` fields alone, as a script may
 * set them, but a name the engine defines elsewhere is a block written for another release.
 */
function otherReleaseSelfFields(analysis: LuaAnalysis, release: CheckedRelease, all: readonly CheckedRelease[]): LuaProblem[] {
  return analysis.unknownSelfFields.flatMap((u) => {
    const name = u.name.replace(/^self[.:]/, '');
    const owner = all.find((r) => r !== release && r.index.scriptInstance && r.index.classes.get(r.index.scriptInstance)?.members.has(name));
    return owner
      ? [{ line: u.line, message: `uses \`${u.name}\`, which scripts have in the ${owner.label} release but not in the ${release.label} release`, fix: `use what the ${release.label} release offers instead` }]
      : [];
  });
}

export default function remarkLuaCheck(options: RemarkLuaCheckOptions) {
  return (tree: Root, file: VFile): void => {
    const problems: string[] = [];
    const releases = options.releasesFor(file.path);
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== 'lua') return;
      const firstLine = (node.position?.start.line ?? 0) + 1;
      const marked = releaseOfMeta(node.meta);
      const fence = node.position?.start.line ?? 0;
      if (marked !== undefined) {
        const release = releases.find((r) => r.id === marked);
        if (!release) {
          problems.push(
            `line ${fence}: the fence marks \`release=${marked}\`, which is no release ${releases.length > 1 ? 'this site publishes' : 'of this page'}. Fix: use ${releases.map((r) => `release=${r.id} (${r.label})`).join(' or ')}, or no marker for a block that holds for every release.`,
          );
          return;
        }
        node.meta = variantTitle(node.meta ?? '', release.label);
      }
      const checked = marked === undefined ? releases : releases.filter((r) => r.id === marked);
      for (const release of checked) {
        const analysis = analyseLua(node.value, release.index);
        const found = [...analysis.problems, ...otherReleaseSelfFields(analysis, release, releases)];
        const which = releases.length > 1 ? ` in the ${release.label} release (${release.id})` : '';
        const variants = marked === undefined && releases.length > 1 ? `; or, if it cannot hold for every release, write it as variants, one block per release (${releases.map((r) => `\`\`\`lua release=${r.id}`).join(', ')})` : '';
        for (const p of found) problems.push(`line ${firstLine + p.line - 1}: the Lua block${which} ${p.message}. Fix: ${p.fix}${variants}.`);
      }
    });
    if (problems.length) {
      const where = file.path ? path.relative(options.siteDir, file.path) : 'a Markdown file';
      throw new Error(`[lua-check] ${where}:\n${[...new Set(problems)].map((p) => `  - ${p}`).join('\n')}`);
    }
  };
}
