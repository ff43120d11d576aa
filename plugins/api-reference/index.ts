import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderApiOutputs, runApiPipeline, type ApiBuild } from './pipeline';

/**
 * The Docusaurus plugin of the API reference: it runs the pipeline (pipeline.ts) and writes its
 * outputs, pages under docs/api/ and downloads under generated/static/.
 *
 * Generation runs when the plugin is created, before any plugin loads content, so the docs plugin
 * always reads fresh pages; in the dev server, editing a data file re-runs it (getPathsToWatch) and
 * the docs plugin picks up the rewritten pages.
 */
export const API_DATA_DIR = 'api';
export const API_DOCS_DIR = 'docs/api';
export const GENERATED_STATIC_DIR = 'generated/static';

/** Writes a file only when its content changed, so watchers see real changes only. */
function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

/** Runs the pipeline on the site's api/ and writes every output. */
export function generateApiReference(siteDir: string): ApiBuild {
  const build = runApiPipeline(path.join(siteDir, API_DATA_DIR));
  const dirs = { docs: path.join(siteDir, API_DOCS_DIR), static: path.join(siteDir, GENERATED_STATIC_DIR) };
  const files = renderApiOutputs(build);
  for (const f of files) writeIfChanged(path.join(dirs[f.target], f.file), f.content);
  // Remove pages whose data file was deleted or renamed.
  const wanted = new Set(files.filter((f) => f.target === 'docs').map((f) => path.join(dirs.docs, f.file)));
  if (fs.existsSync(dirs.docs)) {
    for (const file of fs.readdirSync(dirs.docs, { recursive: true, encoding: 'utf8' })) {
      const full = path.join(dirs.docs, file);
      if (fs.statSync(full).isFile() && !wanted.has(full)) fs.rmSync(full);
    }
  }
  return build;
}

/**
 * The site's API reference: `plugin` for docusaurus.config.ts, and `latest()`, the result of the
 * last generation (the remark Lua check reads its index, fresh after every dev reload).
 */
export function apiReference(siteDir: string): { plugin: (context: LoadContext) => Plugin; latest: () => ApiBuild } {
  let latest: ApiBuild | undefined;
  const generate = () => (latest = generateApiReference(siteDir));
  return {
    latest: () => latest ?? generate(),
    plugin(context: LoadContext): Plugin {
      generate();
      // The first content load follows the generation above; only later ones (dev reloads) regenerate.
      let generated = true;
      return {
        name: 'api-reference',
        getPathsToWatch() {
          return [path.join(context.siteDir, API_DATA_DIR, '**/*.{yaml,md,json}')];
        },
        async loadContent() {
          // Runs again on every change to a watched data file in the dev server.
          if (generated) generated = false;
          else generate();
        },
      };
    },
  };
}
