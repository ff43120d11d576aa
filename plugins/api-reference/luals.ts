import type { Helpers, HelperField, HelperMethod } from './helper-globals';
import type { ReleaseInfo } from './releases';
import { docsLinkText, docsLinks, type DocsLinks } from './luals-docs';
import { LUA_KEYWORDS, LUA_IDENTIFIER, LUA_PRIMITIVE_TYPES, METAMETHODS, isLuaName } from '../lua-check/lua-facts';
import { formatType, namesIn, tryParseType } from './type-grammar';
import { keyedLookup, subclassesOf } from './type-keyed';
import { missingClassLine, type ChangedMemberKind, type ChangeNotes } from './engine-changes';
import { enumLuaName, statusText, type ApiClass, type ApiModel, type ApiEnum, type Availability, type Method, type Param, type Property } from './model';

/**
 * Renders the API data as a Lua Language Server definition file (a "meta" file, see
 * https://luals.github.io/wiki/annotations/). Script authors put it in their workspace library and
 * get completion, hovers and type checks for every class, enum and member of the reference.
 *
 * The output is plain Lua 5.3 plus `---` annotation comments, so it also parses with luaparse;
 * luals.test.ts holds it to that.
 */


/** One line of hover text from Markdown: links become their text, all whitespace one space. */
function oneLine(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const AVAILABILITY_NOTE: Record<Availability, string> = {
  client: 'Client only.',
  server: 'Server only.',
  both: '',
};

/** The `---` summary line above an item: its summary, availability, deprecation and docs link. */
function docLines(summary: string | undefined, availability?: Availability, deprecatedMessage?: string, url?: string): string[] {
  const parts = [summary ? oneLine(summary) : '', availability ? AVAILABILITY_NOTE[availability] : ''];
  if (deprecatedMessage !== undefined) parts.push(`Deprecated${deprecatedMessage.trim() ? `: ${oneLine(deprecatedMessage)}` : '.'}`);
  if (url) parts.push(docsLinkText(url));
  const text = parts.filter(Boolean).join(' ');
  return text ? [`---${text.startsWith('@') ? ' ' : ''}${text}`] : [];
}

/**
 * LuaLS reports every use of a deprecated global, including `function VoxelDB:Load() end` in the
 * definition file itself; this keeps the file free of warnings while scripts still get them.
 */
const ALLOW_DEPRECATED_NEXT_LINE = '---@diagnostic disable-next-line: deprecated';

/** A member the data marks as possibly missing says so in its hover: "May be missing in your engine version." */
const withStatus = (summary: string, status: string | undefined): string => (status ? `${summary} ${statusText(status)}.` : summary);

/** Text after an annotation (`---@field x number <text>`), or nothing. */
const trailing = (text: string | undefined): string => {
  const t = text ? oneLine(text) : '';
  return t ? ` ${t}` : '';
};

interface TypeContext {
  /** Every type name LuaLS will know: classes, enums (Lua names), other types and primitives. */
  known: Set<string>;
  /** Class name -> every class that inherits from it, directly or not. */
  subclasses: Map<string, string[]>;
  links: DocsLinks;
  changes: ChangeNotes;
}

/**
 * What newer engines changed about a member (or, without a member, the class), for its hover.
 * Never `---@deprecated`: for a script on the documented release the member is current.
 */
function engineChangeText(ctx: TypeContext, c: ApiClass, member?: { kind: ChangedMemberKind; name: string }): string {
  if (!member) return ctx.changes.missingIn(c.name).map((set) => missingClassLine(set, c.name)).join(' ');
  return ctx.changes.member(c.name, member.kind, member.name).map((n) => n.line).join(' ');
}

/**
 * The LuaLS type for a data type. LuaLS reads the data's type grammar as it is (`T[]`, `T?`,
 * `A|B`, `table<K,V>`, `fun(...)`); `...` becomes `any`. Where the data still carries an older
 * narrower annotation for an open type (any/table), it is used when LuaLS can read it.
 */
function luaType(type: string, annotated: string | undefined, ctx: TypeContext): string {
  const node = tryParseType(type);
  const base = type === '...' ? 'any' : node?.kind === 'varargs' ? (node.of ? formatType(node.of) : 'any') : type;
  if (!annotated || !/^(any|table)(\[\])?\??$/.test(base)) return base;
  const a = annotated.trim();
  const parsed = tryParseType(a);
  if (parsed && namesIn(parsed).every((n) => ctx.known.has(n))) return a;
  return base;
}

/** A parameter's LuaLS name and type: `T?` becomes `name?` with type T. */
function paramParts(p: Param, name: string, ctx: TypeContext): { name: string; type: string } {
  const type = luaType(p.type, p.annotatedType, ctx);
  const node = name === '...' ? undefined : tryParseType(type);
  if (node?.kind === 'optional') return { name: `${name}?`, type: formatType(node.of) };
  return { name, type };
}

/** Lua parameter names for a signature: missing or unusable names become arg1, arg2, ... */
function paramNames(params: Param[]): string[] {
  const used = new Set<string>();
  return params.map((p, i) => {
    if (p.type === '...' && i === params.length - 1) return '...';
    let name = p.name && LUA_IDENTIFIER.test(p.name) ? p.name : `arg${i + 1}`;
    if (LUA_KEYWORDS.has(name)) name = `${name}_`;
    if (name === 'self') name = 'self_';
    while (used.has(name)) name = `${name}_`;
    used.add(name);
    return name;
  });
}

/** `fun(self: Vec3, a: number): Vec3` for an overload. */
function funType(params: Param[], returns: string[], ctx: TypeContext, self?: string): string {
  const names = paramNames(params);
  const list = params.map((p, i) => {
    const part = paramParts(p, names[i]!, ctx);
    return `${part.name}: ${part.type}`;
  });
  if (self) list.unshift(`self: ${self}`);
  return `fun(${list.join(', ')})${returns.length ? `: ${returns.join(', ')}` : ''}`;
}

function returnTypes(returns: string[], annotated: string[] | undefined, ctx: TypeContext): string[] {
  return returns.map((r, i) => luaType(r, annotated?.[i], ctx));
}

/** A field name as `---@field` takes it: bare when it is an identifier, else `["name"]`. */
const fieldName = (name: string): string => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `[${JSON.stringify(name)}]`);

