/**
 * Documentation coverage of the API reference, in the spirit of Godot's doc_status: per class,
 * how many members have a summary, a description and an example; how the data compares with the
 * fact sheet (members missing from the data, members the facts do not list); and whether the
 * project's targets are met. Exits with status 1 when a target is missed.
 *
 * Usage: npm run api:coverage   (or: npx tsx scripts/api/api-coverage.ts)
 *        npm run api:coverage -- --release 2026-07   (another release of api/releases.yaml: what
 *        its prose still lacks; the gate that keeps a draft release unpublished opens at 0)
 *        API_FACTS=path/to/api-facts.json npm run api:coverage
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiDataError, runApiPipeline } from '../../plugins/api-reference/pipeline';
import { enumLuaName, type ApiClass, type ApiData, type Example } from '../../plugins/api-reference/model';

const root = path.resolve(__dirname, '../..');
/** The fact sheet; API_FACTS overrides the path (for trying the comparison on another copy). */
const FACTS_PATH = path.resolve(root, process.env.API_FACTS ?? '../shared/reference/api-facts.json');

// ---- The fact sheet (only the fields this report reads) ---------------------------------------

interface FactClass {
  name: string;
  properties: { name: string; inheritedFrom?: string }[];
  methods: { name: string; callback?: boolean }[];
  operators: { op: string }[];
  constructors: unknown[];
}
interface FactEnum {
  luaName: string;
  page: { id: string };
  values: { name: string }[];
}
interface Facts {
  classes: FactClass[];
  enums: FactEnum[];
}

// ---- Counting -----------------------------------------------------------------------------------

interface Counts {
  members: number;
  summary: number;
  description: number;
  example: number;
}

const has = (text: string | undefined): boolean => Boolean(text?.trim());
const hasExamples = (list: Example[] | undefined): boolean => (list?.length ?? 0) > 0;

/** One documented member: a property entry, method, callback, operator, or the constructors group. */
interface MemberDoc {
  summary?: string;
  description?: string;
  examples?: Example[];
}

function membersOf(c: ApiClass): MemberDoc[] {
  return [
    ...(c.properties ?? []),
    ...(c.methods ?? []),
    ...(c.callbacks ?? []),
    ...(c.operators ?? []),
    ...(c.constructors ? [c.constructors] : []),
  ];
}

function countClass(c: ApiClass): Counts {
  const members = membersOf(c);
  return {
    members: members.length,
    summary: members.filter((m) => has(m.summary)).length,
    description: members.filter((m) => has(m.description)).length,
    example: members.filter((m) => hasExamples(m.examples)).length,
  };
}

/** True when the class has a code sample anywhere: on the class or on any member. */
function classHasExample(c: ApiClass): boolean {
  return hasExamples(c.examples) || membersOf(c).some((m) => hasExamples(m.examples));
}

// ---- Comparing with the facts ---------------------------------------------------------------

interface Difference {
  klass: string;
  kind: string;
  name: string;
}

