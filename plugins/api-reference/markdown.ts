import { formatType, tryParseType } from './type-grammar';
import { METAMETHODS } from '../lua-check/lua-facts';
import { mdxToMarkdown, toMarkdown } from '../markdown-twins/mdx-to-markdown';
import { MARKDOWN_ELEMENTS } from '../markdown-twins/components';
import { missingClassLine, type ChangeNote } from './engine-changes';
import { missingClassNoteParts } from './change-badges';
import { changesTwin } from './changes-page';
import type { ApiTwin } from './generated-pages';
import type { ReleaseInfo } from './releases';
import { linksInRelease, routeInRelease, titleInRelease } from './release-routes';
import {
  enumLuaName,
  membersOf,
  statusText,
  type ApiClass,
  type ApiEnum,
  type ApiModel,
  type Availability,
  type Deprecation,
  type Example,
  type Method,
  type Param,
  type Property,
  type Callback,
} from './model';
import {
  computeUsedBy,
  KIND_LABEL,
  operatorForm,
  paramList,
  receiver,
  returnList,
  TypeLinker,
  whereItWorks,
  type UsedBy,
} from './render';

/**
 * The API reference as Markdown twins of its pages (/api/Vec3 -> /api/Vec3.md), written from the
 * model like the pages themselves, never from their HTML: every signature as the page prints it,
 * every mark (availability, static, read-only, deprecated, status), all writer text as written and
 * every example as a fenced `lua` block. Links are site paths; the twins plugin makes them absolute
 * and adds the title line (plugins/markdown-twins).
 *
 * Each kind of entry is one function below, returning its lines: a field added to the data is
 * added to the twin next to where render.ts shows it.
 */
export type { ApiTwin };

/** A type as a signature prints it (plain text; the page links each name). */
const plainType = (type: string): string => {
  const node = tryParseType(type);
  return node ? formatType(node) : type;
};

/** A code span that holds any text (backticks inside get a longer fence). */
function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(longest + 1);
  return /^`|`$/.test(text) ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

const block = (markdown: string | undefined): string[] => (markdown?.trim() ? [markdown.trim()] : []);

function availabilityMark(a: Availability): string {
  return a === 'both' ? 'Client and server' : a === 'client' ? 'Client only' : 'Server only';
}

function marks(list: (string | false | undefined)[]): string[] {
  const set = list.filter((m): m is string => Boolean(m));
  return set.length ? [set.map((m) => `**${m}**`).join(' · ')] : [];
}

/** What a newer engine changed about an entry: its badge in bold, then its line (as the page shows it). */
const changeLines = (notes: readonly ChangeNote[]): string[] => notes.map((n) => `**${n.label}**${n.line ? ` ${n.line}` : ''}`);

function deprecation(d: Deprecation | undefined, what: string): string[] {
  if (!d) return [];
  return [`> **Deprecated:** ${what} is deprecated. ${d.message.trim()}${d.replacement ? `\n>\n> **Use instead:** ${d.replacement.trim()}` : ''}`];
}

function examples(list: Example[] | undefined, headingLevel: number): string[] {
  return (list ?? []).flatMap((e) => [
    headingLevel ? `${'#'.repeat(headingLevel)} ${e.title}` : `**Example: ${e.title}**`,
    ...block(e.description),
    `\`\`\`lua\n${e.code.trimEnd()}\n\`\`\``,
  ]);
}

function paramDetails(params: Param[], types: TypeLinker): string[] {
  const described = params.filter((p) => p.summary?.trim());
  return described.length ? [described.map((p) => `- ${code(p.name ?? p.type)} (${types.md(p.type)}): ${p.summary!.trim()}`).join('\n')] : [];
}

function signature(text: string): string {
  return code(text);
}

function propertyLines(c: ApiClass, p: Property, changes: ChangeNote[]): string[] {
  const owner = p.static ? c.name : receiver(c);
  return [
    `### ${p.name}`,
    signature(`${owner}.${p.name}: ${plainType(p.type)}`),
    ...marks([p.availability && availabilityMark(p.availability), p.static && 'Static', p.readonly && 'Read-only', p.deprecated && 'Deprecated', p.status && statusText(p.status)]),
    ...block(p.summary),
    ...changeLines(changes),
    ...(p.aliases?.length ? [`Also available as ${p.aliases.map(code).join(', ')}: both spellings reach the same property.`] : []),
    ...deprecation(p.deprecated, code(p.name)),
    ...block(p.description),
    ...examples(p.examples, 0),
  ];
}