function propertyFields(c: ApiClass, p: Property, ctx: TypeContext): string[] {
  const type = luaType(p.type, p.annotatedType, ctx);
  const notes = [
    oneLine(withStatus(p.summary, p.status)),
    p.static ? 'Read on the class table.' : '',
    p.readonly && !/read-only/i.test(p.summary) ? 'Read-only.' : '',
    p.availability ? AVAILABILITY_NOTE[p.availability] : '',
    p.deprecated ? `Deprecated${p.deprecated.message.trim() ? `: ${oneLine(p.deprecated.message)}` : '.'}` : '',
    engineChangeText(ctx, c, { kind: 'property', name: p.name }),
  ]
    .filter(Boolean)
    .join(' ');
  const link = docsLinkText(ctx.links.api(c.name, p.name));
  return [p.name, ...(p.aliases ?? [])].map((name) => `---@field ${fieldName(name)} ${type}${trailing(notes)} ${link}`);
}

function operatorLines(c: ApiClass): string[] {
  const lines: string[] = [];
  for (const op of c.operators ?? []) {
    const { luals, unary } = METAMETHODS[op.op] ?? {};
    if (!luals) continue;
    for (const overload of op.overloads) {
      if (!overload.returns) continue;
      if (unary) {
        lines.push(`---@operator ${luals}: ${overload.returns}`);
        continue;
      }
      // Operands are listed receiver first; the class may also be the right-hand operand
      // (number * Vec3), which LuaLS resolves through the right operand's class as well.
      const [left, right] = overload.params;
      const other = left === c.name ? right : right === c.name ? left : undefined;
      if (luals === 'call') {
        lines.push(`---@operator call(${overload.params.slice(1).join(', ')}): ${overload.returns}`);
      } else if (other) {
        lines.push(`---@operator ${luals}(${other}): ${overload.returns}`);
      }
    }
  }
  return [...new Set(lines)];
}

function methodBlock(c: ApiClass, m: Method, ctx: TypeContext): string[] {
  const [first, ...rest] = m.overloads;
  if (!first) return [];
  const lines = docLines(withStatus([m.summary, engineChangeText(ctx, c, { kind: 'method', name: m.name })].filter(Boolean).join(' '), m.status), m.availability, m.deprecated?.message, ctx.links.api(c.name, m.name));
  if (m.deprecated) lines.push('---@deprecated');
  const names = paramNames(first.params);
  first.params.forEach((p, i) => {
    const part = paramParts(p, names[i]!, ctx);
    lines.push(`---@param ${part.name} ${part.type}${trailing(p.summary)}`);
  });
  for (const r of returnTypes(first.returns, first.annotatedReturns, ctx)) lines.push(`---@return ${r}`);
  for (const o of rest) {
    lines.push(`---@overload ${funType(o.params, returnTypes(o.returns, o.annotatedReturns, ctx), ctx, m.static ? undefined : c.name)}`);
  }
  lines.push(...keyedOverloads(c, m, ctx));
  // A name that is no Lua identifier (none today) is declared as Class["name"] = function ... end.
  const head = isLuaName(m.name)
    ? `function ${c.name}${m.static ? '.' : ':'}${m.name}(${names.join(', ')}) end`
    : `${c.name}[${JSON.stringify(m.name)}] = function(${[...(m.static ? [] : ['self']), ...names].join(', ')}) end`;
  if (c.deprecated) lines.push(ALLOW_DEPRECATED_NEXT_LINE);
  lines.push(head);
  return lines;
}

