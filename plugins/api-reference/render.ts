import { literalMdx } from './mdx-escape';
import { METAMETHODS } from '../lua-check/lua-facts';
import type { ChangeNote } from './engine-changes';
import { changeBadges, changeParagraphs, missingClassNotes } from './change-badges';
import { renderChangesPages } from './changes-page';
import { formatType, namesIn, tryParseType, unwrapOptional, type TypePrinter } from './type-grammar';
import {
  enumLuaName,
  membersOf,
  type ApiModel,
  type ApiClass,
  type ApiData,
  type ApiEnum,
  type Availability,
  type Deprecation,
  type Example,
  type Method,
  type Param,
  type Property,
} from './model';
import { paramText } from './signature-text';
import type { GeneratedPage } from './generated-pages';
import type { ReleaseInfo } from './releases';
import { pageInRelease } from './release-routes';
import { BADGES_CLASS, SEARCH_KIND, SEARCH_KIND_ATTRIBUTE, SIGNATURE_CLASS, type SearchKind } from './search-marks';

/**
 * Renders the API data as MDX pages for the docs plugin: one page per class and enum, and the
 * intro with its index. Signatures are written in Lua form with every type linked to its page.
 */
export type { GeneratedPage };

const TYPE_ANCHOR = (name: string) => `type-${name === '...' ? 'varargs' : name}`;
const INTRO = '/api/intro';

/** Resolves a type name to its page: classes, enums (by Lua name), or the intro's type list. */
export class TypeLinker {
  private readonly routes = new Map<string, string>();

  constructor(data: ApiData) {
    for (const c of data.classes) this.routes.set(c.name, `/api/${c.name}`);
    for (const e of data.enums) this.routes.set(enumLuaName(e), `/api/enums/${e.name}`);
    for (const t of data.otherTypes) this.routes.set(t.name, `${INTRO}#${TYPE_ANCHOR(t.name)}`);
  }

  route(name: string): string | undefined {
    return this.routes.get(name);
  }

  /** Prints type names as links and escapes what JSX would misread (`<`, `>` of table<K,V>). */
  private readonly printer: TypePrinter = {
    name: (n) => {
      const to = this.routes.get(n);
      return to ? `<Link to="${to}" className="api-type">${n}</Link>` : n;
    },
    punct: (p) => p.replace(/[<>{}]/g, (ch) => `{'${ch}'}`),
  };

  /** JSX for a type inside a signature (every type name linked to its page). */
  readonly jsx = (type: string): string => {
    const node = tryParseType(type);
    return node ? formatType(node, this.printer) : this.printer.punct(type);
  };

  /** Markdown for a type in running text: a code span, linked when it names one page. */
  md(type: string): string {
    const node = tryParseType(type);
    const names = this.routes.has(type) ? [type] : node ? [...new Set(namesIn(node))].filter((n) => this.routes.has(n)) : [];
    const label = `\`${type}\``;
    return names.length === 1 ? `[${label}](${this.routes.get(names[0]!)})` : label;
  }
}

export const KIND_LABEL: Record<ApiClass['kind'], string> = {
  value: 'Value type',
  component: 'Component',
  shape: 'Shape',
  singleton: 'Global object',
  class: 'Class',
};

/** The note of a class registered on more sides than it works on (the page and its twin); undefined when they agree. */
export function whereItWorks(c: ApiClass): string | undefined {
  if (!c.effectiveAvailability || c.effectiveAvailability === c.availability) return undefined;
  const registered = c.availability === 'both' ? 'both the client and the server' : `the ${c.availability}`;
  const usable = c.effectiveAvailability === 'both' ? 'client and the server' : c.effectiveAvailability;
  return `The engine registers \`${c.name}\` on ${registered}, but it is only usable on the ${usable}.`;
}

function badge(kind: string, label: string, title?: string): string {
  return `<span className="api-badge api-badge--${kind}"${title ? ` title="${title}"` : ''}>${label}</span>`;
}

function availabilityBadges(availability: Availability): string[] {
  if (availability === 'both') return [badge('client', 'Client'), badge('server', 'Server')];
  return availability === 'client'
    ? [badge('client', 'Client only', 'Available in client scripts only')]
    : [badge('server', 'Server only', 'Available in server scripts only')];
}

