import type { Problem } from '../model';
import type { MemberCheck } from './member-check';
import { namesIn, parseType, TypeSyntaxError } from '../type-grammar';

/**
 * Every type in a signature follows the type grammar (types.ts) and names a class, an enum (as
 * scripts write it), a type listed in api/types.yaml or a Lua primitive.
 */
export const checkTypeNames: MemberCheck = (m, file, model) => {
  const problems: Problem[] = [];
  for (const { type } of m.types) {
    let names: string[];
    try {
      names = namesIn(parseType(type));
    } catch (error) {
      if (!(error instanceof TypeSyntaxError)) throw error;
      problems.push({ file, item: m.item, message: error.message, fix: 'write the type as T, T[], T?, A|B, table<K,V>, fun(a: T): R or ... (see api/schema/class.schema.json)' });
      continue;
    }
    for (const name of names) {
      if (!model.knownTypes.has(name)) {
        problems.push({
          file,
          item: m.item,
          message: `type "${type}" names no class, enum or known type${name !== type ? ` ("${name}")` : ''}`,
          fix: 'correct the spelling, or add the type to api/types.yaml (or give it a class/enum file)',
        });
      }
    }
  }
  return problems;
};
