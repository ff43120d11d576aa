import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Problem } from '../../../plugins/api-reference/model';
import { textFields } from './apply';
import { stopOn } from './import-problems';
import type { ReleaseDataSet } from './release-data-set';
import { schemaCheck } from './schema-check';

/**
 * A release data set as files under api/<release>/: every text computed and checked against the
 * schemas (prose optional) first; then only what changed is written, each file through a
 * temporary file and a rename, and the class and enum files of items the export no longer has
 * are removed. A second run over the same input changes nothing.
 */

export interface PlannedFile {
  /** Relative to the project root, as messages name it. */
  file: string;
  absFile: string;
  text: string;
}

export interface FilePlan {
  write: PlannedFile[];
  unchanged: PlannedFile[];
  /** Absolute paths of class and enum files of items the data set no longer has. */
  remove: string[];
}

const FOLDERS = ['classes', 'enums'] as const;

const yamlFile = (schemaPath: string, data: unknown): string => `# yaml-language-server: $schema=${schemaPath}\n${YAML.stringify(data, { lineWidth: 0, aliasDuplicateObjects: false })}`;

/** The data set's files, each checked against its schema; a problem stops before anything is written. */
export function renderReleaseFiles(projectRoot: string, releaseDir: string, dataSet: ReleaseDataSet): PlannedFile[] {
  const schemaDir = path.join(projectRoot, 'api', 'schema');
  const checks = {
    classes: schemaCheck(schemaDir, 'class.schema.json', { proseOptional: true }),
    enums: schemaCheck(schemaDir, 'enum.schema.json', { proseOptional: true }),
    types: schemaCheck(schemaDir, 'types.schema.json', { proseOptional: true }),
  };
  const problems: Problem[] = [];
  const planned = (relFile: string, schemaPath: string, data: unknown, check: (file: string, data: unknown) => Problem[]): PlannedFile => {
    const file = path.join(releaseDir, relFile);
    problems.push(...check(file, data));
    return { file, absFile: path.join(projectRoot, file), text: yamlFile(schemaPath, data) };
  };
  const files = [
    ...dataSet.classes.map((c) => planned(`classes/${c.name}.yaml`, '../../schema/class.schema.json', c, checks.classes)),
    ...dataSet.enums.map((e) => planned(`enums/${e.name}.yaml`, '../../schema/enum.schema.json', e, checks.enums)),
    planned('types.yaml', '../schema/types.schema.json', dataSet.types, checks.types),
  ];
  stopOn(problems.map((p) => ({ ...p, fix: `${p.fix}; the export or the decisions produced it` })));
  return files;
}

/** What to write and remove; a file with writers' text is never overwritten or removed. */
export function planFiles(projectRoot: string, releaseDir: string, files: PlannedFile[]): FilePlan {
  const plan: FilePlan = { write: [], unchanged: [], remove: [] };
  const problems: Problem[] = [];
  const guard = (absFile: string) => {
    const file = path.relative(projectRoot, absFile);
    const doc = YAML.parseDocument(fs.readFileSync(absFile, 'utf8'));
    if (doc.errors.length) return problems.push({ file, item: '(file)', message: 'is not valid YAML, so the import cannot tell whether it holds writers\' text', fix: 'correct it or remove it' });
    const fields = [...textFields(doc.toJS()).keys()];
    if (fields.length) {
      problems.push({ file, item: fields[0]!, message: `holds writers' text (${fields.length} field${fields.length === 1 ? '' : 's'}), which the import would drop`, fix: 'the import writes names and types only: move the text aside, import, then put it back (or edit the file by hand)' });
    }
  };
  for (const f of files) {
    const before = fs.existsSync(f.absFile) ? fs.readFileSync(f.absFile, 'utf8') : undefined;
    if (before === f.text) plan.unchanged.push(f);
    else {
      if (before !== undefined) guard(f.absFile);
      plan.write.push(f);
    }
  }
  const kept = new Set(files.map((f) => f.absFile));
  for (const folder of FOLDERS) {
    const dir = path.join(projectRoot, releaseDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
      const absFile = path.join(dir, name);
      if (kept.has(absFile)) continue;
      guard(absFile);
      plan.remove.push(absFile);
    }
  }
  stopOn(problems);
  return plan;
}

/** Writes through temporary files and renames, then removes; a failed write leaves no half file. */
export function applyFilePlan(plan: FilePlan): void {
  const temps: string[] = [];
  try {
    for (const f of plan.write) {
      fs.mkdirSync(path.dirname(f.absFile), { recursive: true });
      const tmp = path.join(path.dirname(f.absFile), `.${path.basename(f.absFile)}.import-${process.pid}.tmp`);
      fs.writeFileSync(tmp, f.text);
      temps.push(tmp);
    }
    plan.write.forEach((f, i) => fs.renameSync(temps[i]!, f.absFile));
  } finally {
    for (const t of temps) if (fs.existsSync(t)) fs.rmSync(t);
  }
  for (const f of plan.remove) fs.rmSync(f);
}