function methodLines(c: ApiClass, m: Method, types: TypeLinker, changes: ChangeNote[]): string[] {
  const call = m.static ? `${c.name}.` : `${receiver(c)}:`;
  return [
    `### ${m.name}`,
    ...marks([m.availability && availabilityMark(m.availability), m.static && 'Static', m.deprecated && 'Deprecated', m.status && statusText(m.status)]),
    ...block(m.summary),
    ...(m.overloads.length > 1 ? [`${m.overloads.length} forms:`] : []),
    ...m.overloads.flatMap((o) => [
      signature(`${call}${m.name}(${paramList(o.params, plainType)})${returnList(o.returns, plainType)}`),
      ...block(o.summary),
      ...paramDetails(o.params, types),
    ]),
    ...changeLines(changes),
    ...deprecation(m.deprecated, code(m.name)),
    ...block(m.description),
    ...examples(m.examples, 0),
  ];
}

function callbackLines(c: ApiClass, cb: Callback, types: TypeLinker, changes: ChangeNote[]): string[] {
  return [
    `### ${cb.name}`,
    ...marks(['Callback']),
    signature(`function ${receiver(c)}:${cb.name}(${paramList(cb.params, plainType)})`),
    ...block(cb.summary),
    ...changeLines(changes),
    ...paramDetails(cb.params, types),
    ...block(cb.description),
    ...examples(cb.examples, 0),
  ];
}

function inheritedLines(c: ApiClass, model: ApiModel): string[] {
  const out: string[] = [];
  for (const base of (model.lineage.get(c.name) ?? []).slice(1)) {
    const links = membersOf(base)
      .filter((m) => m.kind === 'property' || m.kind === 'method')
      .map((m) => `[${code(`${m.name}${m.kind === 'method' ? '()' : ''}`)}](/api/${base.name}#${m.anchor})`);
    if (links.length) out.push(`### Inherited from ${base.name}`, links.join(', '));
  }
  return out.length ? ['## Inherited members', ...out] : [];
}

function usedByLines(typeName: string, usedBy: Map<string, UsedBy[]>): string[] {
  const users = usedBy.get(typeName) ?? [];
  if (!users.length) return ['## Used by', 'No member of another class takes or returns this type.'];
  return ['## Used by', 'Members of other classes that take or return this type:', users.map((u) => `- [${code(u.label)}](/api/${u.owner}#${u.anchor}) (${u.role})`).join('\n')];
}

function classTwin(c: ApiClass, model: ApiModel, types: TypeLinker, usedBy: Map<string, UsedBy[]>): ApiTwin {
  const effective = c.effectiveAvailability ?? c.availability;
  const changes = model.engineChanges;
  const classNotes = changes.classNotes(c.name);
  const lines = [
    ...marks([KIND_LABEL[c.kind], availabilityMark(effective), c.deprecated && 'Deprecated', ...classNotes.map((n) => n.label)]),
    ...changes.missingIn(c.name).map((set) => missingClassNoteParts(set, c.name)).map(({ title, text }) => `> **${title}:** ${text}`),
    ...block(c.summary),
    ...classNotes.filter((n) => n.line).map((n) => n.line),
    ...deprecation(c.deprecated, code(c.name)),
    ...(whereItWorks(c) ? [`> **Where it works:** ${whereItWorks(c)}`] : []),
    ...(c.inherits ? [`**Inherits from** [${c.inherits}](/api/${c.inherits}).`] : []),
    ...block(c.description),
  ];
  if (c.examples?.length) lines.push('## Examples', ...examples(c.examples, 3));
  if (c.constructors) {
    const k = c.constructors;
    lines.push(
      '## Constructors',
      ...block(k.summary),
      ...k.overloads.flatMap((o) => [signature(`${c.name}(${paramList(o.params, plainType)}): ${c.name}`), ...block(o.summary), ...paramDetails(o.params, types)]),
      ...changeLines(changes.member(c.name, 'constructors', c.name)),
      ...block(k.description),
      ...examples(k.examples, 0),
    );
  }
  if (c.properties?.length) lines.push('## Properties', ...c.properties.flatMap((p) => propertyLines(c, p, changes.member(c.name, 'property', p.name))));
  if (c.methods?.length) lines.push('## Methods', ...c.methods.flatMap((m) => methodLines(c, m, types, changes.member(c.name, 'method', m.name))));
  if (c.callbacks?.length) {
    lines.push('## Callbacks', 'Your script defines these functions; the engine calls them.', ...c.callbacks.flatMap((cb) => callbackLines(c, cb, types, changes.member(c.name, 'callback', cb.name))));
  }
  if (c.operators?.length) {
    lines.push(
      '## Operators',
      ...c.operators.flatMap((o) => [
        `### ${METAMETHODS[o.op]?.label ?? code(o.op)}`,
        ...block(o.summary),
        o.overloads.map((v) => `- ${operatorForm(o.op, v.params, v.returns, types)}`).join('\n'),
        ...changeLines(changes.member(c.name, 'operator', o.op)),
        ...block(o.description),
      ]),
    );
  }
  lines.push(...inheritedLines(c, model), ...usedByLines(c.name, usedBy));
  return { route: `/api/${c.name}`, title: c.name, body: lines.join('\n\n') };
}