/**
 * Type-keyed lookups: a method whose form takes the class name as a string and returns a base
 * class (Component) or an array of it gets one overload per class that inherits from that base,
 * so LuaLS types `obj:GetComponentByType("RigidBody")` as a RigidBody.
 */
function keyedOverloads(c: ApiClass, m: Method, ctx: TypeContext): string[] {
  const lines: string[] = [];
  for (const o of m.overloads) {
    const keyed = keyedLookup(o.params, o.returns, ctx.subclasses);
    if (!keyed) continue;
    const name = paramNames(o.params)[0]!;
    const self = m.static ? '' : `self: ${c.name}, `;
    // A lookup that can find nothing stays nil-able in every keyed form: `RigidBody?`.
    const nilable = keyed.nilable ? '?' : '';
    for (const sub of keyed.subclasses) lines.push(`---@overload fun(${self}${name}: ${JSON.stringify(sub)}): ${keyed.array ? `${sub}[]` : sub}${nilable}`);
  }
  return lines;
}

function classBlock(c: ApiClass, ctx: TypeContext): string[] {
  const lines: string[] = [];
  lines.push(...docLines([c.summary, engineChangeText(ctx, c)].filter(Boolean).join(' '), c.effectiveAvailability ?? c.availability, c.deprecated?.message, ctx.links.api(c.name)));
  if (c.constructors) {
    lines.push('---', `---Constructor: ${oneLine(c.constructors.summary)} ${docsLinkText(ctx.links.api(c.name, 'constructors'))}`);
  }
  // Above `---@class`: between the fields and `X = {}` it detaches every method from the class.
  if (c.deprecated) lines.push('---@deprecated');
  lines.push(`---@class ${c.name}${c.inherits ? ` : ${c.inherits}` : ''}`);
  for (const p of c.properties ?? []) lines.push(...propertyFields(c, p, ctx));
  for (const cb of c.callbacks ?? []) {
    lines.push(`---@field ${fieldName(cb.name)} ${funType(cb.params, [], ctx, c.name)} Callback: ${oneLine(cb.summary)} ${docsLinkText(ctx.links.api(c.name, cb.name))}`);
  }
  lines.push(...operatorLines(c));
  for (const o of c.constructors?.overloads ?? []) lines.push(`---@overload ${funType(o.params, [c.name], ctx)}`);
  lines.push(`${c.name} = {}`);
  for (const m of c.methods ?? []) lines.push('', ...methodBlock(c, m, ctx));
  return lines;
}

function enumBlock(e: ApiEnum, links: DocsLinks): string[] {
  const name = enumLuaName(e);
  if (!isLuaName(name)) return [`-- Enum "${name}" is left out: its name is not a Lua identifier.`];
  const lines = docLines(`${e.summary}${e.bitflags ? ' The values are bit flags that can be combined.' : ''}`, e.availability, undefined, links.enumValue(e.name));
  lines.push(`---@enum ${name}`, `${name} = {`);
  for (const v of e.values) {
    lines.push(`  ---${[v.summary?.trim() ? oneLine(v.summary) : '', docsLinkText(links.enumValue(e.name, v.name))].filter(Boolean).join(' ')}`);
    lines.push(`  ${isLuaName(v.name) ? v.name : `[${JSON.stringify(v.name)}]`} = ${v.value},`);
  }
  lines.push('}');
  return lines;
}

/** What the file says about itself (api/editor-types.yaml) and where its links lead. */
export interface LuaDefinitionOptions {
  /** The site URL from docusaurus.config.ts; every hover links to its entry there. */
  siteUrl: string;
  /** Whose pages the hovers link to (default: the documented release's). */
  apiRelease?: Pick<ReleaseInfo, 'id' | 'documented'>;
  /** The engine release the definitions describe, as a phrase. */
  release: string;
  /** YYYY-MM-DD, printed as the generation date (from the data, never the clock). */
  updated: string;
}

