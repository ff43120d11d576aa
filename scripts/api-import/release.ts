import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { ApiClass } from '../../plugins/api-reference/model';
import { PRIMITIVE_TYPES } from '../../plugins/api-reference/model';

/**
 * The reference's data as the importer sees it: each class file as a YAML Document (so edits keep
 * comments, order and every text field as written) beside its plain value for matching.
 */
export interface ReleaseClass {
  /** Path relative to the project root, for messages: api/classes/Scene.yaml. */
  file: string;
  absFile: string;
  text: string;
  doc: YAML.Document;
  data: ApiClass;
}

export interface ReleaseEnum {
  file: string;
  /** The name scripts use (luaName where it differs from the page name). */
  luaName: string;
  values: { name: string; value: number }[];
}

export interface Release {
  classes: ReleaseClass[];
  enums: ReleaseEnum[];
  /** Every type name the data can refer to: classes, enums, api/types.yaml, Lua primitives. */
  knownTypes: Set<string>;
}

/** Lenient: the full checks run in the build; here a file that is not YAML stops the import. */
export function loadRelease(projectRoot: string): Release {
  const apiDir = path.join(projectRoot, 'api');
  const rel = (f: string) => path.relative(projectRoot, f).split(path.sep).join('/');
  const classes: ReleaseClass[] = [];
  const enums: ReleaseEnum[] = [];
  const knownTypes = new Set<string>([...PRIMITIVE_TYPES, 'function', 'table']);
  const readDoc = (absFile: string): { text: string; doc: YAML.Document } => {
    const text = fs.readFileSync(absFile, 'utf8');
    const doc = YAML.parseDocument(text);
    if (doc.errors.length) {
      const e = doc.errors[0]!;
      throw new Error(`${rel(absFile)}:${e.linePos?.[0]?.line ?? 1}:${e.linePos?.[0]?.col ?? 1}: is not valid YAML (${e.message.split('\n')[0]}). Fix: correct the YAML, then run the import again.`);
    }
    return { text, doc };
  };
  const classDir = path.join(apiDir, 'classes');
  for (const name of fs.readdirSync(classDir).filter((f) => f.endsWith('.yaml')).sort()) {
    const absFile = path.join(classDir, name);
    const { text, doc } = readDoc(absFile);
    const data = doc.toJS() as ApiClass;
    classes.push({ file: rel(absFile), absFile, text, doc, data });
    knownTypes.add(data.name);
  }
  const enumDir = path.join(apiDir, 'enums');
  if (fs.existsSync(enumDir)) {
    for (const name of fs.readdirSync(enumDir).filter((f) => f.endsWith('.yaml')).sort()) {
      const absFile = path.join(enumDir, name);
      const e = readDoc(absFile).doc.toJS() as { name: string; luaName?: string; values?: { name: string; value: number }[] };
      knownTypes.add(e.name);
      if (e.luaName) knownTypes.add(e.luaName);
      enums.push({ file: rel(absFile), luaName: e.luaName ?? e.name, values: e.values ?? [] });
    }
  }
  const typesFile = path.join(apiDir, 'types.yaml');
  if (fs.existsSync(typesFile)) {
    const types = readDoc(typesFile).doc.toJS() as { types?: { name: string }[] };
    for (const t of types.types ?? []) knownTypes.add(t.name);
  }
  return { classes, enums, knownTypes };
}
