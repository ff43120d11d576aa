import type { Availability, ClassKind } from '../../../plugins/api-reference/data-types.generated';
import type { Problem } from '../../../plugins/api-reference/model';
import { namesIn, parseType } from '../../../plugins/api-reference/type-grammar';
import { LUA_PRIMITIVE_TYPES } from '../../../plugins/lua-check/lua-facts';
import { staticFunctionsOf, type ClassDeclaration, type DotFunction } from './annotations';
import type { DocumentedDefaults } from './documented-defaults';
import type { ImportDecisions } from './import-decisions';
import { stopOn } from './import-problems';
import { resolveBases } from './release-bases';
import { countMembers, type ReleaseCounts } from './release-counts';
import { splitInherited } from './release-inheritance';
import { releaseMembersOf, DEPRECATED, type BareDeprecation, type MemberNote, type ReleaseMembers } from './release-members';
import type { EngineExport, ExportClass } from './validate';

/**
 * A release's data set from an export: every class and enum with names, types and flags, the
 * bases and the hand decisions applied, the inheritance rule applied, and the other type names
 * its members use. No text: the export's descriptions are never read here.
 */

export interface ReleaseClassData extends Partial<ReleaseMembers> {
  name: string;
  kind: ClassKind;
  group: string;
  availability: Availability;
  inherits?: string;
  deprecated?: BareDeprecation;
}

export interface ReleaseEnumData {
  name: string;
  availability: Availability;
  bitflags?: true;
  values: { name: string; value: number }[];
}

export interface ReleaseTypesData {
  groups: string[];
  types: { name: string; kind: 'engine'; aliasOf?: string }[];
}

export interface ReleaseDataSet {
  classes: ReleaseClassData[];
  enums: ReleaseEnumData[];
  types: ReleaseTypesData;
  counts: ReleaseCounts;
  /** Facts the data set cannot hold, for the report. */
  notes: string[];
}

export interface DataSetInputs {
  exported: EngineExport;
  declarations: ClassDeclaration[];
  /** The functions the annotations declare with a dot: static where the parameter counts agree. */
  dotFunctions?: DotFunction[];
  decisions: ImportDecisions;
  documented: DocumentedDefaults;
  /** The paths messages name. */
  files: { export: string; annotations: string; decisions: string };
}

function checkDecisions({ exported, decisions, files }: DataSetInputs): Problem[] {
  const problems: Problem[] = [];
  const at = (item: string, message: string, fix: string) => problems.push({ file: files.decisions, item, message, fix });
  for (const [name, d] of Object.entries(decisions.classes)) {
    const ec = exported.classes.get(name);
    if (!ec) {
      at(`classes › ${name}`, `names ${name}, a class the export lacks`, 'correct the name to a class of the export, or remove the entry');
      continue;
    }
    if (d.group !== undefined && !decisions.groups.includes(d.group)) at(`classes › ${name} › group`, `"${d.group}" is not one of the groups`, `use one of ${decisions.groups.join(', ')}, or add it to \`groups\``);
    const functions = new Set(ec.functions.map((f) => f.name));
    for (const cb of d.callbacks ?? []) if (!functions.has(cb)) at(`classes › ${name} › callbacks › ${cb}`, `${name} has no function ${cb} in the export`, 'name a function the export lists on that class');
  }
  for (const name of Object.keys(decisions.enums ?? {})) if (!exported.enums.has(name)) at(`enums › ${name}`, `names ${name}, an enum the export lacks`, 'correct the name to an enum of the export, or remove the entry');
  return problems;
}

function availabilityOf(ec: ExportClass, file: string, problems: Problem[]): Availability {
  if (ec.onServer && ec.onClient) return 'both';
  if (ec.onServer || ec.onClient) return ec.onServer ? 'server' : 'client';
  problems.push({ file, item: `class ${ec.name} (line ${ec.pos.line})`, message: 'is neither onServer nor onClient', fix: 'export the file again from the engine; a class runs on one side at least' });
  return 'both';
}

function kindAndGroup(name: string, { decisions, documented, files }: DataSetInputs, problems: Problem[]): { kind: ClassKind; group: string } {
  const decided = decisions.classes[name];
  const before = documented.classes.get(name);
  const kind = decided?.kind ?? before?.kind;
  const group = decided?.group ?? before?.group;
  if (kind === undefined || group === undefined) {
    const missing = [kind === undefined && 'kind', group === undefined && 'group'].filter(Boolean).join(' and ');
    problems.push({ file: files.decisions, item: `classes › ${name}`, message: `${name} is new in this release and has no ${missing}`, fix: `add \`${name}: { kind: <${['value', 'component', 'shape', 'singleton', 'class'].join('|')}>, group: <one of groups> }\`` });
  } else if (decided?.group === undefined && !decisions.groups.includes(group)) {
    problems.push({ file: files.decisions, item: `classes › ${name}`, message: `the documented release's group "${group}" is not one of the groups`, fix: `add "${group}" to \`groups\`, or give ${name} a \`group\`` });
  }
  return { kind: kind ?? 'class', group: group ?? '' };
}

