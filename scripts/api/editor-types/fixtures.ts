import fs from 'node:fs';
import path from 'node:path';
import type { LualsDiagnostic } from './luals';

/**
 * The fixture scripts of the editor-types check: pairs `NN-topic.mistake.lua` (one typical
 * scripting mistake) and `NN-topic.correct.lua` (the same script done right). A mistake's first
 * line names the diagnostic LuaLS must report, `-- expect: undefined-field`, or
 * `-- expect: none` with the reason when LuaLS cannot see that mistake.
 */
export interface Fixture {
  file: string;
  source: string;
  kind: 'mistake' | 'correct';
  /** For a mistake: the LuaLS code expected, or undefined for `none`. */
  expect?: string;
}

const NAME = /^\d\d-[a-z0-9-]+\.(mistake|correct)\.lua$/;

export function readFixtures(dir: string): Fixture[] {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.lua')).sort();
  return files.map((file) => {
    const m = NAME.exec(file);
    if (!m) throw new Error(`${path.join(dir, file)}: name it NN-topic.mistake.lua or NN-topic.correct.lua`);
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const kind = m[1] as Fixture['kind'];
    if (kind === 'correct') return { file, source, kind };
    const expect = /^-- expect: ([\w-]+)/.exec(source);
    if (!expect) throw new Error(`${path.join(dir, file)}: start it with "-- expect: <LuaLS code>" (or "-- expect: none" and why)`);
    return { file, source, kind, expect: expect[1] === 'none' ? undefined : expect[1] };
  });
}

export interface FixtureVerdict {
  mistakes: number;
  /** Mistakes that got any diagnostic. */
  flagged: number;
  /** Mistakes that got the diagnostic their first line names. */
  asExpected: number;
  twins: number;
  /** Correct twins that got any diagnostic. */
  noisyTwins: number;
  /** What disagrees with the fixtures' own expectations. */
  problems: string[];
}

export function judgeFixtures(fixtures: Fixture[], found: Map<string, LualsDiagnostic[]>): FixtureVerdict {
  const verdict: FixtureVerdict = { mistakes: 0, flagged: 0, asExpected: 0, twins: 0, noisyTwins: 0, problems: [] };
  for (const f of fixtures) {
    const diags = found.get(f.file) ?? [];
    const codes = diags.map((d) => `${d.code} (line ${d.range.start.line + 1})`);
    if (f.kind === 'correct') {
      verdict.twins++;
      if (diags.length) {
        verdict.noisyTwins++;
        verdict.problems.push(`${f.file}: a correct script got ${codes.join(', ')}`);
      }
      continue;
    }
    verdict.mistakes++;
    if (diags.length) verdict.flagged++;
    if (f.expect && diags.some((d) => d.code === f.expect)) verdict.asExpected++;
    if (f.expect && !diags.some((d) => d.code === f.expect)) verdict.problems.push(`${f.file}: expected ${f.expect}, got ${codes.join(', ') || 'nothing'}`);
    if (!f.expect && diags.length) verdict.problems.push(`${f.file}: says LuaLS cannot see this mistake, but it reports ${codes.join(', ')}: update its expect line`);
  }
  return verdict;
}
