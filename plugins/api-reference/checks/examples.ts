import type { MemberCheck } from './member-check';
import { checkLua } from '../../lua-check/analyser';
import { luaIndexOf } from '../lua-index';

/** Every code sample parses as Lua and uses only members the API has (plugins/lua-check). */
export const checkExamples: MemberCheck = (m, file, model) =>
  m.examples.flatMap((example) =>
    checkLua(example.code, luaIndexOf(model)).map((p) => ({ file, item: `${m.item} › example "${example.title}", line ${p.line}`, message: `the code sample ${p.message}`, fix: p.fix })),
  );
