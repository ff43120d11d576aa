import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import type { Problem } from '../../../plugins/api-reference/model';
import { pointerItem } from './import-problems';

/**
 * Checks of data against a schema of api/schema, as problems with the file, the item and the fix.
 * With `proseOptional`, the schema is met as a release whose prose is pending meets it: every
 * field that holds the writers' words is optional, everything else (names, types, flags,
 * patterns) is checked as the build checks it.
 */

/** The fields that hold writers' prose: summary and description everywhere, a deprecation's message. */
export const PROSE_FIELDS: readonly string[] = ['summary', 'description', 'message'];

/** A copy of `schema` with the prose fields removed from every `required` list. */
export function withoutRequiredProse(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequiredProse);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'required' && Array.isArray(value) ? value.filter((f) => !PROSE_FIELDS.includes(String(f))) : withoutRequiredProse(value),
    ]),
  );
}

export type SchemaCheck = (file: string, data: unknown) => Problem[];

export function schemaCheck(schemaDir: string, schemaName: string, { proseOptional = false } = {}): SchemaCheck {
  const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, schemaName), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, strict: false }).compile(proseOptional ? (withoutRequiredProse(schema) as object) : schema);
  return (file, data) =>
    validate(data)
      ? []
      : (validate.errors ?? []).map((e) => ({
          file,
          item: pointerItem(e.instancePath),
          message: `${e.message ?? 'is invalid'}${'additionalProperty' in e.params ? ` ("${String(e.params.additionalProperty)}")` : ''}`,
          fix: `follow api/schema/${schemaName} (editors check it through the file's first line)`,
        }));
}
