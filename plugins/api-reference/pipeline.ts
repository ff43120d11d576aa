import type { LuaNameIndex } from '../lua-check/index-types';
import type { ApiData, ApiModel, Problem } from './model';
import { ApiDataError, readApiSources, type ApiSources } from './read';
import { buildModel } from './normalise';
import { runChecks } from './checks';
import { luaIndexOf } from './lua-index';
import { OUTPUTS, type GeneratedFile } from './outputs';

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
  sources: ApiSources;
  model: ApiModel;
  /** Problems of meaning (empty unless `checks: 'report'`: otherwise they throw). */
  problems: Problem[];
  /** What the Lua check knows: for the examples in the data and every ```lua block of the site. */
  luaIndex: LuaNameIndex;
}

export interface PipelineOptions {
  /**
   * `throw` (default): any problem stops with ApiDataError. `report`: problems of meaning are
   * returned (coverage reports). `skip`: no checks of meaning and no schema (the importer, which
   * leaves them to the build).
   */
  checks?: 'throw' | 'report' | 'skip';
}

export function runApiPipeline(dataDir: string, { checks = 'throw' }: PipelineOptions = {}): ApiBuild {
  const sources = readApiSources(dataDir, { validate: checks !== 'skip' });
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
    // Unvalidated (the importer, which rewrites them), changes files stay out of the model.
    checks === 'skip' ? [] : sources.engineChanges.map((s) => ({ ...s.data, file: s.file })),
  );
  if (checks !== 'skip') problems.push(...runChecks(model));
  if (checks === 'throw' && problems.length) throw new ApiDataError(problems);
  return { sources, model, problems, luaIndex: luaIndexOf(model) };
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
  return OUTPUTS.flatMap((output) => output.render({ model: build.model, sources: build.sources, siteUrl }));
}

export { ApiDataError };
