import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderApiOutputs, runApiPipeline, type ApiBuild } from './pipeline';
import { API_VERSIONS_FILE, releaseOutputPaths, versionedDocsDir, versionedSidebarsFile } from './outputs';
import { readReleases, type ReleaseInfo } from './releases';
import { API_SIDEBARS } from './sidebars';
import { RELEASE_SWITCH_FILE, releaseSwitchData } from './release-map';

/**
 * The API reference for Docusaurus: it runs the pipeline (pipeline.ts) once per published release
 * (api/releases.yaml) and writes its outputs: each release's pages in a folder of its own
 * (releaseOutputPaths) and downloads under generated/static/.
 *
 * Generation runs when the site's configuration is made, before any plugin starts, so the docs
 * plugin always reads fresh pages and versions; in the dev server, editing a data file re-runs it
 * (getPathsToWatch) and the docs plugin picks up the rewritten pages.
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

/** Which releases a build publishes: `written` ones (production), or drafts too (the test build). */
export type ReleaseSelection = 'written' | 'with-drafts';

const selected = (release: ReleaseInfo, which: ReleaseSelection): boolean => release.prose === 'written' || (which === 'with-drafts' && release.prose === 'draft');

/**
 * Runs the pipeline on the site's api/ for every release the build publishes and writes its
 * outputs: the documented release's pages in the API instance's folder, every other release's
 * as a docs version of that instance (with its sidebars file and the versions list Docusaurus reads
 * at start), downloads under generated/static/. Returns each release's build by id. `siteUrl`:
 * the site's URL from docusaurus.config.ts, for the d.lua's links to the reference.
 */
export function generateApiReference(siteDir: string, siteUrl: string, which: ReleaseSelection = 'written'): Map<string, ApiBuild> {
  const builds = new Map<string, ApiBuild>();
  const releases = readReleases(path.join(siteDir, API_DATA_DIR));
  for (const build of publishedBuilds(siteDir, which)) {
    const { release } = build;
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
    if (!release.documented) writeIfChanged(path.join(siteDir, versionedSidebarsFile(release.id)), `${JSON.stringify(API_SIDEBARS, null, 2)}\n`);
    builds.set(release.id, build);
  }
  // The release switch's data, when there is another release to switch to.
  const switchFile = path.join(siteDir, GENERATED_STATIC_DIR, RELEASE_SWITCH_FILE);
  if (builds.size > 1) writeIfChanged(switchFile, `${JSON.stringify(releaseSwitchData([...builds.values()]))}\n`);
  else fs.rmSync(switchFile, { force: true });
  // The versions Docusaurus builds, newest first; a release this build leaves out leaves no folder
  // behind (an earlier test build's draft pages must not reach a production build).
  const versions = releases.filter((r) => !r.documented && builds.has(r.id)).map((r) => r.id).reverse();
  const versionsFile = path.join(siteDir, API_VERSIONS_FILE);
  if (versions.length) writeIfChanged(versionsFile, `${JSON.stringify(versions, null, 2)}\n`);
  else fs.rmSync(versionsFile, { force: true });
  for (const r of releases.filter((x) => !x.documented && !builds.has(x.id))) {
    fs.rmSync(path.join(siteDir, versionedDocsDir(r.id)), { recursive: true, force: true });
    fs.rmSync(path.join(siteDir, versionedSidebarsFile(r.id)), { force: true });
  }
  for (const dir of [path.dirname(versionedDocsDir('x')), path.dirname(versionedSidebarsFile('x'))].map((d) => path.join(siteDir, d))) {
    if (fs.existsSync(dir) && !fs.readdirSync(dir).length) fs.rmdirSync(dir);
  }
  return builds;
}

/** The build of every release a site build publishes (documented first), each knowing which others are published. */
export function publishedBuilds(siteDir: string, which: ReleaseSelection): ApiBuild[] {
  const dataDir = path.join(siteDir, API_DATA_DIR);
  const releases = readReleases(dataDir).filter((r) => selected(r, which));
  const published = releases.filter((r) => !r.documented).map((r) => r.id);
  return releases.sort((a, b) => Number(b.documented) - Number(a.documented)).map((r) => runApiPipeline(dataDir, { release: r.id, published }));
}

/**
 * The site's API reference: `generate()` (at configuration time, before any plugin starts: the docs
 * plugin reads its versions when it is created), `plugin` for docusaurus.config.ts, and
 * `latest(release?)`, a release's build from the last generation (default: the documented release;
 * the remark Lua check reads its index, fresh after every dev reload).
 */
export interface ApiReference {
  /** Writes every published release's outputs; returns the releases written, documented first. */
  generate: (siteUrl: string) => ReleaseInfo[];
  plugin: (context: LoadContext) => Plugin;
  /** A release's build (default: the documented release). */
  latest: (release?: string) => ApiBuild;
  /** Every release this build publishes. */
  published: () => ApiBuild[];
  /** The release whose generated API pages hold a Markdown file, or undefined for other content (the manual). */
  releaseOf: (file: string | undefined) => string | undefined;
}

export function apiReference(siteDir: string, which: ReleaseSelection = 'written'): ApiReference {
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
  const generate = (siteUrl: string): ReleaseInfo[] => {
    latest = generateApiReference(siteDir, siteUrl, which);
    return [...latest.values()].map((b) => b.release).sort((a, b) => Number(b.documented) - Number(a.documented));
  };
  return {
    generate,
    latest: latestOf,
    published: () => known().filter((r) => selected(r, which)).map((r) => latestOf(r.id)),
    releaseOf: (file) =>
      file ? known().find((r) => path.resolve(file).startsWith(path.join(siteDir, releaseOutputPaths(r).docsDir) + path.sep))?.id : undefined,
    plugin(context: LoadContext): Plugin {
      // The first content load follows the generation at configuration time; only later ones (dev reloads) regenerate.
      let generated = latest !== undefined;
      return {
        name: 'api-reference',
        getPathsToWatch() {
          return [path.join(context.siteDir, API_DATA_DIR, '**/*.{yaml,md,json}')];
        },
        async loadContent() {
          // Runs again on every change to a watched data file in the dev server.
          if (generated) generated = false;
          else generate(context.siteConfig.url);
        },
      };
    },
  };
}
