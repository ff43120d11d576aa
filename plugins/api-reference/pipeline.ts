import type { LuaNameIndex } from '../lua-check/index-types';
import type { ApiData, ApiModel, Problem } from './model';
import type { EngineChanges } from './changes-data';
import { diffReleases } from './release-diff';
import { ApiDataError, readApiSources, type ApiSources } from './read';
import { buildModel, changeIndexOf, luaNameOfEnumIn } from './normalise';
import { NewerReleaseNotes } from './engine-changes';
import { runChecks, runDraftChecks, runNameAndTypeChecks } from './checks';
import { shareProse } from './shared-prose';
import { luaIndexOf } from './lua-index';
import { OUTPUTS, releaseOutputPaths, type GeneratedFile } from './outputs';
import { readReleases, type ReleaseInfo } from './releases';

export type { ReleaseInfo };

/**
 * THE API pipeline, the one way anything reads api/:
 *
 *   read     read.ts         every data file, YAML + JSON Schema (api/schema)  -> ApiSources
 *   model    normalise.ts    indexed, known types, inheritance resolved         -> ApiModel (model.ts)
 *   checks   checks/*.ts     the registry in checks/index.ts                    -> Problem[]
 *   outputs  outputs/*.ts    the registry in outputs/index.ts                   -> GeneratedFile[]
 *
 * Problems name the YAML file, the item and the fix. Syntax and schema problems stop at `read`;
 * the checks of meaning then run all together.
 */
export interface ApiBuild {
  /** The engine release this build is of. */
  release: ReleaseInfo;
  sources: ApiSources;
  model: ApiModel;
  /** Problems of meaning (empty unless `checks: 'report'`: otherwise they throw). */
  problems: Problem[];
  /** What the Lua check knows: for the examples in the data and every ```lua block of the site. */
  luaIndex: LuaNameIndex;
  /** A newer release's build: what it changed against the documented release. */
  changes?: EngineChanges;
}

export interface PipelineOptions {
  /**
   * `throw` (default): any problem stops with ApiDataError. `report`: problems of meaning are
   * returned (coverage reports). `skip`: no checks of meaning and no schema (the importer, which
   * leaves them to the build).
   */
  checks?: 'throw' | 'report' | 'skip';
  /** The release's id in api/releases.yaml (default: the documented release). */
  release?: string;
  /** The documented release's model, when the caller has built it (not read again). */
  documented?: ApiModel;
  /** The other releases whose pages this build publishes: the documented release's badges link there. */
  published?: readonly string[];
}

export function runApiPipeline(dataDir: string, { checks = 'throw', release: id, documented, published = [] }: PipelineOptions = {}): ApiBuild {
  const releases = readReleases(dataDir);
  const release = id === undefined ? releases.find((r) => r.documented)! : releases.find((r) => r.id === id);
  if (!release) throw new ApiDataError([{ file: 'api/releases.yaml', item: id ?? '', message: 'lists no such release', fix: `use one of ${releases.map((r) => r.id).join(', ')}` }]);
  // Another release's files leave empty what it shares with the documented release (shared-prose.ts
  // fills it in; the checks of a written release then require every summary).
  const textOptional = release.prose !== 'written' || !release.documented;
  const sources = readApiSources(dataDir, { validate: checks !== 'skip', prosePending: textOptional, ...(release.documented ? {} : { releaseDir: release.id }) });
  const files = (list: { file: string; data: { name: string } }[]) => new Map(list.map((s) => [s.data.name, s.file]));
  const helpersFile = sources.helpers[0]?.data ?? {};
  const { model, problems } = buildModel(
    apiDataOf(sources),
    files(sources.classes),
    files(sources.enums),
    {
      globals: helpersFile.globals ?? [],
      functions: helpersFile.functions ?? [],
      classes: (helpersFile.classes ?? []).map((c) => ({ ...c, methods: c.methods ?? [] })),
    },
  );
  // A newer release: what it changed against the documented release, and the documented text of
  // what it shares (shared-prose.ts).
  let changes: EngineChanges | undefined;
  if (!release.documented) {
    const documentedRelease = releases.find((r) => r.documented)!;
    const base = documented ?? runApiPipeline(dataDir, { checks: 'skip', release: documentedRelease.id }).model;
    changes = diffReleases(base, model, { version: release.id, label: release.label });
    if (release.prose !== 'pending') shareProse(model, base, changes, sources.proseSharing[0]?.data, luaIndexOf(model));
    // This release's pages say what each entry was in the documented release.
    model.engineChanges = new NewerReleaseNotes(changes, { label: documentedRelease.label, luaNameOfEnum: luaNameOfEnumIn(base.enums) });
  }
  if (checks !== 'skip') problems.push(...(release.prose === 'pending' ? runNameAndTypeChecks(model) : release.prose === 'draft' ? runDraftChecks(model) : runChecks(model)));
  if (checks === 'throw' && problems.length) throw new ApiDataError(problems);
  // The documented release's pages, d.lua and twins say what each newer release changed.
  if (release.documented && checks !== 'skip') {
    const newer = releases.slice(releases.indexOf(release) + 1);
    model.engineChanges = changeIndexOf(model.enums, newer.map((r) => runApiPipeline(dataDir, { checks, release: r.id, documented: model }).changes!), new Set(published), release.label);
  }
  return { release, sources, model, problems, luaIndex: luaIndexOf(model), ...(changes ? { changes } : {}) };
}

/** The classes, enums and other types of the data files, as the model is built from them. */
export function apiDataOf(sources: ApiSources): ApiData {
  const types = sources.types[0]?.data;
  return { classes: sources.classes.map((s) => s.data), enums: sources.enums.map((s) => s.data), otherTypes: types?.types ?? [], groups: types?.groups ?? [] };
}

export interface OutputOptions {
  /** The site URL from docusaurus.config.ts (the d.lua links every hover to the site). */
  siteUrl: string;
}

/** The outputs step: every registered output's files. */
export function renderApiOutputs(build: ApiBuild, { siteUrl }: OutputOptions): GeneratedFile[] {
  const paths = releaseOutputPaths(build.release);
  return OUTPUTS.flatMap((output) => output.render({ model: build.model, sources: build.sources, siteUrl, paths, release: build.release }));
}

export { ApiDataError };