/** ` data-search-kind="…"`: declares to the search index what the section around it is. */
const kindMark = (kind: SearchKind): string => ` ${SEARCH_KIND_ATTRIBUTE}="${kind}"`;

function badgeRow(badges: string[], kind?: SearchKind): string {
  return badges.length ? `<div className="${BADGES_CLASS}"${kind ? kindMark(kind) : ''}>${badges.join(' ')}</div>\n\n` : '';
}

function yamlString(text: string): string {
  return JSON.stringify(text);
}

/** Plain text for meta descriptions: Markdown links and code marks removed. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function deprecationBlock(d: Deprecation | undefined, what: string): string {
  if (!d) return '';
  const replacement = d.replacement ? `\n\n**Use instead:** ${literalMdx(d.replacement)}` : '';
  return `:::danger[Deprecated]\n\n${what} is deprecated. ${literalMdx(d.message)}${replacement}\n\n:::\n\n`;
}

function examplesBlock(examples: Example[] | undefined, headingLevel: number): string {
  if (!examples?.length) return '';
  return examples
    .map((e) => {
      const title = literalMdx(e.title);
      const heading = headingLevel > 0 ? `${'#'.repeat(headingLevel)} ${title}\n\n` : `**Example: ${title}**\n\n`;
      const description = e.description ? `${literalMdx(e.description.trim())}\n\n` : '';
      return `${heading}${description}\`\`\`lua title=${yamlString(e.title)}\n${e.code.trimEnd()}\n\`\`\`\n\n`;
    })
    .join('');
}

/** Writer text as a block, rendered literally (prose.ts). */
function text(markdown: string | undefined): string {
  return markdown?.trim() ? `${literalMdx(markdown.trim())}\n\n` : '';
}

/** Formats one type of a signature: JSX with links on pages, plain text in Markdown twins. */
export type SignatureTypeFormat = (type: string) => string;

/** Every parameter as paramText writes it; `...` or `...: T` for the rest. */
export function paramList(params: Param[], format: SignatureTypeFormat): string {
  return params
    .map((p) => {
      if (p.type === '...') return '...';
      const node = tryParseType(p.type);
      if (node?.kind === 'varargs') return node.of ? `...: ${format(formatType(node.of))}` : '...';
      const { type, optional } = node ? unwrapOptional(node) : { type: undefined, optional: false };
      return paramText(p.name, format(type ? formatType(type) : p.type), optional);
    })
    .join(', ');
}

export function returnList(returns: string[], format: SignatureTypeFormat): string {
  if (!returns.length) return '';
  const list = returns.map((r) => format(r)).join(', ');
  return returns.length > 1 ? `: (${list})` : `: ${list}`;
}

/** The block of an entry's text, laid out only near the viewport (src/css/custom.css). */
export const BODY_CLASS = 'api-body';

/**
 * A member's heading and body, hydrated as plain HTML on a first load (src/components/StaticContent):
 * on a long page these are most of its elements, and adopting them costs React almost nothing.
 * The code examples stay outside, so their copy buttons keep working.
 */
function staticContent(body: string, heading = ''): string {
  return `<StaticContent>\n\n${heading}<div className="${BODY_CLASS}">\n\n${body.trimEnd()}\n\n</div>\n\n</StaticContent>\n\n`;
}

function signature(code: string): string {
  return `<div className="${SIGNATURE_CLASS}"${kindMark(SEARCH_KIND.member)}><code>${code}</code></div>\n\n`;
}

/** The receiver a reader writes before `:` (instances) or `.` (static members and globals). */
export function receiver(c: ApiClass): string {
  if (c.kind === 'singleton') return c.name;
  if (c.name === 'ScriptInstance') return 'self';
  return c.name.charAt(0).toLowerCase() + c.name.slice(1);
}

function paramDetails(params: Param[], types: TypeLinker): string {
  const described = params.filter((p) => p.summary?.trim());
  if (!described.length) return '';
  return (
    described
      .map((p) => `- \`${p.name ?? p.type}\` (${types.md(p.type)}): ${literalMdx(p.summary!.trim())}`)
      .join('\n') + '\n\n'
  );
}

