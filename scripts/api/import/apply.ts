import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Edit, Plan } from './diff';
import type { Release, ReleaseClass } from './release';

/**
 * Writes a plan's machine-field edits into the class files. The YAML is edited through the `yaml`
 * package's Document, so comments, key order and every text field stay exactly as written. All new
 * file contents are computed and checked first; only then is anything written, each file through a
 * temporary file and a rename, so a failed run leaves no half-written file.
 */

/** Keys whose string values are writers' text: the import must leave them byte for byte. */
const TEXT_KEYS = new Set(['summary', 'description', 'title', 'code', 'message', 'replacement']);

/** Every writer-owned string in a class, by its path (e.g. methods.3.overloads.0.summary). */
export function textFields(value: unknown, at = ''): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, p: string, key: string | undefined): void => {
    if (typeof v === 'string' && key !== undefined && TEXT_KEYS.has(key)) out.set(p, v);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}.${i}`, undefined));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, p ? `${p}.${k}` : k, k);
  };
  walk(value, at, undefined);
  return out;
}

function applyEdit(doc: YAML.Document, edit: Edit): void {
  switch (edit.op) {
    case 'delete':
      doc.deleteIn(edit.path);
      return;
    case 'append':
      if (doc.hasIn(edit.path)) doc.addIn(edit.path, doc.createNode(edit.value));
      else doc.setIn(edit.path, doc.createNode([edit.value]));
      return;
    case 'set': {
      const parentPath = edit.path.slice(0, -1);
      const key = edit.path[edit.path.length - 1]!;
      const parent = doc.getIn(parentPath, true);
      if (edit.first && YAML.isMap(parent) && !parent.has(key)) {
        // Parameter names go first, as in `- name: x\n  type: T`.
        parent.items.unshift(doc.createPair(key, edit.value) as YAML.Pair<unknown, unknown>);
        return;
      }
      doc.setIn(edit.path, doc.createNode(edit.value));
      return;
    }
  }
}

export interface FileChange {
  rc: ReleaseClass;
  before: string;
  after: string;
}

/** The new text of every class file the plan changes; throws before anything is written. */
export function renderChanges(release: Release, plan: Plan): FileChange[] {
  const changes: FileChange[] = [];
  for (const report of plan.classes) {
    if (!report.edits.length) continue;
    const rc = release.classes.find((c) => c.file === report.file);
    if (!rc) throw new Error(`internal: the plan names ${report.file}, which was not loaded`);
    // Work on a fresh parse so the loaded Document stays as read (the plan's paths refer to it).
    const doc = YAML.parseDocument(rc.text);
    for (const edit of report.edits) applyEdit(doc, edit);
    const after = doc.toString({ lineWidth: 0 });
    const reparsed = YAML.parseDocument(after);
    if (reparsed.errors.length) throw new Error(`${rc.file}: the import produced invalid YAML (${reparsed.errors[0]!.message}); nothing was written. Fix: report this with the export file.`);
    const textBefore = textFields(rc.data);
    const textAfter = textFields(reparsed.toJS());
    for (const [p, v] of textBefore) {
      if (textAfter.get(p) !== v) throw new Error(`${rc.file} › ${p}: the import would change a writer's text; nothing was written. Fix: report this with the export file.`);
    }
    if (after !== rc.text) changes.push({ rc, before: rc.text, after });
  }
  return changes;
}

/** Writes each file atomically (temporary file in the same folder, then rename). */
export function writeChanges(changes: FileChange[]): void {
  const temps: string[] = [];
  try {
    for (const c of changes) {
      const tmp = path.join(path.dirname(c.rc.absFile), `.${path.basename(c.rc.absFile)}.import-${process.pid}.tmp`);
      fs.writeFileSync(tmp, c.after);
      temps.push(tmp);
    }
    changes.forEach((c, i) => fs.renameSync(temps[i]!, c.rc.absFile));
  } finally {
    for (const t of temps) if (fs.existsSync(t)) fs.rmSync(t);
  }
}
