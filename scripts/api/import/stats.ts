import path from 'node:path';
import { loadRelease } from './release';
import { isOpenType } from './match';
import type { Param } from '../../../plugins/api-reference/model';

/**
 * Figures for the before → after of an import: how many constructor and method parameters have
 * a name, how many types say "may be omitted or nil" (`?`), and how many method returns are precise
 * (not a bare `table` or `any`). Run: npx tsx scripts/api/import/stats.ts
 */
export interface ApiStats {
  params: number;
  namedParams: number;
  optionalMarks: number;
  returns: number;
  openReturns: number;
}

export function apiStats(projectRoot: string): ApiStats {
  const s: ApiStats = { params: 0, namedParams: 0, optionalMarks: 0, returns: 0, openReturns: 0 };
  for (const { data } of loadRelease(projectRoot).classes) {
    const overloads: { params: Param[]; returns?: string[] }[] = [...(data.methods ?? []).flatMap((m) => m.overloads), ...(data.constructors?.overloads ?? [])];
    for (const o of overloads) {
      for (const p of o.params) {
        s.params++;
        if (p.name) s.namedParams++;
        if (p.type.endsWith('?')) s.optionalMarks++;
      }
      for (const r of o.returns ?? []) {
        s.returns++;
        if (isOpenType(r)) s.openReturns++;
        if (r.endsWith('?')) s.optionalMarks++;
      }
    }
    for (const p of data.properties ?? []) if (p.type.endsWith('?')) s.optionalMarks++;
  }
  return s;
}

if (require.main === module) {
  const s = apiStats(path.resolve(process.argv[2] ?? '.'));
  process.stdout.write(
    `parameters named: ${s.namedParams} of ${s.params}\n` +
      `optional or nil-able markers (?): ${s.optionalMarks}\n` +
      `method returns that are a bare table or any: ${s.openReturns} of ${s.returns}\n`,
  );
}
