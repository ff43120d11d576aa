import fs from 'node:fs';
import path from 'node:path';
import { LuaDataError, parseLuaData } from './lua-data';
import { validateExport, type EngineExport } from './validate';
import { loadRelease } from './release';
import { planImport, type Mode } from './diff';
import { jsonReport, markdownReport, summaryLines } from './report';
import { renderChanges, writeChanges } from './apply';
import { importRelease } from './import-release';

/**
 * npm run api:import -- <export file> [--apply release|upgrade] [--json] [--out file] [--all]
 * npm run api:import -- <export file> --release YYYY-MM --annotations <annotations.lua>
 *
 * Reads an engine export (AE:GetAELuaBindings() written with serpent.dump) as data, compares it
 * with api/, and prints the report. With --apply it also writes the machine fields (parameter
 * names, precise and optional types, and for an upgrade the new members) into api/classes. What a
 * newer engine changed is computed at each build from its data set (api/releases.yaml), which
 * --release writes to api/YYYY-MM/, names and types only (import-release.ts).
 */

const USAGE = 'usage: npm run api:import -- <export file> [--apply release|upgrade] [--json] [--out <file>] [--all], or <export file> --release YYYY-MM --annotations <annotations.lua>';

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface CliOptions {
  exportFile: string;
  apply?: Mode;
  json: boolean;
  out?: string;
  includeUnchanged: boolean;
  /** Write this release's data set (api/<release>/) instead of the report. */
  release?: string;
  /** The engine team's annotation file, whose class declarations give the bases (with --release). */
  annotations?: string;
}

export function parseArgs(argv: string[]): CliOptions {
  let exportFile: string | undefined;
  let apply: Mode | undefined;
  let json = false;
  let out: string | undefined;
  let includeUnchanged = false;
  let release: string | undefined;
  let annotations: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') json = true;
    else if (a === '--all') includeUnchanged = true;
    else if (a === '--apply' || a === '--out' || a === '--release' || a === '--annotations') {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value. ${USAGE}`);
      if (a === '--out') out = v;
      else if (a === '--annotations') annotations = v;
      else if (a === '--release') {
        if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(v)) throw new UsageError(`--release takes the engine's year and month (YYYY-MM), not "${v}". ${USAGE}`);
        release = v;
      }
      else if (v === 'release' || v === 'upgrade') apply = v;
      else throw new UsageError(`--apply takes "release" or "upgrade", not "${v}". ${USAGE}`);
    } else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}. ${USAGE}`);
    else if (exportFile === undefined) exportFile = a;
    else throw new UsageError(`only one export file, but got "${exportFile}" and "${a}". ${USAGE}`);
  }
  if (exportFile === undefined) throw new UsageError(`no export file given. ${USAGE}`);
  if ((release === undefined) !== (annotations === undefined)) throw new UsageError(`--release and --annotations go together (the annotations give the release's bases). ${USAGE}`);
  if (release && (apply || json || out || includeUnchanged)) throw new UsageError(`--release writes a data set and takes no report options. ${USAGE}`);
  return { exportFile, json, includeUnchanged, ...(apply ? { apply } : {}), ...(out ? { out } : {}), ...(release ? { release } : {}), ...(annotations ? { annotations } : {}) };
}

/** Reads and validates an export; errors name the file, line and column. */
export function readExport(file: string): EngineExport {
  if (!fs.existsSync(file)) throw new UsageError(`${file}: no such file. Fix: give the path of the file written from AE:GetAELuaBindings().`);
  const text = fs.readFileSync(file, 'utf8');
  try {
    return validateExport(parseLuaData(text));
  } catch (e) {
    if (e instanceof LuaDataError) throw new UsageError(`${file}:${e.pos.line}:${e.pos.col}: ${e.problem}. Fix: ${e.fix}.`);
    throw e;
  }
}

export interface RunResult {
  output: string;
  filesWritten: string[];
}

export function run(projectRoot: string, options: CliOptions): RunResult {
  const exported = readExport(options.exportFile);
  if (options.release && options.annotations) {
    if (!fs.existsSync(options.annotations)) throw new UsageError(`${options.annotations}: no such file. Fix: give the path of the engine team's annotations.lua.`);
    return importRelease(projectRoot, { exported, exportFile: options.exportFile, annotationsFile: options.annotations, release: options.release });
  }
  const release = loadRelease(projectRoot);
  const plan = planImport(release, exported, options.apply ?? 'release');
  const label = path.basename(options.exportFile);
  const report = options.json ? jsonReport(plan, label) : markdownReport(plan, label, { includeUnchanged: options.includeUnchanged });
  let filesWritten: string[] = [];
  if (options.apply) {
    const changes = renderChanges(release, plan);
    writeChanges(changes);
    filesWritten = changes.map((c) => c.rc.file);
  }
  if (options.out) fs.writeFileSync(options.out, report);
  const output = options.out
    ? `Report written to ${options.out}\n${summaryLines(plan).join('\n')}\n`
    : report;
  const applied = options.apply ? `\n${filesWritten.length} file(s) written${filesWritten.length ? `: ${filesWritten.join(', ')}` : ' (api/ already matches the export)'}\n` : '';
  return { output: output + (options.json && !options.out ? '' : applied), filesWritten };
}

if (require.main === module) {
  try {
    const result = run(process.cwd(), parseArgs(process.argv.slice(2)));
    process.stdout.write(result.output);
  } catch (e) {
    if (e instanceof UsageError || e instanceof Error) {
      process.stderr.write(`api:import: ${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}
