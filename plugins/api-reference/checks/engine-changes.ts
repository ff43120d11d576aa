import { enumLuaName, type ApiModel, type Problem } from '../model';
import { formatForm, type EngineChangeSet } from '../engine-changes';

/**
 * api/engine-changes/*.yaml: every entry names a class, member or enum value the release has, and
 * its release side still says what the release data says (else the file is older than the data).
 */
export function checkEngineChanges(model: ApiModel): Problem[] {
  const problems: Problem[] = [];
  for (const set of model.engineChanges.sets) problems.push(...checkSet(model, set));
  return problems;
}

function checkSet(model: ApiModel, set: EngineChangeSet): Problem[] {
  const problems: Problem[] = [];
  const rerun = `run \`npm run api:import -- <export> --changes ${set.version}\` again on the ${set.label} export, or remove the entry`;
  const problem = (item: string, message: string) => problems.push({ file: set.file, item, message, fix: rerun });
  for (const c of set.classes) {
    const klass = model.classes.get(c.name);
    if (!klass) {
      problem(`classes › ${c.name}`, `names class "${c.name}", which the release does not have`);
      continue;
    }
    if (c.availability && c.availability.release !== klass.availability) problem(`classes › ${c.name} › availability`, `says the release is "${c.availability.release}", but ${model.classFiles.get(c.name)} says "${klass.availability}"`);
    for (const m of c.members ?? []) {
      const item = `classes › ${c.name} › ${m.kind} › ${m.name}`;
      if (m.kind === 'constructors') {
        if (!klass.constructors) problem(item, `${c.name} has no constructors in the release`);
        else if (m.signature && m.signature.release.join('\n') !== klass.constructors.overloads.map((o) => formatForm(c.name, o.params)).join('\n')) problem(item, 'its release forms differ from the release data');
        continue;
      }
      if (m.kind === 'property') {
        const p = klass.properties?.find((x) => x.name === m.name);
        if (!p) problem(item, `${c.name} has no property "${m.name}" in the release`);
        else if (m.type && m.type.release !== p.type) problem(item, `says the release type is "${m.type.release}", but the release data says "${p.type}"`);
        continue;
      }
      const method = klass.methods?.find((x) => x.name === m.name);
      if (!method) problem(item, `${c.name} has no method "${m.name}" in the release`);
      else if (m.signature && m.signature.release.join('\n') !== method.overloads.map((o) => formatForm(m.name, o.params, o.returns)).join('\n')) problem(item, 'its release forms differ from the release data');
    }
  }
  for (const e of set.enums) {
    const en = model.enums.get(e.name);
    if (!en) {
      problem(`enums › ${e.name}`, `names enum "${e.name}", which the release does not have`);
      continue;
    }
    const values = new Set(en.values.map((v) => v.name));
    for (const v of [...(e.values?.notInEngine ?? []), ...(e.values?.changed ?? []).map((x) => x.name)]) {
      if (!values.has(v)) problem(`enums › ${e.name} › ${v}`, `${enumLuaName(en)} has no value "${v}" in the release`);
    }
  }
  return problems;
}
