import fs from 'node:fs';
import path from 'node:path';
import { PROVENANCE_PHRASES, phrasePattern } from './phrases';

/** One forbidden phrase found in a content file. */
export interface ProvenanceFinding {
  /** Path relative to the site directory, with forward slashes. */
  file: string;
  /** 1-based line number. */
  line: number;
  /** The phrase as it appears in the file. */
  phrase: string;
  /** The whole line, trimmed, for context. */
  text: string;
}

/** Finds every provenance phrase in one file's text, with its line number. */
export function findProvenancePhrases(
  text: string,
  file: string,
  phrases: readonly string[] = PROVENANCE_PHRASES,
): ProvenanceFinding[] {
  const pattern = phrasePattern(phrases);
  const lines = text.split(/\r?\n/);
  // Start offset of each line, to turn a match index into a line number.
  const starts: number[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const findings: ProvenanceFinding[] = [];
  for (const match of text.matchAll(pattern)) {
    let line = 0;
    while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= match.index) line++;
    findings.push({ file, line: line + 1, phrase: match[0].replace(/\s+/g, ' '), text: (lines[line] ?? '').trim() });
  }
  return findings;
}

/** The content a reader sees as prose: API data and hand-written API text, and the manual. */
export function contentFiles(siteDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, accept: (name: string) => boolean): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // JSON Schemas describe the data format for contributors; they are not pages.
        if (path.relative(siteDir, full) !== path.join('api', 'schema')) walk(full, accept);
      } else if (accept(entry.name)) files.push(full);
    }
  };
  // A release's import decisions are notes for maintainers about the engine's files; no page shows them.
  walk(path.join(siteDir, 'api'), (n) => (n.endsWith('.yaml') || n.endsWith('.md')) && n !== 'import-decisions.yaml');
  walk(path.join(siteDir, 'docs', 'manual'), (n) => /\.mdx?$/.test(n));
  return files.sort();
}

/** Checks every content file of the site; returns the findings (empty when clean). */
export function checkProvenance(siteDir: string): ProvenanceFinding[] {
  return contentFiles(siteDir).flatMap((file) =>
    findProvenancePhrases(fs.readFileSync(file, 'utf8'), path.relative(siteDir, file).split(path.sep).join('/')),
  );
}

/** A readable error: file, line, phrase, and what to do instead. */
export function formatProvenanceFindings(findings: readonly ProvenanceFinding[]): string {
  const lines = findings.map((f) => `  ${f.file}:${f.line}: "${f.phrase}" in: ${f.text.slice(0, 160)}`);
  return (
    `[content-checks] ${findings.length} reader-facing mention(s) of where our facts came from:\n` +
    `${lines.join('\n')}\n` +
    'Fix: say what the engine does, in your own words, without naming sources or research. Where a ' +
    'reader must know that something is unspecified, give guidance instead (for example "If several ' +
    'objects share the name, use GetObjectsByName"). The phrase list is in ' +
    'plugins/content-checks/phrases.ts (PROVENANCE_PHRASES).'
  );
}