function propertySection(c: ApiClass, p: Property, types: TypeLinker, changes: ChangeNote[] = []): string {
  const owner = p.static ? c.name : receiver(c);
  const badges = [
    ...(p.availability ? availabilityBadges(p.availability) : []),
    ...(p.static ? [badge('neutral', 'Static')] : []),
    ...(p.readonly ? [badge('neutral', 'Read-only')] : []),
    ...(p.deprecated ? [badge('deprecated', 'Deprecated')] : []),
    ...(p.status ? [badge('neutral', 'May be missing', p.status)] : []),
  ];
  // Anchors for the other spellings, registered with the framework's anchor check through Link.
  const aliasAnchors = (p.aliases ?? []).map((a) => `<Link id="${a}" />`).join('');
  const alias = p.aliases?.length
    ? `Also available as ${p.aliases.map((a) => `\`${a}\``).join(', ')}: both spellings reach the same property.\n\n`
    : '';
  return (
    staticContent(
      signature(`${owner}.<b>${p.name}</b>: ${types.jsx(p.type)}`) +
        badgeRow(badges) +
        text(p.summary) +
        changeParagraphs(changes) +
        alias +
        deprecationBlock(p.deprecated, `\`${p.name}\``) +
        text(p.description),
      `### ${p.name} {#${p.name}}\n\n${aliasAnchors ? `${aliasAnchors}\n\n` : ''}`,
    ) +
    examplesBlock(p.examples, 0)
  );
}

function methodSection(c: ApiClass, m: Method, types: TypeLinker, changes: ChangeNote[] = []): string {
  const call = m.static ? `${c.name}.` : `${receiver(c)}:`;
  const badges = [
    ...(m.availability ? availabilityBadges(m.availability) : []),
    ...(m.static ? [badge('neutral', 'Static')] : []),
    ...(m.deprecated ? [badge('deprecated', 'Deprecated')] : []),
    ...(m.status ? [badge('neutral', 'May be missing', m.status)] : []),
  ];
  const overloads = m.overloads
    .map((o) => {
      const sig = signature(`${call}<b>${m.name}</b>(${paramList(o.params, types.jsx)})${returnList(o.returns, types.jsx)}`);
      return sig + text(o.summary) + paramDetails(o.params, types);
    })
    .join('');
  return (
    staticContent(
      badgeRow(badges) +
        text(m.summary) +
        (m.overloads.length > 1 ? `${m.overloads.length} forms:\n\n` : '') +
        overloads +
        changeParagraphs(changes) +
        deprecationBlock(m.deprecated, `\`${m.name}\``) +
        text(m.description),
      `### ${m.name} {#${m.name}}\n\n`,
    ) +
    examplesBlock(m.examples, 0)
  );
}

export function operatorForm(op: string, params: string[], returns: string | null, types: Pick<TypeLinker, 'md'>): string {
  const t = (i: number) => (params[i] ? types.md(params[i]!) : '`?`');
  const result = returns ? ` → ${types.md(returns)}` : '';
  const symbol = METAMETHODS[op]?.symbol;
  if (symbol && params.length >= 2) return `${t(0)} \`${symbol}\` ${t(1)}${result}`;
  switch (op) {
    case '__unm':
      return `\`-\`${t(0)}${result}`;
    case '__bnot':
      return `\`~\`${t(0)}${result}`;
    case '__len':
      return `\`#\`${t(0)}${result}`;
    case '__index':
      return `${t(0)}\`[\`${t(1)}\`]\`${result}`;
    case '__newindex':
      return `${t(0)}\`[\`${t(1)}\`] =\` ${t(2)}`;
    case '__tostring':
      return `\`tostring(\`${t(0)}\`)\`${result}`;
    case '__call':
      return `${t(0)}\`(\`${params.slice(1).map((p) => types.md(p)).join(', ')}\`)\`${result}`;
    default:
      return `${params.map((p) => types.md(p)).join(', ')}${result}`;
  }
}

