import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import YAML from 'yaml';
import { ApiDataError } from './load';

/**
 * api/editor-types.yaml: what atomontage.d.lua and its LuaLS addon say about themselves (the
 * engine release, the date printed as the generation date, the addon's detection words and
 * settings). Validated against api/schema/editor-types.schema.json.
 */
export interface EditorTypesInfo {
  release: string;
  /** YYYY-MM-DD; printed instead of the clock so that builds are byte-stable. */
  updated: string;
  addon: { name: string; words: string[]; settings: Record<string, unknown> };
}

export const EDITOR_TYPES_FILE = 'editor-types.yaml';

export function readEditorTypesInfo(dataDir: string): EditorTypesInfo {
  const rel = path.join(path.basename(dataDir), EDITOR_TYPES_FILE);
  const file = path.join(dataDir, EDITOR_TYPES_FILE);
  if (!fs.existsSync(file)) {
    throw new ApiDataError([{ file: rel, item: '(file)', message: 'is missing', fix: 'restore it from version control' }]);
  }
  const doc = YAML.parseDocument(fs.readFileSync(file, 'utf8'));
  if (doc.errors.length) {
    throw new ApiDataError([{ file: rel, item: '(file)', message: `is not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}`, fix: 'correct the YAML syntax' }]);
  }
  const data: unknown = doc.toJS();
  const schema = JSON.parse(fs.readFileSync(path.join(dataDir, 'schema', 'editor-types.schema.json'), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  if (!validate(data)) {
    throw new ApiDataError(
      (validate.errors ?? []).map((e) => ({
        file: rel,
        item: e.instancePath.replace(/^\//, '').replace(/\//g, ' › ') || '(top level)',
        message: e.message ?? 'is invalid',
        fix: 'follow api/schema/editor-types.schema.json',
      })),
    );
  }
  return data as EditorTypesInfo;
}