function compare(data: ApiData, facts: Facts): { missing: Difference[]; extra: Difference[] } {
  const missing: Difference[] = [];
  const extra: Difference[] = [];
  const dataClasses = new Map(data.classes.map((c) => [c.name, c]));
  const factClasses = new Map(facts.classes.map((c) => [c.name, c]));

  const diff = (klass: string, kind: string, inFacts: Iterable<string>, inData: Iterable<string>) => {
    const f = new Set(inFacts);
    const d = new Set(inData);
    for (const name of f) if (!d.has(name)) missing.push({ klass, kind, name });
    for (const name of d) if (!f.has(name)) extra.push({ klass, kind, name });
  };

  for (const fc of facts.classes) {
    const c = dataClasses.get(fc.name);
    if (!c) {
      missing.push({ klass: fc.name, kind: 'class', name: fc.name });
      continue;
    }
    // Inherited copies are documented on the base class; both spellings of a case twin count.
    diff(c.name, 'property', fc.properties.filter((p) => !p.inheritedFrom).map((p) => p.name), (c.properties ?? []).flatMap((p) => [p.name, ...(p.aliases ?? [])]));
    diff(c.name, 'method', fc.methods.filter((m) => !m.callback).map((m) => m.name), (c.methods ?? []).map((m) => m.name));
    diff(c.name, 'callback', fc.methods.filter((m) => m.callback).map((m) => m.name), (c.callbacks ?? []).map((cb) => cb.name));
    diff(c.name, 'operator', fc.operators.map((o) => o.op), (c.operators ?? []).map((o) => o.op));
    const factCtors = fc.constructors.length;
    const dataCtors = c.constructors?.overloads.length ?? 0;
    if (factCtors > dataCtors) missing.push({ klass: c.name, kind: 'constructors', name: `${factCtors - dataCtors} of ${factCtors} overloads` });
    if (dataCtors > factCtors) extra.push({ klass: c.name, kind: 'constructors', name: `${dataCtors - factCtors} overloads beyond the ${factCtors} in the facts` });
  }
  for (const c of data.classes) if (!factClasses.has(c.name)) extra.push({ klass: c.name, kind: 'class', name: c.name });

  const dataEnums = new Map(data.enums.map((e) => [e.name, e]));
  for (const fe of facts.enums) {
    const e = dataEnums.get(fe.page.id);
    if (!e) {
      missing.push({ klass: fe.page.id, kind: 'enum', name: fe.luaName });
      continue;
    }
    if (enumLuaName(e) !== fe.luaName) missing.push({ klass: e.name, kind: 'enum Lua name', name: fe.luaName });
    diff(e.name, 'enum value', fe.values.map((v) => v.name), e.values.map((v) => v.name));
  }
  const factEnums = new Set(facts.enums.map((e) => e.page.id));
  for (const e of data.enums) if (!factEnums.has(e.name)) extra.push({ klass: e.name, kind: 'enum', name: enumLuaName(e) });
  return { missing, extra };
}

// ---- Printing --------------------------------------------------------------------------------

const pct = (part: number, whole: number): string => (whole === 0 ? '-' : `${Math.floor((part / whole) * 1000) / 10}%`);
const cell = (part: number, whole: number): string => `${part}/${whole} ${pct(part, whole)}`.trim();

function table(header: string[], rows: string[][], footer?: string[]): string {
  const all = footer ? [header, ...rows, footer] : [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line), ...(footer ? [rule, line(footer)] : [])].join('\n');
}

function groupDifferences(list: Difference[]): string[] {
  const byClass = new Map<string, Difference[]>();
  for (const d of list) byClass.set(d.klass, [...(byClass.get(d.klass) ?? []), d]);
  return [...byClass.entries()].map(([klass, diffs]) => {
    const kinds = new Map<string, string[]>();
    for (const d of diffs) kinds.set(d.kind, [...(kinds.get(d.kind) ?? []), d.name]);
    return `  ${klass}: ${[...kinds.entries()].map(([kind, names]) => `${kind} ${names.join(', ')}`).join('; ')}`;
  });
}

/** Member count, then the shares with a summary, a description and an example. */
const memberShares = (n: Counts): string[] => [String(n.members), cell(n.summary, n.members), cell(n.description, n.members), cell(n.example, n.members)];

