/**
 * The release marker of a code block that differs between engine releases: the fence's meta
 * carries `release=<id>` (```lua release=2026-07). The build's Lua check, the Markdown twins and
 * the code block in the browser all read it here. No Node imports: the browser bundle uses it.
 */

/** `release=2026-07` in a fence's meta: the release id is letters, digits and hyphens. */
const MARKER = /(?:^|\s)release=([^\s]*)/;

/** The release a fence's meta names, or undefined for a block that holds for every release. */
export function releaseOfMeta(meta: string | null | undefined): string | undefined {
  const m = meta ? MARKER.exec(meta) : null;
  return m ? m[1]! : undefined;
}

/** The attribute on the element around a variant's code block, so tools can check each variant against its own release. */
export const VARIANT_ATTRIBUTE = 'data-release';

/** The attribute on <html> naming the reader's release: CSS shows that release's variants only. */
export const READER_RELEASE_ATTRIBUTE = 'data-engine-release';

/** How a Markdown twin labels a variant: a line of its own above the block. */
export const variantLabelText = (releaseLabel: string): string => `For the ${releaseLabel} engine:`;