function usedBySection(typeName: string, usedBy: Map<string, UsedBy[]>): string {
  const users = usedBy.get(typeName) ?? [];
  // The lead paragraph carries the mark: the list stays the heading's sibling (StaticContent).
  const lead = (text: string) => `## Used by {#used-by}\n\n<p${kindMark(SEARCH_KIND.crossReference)}>${text}</p>\n\n`;
  if (!users.length) return lead('No member of another class takes or returns this type.');
  const items = users
    .map((u) => `- [${u.label}](/api/${u.owner}#${u.anchor}) (${u.role})`)
    .join('\n');
  return `${lead('Members of other classes that take or return this type:')}${staticContent(items)}`;
}

export interface UsedBy {
  owner: string;
  anchor: string;
  label: string;
  role: string;
}

/** For each type name, the members of other classes whose signatures use it (one walk of the model). */
export function computeUsedBy(data: ApiData): Map<string, UsedBy[]> {
  const map = new Map<string, UsedBy[]>();
  const ROLE = { param: 'takes it', return: 'returns it', type: 'property type' } as const;
  for (const c of data.classes) {
    const r = receiver(c);
    for (const m of membersOf(c)) {
      if (m.kind === 'class' || m.kind === 'operator') continue;
      const method = c.methods?.find((x) => x.name === m.name);
      const label =
        m.kind === 'constructors' ? `${c.name}()`
        : m.kind === 'callback' ? `${m.name}()`
        : m.kind === 'method' ? `${method?.static ? `${c.name}.` : `${r}:`}${m.name}()`
        : `${c.properties?.find((p) => p.name === m.name)?.static ? c.name : r}.${m.name}`;
      for (const use of m.types) {
        const role = m.kind === 'callback' ? 'passes it' : ROLE[use.role];
        const node = tryParseType(use.type);
        for (const name of new Set(node ? namesIn(node) : [])) {
          if (name === c.name) continue;
          const list = map.get(name) ?? [];
          if (!list.some((x) => x.owner === c.name && x.anchor === m.anchor && x.role === role)) list.push({ owner: c.name, anchor: m.anchor, label, role });
          map.set(name, list);
        }
      }
    }
  }
  for (const list of map.values()) list.sort((a, b) => a.label.localeCompare(b.label));
  return map;
}

function inheritedSection(c: ApiClass, model: ApiModel): string {
  let out = '';
  for (const base of (model.lineage.get(c.name) ?? []).slice(1)) {
    const links = membersOf(base)
      .filter((m) => m.kind === 'property' || m.kind === 'method')
      .map((m) => `[\`${m.name}${m.kind === 'method' ? '()' : ''}\`](/api/${base.name}#${m.anchor})`);
    if (links.length) out += staticContent(links.join(', '), `### Inherited from ${base.name} {#inherited-from-${base.name}}\n\n`);
  }
  return out ? `## Inherited members {#inherited}\n\n${out}` : '';
}

/** Where generated pages import StaticContent from (recma-deferred-bodies.ts finds it by this). */
export const STATIC_CONTENT_MODULE = '@site/src/components/StaticContent';

const PAGE_HEADER = `import Link from '@docusaurus/Link';\nimport StaticContent from '${STATIC_CONTENT_MODULE}';\n\n{/* Generated from the API data in api/ by plugins/api-reference. Edit the YAML, not this file. */}\n\n`;

