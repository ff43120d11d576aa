import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { median, range } from './stats';

/**
 * The parts of the scale benchmark (scale.ts) that run no build: the copy of the site, the
 * synthetic API data set (the documented release times ten) and the formatting of repeated runs.
 * Kept apart so that scale.test.ts can test them without building.
 */

/** How many times the documented release the synthetic data set holds. */
export const SCALE_FACTOR = 10;

/**
 * Top-level entries of the site that a copy leaves out: earlier outputs (a cold build makes them
 * again), results, Git. node_modules is symlinked instead of copied.
 */
export function isLeftOutOfCopy(name: string): boolean {
  return (
    ['node_modules', '.docusaurus', 'generated', 'bench-results', 'test-results', '.git', 'api_versions.json'].includes(name) ||
    name.startsWith('build') ||
    name.startsWith('api_versioned_')
  );
}

/** Copies the site folder to `dest` (which must not exist), with node_modules as a symlink to the site's. */
export function copySite(siteDir: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(siteDir)) {
    if (isLeftOutOfCopy(entry)) continue;
    fs.cpSync(path.join(siteDir, entry), path.join(dest, entry), { recursive: true, verbatimSymlinks: true });
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
}

/** The name of the i-th copy of a class or enum: Scene → SceneX1 … SceneX9. */
export const copyName = (name: string, i: number): string => `${name}X${i}`;

export interface MultiplyResult {
  /** Classes and enums in the folder afterwards, originals included. */
  classes: number;
  enums: number;
}

// No line folding, no padding in [a, b]: a copy keeps the text as written, only the renamed keys change.
const YAML_OUT: YAML.ToStringOptions = { lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false };

/**
 * Writes `factor - 1` renamed copies of every class and enum of the documented release in
 * `apiDir` (its classes/ and enums/ folders). Only the item's own name changes (`name`, and an
 * enum's `luaName`): every type, link and example still names the original classes, which all
 * stay, so every type stays known and every link still reaches its page. Each copy is its own
 * page, so member anchors are unique as they are on the original. Throws if a new name is taken.
 */
export function multiplyApiData(apiDir: string, factor: number = SCALE_FACTOR): MultiplyResult {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be a positive whole number, got ${factor}`);
  const yamlFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort() : []);
  const classDir = path.join(apiDir, 'classes');
  const enumDir = path.join(apiDir, 'enums');
  const classFiles = yamlFiles(classDir);
  const enumFiles = yamlFiles(enumDir);
  // Every name a copy must not take: page names of both kinds and the enums' Lua names (checkEnums
  // rejects an enum whose Lua name is a class name).
  const taken = new Set<string>();
  const docs = (dir: string, files: string[]) =>
    files.map((file) => {
      const doc = YAML.parseDocument(fs.readFileSync(path.join(dir, file), 'utf8'));
      const name = doc.get('name');
      const luaName = doc.get('luaName');
      if (typeof name !== 'string') throw new Error(`${path.join(dir, file)} has no name`);
      taken.add(name);
      if (typeof luaName === 'string') taken.add(luaName);
      return { doc, name, luaName: typeof luaName === 'string' ? luaName : undefined };
    });
  const classes = docs(classDir, classFiles);
  const enums = docs(enumDir, enumFiles);
  const claim = (name: string, what: string): string => {
    if (taken.has(name)) throw new Error(`the synthetic ${what} name "${name}" is already taken; use another suffix than copyName's`);
    taken.add(name);
    return name;
  };
  for (let i = 1; i < factor; i++) {
    for (const c of classes) {
      const name = claim(copyName(c.name, i), 'class');
      const doc = c.doc.clone();
      doc.set('name', name);
      fs.writeFileSync(path.join(classDir, `${name}.yaml`), doc.toString(YAML_OUT));
    }
    for (const e of enums) {
      const name = claim(copyName(e.name, i), 'enum');
      const doc = e.doc.clone();
      doc.set('name', name);
      if (e.luaName !== undefined) doc.set('luaName', claim(copyName(e.luaName, i), 'enum Lua'));
      fs.writeFileSync(path.join(enumDir, `${name}.yaml`), doc.toString(YAML_OUT));
    }
  }
  return { classes: classFiles.length * factor, enums: enumFiles.length * factor };
}

