import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import YAML from 'yaml';
import type { LuaNameIndex } from '../lua-check/check';
import type { ApiClass, ApiData, ApiEnum, ApiModel, OtherType, Problem } from './model';
import { buildModel } from './normalise';
import { readHelpers, type Helpers } from './helpers';
import { runChecks } from './checks';
import { luaIndexOf } from './lua-index';
import { readEngineChanges, type EngineChangeSet } from './engine-changes';

/**
 * Step 1 of the pipeline: reads the API data (api/classes/*.yaml, api/enums/*.yaml,
 * api/types.yaml) and validates it against the JSON Schemas in api/schema.
 */
export type { Problem };

export class ApiDataError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `The API data has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `- ${p.file} › ${p.item}: ${p.message}. Fix: ${p.fix}.`).join('\n'),
    );
    this.name = 'ApiDataError';
  }
}

const SCHEMA_DIR = 'schema';

function compileSchemas(dataDir: string): { klass: ValidateFunction; enumeration: ValidateFunction; types: ValidateFunction } {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const read = (name: string): object => {
    const file = path.join(dataDir, SCHEMA_DIR, name);
    if (!fs.existsSync(file)) {
      throw new ApiDataError([{ file: path.relative(path.dirname(dataDir), file), item: '(file)', message: 'is missing', fix: 'restore the schema from version control' }]);
    }
    return JSON.parse(fs.readFileSync(file, 'utf8')) as object;
  };
  return {
    klass: ajv.compile(read('class.schema.json')),
    enumeration: ajv.compile(read('enum.schema.json')),
    types: ajv.compile(read('types.schema.json')),
  };
}

/** Turns a JSON pointer into the item a writer recognises, e.g. "methods › GetObjectByName". */
function describePointer(data: unknown, pointer: string): string {
  const parts = pointer.split('/').filter(Boolean);
  const labels: string[] = [];
  let node: unknown = data;
  for (const part of parts) {
    node = (node as Record<string, unknown> | undefined)?.[part];
    const name = (node as { name?: unknown; op?: unknown } | undefined)?.name ?? (node as { op?: unknown } | undefined)?.op;
    labels.push(/^\d+$/.test(part) && typeof name === 'string' ? name : part);
  }
  return labels.join(' › ') || '(top level)';
}

function schemaProblems(file: string, data: unknown, errors: ErrorObject[] | null | undefined, schema: string): Problem[] {
  return (errors ?? []).map((e) => ({
    file,
    item: describePointer(data, e.instancePath),
    message: `${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` ("${String(e.params.additionalProperty)}")` : ''}`,
    fix: `follow api/schema/${schema} (your editor validates against it through the header line)`,
  }));
}

function parseYaml(file: string, text: string, problems: Problem[]): unknown {
  const doc = YAML.parseDocument(text);
  if (doc.errors.length) {
    for (const e of doc.errors) {
      problems.push({ file, item: `line ${e.linePos?.[0]?.line ?? '?'}`, message: `is not valid YAML: ${e.message.split('\n')[0]}`, fix: 'correct the YAML syntax (indentation, quoting of strings that contain ": " or start with a backtick)' });
    }
    return undefined;
  }
  return doc.toJS();
}

/**
 * Reads one more kind of data file (api/engine-changes/*.yaml): parsed and validated against its
 * schema in api/schema like the class files; problems are added to `problems`.
 */
export function readValidatedYaml(dataDir: string, file: string, schemaName: string, problems: Problem[]): unknown {
  const rel = path.relative(path.dirname(dataDir), file);
  const schemaFile = path.join(dataDir, SCHEMA_DIR, schemaName);
  if (!fs.existsSync(schemaFile)) {
    problems.push({ file: path.relative(path.dirname(dataDir), schemaFile), item: '(file)', message: 'is missing', fix: 'restore the schema from version control' });
    return undefined;
  }
  const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as object);
  const data = parseYaml(rel, fs.readFileSync(file, 'utf8'), problems);
  if (data === undefined) return undefined;
  if (!validate(data)) {
    problems.push(...schemaProblems(rel, data, validate.errors, schemaName));
    return undefined;
  }
  return data;
}

/** Reads every data file and validates it against its schema. */
function readApiData(dataDir: string): { data: ApiData; classFiles: Map<string, string>; enumFiles: Map<string, string>; helpers: Helpers; engineChanges: EngineChangeSet[] } {
  const problems: Problem[] = [];
  const schemas = compileSchemas(dataDir);
  const rel = (file: string) => path.relative(path.dirname(dataDir), file);
  const readDir = (dir: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => path.join(dir, f)) : [];

  const classes: ApiClass[] = [];
  const classFiles = new Map<string, string>();
  for (const file of readDir(path.join(dataDir, 'classes'))) {
    const data = parseYaml(rel(file), fs.readFileSync(file, 'utf8'), problems);
    if (data === undefined) continue;
    if (!schemas.klass(data)) {
      problems.push(...schemaProblems(rel(file), data, schemas.klass.errors, 'class.schema.json'));
      continue;
    }
    const c = data as ApiClass;
    if (path.basename(file, '.yaml') !== c.name) {
      problems.push({ file: rel(file), item: c.name, message: `the file name does not match the class name "${c.name}"`, fix: `rename the file to ${c.name}.yaml` });
    }
    if (classFiles.has(c.name)) {
      problems.push({ file: rel(file), item: c.name, message: `class "${c.name}" is also defined in ${classFiles.get(c.name)}`, fix: 'keep one file per class' });
      continue;
    }
    classFiles.set(c.name, rel(file));
    classes.push(c);
  }

  const enums: ApiEnum[] = [];
  const enumFiles = new Map<string, string>();
  for (const file of readDir(path.join(dataDir, 'enums'))) {
    const data = parseYaml(rel(file), fs.readFileSync(file, 'utf8'), problems);
    if (data === undefined) continue;
    if (!schemas.enumeration(data)) {
      problems.push(...schemaProblems(rel(file), data, schemas.enumeration.errors, 'enum.schema.json'));
      continue;
    }
    const e = data as ApiEnum;
    if (path.basename(file, '.yaml') !== e.name) {
      problems.push({ file: rel(file), item: e.name, message: `the file name does not match the enum name "${e.name}"`, fix: `rename the file to ${e.name}.yaml` });
    }
    enumFiles.set(e.name, rel(file));
    enums.push(e);
  }

  const typesFile = path.join(dataDir, 'types.yaml');
  for (const required of [typesFile]) {
    if (!fs.existsSync(required)) {
      throw new ApiDataError([{ file: rel(required), item: '(file)', message: 'is missing', fix: 'restore it from version control; the API section cannot be generated without it' }]);
    }
  }
  let otherTypes: OtherType[] = [];
  let groups: string[] = [];
  const typesData = parseYaml(rel(typesFile), fs.readFileSync(typesFile, 'utf8'), problems);
  if (typesData !== undefined) {
    if (!schemas.types(typesData)) problems.push(...schemaProblems(rel(typesFile), typesData, schemas.types.errors, 'types.schema.json'));
    else ({ types: otherTypes, groups } = typesData as { types: OtherType[]; groups: string[] });
  }

  const helpers = readHelpers(dataDir, problems);
  const engineChanges = readEngineChanges(dataDir, problems);
  const data: ApiData = { classes, enums, otherTypes, groups };
  if (problems.length) throw new ApiDataError(problems);
  return { data, classFiles, enumFiles, helpers, engineChanges };
}

/**
 * The pipeline up to the model: load and validate (schema) -> normalise (one model, inheritance
 * resolved) -> checks (checks/*.ts). Throws ApiDataError listing every problem: first every syntax
 * and schema problem, then (once those are fixed) every problem of meaning.
 */
export function loadApiModel(dataDir: string): ApiModel {
  const { data, classFiles, enumFiles, helpers, engineChanges } = readApiData(dataDir);
  const { model, problems } = buildModel(data, classFiles, enumFiles, helpers, engineChanges);
  problems.push(...runChecks(model));
  if (problems.length) throw new ApiDataError(problems);
  return model;
}

/** The model after schema validation but before the checks of meaning (for reports that list problems themselves). */
export function loadApiModelUnchecked(dataDir: string): ApiModel {
  const { data, classFiles, enumFiles, helpers, engineChanges } = readApiData(dataDir);
  return buildModel(data, classFiles, enumFiles, helpers, engineChanges).model;
}

/** The checked data alone (for scripts and tests that need no index). */
export function loadApiData(dataDir: string): ApiData {
  return loadApiModel(dataDir).data;
}

/** The Lua name index of already loaded data. */
export function luaNameIndex(data: ApiData): LuaNameIndex {
  const files = new Map<string, string>();
  return luaIndexOf(buildModel(data, files, files).model);
}