export function renderClassPage(c: ApiClass, model: ApiModel, types: TypeLinker, usedBy: Map<string, UsedBy[]>, position: number): string {
  const front =
    `---\ntitle: ${c.name}\nsidebar_label: ${c.name}\nsidebar_position: ${position}\nslug: /api/${c.name}\n` +
    `description: ${yamlString(plain(c.summary))}\n${c.deprecated ? 'sidebar_class_name: api-sidebar-deprecated\n' : ''}---\n\n`;

  const effective = c.effectiveAvailability ?? c.availability;
  const changes = model.engineChanges;
  const classNotes = changes.classNotes(c.name);
  const badges = [badge('neutral', KIND_LABEL[c.kind]), ...availabilityBadges(effective), ...(c.deprecated ? [badge('deprecated', 'Deprecated')] : []), ...changeBadges(classNotes)];
  const where = whereItWorks(c);
  const availabilityNote = where ? `:::note[Where it works]\n\n${where}\n\n:::\n\n` : '';
  const inherits = c.inherits ? `**Inherits from** [${c.inherits}](/api/${c.inherits}).\n\n` : '';

  const classLines = classNotes.filter((n) => n.line).map((n) => `${n.line}\n\n`).join('');
  let body = badgeRow(badges, SEARCH_KIND.classPage) + missingClassNotes(changes.missingIn(c.name), c.name) + text(c.summary) + classLines + deprecationBlock(c.deprecated, `\`${c.name}\``) + availabilityNote + inherits + text(c.description);

  if (c.examples?.length) body += `## Examples {#examples}\n\n${examplesBlock(c.examples, 3)}`;

  if (c.constructors) {
    body += `## Constructors {#constructors}\n\n`;
    body += staticContent(
      text(c.constructors.summary) +
        c.constructors.overloads
          .map((o) => signature(`<b>${c.name}</b>(${paramList(o.params, types.jsx)}): ${types.jsx(c.name)}`) + text(o.summary) + paramDetails(o.params, types))
          .join('') +
        changeParagraphs(changes.member(c.name, 'constructors', c.name)) +
        text(c.constructors.description),
    );
    body += examplesBlock(c.constructors.examples, 0);
  }
  if (c.properties?.length) {
    body += `## Properties {#properties}\n\n${c.properties.map((p) => propertySection(c, p, types, changes.member(c.name, 'property', p.name))).join('')}`;
  }
  if (c.methods?.length) {
    body += `## Methods {#methods}\n\n${c.methods.map((m) => methodSection(c, m, types, changes.member(c.name, 'method', m.name))).join('')}`;
  }
  if (c.callbacks?.length) {
    body +=
      `## Callbacks {#callbacks}\n\nYour script defines these functions; the engine calls them.\n\n` +
      c.callbacks
        .map(
          (cb) =>
            staticContent(
              badgeRow([badge('neutral', 'Callback')]) +
                signature(`function ${receiver(c)}:<b>${cb.name}</b>(${paramList(cb.params, types.jsx)})`) +
                text(cb.summary) +
                changeParagraphs(changes.member(c.name, 'callback', cb.name)) +
                paramDetails(cb.params, types) +
                text(cb.description),
              `### ${cb.name} {#${cb.name}}\n\n`,
            ) +
            examplesBlock(cb.examples, 0),
        )
        .join('');
  }
  if (c.operators?.length) {
    body +=
      `## Operators {#operators}\n\n` +
      c.operators
        .map(
          (o) =>
            staticContent(
              text(o.summary) +
                o.overloads.map((v) => `- ${operatorForm(o.op, v.params, v.returns, types)}`).join('\n') +
                `\n\n${changeParagraphs(changes.member(c.name, 'operator', o.op))}${text(o.description)}`,
              `### ${METAMETHODS[o.op]?.label ?? `\`${o.op}\``} {#${o.op}}\n\n`,
            ),
        )
        .join('');
  }
  body += inheritedSection(c, model);
  body += usedBySection(c.name, usedBy);
  return front + PAGE_HEADER + body;
}

export function renderEnumPage(e: ApiEnum, usedBy: Map<string, UsedBy[]>, position: number, changes: ChangeNote[] = []): string {
  const lua = enumLuaName(e);
  const front =
    `---\ntitle: ${e.name}\nsidebar_label: ${e.name}\nsidebar_position: ${position}\nslug: /api/enums/${e.name}\n` +
    `description: ${yamlString(plain(e.summary))}\n---\n\n`;
  const badges = [badge('neutral', e.bitflags ? 'Enum (bit flags)' : 'Enum'), ...availabilityBadges(e.availability), ...changeBadges(changes)];
  const luaNote = e.luaName ? `Scripts write this enum as \`${lua}\`, for example \`${lua}.${e.values[0]?.name ?? 'Value'}\`.\n\n` : '';
  const rows = e.values
    .map((v) => `| <Link id="${v.name}"><code>${lua}.${v.name}</code></Link> | ${v.value} | ${literalMdx(v.summary?.trim() ?? '').replace(/\|/g, '\\|')} |`)
    .join('\n');
  return (
    front +
    PAGE_HEADER +
    badgeRow(badges) +
    text(e.summary) +
    changes.map((n) => `${n.line}\n\n`).join('') +
    luaNote +
    text(e.description) +
    `## Values {#values}\n\n| Value | Number | Meaning |\n| --- | ---: | --- |\n${rows}\n\n` +
    usedBySection(lua, usedBy)
  );
}