/**
 * Leaves only the documented release in `apiDir`/releases.yaml, so that a build publishes that
 * release alone whatever the others' prose state. Returns its id and the ids taken out.
 */
export function keepOnlyDocumentedRelease(apiDir: string): { documented: string; removed: string[] } {
  const file = path.join(apiDir, 'releases.yaml');
  const doc = YAML.parseDocument(fs.readFileSync(file, 'utf8'));
  const documented = doc.get('documented');
  const releases = doc.get('releases');
  if (typeof documented !== 'string' || !YAML.isSeq(releases)) throw new Error(`${file}: expected "documented" and a "releases" list`);
  const idOf = (item: unknown) => (YAML.isMap(item) ? String(item.get('id')) : '');
  const removed = releases.items.map(idOf).filter((id) => id !== documented);
  releases.items = releases.items.filter((item) => idOf(item) === documented);
  if (releases.items.length !== 1) throw new Error(`${file} lists no release "${documented}"`);
  fs.writeFileSync(file, doc.toString(YAML_OUT));
  return { documented, removed };
}

/** The route contract of the site, relative to the site folder. */
export const ROUTE_CONTRACT_FILE = 'plugins/route-contract/routes.ts';

/**
 * Takes the "what changed in <release>" pages of the given releases out of a copy's route contract:
 * the documented release has such a page for every newer release listed, so a copy that lists
 * none would fail the contract. Returns the routes taken out.
 */
export function dropChangesRoutes(siteCopyDir: string, releaseIds: string[]): string[] {
  const file = path.join(siteCopyDir, ROUTE_CONTRACT_FILE);
  const routes = new Set(releaseIds.map((id) => `/api/changes/${id}`));
  const dropped: string[] = [];
  // One entry per line, e.g. `  engineChanges202607: '/api/changes/2026-07',`.
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((line) => {
    const route = /^\s*[\w$]+:\s*['"]([^'"]+)['"],?\s*$/.exec(line)?.[1];
    if (route === undefined || !routes.has(route)) return true;
    dropped.push(route);
    return false;
  });
  fs.writeFileSync(file, lines.join('\n'));
  return dropped;
}

/** Where the llms.txt size cap is, relative to the site folder. */
export const LLMS_CAP_FILE = 'plugins/markdown-twins/llms.ts';
const LLMS_CAP = /(export const LLMS_INDEX_MAX_CHARS = )([\d_]+);/;

/**
 * Multiplies the llms.txt size cap in a copy of the site by `factor`, returning the old and new
 * caps. The index lists every page with its summary, so ten times the API cannot fit the real cap;
 * that is a content budget, not a build cost, and the synthetic build should measure the rest.
 * Throws when the constant is no longer written as expected (the copy would fail its build anyway).
 */
export function raiseLlmsIndexCap(siteCopyDir: string, factor: number = SCALE_FACTOR): { from: number; to: number } {
  const file = path.join(siteCopyDir, LLMS_CAP_FILE);
  const text = fs.readFileSync(file, 'utf8');
  const match = LLMS_CAP.exec(text);
  if (!match) throw new Error(`${file} no longer declares LLMS_INDEX_MAX_CHARS as a number: update raiseLlmsIndexCap (scripts/bench/scale-data.ts)`);
  const from = Number(match[2]!.replaceAll('_', ''));
  const to = from * factor;
  fs.writeFileSync(file, text.replace(LLMS_CAP, `$1${to};`));
  return { from, to };
}

/**
 * One figure of N runs: the value itself for one run, else the median with the min–max, e.g.
 * "20.1 (19.4–23.0)".
 */
export function formatRuns(values: number[], digits: number): string {
  if (!values.length) return '–';
  const fmt = (v: number) => v.toFixed(digits);
  if (values.length === 1) return fmt(values[0]!);
  const [min, max] = range(values);
  return `${fmt(median(values))} (${fmt(min)}–${fmt(max)})`;
}
