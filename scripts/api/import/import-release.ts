import fs from 'node:fs';
import path from 'node:path';
import { readClassDeclarations, readDotFunctions } from './annotations';
import { readDocumentedDefaults } from './documented-defaults';
import { DECISIONS_FILE, readImportDecisions } from './import-decisions';
import { countLines } from './release-counts';
import { buildReleaseDataSet } from './release-data-set';
import { applyFilePlan, planFiles, renderReleaseFiles } from './release-files';
import type { EngineExport } from './validate';

/**
 * `npm run api:import -- <export> --release YYYY-MM --annotations <file>`: writes the release's
 * data set (api/<release>/classes, enums, types.yaml) from the export, the annotations' class
 * declarations and api/<release>/import-decisions.yaml, and prints what it holds.
 */

export interface ReleaseImportOptions {
  exported: EngineExport;
  /** As given on the command line (messages name them so). */
  exportFile: string;
  annotationsFile: string;
  release: string;
}

export function importRelease(projectRoot: string, { exported, exportFile, annotationsFile, release }: ReleaseImportOptions): { output: string; filesWritten: string[] } {
  const releaseDir = path.join('api', release);
  const decisionsFile = path.join(releaseDir, DECISIONS_FILE);
  const decisions = readImportDecisions(path.join(projectRoot, decisionsFile), decisionsFile, path.join(projectRoot, 'api', 'schema'));
  const annotations = fs.readFileSync(annotationsFile, 'utf8');
  const dataSet = buildReleaseDataSet({
    exported,
    declarations: readClassDeclarations(annotations),
    dotFunctions: readDotFunctions(annotations),
    decisions,
    documented: readDocumentedDefaults(path.join(projectRoot, 'api')),
    files: { export: exportFile, annotations: annotationsFile, decisions: decisionsFile },
  });
  const plan = planFiles(projectRoot, releaseDir, renderReleaseFiles(projectRoot, releaseDir, dataSet));
  applyFilePlan(plan);
  const rel = (abs: string) => path.relative(projectRoot, abs);
  const lines = [
    `${releaseDir}: ${plan.write.length} file(s) written, ${plan.unchanged.length} unchanged, ${plan.remove.length} removed`,
    ...plan.write.map((f) => `  written ${f.file}`),
    ...plan.remove.map((f) => `  removed ${rel(f)}`),
    ...countLines(dataSet.counts),
    ...(dataSet.notes.length ? ['notes:', ...dataSet.notes.map((n) => `  ${n}`)] : []),
  ];
  return { output: `${lines.join('\n')}\n`, filesWritten: [...plan.write.map((f) => f.file), ...plan.remove.map(rel)] };
}