/** The file's header: what it describes, when it was generated, how to use it. */
function header(options: LuaDefinitionOptions, links: DocsLinks, model: ApiModel): string[] {
  // Where the example moves the script's object: through its Transform where the release has one,
  // else on the object itself (a release without Transform places objects through `self.obj`).
  const script = model.classes.get('ScriptInstance');
  const has = (name: string) => script?.properties?.some((p) => p.name === name) ?? false;
  const placed = has('transform') || !has('obj') ? 'self.transform' : 'self.obj';
  return [
    '---@meta',
    '-- Atomontage Lua API: definitions for the Lua Language Server (LuaLS, the `sumneko.lua` extension).',
    `-- Describes ${options.release}. Generated ${options.updated} from the documentation's API data.`,
    `-- Reference: ${links.api('intro')}`,
    '--',
    '-- Use: put this file in a folder outside your scripts and add that folder to `Lua.workspace.library`',
    '-- in `.luarc.json` or the VS Code settings, or install the LuaLS addon; both are explained at',
    `-- ${links.route('/manual/scripting/using-vs-code')}`,
    '-- Hovers end with a link to the entry in the reference. The file is never run.',
    '--',
    '-- Type your own script table so that `self` knows the engine\'s members and your own fields:',
    '--',
    '--   ---@class MyScript : ScriptInstance',
    '--   ---@field speed number',
    '--   local self = {}',
    '--',
    '--   function self:Update(deltaTime)',
    `--     ${placed}.pos = ${placed}.pos + Vec3(0, self.speed * deltaTime, 0)`,
    '--   end',
    '--',
    '--   return self',
    '--',
    '-- Components found by type name are typed by that name: `self.object:GetComponentByType("RigidBody")`',
    '-- is a `RigidBody?` (nil when the object has none). Another script found with FindScript is cast',
    '-- to its class with `--[[@as DoorOpener?]]`.',
    '',
  ];
}

export function renderLuaDefinitions(model: ApiModel, options: LuaDefinitionOptions): string {
  const { data } = model;
  const links = docsLinks(options.siteUrl, options.apiRelease);
  const ctx: TypeContext = { known: model.knownTypes, subclasses: subclassesOf(model), links, changes: model.engineChanges };
  const out: string[] = header(options, links, model);
  // Engine types without a page still get a class, so LuaLS knows the names signatures use.
  for (const t of data.otherTypes) {
    if (t.kind === 'primitive' || LUA_PRIMITIVE_TYPES.includes(t.name)) continue;
    // An alias (keyCode for a key's name string) lets LuaLS accept what it stands for.
    out.push(...docLines(t.summary, undefined, undefined, links.api('intro', 'types')), t.aliasOf ? `---@alias ${t.name} ${t.aliasOf}` : `---@class ${t.name}`, '');
  }
  for (const c of data.classes) out.push(...classBlock(c, ctx), '');
  for (const e of data.enums) out.push(...enumBlock(e, links), '');
  out.push(...helperBlocks(model.helpers, links));
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * The helper globals (api/helpers.yaml): builder classes, global tables and global functions.
 * A method that returns `self` is generic over its receiver: LuaLS types an inherited method's
 * `self` as the class that declares it, so `---@return self` would turn
 * `Cast:Ray(a, b):Ignore(x)` into an InteractionFilter and lose `Run`.
 */
function helperBlocks(helpers: Helpers, links: DocsLinks): string[] {
  const out: string[] = [];
  const method = (owner: string, m: HelperMethod, call: string, docs: string): string[] => {
    const lines = docLines(m.summary, undefined, undefined, links.route(m.docs ?? docs));
    const names = m.params.map((p) => p.name);
    const returnsSelf = call === ':' && m.returns.includes('self');
    if (returnsSelf) lines.push(`---@generic T : ${owner}`, '---@param self T');
    m.params.forEach((p) => {
      const node = tryParseType(p.type);
      lines.push(node?.kind === 'optional' ? `---@param ${p.name}? ${formatType(node.of)}` : `---@param ${p.name} ${p.type}`);
    });
    for (const r of m.returns) lines.push(`---@return ${r === 'self' && returnsSelf ? 'T' : r}`);
    lines.push(`function ${owner}${call}${m.name}(${names.join(', ')}) end`);
    return lines;
  };
  const fields = (list: HelperField[] | undefined, docs: string): string[] =>
    (list ?? []).map((f) => `---@field ${f.name} ${f.type} ${oneLine(f.summary)} ${docsLinkText(links.route(f.docs ?? docs))}`);
  for (const c of helpers.classes) {
    out.push(...docLines(c.summary, undefined, undefined, links.route(c.docs)), `---@class ${c.name}${c.inherits ? ` : ${c.inherits}` : ''}`, ...fields(c.fields, c.docs), `local ${c.name} = {}`);
    for (const m of c.methods) out.push('', ...method(c.name, m, ':', c.docs));
    out.push('');
  }
  for (const g of helpers.globals) {
    out.push(...docLines(g.summary, undefined, undefined, links.route(g.docs)), `---@class ${g.name}`, ...fields(g.fields, g.docs), `${g.name} = {}`);
    for (const m of g.methods) out.push('', ...method(g.name, m, ':', g.docs));
    out.push('');
  }
  // `math.perlinNoise` extends a table of Lua's own library; the others are plain globals.
  for (const f of helpers.functions) out.push(...method('', f, '', f.docs), '');
  return out;
}