function slugify(group: string): string {
  return group.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function renderIntro(data: ApiData, introProse: string): string {
  const index = data.groups
    .map((g) => {
      const rows = data.classes
        .filter((c) => c.group === g)
        .map((c) => `| [${c.name}](/api/${c.name})${c.deprecated ? ' (deprecated)' : ''} | ${literalMdx(c.summary.trim()).replace(/\|/g, '\\|')} |`)
        .join('\n');
      return `### ${g} {#group-${slugify(g)}}\n\n| Class | What it is |\n| --- | --- |\n${rows}\n\n`;
    })
    .join('');
  const enumRows = data.enums
    .map((e) => `| [${e.name}](/api/enums/${e.name}) | ${literalMdx(e.summary.trim()).replace(/\|/g, '\\|')} |`)
    .join('\n');
  const typeRows = data.otherTypes
    .map((t) => `| <Link id="${TYPE_ANCHOR(t.name)}"><code>${t.name}</code></Link> | ${t.kind === 'primitive' ? 'Lua' : 'Engine'} | ${literalMdx(t.summary.trim()).replace(/\|/g, '\\|')} |`)
    .join('\n');
  return (
    `---\nid: intro\ntitle: API Reference\nsidebar_label: Intro\nsidebar_position: 1\nslug: /api/intro\n` +
    `description: "How to read the Atomontage Lua API reference, with an index of every class and enum."\n---\n\n` +
    PAGE_HEADER +
    introProse.trim() +
    `\n\n## All classes {#classes}\n\n${index}## Enums {#enums}\n\n| Enum | What it selects |\n| --- | --- |\n${enumRows}\n\n` +
    `## Types {#types}\n\nSignatures use these types besides the classes and enums above.\n\n| Type | Kind | Meaning |\n| --- | --- | --- |\n${typeRows}\n`
  );
}

/** Every page of the API section, with the sidebar category files. */
export function renderApiSection(model: ApiModel, introProse: string, release?: ReleaseInfo): GeneratedPage[] {
  const { data } = model;
  const types = new TypeLinker(data);
  const usedBy = computeUsedBy(data);
  const pages: GeneratedPage[] = [{ file: 'intro.mdx', content: renderIntro(data, introProse) }];
  data.groups.forEach((group, gi) => {
    const dir = `${String(gi + 1).padStart(2, '0')}-${slugify(group)}`;
    pages.push({ file: `${dir}/_category_.json`, content: `${JSON.stringify({ label: group, position: gi + 2, collapsed: true }, null, 2)}\n` });
    data.classes
      .filter((c) => c.group === group)
      .sort((a, b) => a.name.localeCompare(b.name))
      .forEach((c, ci) => pages.push({ file: `${dir}/${c.name}.mdx`, content: renderClassPage(c, model, types, usedBy, ci + 1) }));
  });
  const enumDir = '90-enums';
  pages.push({ file: `${enumDir}/_category_.json`, content: `${JSON.stringify({ label: 'Enums', position: data.groups.length + 2, collapsed: true }, null, 2)}\n` });
  [...data.enums]
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .forEach((e, i) => pages.push({ file: `${enumDir}/${e.name}.mdx`, content: renderEnumPage(e, usedBy, i + 1, model.engineChanges.enumNotes(e.name)) }));
  pages.push(...renderChangesPages(model));
  return pages.map((p) => (p.file.endsWith('.mdx') ? { ...p, content: pageInRelease(p.content, release) } : p));
}
