// @ts-check
/**
 * Applies exact text replacements to a package file at build time, each of which must match
 * exactly once: when a package upgrade changes the code, the build stops and names the loader to
 * review instead of shipping an unpatched file. Used by the webpack loaders beside this file.
 *
 * Plain JavaScript because webpack loads loaders with require(); type-checked by tsc (@ts-check).
 */

/**
 * @param {string} source the file's text
 * @param {{ label: string; file: string; loader: string; hint: string }} where who patches what, and what to check after an upgrade
 * @param {ReadonlyArray<{ name: string; from: string; to: string }>} patches
 * @returns {string}
 */
function applyExactPatches(source, where, patches) {
  let out = source;
  for (const patch of patches) {
    const count = out.split(patch.from).length - 1;
    if (count !== 1) {
      throw new Error(
        `[${where.label}] Cannot apply "${patch.name}" to ${where.file} (found ${count} matches, expected 1). ` +
          `The package version changed: ${where.hint}, then update or remove framework-changes/${where.loader} and its entry in framework-changes/manifest.ts.`,
      );
    }
    out = out.replace(patch.from, patch.to);
  }
  return out;
}

module.exports = { applyExactPatches };
