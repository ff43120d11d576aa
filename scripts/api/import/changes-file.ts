import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Plan } from './diff';
import type { Release, ReleaseClass } from './release';
import type { EngineExport, ExportClass } from './validate';
import { matchProperty } from './match';
import { formatForm, type ClassChanges, type EngineChanges, type EnumChanges, type MemberChange } from '../../../plugins/api-reference/engine-changes';
import type { Method } from '../../../plugins/api-reference/model';
import { DATA_KINDS } from '../../../plugins/api-reference/read';

/**
 * `--changes <version>`: the plan's differences as data (api/engine-changes/<version>.yaml) for the
 * pages, the changes page and the d.lua. Names and types only: the export's descriptions stay in
 * the report. The output depends on nothing but its inputs, so running it twice changes nothing.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-07` → "July 2026"; anything else is refused (the version is the page's route too). */
export function versionLabel(version: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(version);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) throw new Error(`--changes takes the export's year and month as YYYY-MM (for example 2026-07), not "${version}"`);
  return `${month} ${m[1]}`;
}

const releaseForms = (name: string, m: { overloads: { params: { name?: string; type: string }[]; returns?: string[] }[] }): string[] =>
  m.overloads.map((o) => formatForm(name, o.params, o.returns ?? []));

/** Every compared member of a class the engine lacks, each not in the engine. */
function missingClassMembers(rc: ReleaseClass): MemberChange[] {
  const c = rc.data;
  return [
    ...(c.constructors ? [{ kind: 'constructors' as const, name: c.name, notInEngine: true as const }] : []),
    ...(c.properties ?? []).map((p) => ({ kind: 'property' as const, name: p.name, notInEngine: true as const })),
    ...(c.methods ?? []).map((m) => ({ kind: 'method' as const, name: m.name, notInEngine: true as const })),
  ];
}

function memberChanges(rc: ReleaseClass, ec: ExportClass, plan: Plan['classes'][number]): MemberChange[] {
  const out: MemberChange[] = [];
  for (const r of plan.members) {
    if (r.status === 'added' || !r.kinds.length) continue;
    const kind = r.kind === 'constructor' ? 'constructors' : r.kind;
    const change: MemberChange = { kind, name: r.name };
    if (r.kinds.includes('notInEngine')) {
      out.push({ ...change, notInEngine: true });
      continue;
    }
    if (kind === 'property') {
      const p = rc.data.properties!.find((x) => x.name === r.name)!;
      const e = matchProperty(p, ec.properties)!;
      if (r.exportName) change.spelling = r.exportName;
      if (r.kinds.includes('type')) change.type = { release: p.type, engine: e.type };
      if (r.kinds.includes('access')) change.readonly = { release: p.readonly ?? false, engine: e.readonly };
    } else if (r.kinds.includes('signature')) {
      const release = kind === 'constructors' ? releaseForms(rc.data.name, rc.data.constructors!) : releaseForms(r.name, rc.data.methods!.find((x: Method) => x.name === r.name)!);
      const fns = kind === 'constructors' ? ec.constructors : ec.functions.filter((f) => f.name === r.name);
      change.signature = { release, engine: fns.map((f) => formatForm(r.name, f.params, f.returns)) };
    }
    if (r.kinds.includes('deprecated')) change.deprecated = true;
    out.push(change);
  }
  return out;
}

/** The changes file's data for a plan made in 'release' mode. */
export function engineChangesOf(plan: Plan, release: Release, exported: EngineExport, version: string): EngineChanges {
  const byName = new Map(release.classes.map((rc) => [rc.data.name, rc]));
  const classes: ClassChanges[] = [];
  for (const report of plan.classes) {
    const rc = byName.get(report.name);
    if (!rc) continue;
    if (report.status === 'not in export') {
      classes.push({ name: report.name, notInEngine: true, members: missingClassMembers(rc) });
      continue;
    }
    const ec = exported.classes.get(report.name)!;
    const c: ClassChanges = { name: report.name };
    if (report.exportAvailability) c.availability = { release: rc.data.availability, engine: report.exportAvailability };
    if (report.newlyDeprecated) c.deprecated = true;
    const members = memberChanges(rc, ec, report);
    if (members.length) c.members = members;
    const added = report.members.filter((m) => m.status === 'added');
    const addedProps = added.filter((m) => m.kind === 'property').map((m) => m.name);
    const addedMethods = added.filter((m) => m.kind === 'method').map((m) => m.name);
    if (added.length) {
      c.added = {
        ...(added.some((m) => m.kind === 'constructor') ? { constructors: true } : {}),
        ...(addedProps.length ? { properties: addedProps } : {}),
        ...(addedMethods.length ? { methods: addedMethods } : {}),
      };
    }
    if (Object.keys(c).length > 1) classes.push(c);
  }
  const enums: EnumChanges[] = [];
  for (const e of plan.enums) {
    if (e.status === 'same') continue;
    const name = path.basename(e.file, '.yaml');
    if (e.status === 'not in export') {
      enums.push({ name, notInEngine: true });
      continue;
    }
    const values: NonNullable<EnumChanges['values']> = {
      ...(e.valuesNotInExport.length ? { notInEngine: e.valuesNotInExport } : {}),
      ...(e.valuesChanged.length ? { changed: e.valuesChanged } : {}),
      ...(e.valuesAdded.length ? { added: e.valuesAdded } : {}),
    };
    enums.push({ name, ...(e.exportName ? { spelling: e.exportName } : {}), ...(Object.keys(values).length ? { values } : {}) });
  }
  const releaseEnums = new Set(release.enums.map((e) => e.luaName.toLowerCase()));
  return {
    version,
    label: versionLabel(version),
    classes,
    enums,
    addedClasses: plan.summary.classesOnlyInExport,
    addedEnums: [...exported.enums.keys()].filter((n) => !releaseEnums.has(n.toLowerCase())).sort(),
  };
}

/** Where the build reads changes files from (their data kind in the reader). */
const ENGINE_CHANGES = DATA_KINDS.find((kind) => kind.key === 'engineChanges')!;

export const changesFilePath = (version: string): string => `api/${ENGINE_CHANGES.dir}/${version}.yaml`;

export function renderEngineChangesYaml(data: EngineChanges): string {
  return (
    `# yaml-language-server: $schema=../schema/${ENGINE_CHANGES.schema}\n` +
    `# What changed in the ${data.label} engine, written by \`npm run api:import -- <export> --changes ${data.version}\`.\n` +
    '# Names and types only. Run the import again rather than editing this file.\n' +
    YAML.stringify(data, { lineWidth: 0 })
  );
}

/** Writes the file when its content differs; returns whether it did. */
export function writeEngineChanges(projectRoot: string, data: EngineChanges): { file: string; written: boolean } {
  const file = changesFilePath(data.version);
  const abs = path.join(projectRoot, file);
  const text = renderEngineChangesYaml(data);
  if (fs.existsSync(abs) && fs.readFileSync(abs, 'utf8') === text) return { file, written: false };
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, text);
  return { file, written: true };
}
