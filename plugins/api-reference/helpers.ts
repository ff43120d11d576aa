import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Problem } from './model';

/**
 * The helper globals of the engine's Lua library (api/helpers.yaml): `Vox`, `Cast`, `Collide` and
 * the builder classes they return. They have no API pages (the Voxel API manual page documents
 * them); atomontage.d.lua declares them and the Lua example check knows their members.
 */
export interface HelperParam {
  name: string;
  type: string;
}
export interface HelperMethod {
  name: string;
  summary: string;
  /** The manual section that documents this member, where it is not its owner's. */
  docs?: string;
  params: HelperParam[];
  /** `self` means the receiver's own type, so chains keep it. */
  returns: string[];
}
/** A value field, or a function called with a dot (`events.keyDown.addListener(self, fn)`). */
export interface HelperField {
  name: string;
  type: string;
  summary: string;
  docs?: string;
}
export interface HelperGlobal {
  name: string;
  docs: string;
  summary: string;
  fields?: HelperField[];
  methods: HelperMethod[];
}
/** A global function, or one the engine adds to a table of Lua's own library (`math.perlinNoise`). */
export interface HelperFunction extends HelperMethod {
  docs: string;
  /** `name`, or `library.name` for an engine addition to a table of Lua's own library. */
  name: string;
}
export interface HelperClass {
  name: string;
  inherits?: string;
  /** The manual section that documents it: every hover on it and its members links there. */
  docs: string;
  summary: string;
  fields?: HelperField[];
  methods: HelperMethod[];
}
export interface Helpers {
  globals: HelperGlobal[];
  functions: HelperFunction[];
  classes: HelperClass[];
}

export const HELPERS_FILE = 'helpers.yaml';

/** Reads api/helpers.yaml; shape problems name the file, the item and the fix. */
export function readHelpers(dataDir: string, problems: Problem[]): Helpers {
  const empty: Helpers = { globals: [], functions: [], classes: [] };
  const file = path.join(dataDir, HELPERS_FILE);
  const rel = path.join(path.basename(dataDir), HELPERS_FILE);
  if (!fs.existsSync(file)) return empty;
  const doc = YAML.parseDocument(fs.readFileSync(file, 'utf8'));
  if (doc.errors.length) {
    problems.push({ file: rel, item: `line ${doc.errors[0]!.linePos?.[0]?.line ?? '?'}`, message: `is not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}`, fix: 'correct the YAML syntax' });
    return empty;
  }
  const raw = (doc.toJS() ?? {}) as Partial<Record<keyof Helpers, unknown>>;
  const list = <T>(key: keyof Helpers): T[] => (Array.isArray(raw[key]) ? (raw[key] as T[]) : []);
  const helpers: Helpers = { globals: list('globals'), functions: list('functions'), classes: list('classes') };
  const need = (item: string, ok: boolean, what: string) => {
    if (!ok) problems.push({ file: rel, item, message: `has no ${what}`, fix: `add \`${what}\` (see the other entries in ${rel})` });
  };
  const method = (owner: string, m: HelperMethod) => {
    const item = `${owner} › ${m.name ?? '?'}`;
    need(item, typeof m.name === 'string', 'name');
    need(item, typeof m.summary === 'string' && m.summary.trim() !== '', 'summary');
    need(item, Array.isArray(m.params) && m.params.every((p) => typeof p.name === 'string' && typeof p.type === 'string'), 'params (each with name and type)');
    need(item, Array.isArray(m.returns), 'returns');
  };
  const fields = (owner: string, list: HelperField[] | undefined) => {
    for (const f of list ?? []) {
      const item = `${owner} › ${f.name ?? '?'}`;
      need(item, typeof f.name === 'string', 'name');
      need(item, typeof f.type === 'string', 'type');
      need(item, typeof f.summary === 'string' && f.summary.trim() !== '', 'summary');
    }
  };
  for (const g of helpers.globals) {
    need(g.name, typeof g.docs === 'string' && g.docs.startsWith('/manual/'), 'docs (a /manual/ route)');
    need(g.name, typeof g.summary === 'string', 'summary');
    g.methods ??= [];
    g.methods.forEach((m) => method(g.name, m));
    fields(g.name, g.fields);
  }
  for (const f of helpers.functions) {
    method(f.name, f);
    need(f.name, typeof f.docs === 'string' && f.docs.startsWith('/manual/'), 'docs (a /manual/ route)');
  }
  for (const c of helpers.classes) {
    need(c.name, typeof c.summary === 'string', 'summary');
    need(c.name, typeof c.docs === 'string' && c.docs.startsWith('/manual/'), 'docs (a /manual/ route)');
    c.methods ??= [];
    c.methods.forEach((m) => method(c.name, m));
    fields(c.name, c.fields);
  }
  return helpers;
}