const cellText = (text: string) => text.trim().replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function enumTwin(e: ApiEnum, usedBy: Map<string, UsedBy[]>, changes: ChangeNote[]): ApiTwin {
  const lua = enumLuaName(e);
  const rows = e.values.map((v) => `| ${code(`${lua}.${v.name}`)} | ${v.value} | ${cellText(v.summary ?? '')} |`);
  const lines = [
    ...marks([e.bitflags ? 'Enum (bit flags)' : 'Enum', availabilityMark(e.availability), ...changes.map((n) => n.label)]),
    ...block(e.summary),
    ...changes.map((n) => n.line),
    ...(e.luaName ? [`Scripts write this enum as ${code(lua)}, for example ${code(`${lua}.${e.values[0]?.name ?? 'Value'}`)}.`] : []),
    ...block(e.description),
    '## Values',
    ['| Value | Number | Meaning |', '| --- | ---: | --- |', ...rows].join('\n'),
    ...usedByLines(lua, usedBy),
  ];
  return { route: `/api/enums/${e.name}`, title: e.name, body: lines.join('\n\n') };
}

function introTwin(model: ApiModel, introMarkdown: string): ApiTwin {
  const { data } = model;
  const table = (head: string, rows: string[]) => [head, head.replace(/[^|]+/g, ' --- '), ...rows].join('\n');
  const lines = [
    introMarkdown.trim(),
    '## All classes',
    ...data.groups.flatMap((g) => [
      `### ${g}`,
      table('| Class | What it is |', data.classes.filter((c) => c.group === g).map((c) => `| [${c.name}](/api/${c.name})${c.deprecated ? ' (deprecated)' : ''} | ${cellText(c.summary)} |`)),
    ]),
    '## Enums',
    table('| Enum | What it selects |', data.enums.map((e) => `| [${e.name}](/api/enums/${e.name}) | ${cellText(e.summary)} |`)),
    '## Types',
    'Signatures use these types besides the classes and enums above.',
    table(
      '| Type | Kind | Meaning |',
      data.otherTypes.map((t) => `| ${code(t.name)} | ${t.kind === 'primitive' ? 'Lua' : 'Engine'} | ${cellText(t.summary)} |`),
    ),
  ];
  return { route: '/api/intro', title: 'API Reference', body: lines.join('\n\n') };
}

/** Twins of every page of the API section; `introMdx` is the intro's hand-written prose (api/intro.md). */
export function renderApiTwins(model: ApiModel, introMdx: string, release?: ReleaseInfo): ApiTwin[] {
  const introMarkdown = toMarkdown(mdxToMarkdown(introMdx, { file: 'api/intro.md', components: MARKDOWN_ELEMENTS }));
  const types = new TypeLinker(model.data);
  const usedBy = computeUsedBy(model.data);
  return [
    introTwin(model, introMarkdown),
    ...model.data.classes.map((c) => classTwin(c, model, types, usedBy)),
    ...model.data.enums.map((e) => enumTwin(e, usedBy, model.engineChanges.enumNotes(e.name))),
    ...model.engineChanges.sets.map((set) => changesTwin(model, set)),
  ].map((t) => ({ route: routeInRelease(t.route, release), title: titleInRelease(t.title, release), body: linksInRelease(t.body, release) }));
}

