import type { ApiModel, Problem } from '../model';
import { namesIn, parseType, TypeSyntaxError } from '../type-grammar';

const FILE = 'api/helpers.yaml';

/**
 * The helper globals: every type they use exists (API types, helper classes, or `self`), every
 * helper base is a helper class, and no helper takes a name the API already uses.
 */
export function checkHelpers(model: ApiModel): Problem[] {
  const problems: Problem[] = [];
  const { globals, functions, classes } = model.helpers;
  const helperClasses = new Set(classes.map((c) => c.name));
  const known = (name: string) => name === 'self' || model.knownTypes.has(name) || helperClasses.has(name);
  for (const name of [...globals.map((g) => g.name), ...functions.map((f) => f.name), ...classes.map((c) => c.name)]) {
    if (model.knownTypes.has(name)) problems.push({ file: FILE, item: name, message: `"${name}" is already an API class, enum or type`, fix: 'document it in api/classes instead, or rename the helper' });
  }
  for (const c of classes) {
    if (c.inherits && !helperClasses.has(c.inherits)) problems.push({ file: FILE, item: c.name, message: `inherits from "${c.inherits}", which is no helper class`, fix: 'name a class listed under `classes` in this file' });
  }
  const owners = [...globals.map((g) => ({ name: g.name, methods: g.methods })), ...classes, ...functions.map((f) => ({ name: f.name, methods: [f] }))];
  for (const owner of owners) {
    for (const m of owner.methods) {
      for (const type of [...m.params.map((p) => p.type), ...m.returns]) {
        try {
          for (const name of namesIn(parseType(type))) {
            if (!known(name)) problems.push({ file: FILE, item: `${owner.name} › ${m.name}`, message: `type "${type}" names no class, enum, helper class or known type`, fix: 'correct the spelling, or declare the type' });
          }
        } catch (error) {
          if (!(error instanceof TypeSyntaxError)) throw error;
          problems.push({ file: FILE, item: `${owner.name} › ${m.name}`, message: error.message, fix: 'write the type as T, T[], T?, A|B, table<K,V> or fun(a: T): R' });
        }
      }
    }
  }
  return problems;
}
