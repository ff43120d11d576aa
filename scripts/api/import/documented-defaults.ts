import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { ApiClass, ApiEnum } from '../../../plugins/api-reference/data-types.generated';

/**
 * What a new release takes from the documented one (api/classes, api/enums) unless its decisions
 * say otherwise: a class's kind and group, an enum's bitflags. Only these fields are read, so a
 * writer's unfinished text elsewhere in those files never stops an import.
 */

export interface DocumentedDefaults {
  classes: Map<string, Pick<ApiClass, 'kind' | 'group'>>;
  /** Keyed by the name scripts use (luaName where it differs from the page name). */
  bitflagEnums: Set<string>;
}

function readFolder<T>(dir: string): T[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => YAML.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as T);
}

export function readDocumentedDefaults(apiDir: string): DocumentedDefaults {
  const classes = new Map(readFolder<ApiClass>(path.join(apiDir, 'classes')).map((c) => [c.name, { kind: c.kind, group: c.group }]));
  const bitflagEnums = new Set(readFolder<ApiEnum>(path.join(apiDir, 'enums')).filter((e) => e.bitflags).map((e) => e.luaName ?? e.name));
  return { classes, bitflagEnums };
}
