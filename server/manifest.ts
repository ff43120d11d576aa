import fs from 'node:fs';
import path from 'node:path';
import type { CspInputs } from './policy';
import { inlineScriptHashes } from './inline-scripts';

/**
 * `_serving.json` in a build: what serving that build depends on, computed from the build itself
 * at build time (plugins/serving), so that a change of the inline scripts or of the configured
 * services reaches the CSP without anyone remembering it.
 */
export const MANIFEST_FILE = '_serving.json';

export interface ServingManifest extends CspInputs {
  /** Clean routes of the build's pages, for the static-host redirects. */
  routes: string[];
}

/** Every `.html` file under a directory, as paths relative to it with `/` separators. */
export function htmlFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.html')) found.push(rel);
    }
  };
  walk('');
  return found.sort();
}

/** The sorted, distinct hashes of the inline scripts of every HTML file in a build. */
export function buildInlineScriptHashes(outDir: string): string[] {
  const all = new Set<string>();
  for (const file of htmlFiles(outDir)) {
    for (const hash of inlineScriptHashes(fs.readFileSync(path.join(outDir, file), 'utf8'))) all.add(hash);
  }
  return [...all].sort();
}

export function readManifest(buildDir: string): ServingManifest {
  const file = path.join(buildDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: this build was made without the serving step. Build first: npm run build`);
  }
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ServingManifest>;
  if (!Array.isArray(data.inlineScriptHashes) || !Array.isArray(data.routes) || typeof data.analytics !== 'boolean') {
    throw new Error(`${file} is not a serving manifest of this version (fields inlineScriptHashes, routes, analytics). Build again: npm run build`);
  }
  return data as ServingManifest;
}
