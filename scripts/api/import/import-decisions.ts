import fs from 'node:fs';
import YAML from 'yaml';
import type { Availability, ClassKind } from '../../../plugins/api-reference/data-types.generated';
import { ReleaseImportError, stopOn } from './import-problems';
import { schemaCheck } from './schema-check';

/**
 * The hand decisions of a release import (api/<release>/import-decisions.yaml): what the export
 * does not say. Its shape is api/schema/import-decisions.schema.json; a file that fails it stops
 * the import before anything else is read.
 */

export const DECISIONS_FILE = 'import-decisions.yaml';
export const DECISIONS_SCHEMA = 'import-decisions.schema.json';

export interface ClassDecision {
  kind?: ClassKind;
  group?: string;
  inherits?: string;
  callbacks?: string[];
}

export interface ImportDecisions {
  groups: string[];
  enumAvailability: Availability;
  classes: Record<string, ClassDecision>;
  enums?: Record<string, { bitflags: boolean }>;
  /** Type names that stand for another type (the annotations' @alias lines): written as aliasOf. */
  typeAliases?: Record<string, string>;
}

/** `file` is the path messages name (relative to the project root). */
export function readImportDecisions(absFile: string, file: string, schemaDir: string): ImportDecisions {
  if (!fs.existsSync(absFile)) {
    throw new ReleaseImportError([{ file, item: '(file)', message: 'is missing', fix: `write it (groups, enumAvailability, and the kind and group of every class the documented release lacks), following api/schema/${DECISIONS_SCHEMA}` }]);
  }
  const doc = YAML.parseDocument(fs.readFileSync(absFile, 'utf8'));
  stopOn(doc.errors.map((e) => ({ file, item: `line ${e.linePos?.[0]?.line ?? '?'}`, message: `is not valid YAML: ${e.message.split('\n')[0]}`, fix: 'correct the YAML syntax' })));
  const data: unknown = doc.toJS();
  stopOn(schemaCheck(schemaDir, DECISIONS_SCHEMA)(file, data));
  return data as ImportDecisions;
}