function main(): number {
  const at = process.argv.indexOf('--release');
  const release = at >= 0 ? process.argv[at + 1] : undefined;
  let data: ApiData;
  try {
    data = runApiPipeline(path.join(root, 'api'), release ? { release } : {}).model.data;
  } catch (error) {
    if (error instanceof ApiDataError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const facts = JSON.parse(fs.readFileSync(FACTS_PATH, 'utf8')) as Facts;

  const total: Counts = { members: 0, summary: 0, description: 0, example: 0 };
  const rows: string[][] = [];
  for (const c of [...data.classes].sort((a, b) => a.name.localeCompare(b.name))) {
    const n = countClass(c);
    (Object.keys(total) as (keyof Counts)[]).forEach((k) => (total[k] += n[k]));
    rows.push([
      c.name,
      has(c.description) ? 'yes' : 'NO',
      classHasExample(c) ? 'yes' : 'no',
      ...memberShares(n),
    ]);
  }
  const classesWithDescription = data.classes.filter((c) => has(c.description)).length;
  const classesWithExample = data.classes.filter(classHasExample).length;
  console.log('API documentation coverage (members = properties + methods + callbacks + operators + the constructors group)\n');
  console.log(
    table(
      ['Class', 'Description', 'Any example', 'Members', 'With summary', 'With description', 'With example'],
      rows,
      [
        `Total: ${data.classes.length} classes`,
        cell(classesWithDescription, data.classes.length),
        cell(classesWithExample, data.classes.length),
        ...memberShares(total),
      ],
    ),
  );
  const enumValues = data.enums.reduce((sum, e) => sum + e.values.length, 0);
  const enumValuesWithSummary = data.enums.reduce((sum, e) => sum + e.values.filter((v) => has(v.summary)).length, 0);
  console.log(
    `\nEnums: ${data.enums.length}, with a description ${cell(data.enums.filter((e) => has(e.description)).length, data.enums.length)}; ` +
      `values ${enumValues}, with a summary ${cell(enumValuesWithSummary, enumValues)}.`,
  );

  // The fact sheet describes the documented release only.
  const { missing, extra } = release ? { missing: [], extra: [] } : compare(data, facts);
  if (!release) console.log(`\nCompared with ${path.relative(root, FACTS_PATH)}:`);
  if (!release) {
    console.log(`- In the facts, missing from the data: ${missing.length}`);
    for (const line of groupDifferences(missing)) console.log(line);
    console.log(`- In the data, not in the facts: ${extra.length}`);
    for (const line of groupDifferences(extra)) console.log(line);
  }

  const noSummary = data.classes.flatMap((c) => {
    const items: string[] = [];
    if (!has(c.summary)) items.push(c.name);
    for (const p of c.properties ?? []) if (!has(p.summary)) items.push(`${c.name}.${p.name}`);
    for (const m of c.methods ?? []) if (!has(m.summary)) items.push(`${c.name}:${m.name}`);
    for (const cb of c.callbacks ?? []) if (!has(cb.summary)) items.push(`${c.name}:${cb.name}`);
    for (const o of c.operators ?? []) if (!has(o.summary)) items.push(`${c.name} ${o.op}`);
    if (c.constructors && !has(c.constructors.summary)) items.push(`${c.name} constructors`);
    return items;
  });
  const enumsWithout = data.enums.filter((e) => !has(e.summary) || !has(e.description)).map((e) => e.name);
  const noDescription = data.classes.filter((c) => !has(c.description)).map((c) => c.name);
  // Every class page carries at least one code sample (anywhere in the class).
  const noExample = data.classes.filter((c) => !classHasExample(c)).map((c) => c.name);
  const targets: [string, boolean, string][] = [
    ['every member of the facts is in the data', missing.length === 0, `${missing.length} missing`],
    ['every class and member has a summary (100%)', noSummary.length === 0, `missing: ${noSummary.join(', ')}`],
    ['every class has a description', noDescription.length === 0, `missing: ${noDescription.join(', ')}`],
    ['every class has a code sample', noExample.length === 0, `missing: ${noExample.join(', ')}`],
    ['every enum has a summary and a description', enumsWithout.length === 0, `missing: ${enumsWithout.join(', ')}`],
  ];
  console.log('\nTargets:');
  for (const [label, ok, detail] of targets) console.log(`  [${ok ? 'x' : ' '}] ${label}${ok ? '' : ` (${detail})`}`);
  const missed = targets.filter(([, ok]) => !ok).length;
  console.log(missed ? `\n${missed} target${missed === 1 ? '' : 's'} missed.` : '\nAll targets met.');
  return missed ? 1 : 0;
}

process.exitCode = main();