function otherTypeNames(classes: ReleaseClassData[], known: ReadonlySet<string>): string[] {
  const types: string[] = [];
  for (const c of classes) {
    for (const o of c.constructors?.overloads ?? []) types.push(...o.params.map((p) => p.type));
    for (const p of c.properties ?? []) types.push(p.type);
    for (const m of c.methods ?? []) for (const o of m.overloads) types.push(...o.params.map((p) => p.type), ...o.returns);
    for (const cb of c.callbacks ?? []) types.push(...cb.params.map((p) => p.type));
    for (const op of c.operators ?? []) for (const o of op.overloads) types.push(...o.params, ...(o.returns === null ? [] : [o.returns]));
  }
  const names = new Set(types.flatMap((t) => namesIn(parseType(t))));
  return [...names].filter((n) => !known.has(n)).sort();
}

export function buildReleaseDataSet(inputs: DataSetInputs): ReleaseDataSet {
  const { exported, decisions, files } = inputs;
  stopOn(checkDecisions(inputs));
  const { bases, problems } = resolveBases(new Set(exported.classes.keys()), { declarations: inputs.declarations, decisions, annotationsFile: files.annotations, decisionsFile: files.decisions });
  stopOn(problems);

  const memberNotes: MemberNote[] = [];
  const statics = staticFunctionsOf(inputs.dotFunctions ?? [], (className, name) => exported.classes.get(className)?.functions.filter((f) => f.name === name).map((f) => f.params.length) ?? []);
  const listed = new Map([...exported.classes.values()].map((ec) => [ec.name, releaseMembersOf(ec, new Set(decisions.classes[ec.name]?.callbacks), memberNotes, statics)]));
  const chainOf = (name: string): ReleaseMembers[] => {
    const chain: ReleaseMembers[] = [];
    for (let b = bases.get(name); b !== undefined; b = bases.get(b)) chain.push(listed.get(b)!);
    return chain;
  };
  const names = [...exported.classes.keys()].sort();
  const splits = new Map(names.map((name) => [name, splitInherited(listed.get(name)!, chainOf(name))]));

  const classes = names.map((name): ReleaseClassData => {
    const ec = exported.classes.get(name)!;
    const { own } = splits.get(name)!;
    const base = bases.get(name);
    return {
      name,
      ...kindAndGroup(name, inputs, problems),
      availability: availabilityOf(ec, files.export, problems),
      ...(base ? { inherits: base } : {}),
      ...(ec.deprecated ? { deprecated: DEPRECATED } : {}),
      ...(own.constructors ? { constructors: own.constructors } : {}),
      ...(own.properties.length ? { properties: own.properties } : {}),
      ...(own.methods.length ? { methods: own.methods } : {}),
      ...(own.callbacks.length ? { callbacks: own.callbacks } : {}),
      ...(own.operators.length ? { operators: own.operators } : {}),
    };
  });
  stopOn(problems);

  const enums = [...exported.enums.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((ee): ReleaseEnumData => {
      const bitflags = decisions.enums?.[ee.name]?.bitflags ?? inputs.documented.bitflagEnums.has(ee.name);
      const values = [...ee.values].map(([name, value]) => ({ name, value })).sort((a, b) => a.value - b.value || a.name.localeCompare(b.name));
      return { name: ee.name, availability: decisions.enumAvailability, ...(bitflags ? { bitflags: true } : {}), values };
    });
  const known = new Set([...names, ...exported.enums.keys(), ...LUA_PRIMITIVE_TYPES]);
  const aliases = decisions.typeAliases ?? {};
  const types: ReleaseTypesData = { groups: decisions.groups, types: otherTypeNames(classes, known).map((name) => ({ name, kind: 'engine', ...(aliases[name] ? { aliasOf: aliases[name] } : {}) })) };

  const notes = [
    ...memberNotes.map((n) => `${n.item}: ${n.note}`),
    ...names.flatMap((name) => splits.get(name)!.notListed.map((m) => `${name}: the export does not list ${m}, which ${name} inherits through ${bases.get(name)!}`)),
  ];
  return { classes, enums, types, counts: { classes: classes.length, classesWithBase: bases.size, enums: enums.length, otherTypes: types.types.length, ...countMembers(listed, splits) }, notes };
}
