import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import YAML from 'yaml';
import type { ApiClass, ApiEnum, EditorTypesFile, HelpersFile, ProseSharingFile, ReleasesFile, TypesFile } from './data-types.generated';
import { fillMissingProse, schemaWithoutProse } from './prose-pending';
import type { Problem } from './model';

/**
 * Step 1 of the pipeline: reads every data file of api/ and validates it against its JSON Schema
 * in api/schema. Each file keeps its YAML document, so the importer edits the text it was read
 * from (comments, order and writers' text stay as written). Problems are in writers' terms.
 */
export class ApiDataError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `The API data has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `- ${p.file} › ${p.item}: ${p.message}. Fix: ${p.fix}.`).join('\n'),
    );
    this.name = 'ApiDataError';
  }
}

/** One data file as read: where it is, its text, its YAML document and its plain value. */
export interface SourceFile<T> {
  /** Relative to the project root, as messages name it: api/classes/Scene.yaml. */
  file: string;
  absFile: string;
  text: string;
  doc: YAML.Document;
  data: T;
}

/** Everything in api/, one entry per data kind (DATA_KINDS). */
export interface ApiSources {
  classes: SourceFile<ApiClass>[];
  enums: SourceFile<ApiEnum>[];
  types: SourceFile<TypesFile>[];
  helpers: SourceFile<HelpersFile>[];
  /** What atomontage.d.lua and its LuaLS addon say about themselves. */
  editorTypes: SourceFile<EditorTypesFile>[];
  /** The engine releases the reference knows (api/releases.yaml). */
  releases: SourceFile<ReleasesFile>[];
  /** A newer release's overrides of the shared-prose rule (api/<id>/prose-sharing.yaml). */
  proseSharing: SourceFile<ProseSharingFile>[];
  /** The hand-written start of /api/intro. */
  intro: string;
}

/**
 * The kinds of data file. A new kind is one entry here (and its key in ApiSources): a folder of
 * named items (one file per item, file name = item name) or one file.
 */
interface DataKind {
  key: Exclude<keyof ApiSources, 'intro'>;
  schema: string;
  /** A folder of `<name>.yaml` files, each one item named by its `name` key. */
  dir?: string;
  /** Or a single file. */
  file?: string;
  /** The word for an item in messages ("class", "enum"). */
  item?: string;
  /** The key whose value names an item and its file (default `name`). */
  nameKey?: string;
  required?: boolean;
  /** Each release has its own (api/ for the documented release, api/<id>/ for the others). */
  perRelease?: true;
}

export const DATA_KINDS: readonly DataKind[] = [
  { key: 'classes', dir: 'classes', item: 'class', schema: 'class.schema.json', perRelease: true },
  { key: 'enums', dir: 'enums', item: 'enum', schema: 'enum.schema.json', perRelease: true },
  { key: 'types', file: 'types.yaml', schema: 'types.schema.json', required: true, perRelease: true },
  { key: 'releases', file: 'releases.yaml', schema: 'releases.schema.json' },
  { key: 'proseSharing', file: 'prose-sharing.yaml', schema: 'prose-sharing.schema.json', perRelease: true },
  { key: 'helpers', file: 'helpers.yaml', schema: 'helpers.schema.json' },
  { key: 'editorTypes', file: 'editor-types.yaml', schema: 'editor-types.schema.json', perRelease: true },
];

const SCHEMA_DIR = 'schema';
const INTRO_FILE = 'intro.md';

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

export interface ReadOptions {
  /** Validate against the schemas (the build); the importer reads leniently and leaves that to the build. */
  validate?: boolean;
  /** The folder under `dataDir` of a release other than the documented one (its classes, enums, types). */
  releaseDir?: string;
  /** The release holds names and types only: its files need no text (prose-pending.ts). */
  prosePending?: boolean;
  /** Read only these kinds (the others come back empty). */
  only?: readonly DataKind['key'][];
}

/** Reads every data file of `dataDir`; throws ApiDataError listing every syntax and schema problem. */
export function readApiSources(dataDir: string, { validate = true, releaseDir, prosePending = false, only }: ReadOptions = {}): ApiSources {
  const problems: Problem[] = [];
  const root = path.dirname(dataDir);
  const rel = (file: string) => path.relative(root, file);
  const missing = (file: string, fix: string) => new ApiDataError([{ file: rel(file), item: '(file)', message: 'is missing', fix }]);
  const ajv = new Ajv({ allErrors: true, strict: false });
  const schemaOf = (name: string): object => {
    const file = path.join(dataDir, SCHEMA_DIR, name);
    if (!fs.existsSync(file)) throw missing(file, 'restore the schema from version control');
    return JSON.parse(fs.readFileSync(file, 'utf8')) as object;
  };
  const proseless = (kind: DataKind): boolean => prosePending && kind.perRelease === true;
  const compile = (kind: DataKind): ValidateFunction => ajv.compile(proseless(kind) ? schemaWithoutProse(schemaOf(kind.schema)) : schemaOf(kind.schema));

  const readFile = (absFile: string, kind: DataKind, check: ValidateFunction | undefined): SourceFile<unknown> | undefined => {
    const file = rel(absFile);
    const text = fs.readFileSync(absFile, 'utf8');
    const doc = YAML.parseDocument(text);
    if (doc.errors.length) {
      for (const e of doc.errors) {
        problems.push({ file, item: `line ${e.linePos?.[0]?.line ?? '?'}`, message: `is not valid YAML: ${e.message.split('\n')[0]}`, fix: 'correct the YAML syntax (indentation, quoting of strings that contain ": " or start with a backtick)' });
      }
      return undefined;
    }
    const data: unknown = doc.toJS() ?? {};
    if (check && !check(data)) {
      problems.push(...schemaProblems(file, data, check.errors, kind.schema));
      return undefined;
    }
    if (proseless(kind)) fillMissingProse(data, schemaOf(kind.schema));
    return { file, absFile, text, doc, data };
  };

  const read = (kind: DataKind): SourceFile<unknown>[] => {
    const check = validate ? compile(kind) : undefined;
    const kindDir = kind.perRelease && releaseDir ? path.join(dataDir, releaseDir) : dataDir;
    if (kind.perRelease && releaseDir && !fs.existsSync(kindDir)) throw missing(kindDir, `write the release's data with \`npm run api:import -- <export> --release ${releaseDir}\`, or remove the release from api/releases.yaml`);
    if (kind.file) {
      const absFile = path.join(kindDir, kind.file);
      if (!fs.existsSync(absFile)) {
        if (kind.required) throw missing(absFile, 'restore it from version control; the API section cannot be generated without it');
        return [];
      }
      const source = readFile(absFile, kind, check);
      return source ? [source] : [];
    }
    const dir = path.join(kindDir, kind.dir!);
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort() : [];
    const seen = new Map<string, string>();
    const out: SourceFile<unknown>[] = [];
    for (const name of names) {
      const source = readFile(path.join(dir, name), kind, check);
      if (!source) continue;
      const itemName = String((source.data as Record<string, unknown>)[kind.nameKey ?? 'name']);
      if (path.basename(name, '.yaml') !== itemName) {
        problems.push({ file: source.file, item: itemName, message: `the file name does not match its ${kind.nameKey ?? 'name'} "${itemName}"`, fix: `rename the file to ${itemName}.yaml` });
      }
      if (seen.has(itemName)) {
        problems.push({ file: source.file, item: itemName, message: `${kind.item} "${itemName}" is also defined in ${seen.get(itemName)}`, fix: `keep one file per ${kind.item}` });
        continue;
      }
      seen.set(itemName, source.file);
      out.push(source);
    }
    return out;
  };

  const sources = Object.fromEntries(DATA_KINDS.map((kind) => [kind.key, !only || only.includes(kind.key) ? read(kind) : []])) as Omit<ApiSources, 'intro'>;
  if (problems.length) throw new ApiDataError(problems);
  // Each release has its own intro (api/<id>/intro.md).
  const introFile = path.join(releaseDir ? path.join(dataDir, releaseDir) : dataDir, INTRO_FILE);
  return { ...sources, intro: fs.existsSync(introFile) ? fs.readFileSync(introFile, 'utf8') : '' };
}
