import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderApiOutputs, runApiPipeline, type ApiBuild } from './pipeline';
import { releaseOutputPaths } from './outputs';
import { readReleases } from './releases';

/**
 * The Docusaurus plugin of the API reference: it runs the pipeline (pipeline.ts) once per published
 * release (api/releases.yaml) and writes its outputs: each release's pages in a folder of its own
 * (releaseOutputPaths: docs/api/ for the documented release) and downloads under generated/static/.
 *
 * Generation runs when the plugin is created, before any plugin loads content, so the docs plugin
 * always reads fresh pages; in the dev server, editing a data file re-runs it (getPathsToWatch) and
 * the docs plugin picks up the rewritten pages.
 */
export const API_DATA_DIR = 'api';
export const GENERATED_STATIC_DIR = 'generated/static';

/** Writes a file only when its content changed, so watchers see real changes only. */
function writeIfChanged(file: string, content: string | Buffer): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file).equals(Buffer.from(content))) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

/**
 * Runs the pipeline on the site's api/ for every published release and writes its outputs; returns
 * each release's build by id. `siteUrl`: the site's URL from docusaurus.config.ts, for the d.lua's
 * links to the reference. A release whose prose is pending is compared (in the documented
 * release's build), never written.
 */
export function generateApiReference(siteDir: string, siteUrl: string): Map<string, ApiBuild> {
  const dataDir = path.join(siteDir, API_DATA_DIR);
  const builds = new Map<string, ApiBuild>();
  for (const release of readReleases(dataDir).filter((r) => r.prose === 'written')) {
    const build = runApiPipeline(dataDir, { release: release.id });
    const dirs = { docs: path.join(siteDir, releaseOutputPaths(release).docsDir), static: path.join(siteDir, GENERATED_STATIC_DIR) };
    const files = renderApiOutputs(build, { siteUrl });
    for (const f of files) writeIfChanged(path.join(dirs[f.target], f.file), f.content);
    // Remove this release's pages whose data file was deleted or renamed (its own folder only).
    const wanted = new Set(files.filter((f) => f.target === 'docs').map((f) => path.join(dirs.docs, f.file)));
    if (fs.existsSync(dirs.docs)) {
      for (const file of fs.readdirSync(dirs.docs, { recursive: true, encoding: 'utf8' })) {
        const full = path.join(dirs.docs, file);
        if (fs.statSync(full).isFile() && !wanted.has(full)) fs.rmSync(full);
      }
    }
    builds.set(release.id, build);
  }
  return builds;
}

/**
 * The site's API reference: `plugin` for docusaurus.config.ts, and `latest(release?)`, a release's
 * build from the last generation (default: the documented release; the remark Lua check reads its
 * index, fresh after every dev reload).
 */
export interface ApiReference {
  plugin: (context: LoadContext) => Plugin;
  /** A release's build (default: the documented release). */
  latest: (release?: string) => ApiBuild;
  /** Every published release's build. */
  published: () => ApiBuild[];
  /** The release a Markdown file belongs to: the one whose generated pages hold it, else the documented one. */
  releaseOf: (file: string | undefined) => string;
}

export function apiReference(siteDir: string): ApiReference {
  let latest: Map<string, ApiBuild> | undefined;
  const dataDir = path.join(siteDir, API_DATA_DIR);
  // Read once: the remark Lua check asks for the index of every Markdown file.
  let releases: ReturnType<typeof readReleases> | undefined;
  const known = () => (releases ??= readReleases(dataDir));
  const latestOf = (release?: string): ApiBuild => {
    const id = release ?? known().find((r) => r.documented)!.id;
    // Before the plugin has generated (no outputs are needed for the index), run the pipeline alone.
    let build = latest?.get(id);
    if (!build) (latest ??= new Map()).set(id, (build = runApiPipeline(dataDir, { release: id })));
    return build;
  };
  return {
    latest: latestOf,
    published: () => known().filter((r) => r.prose === 'written').map((r) => latestOf(r.id)),
    releaseOf: (file) => {
      const inFolder = file && known().find((r) => !r.documented && path.resolve(file).startsWith(path.join(siteDir, releaseOutputPaths(r).docsDir) + path.sep));
      return (inFolder || known().find((r) => r.documented)!).id;
    },
    plugin(context: LoadContext): Plugin {
      const generate = () => (latest = generateApiReference(siteDir, context.siteConfig.url));
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
