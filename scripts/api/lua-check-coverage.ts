/**
 * How much of the Lua in the examples the site-wide Lua check can follow: every member use
 * (`x.y` / `x:y`, Lua's own libraries left out) in the API data's examples and in the manual's
 * ```lua blocks, and the share whose `x` has a known type, so the member and its arguments are
 * checked. Prints the problems it finds too. Usage: npm run api:lua-coverage
 */
import fs from 'node:fs';
import path from 'node:path';
import { runApiPipeline } from '../../plugins/api-reference/pipeline';
import { membersOf } from '../../plugins/api-reference/model';
import { analyseLua } from '../../plugins/lua-check/analyser';

const root = path.resolve(__dirname, '../..');
const { model, luaIndex: index } = runApiPipeline(path.join(root, 'api'), { checks: 'report' });

const samples: { where: string; code: string }[] = [];
for (const c of model.data.classes) for (const m of membersOf(c)) for (const e of m.examples) samples.push({ where: `api/classes/${c.name}.yaml › ${m.item} › "${e.title}"`, code: e.code });
const apiCount = samples.length;
const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : /\.mdx?$/.test(d.name) ? [path.join(dir, d.name)] : []));
for (const file of walk(path.join(root, 'docs/manual'))) {
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^```lua[^\n]*\n([\s\S]*?)^```/gm)) samples.push({ where: `${path.relative(root, file)}:${text.slice(0, m.index).split('\n').length}`, code: m[1]! });
}

let uses = 0;
let resolved = 0;
for (const s of samples) {
  const r = analyseLua(s.code, index);
  uses += r.memberUses;
  resolved += r.resolved;
  for (const p of r.problems) console.log(`${s.where}, line ${p.line}: ${p.message}. Fix: ${p.fix}.`);
}
console.log(`${samples.length} Lua samples (${apiCount} in api/, ${samples.length - apiCount} in docs/manual): ${resolved} of ${uses} member uses resolved (${((100 * resolved) / uses).toFixed(0)}%).`);
