import { membersOf, type ApiModel, type Problem } from '../model';
import { checkLua } from '../../lua-check/analyser';
import { luaIndexOf } from '../lua-index';

/** Every code sample parses as Lua and uses only members the API has (plugins/lua-check). */
export function checkExamples(model: ApiModel): Problem[] {
  const problems: Problem[] = [];
  const index = luaIndexOf(model);
  for (const c of model.data.classes) {
    const file = model.classFiles.get(c.name)!;
    for (const m of membersOf(c)) {
      for (const example of m.examples) {
        for (const p of checkLua(example.code, index)) {
          problems.push({ file, item: `${m.item} › example "${example.title}", line ${p.line}`, message: `the code sample ${p.message}`, fix: p.fix });
        }
      }
    }
  }
  return problems;
}