/**
 * The API in compact form for /llms-api.txt: one line per signature (every overload, property,
 * callback and enum value) with its summary, grouped by class. What a newer engine changed about
 * an entry is on its line too, as the pages show it: the badge among the marks, the line after the
 * summary; a reader of this file alone must not suggest a call that engine lacks.
 */
export function renderApiSignatureList(model: ApiModel): string {
  const lines: string[] = [];
  const changes = model.engineChanges;
  // Link targets cost tokens and lead nowhere outside the site: the list keeps their labels. The
  // list is plain lines, not a table: `|` stays as written (`Color|Vec4`).
  const cell = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim().replace(/\s*\n\s*/g, ' ');
  const entry = (head: string, summary: string | undefined, extra: (string | false | undefined)[], notes: readonly ChangeNote[], withLines = true) => {
    const tags = [...extra, ...notes.map((n) => n.label)].filter(Boolean);
    const text = [summary?.trim() && cell(summary), ...(withLines ? notes.map((n) => n.line && cell(n.line)) : [])].filter(Boolean).join(' ');
    return `${head}${tags.length ? ` [${tags.join(', ')}]` : ''}${text ? ` -- ${text}` : ''}`;
  };
  const line = (sig: string, summary: string | undefined, extra: (string | false | undefined)[] = [], notes: readonly ChangeNote[] = [], withLines = true) =>
    lines.push(entry(sig, summary, extra, notes, withLines));
  // Operators print as the page shows them, without the page's code spans and links.
  const plainOperands = { md: plainType };
  for (const c of model.data.classes) {
    const effective = c.effectiveAvailability ?? c.availability;
    // A class the newer engine lacks: its note's line, as the page's note says it.
    const classNotes = changes.classNotes(c.name).map((n) => (changes.missingIn(c.name).includes(n.set) ? { ...n, line: missingClassLine(n.set, c.name) } : n));
    lines.push('', entry(`## ${c.name}${c.inherits ? ` (inherits ${c.inherits})` : ''}`, c.summary, [effective !== 'both' && availabilityMark(effective), c.deprecated && 'deprecated'], classNotes));
    for (const [i, o] of (c.constructors?.overloads ?? []).entries()) {
      line(`${c.name}(${paramList(o.params, plainType)}): ${c.name}`, o.summary ?? c.constructors!.summary, [], changes.member(c.name, 'constructors', c.name), i === 0);
    }
    for (const p of c.properties ?? []) {
      line(
        `${p.static ? c.name : receiver(c)}.${p.name}: ${plainType(p.type)}`,
        p.summary,
        [p.availability && availabilityMark(p.availability), p.static && 'static', p.readonly && 'read-only', p.deprecated && 'deprecated'],
        changes.member(c.name, 'property', p.name),
      );
    }
    for (const m of c.methods ?? []) {
      const call = m.static ? `${c.name}.` : `${receiver(c)}:`;
      // Every form carries the badge; the line, which often lists the newer forms, only the first.
      for (const [i, o] of m.overloads.entries()) {
        line(
          `${call}${m.name}(${paramList(o.params, plainType)})${returnList(o.returns, plainType)}`,
          o.summary ?? m.summary,
          [m.availability && availabilityMark(m.availability), m.static && 'static', m.deprecated && 'deprecated'],
          changes.member(c.name, 'method', m.name),
          i === 0,
        );
      }
    }
    for (const cb of c.callbacks ?? []) line(`function ${receiver(c)}:${cb.name}(${paramList(cb.params, plainType)})`, cb.summary, ['callback'], changes.member(c.name, 'callback', cb.name));
    for (const o of c.operators ?? []) {
      for (const [i, v] of o.overloads.entries()) line(operatorForm(o.op, v.params, v.returns, plainOperands).replace(/`/g, ''), o.summary, ['operator'], changes.member(c.name, 'operator', o.op), i === 0);
    }
  }
  for (const e of model.data.enums) {
    const lua = enumLuaName(e);
    lines.push('', entry(`## enum ${lua}`, e.summary, [], changes.enumNotes(e.name)));
    for (const v of e.values) line(`${lua}.${v.name} = ${v.value}`, v.summary);
  }
  return `${lines.join('\n').trim()}\n`;
}
