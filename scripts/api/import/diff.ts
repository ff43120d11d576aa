import type { Availability, MethodOverload, Param } from '../../../plugins/api-reference/model';
import { decideType, isOpenType, matchOverload, matchProperty, matchShortForm, type TypeDecision } from './match';
import type { Release, ReleaseClass } from './release';
import { LUA_IDENTIFIER, isLuaName } from '../../../plugins/lua-check/lua-facts';
import type { EngineExport, ExportClass, ExportFunction, ExportProperty } from './validate';

/**
 * Compares an export with the reference and plans the import: what to tell people (per class and
 * member) and which machine fields to write. The plan never holds an edit to a text field; text the
 * engine team wrote (descriptions) travels only into the report.
 */

export type Mode = 'release' | 'upgrade';
export type YamlPath = (string | number)[];

export type Edit =
  | { op: 'set'; path: YamlPath; value: unknown; first?: boolean }
  | { op: 'delete'; path: YamlPath }
  | { op: 'append'; path: YamlPath; value: unknown };

export type MemberKind = 'property' | 'method' | 'constructor';
export type MemberStatus = 'added' | 'removed' | 'changed' | 'unchanged';
/** The kinds of change a scripter must know about (the import report groups them). */
export type ChangeKind = 'notInEngine' | 'spelling' | 'signature' | 'type' | 'access' | 'deprecated';

export interface MemberReport {
  kind: MemberKind;
  /** The reference's spelling (the export's for added members). */
  name: string;
  status: MemberStatus;
  /** The member as the export declares it, one line per overload. */
  exportSignatures: string[];
  /** What differs, in words (engine changes the import leaves for a person). */
  changes: string[];
  /** The kinds of those differences that change how a script is written. */
  kinds: ChangeKind[];
  /** The export's own spelling, where it differs from the reference's (case only). */
  exportName?: string;
  /** What the import writes (or, in a report, would write). */
  writes: string[];
  paramsNamed: number;
  typesMadePrecise: number;
  optionalMarked: number;
  /** The engine team's descriptions, for a writer to read; never written to api/. */
  exportDescriptions: string[];
}

export interface ClassReport {
  name: string;
  /** api/classes/X.yaml, or undefined for a class only the export has. */
  file?: string;
  status: 'documented' | 'not in export' | 'only in export';
  changes: string[];
  /** The export's availability, where it differs from the reference's. */
  exportAvailability?: Availability;
  newlyDeprecated?: boolean;
  members: MemberReport[];
  edits: Edit[];
}

export interface Summary {
  mode: Mode;
  classesCompared: number;
  classesNotInExport: string[];
  classesOnlyInExport: string[];
  membersAdded: number;
  membersRemoved: number;
  membersChanged: number;
  membersUnchanged: number;
  paramsNamed: number;
  typesMadePrecise: number;
  optionalMarked: number;
  overloadsUnmatched: number;
  filesToChange: number;
  enumsChanged: number;
  enumsNotInExport: string[];
}

/** Enums are reported only: their values are facts a writer checks against the release. */
export interface EnumReport {
  name: string;
  file: string;
  status: 'same' | 'changed' | 'not in export';
  changes: string[];
  /** The export's spelling of the enum, where it differs. */
  exportName?: string;
  valuesNotInExport: string[];
  valuesChanged: { name: string; release: number; engine: number }[];
  valuesAdded: string[];
}

export interface Plan {
  summary: Summary;
  classes: ClassReport[];
  enums: EnumReport[];
}


const signature = (name: string, fn: ExportFunction): string =>
  `${name}(${fn.params.map((p) => (p.type === '...' ? '...' : `${p.name}: ${p.type}`)).join(', ')})${fn.returns.length ? `: ${fn.returns.join(', ')}` : ''}${fn.deprecated ? ' (deprecated)' : ''}`;

export const availabilityOf = (c: ExportClass): Availability => (c.onServer && c.onClient ? 'both' : c.onServer ? 'server' : 'client');

/** Accumulates one member's report and edits. */
class MemberPlan {
  readonly report: MemberReport;
  constructor(
    kind: MemberKind,
    name: string,
    private readonly edits: Edit[],
    private readonly release: Release,
    private readonly mode: Mode,
  ) {
    this.report = { kind, name, status: 'unchanged', exportSignatures: [], changes: [], kinds: [], writes: [], paramsNamed: 0, typesMadePrecise: 0, optionalMarked: 0, exportDescriptions: [] };
  }

  describe(text: string): void {
    if (text.trim() && !this.report.exportDescriptions.includes(text.trim())) this.report.exportDescriptions.push(text.trim());
  }

  change(text: string, kind?: ChangeKind): void {
    this.report.changes.push(text);
    if (kind && !this.report.kinds.includes(kind)) this.report.kinds.push(kind);
  }

  /** Plans a type: returns true when the type is (or becomes) as precise as the export's. */
  type(where: string, path: YamlPath, releaseType: string, exportType: string, kind: ChangeKind = 'signature'): boolean {
    const d: TypeDecision = decideType(releaseType, exportType, this.release.knownTypes, this.mode);
    switch (d.kind) {
      case 'same':
        return true;
      case 'precise':
        this.edits.push({ op: 'set', path, value: d.type });
        this.report.writes.push(`${where}: \`${releaseType}\` → \`${d.type}\``);
        if (d.why === 'optional') this.report.optionalMarked++;
        else this.report.typesMadePrecise++;
        return true;
      case 'differs':
        this.change(`${where}: the export has \`${d.exportType}\`, the reference \`${releaseType}\``, kind);
        return false;
      case 'unknown-name':
        this.change(`${where}: the export has \`${d.exportType}\`, which names ${d.names.map((n) => `\`${n}\``).join(', ')} that the reference does not know (add it to api/types.yaml to import this type)`, kind);
        return false;
    }
  }

  params(path: YamlPath, params: Param[], fn: ExportFunction): void {
    fn.params.forEach((ep, k) => {
      const rp = params[k]!;
      const where = `parameter ${k + 1}`;
      if (rp.name !== ep.name) {
        if (isLuaName(ep.name) && rp.type !== '...') {
          this.edits.push({ op: 'set', path: [...path, k, 'name'], value: ep.name, first: true });
          this.report.writes.push(`${where}: named \`${ep.name}\`${rp.name ? ` (was \`${rp.name}\`)` : ''}`);
          this.report.paramsNamed++;
        } else if (rp.type !== '...') {
          this.change(`${where}: the export's name \`${ep.name}\` is not a usable Lua name`);
        }
      }
      const precise = this.type(`${where} type`, [...path, k, 'type'], rp.type, ep.type);
      if (precise && rp.annotatedType !== undefined && isOpenType(rp.type) && !isOpenType(ep.type)) this.edits.push({ op: 'delete', path: [...path, k, 'annotatedType'] });
    });
  }

  /** A short form of a longer export overload: types that differ are reported, nothing is written. */
  compareShortForm(j: number, o: { params: Param[]; returns?: string[] }, fn: ExportFunction): void {
    const compare = (where: string, releaseType: string, exportType: string): void => {
      const d = decideType(releaseType, exportType, this.release.knownTypes, 'release');
      if (d.kind === 'differs' || d.kind === 'unknown-name') this.change(`overload ${j + 1}, ${where}: the export's longer form has \`${exportType}\`, the reference \`${releaseType}\``, 'signature');
    };
    fn.params.forEach((ep, k) => compare(`parameter ${k + 1} type`, o.params[k]!.type, ep.type));
    if (o.returns && o.returns.length === fn.returns.length) fn.returns.forEach((er, k) => compare(`return ${k + 1}`, o.returns![k]!, er));
  }

  returns(path: YamlPath, o: MethodOverload, fn: ExportFunction): void {
    if (o.returns.length !== fn.returns.length) {
      if (this.mode === 'upgrade') {
        this.edits.push({ op: 'set', path: [...path, 'returns'], value: fn.returns });
        this.report.writes.push(`returns: (${o.returns.join(', ')}) → (${fn.returns.join(', ')})`);
      } else {
        this.change(`returns: the export has (${fn.returns.join(', ') || 'nothing'}), the reference (${o.returns.join(', ') || 'nothing'})`, 'signature');
      }
      return;
    }
    let allPrecise = true;
    fn.returns.forEach((er, k) => {
      const ok = this.type(`return ${k + 1}`, [...path, 'returns', k], o.returns[k]!, er);
      if (!ok || isOpenType(er)) allPrecise = false;
    });
    const changedAny = fn.returns.some((er, k) => er !== o.returns[k] && isOpenType(o.returns[k]!));
    if (o.annotatedReturns !== undefined && allPrecise && changedAny) this.edits.push({ op: 'delete', path: [...path, 'annotatedReturns'] });
  }

  deprecation(path: YamlPath, releaseDeprecated: boolean, exportDeprecated: boolean): void {
    if (exportDeprecated && !releaseDeprecated) {
      if (this.mode === 'upgrade') {
        this.edits.push({ op: 'set', path: [...path, 'deprecated'], value: { message: '' } });
        this.report.writes.push('deprecated (with an empty message for a writer to fill)');
      } else {
        this.change('deprecated in the export: a writer adds `deprecated.message` (what to use instead) if the release already warns about it', 'deprecated');
      }
    } else if (!exportDeprecated && releaseDeprecated) {
      this.change('no longer deprecated in the export');
    }
  }

  finish(): MemberReport {
    const r = this.report;
    if (r.status === 'unchanged' && (r.changes.length || r.writes.length)) r.status = 'changed';
    return r;
  }
}

function planProperty(rc: ReleaseClass, index: number, exported: ExportProperty | undefined, edits: Edit[], release: Release, mode: Mode): MemberReport {
  const p = rc.data.properties![index]!;
  const m = new MemberPlan('property', p.name, edits, release, mode);
  if (!exported) {
    m.report.status = 'removed';
    m.change('not in the export: kept until a writer removes it', 'notInEngine');
    return m.finish();
  }
  // Lua is case-sensitive: the match ignores case, but a script must use the export's spelling.
  if (exported.name !== p.name && !(p.aliases ?? []).includes(exported.name)) {
    m.change(`spelled \`${exported.name}\` in the export`, 'spelling');
    m.report.exportName = exported.name;
  }
  m.report.exportSignatures.push(`${exported.name}: ${exported.type}${exported.readonly ? ' (read-only)' : ''}${exported.deprecated ? ' (deprecated)' : ''}`);
  m.describe(exported.description);
  const path: YamlPath = ['properties', index];
  const precise = m.type('type', [...path, 'type'], p.type, exported.type, 'type');
  if (precise && p.annotatedType !== undefined && isOpenType(p.type) && !isOpenType(exported.type)) edits.push({ op: 'delete', path: [...path, 'annotatedType'] });
  if ((p.readonly ?? false) !== exported.readonly) m.change(`the export says ${exported.readonly ? 'read-only' : 'writable'}, the reference ${p.readonly ? 'read-only' : 'writable'}`, 'access');
  m.deprecation(path, p.deprecated !== undefined, exported.deprecated);
  return m.finish();
}

/** Methods and constructors share this: each reference overload against the export's overloads. */
function planOverloads(
  m: MemberPlan,
  overloads: { params: Param[]; returns?: string[]; annotatedReturns?: string[] }[],
  basePath: YamlPath,
  candidates: ExportFunction[],
  label: string,
  edits: Edit[],
  unmatchedCounter: { n: number },
): void {
  const used = new Set<ExportFunction>();
  overloads.forEach((o, j) => {
    const match = matchOverload(o.params, candidates);
    const path: YamlPath = [...basePath, j];
    if (match.kind === 'none') {
      const shortForm = matchShortForm(o.params, candidates);
      if (shortForm.kind === 'matched') m.compareShortForm(j, o, shortForm.fn);
      else if (!candidates.some((c) => c.params.length > o.params.length && c.params.slice(o.params.length).every((p) => p.type.endsWith('?')))) {
        m.change(`overload ${j + 1} (${o.params.length} parameters): the export has no overload with ${o.params.length} parameters`, 'signature');
        unmatchedCounter.n++;
      }
      return;
    }
    if (match.kind === 'ambiguous') {
      m.change(
        match.tie
          ? `overload ${j + 1}: ${match.count} export overloads with ${o.params.length} parameters fit its types equally well and name their parameters differently; left as it is`
          : `overload ${j + 1} (${o.params.map((p) => p.type).join(', ')}): no export overload has these parameter types`,
        match.tie ? undefined : 'signature',
      );
      unmatchedCounter.n++;
      return;
    }
    used.add(match.fn);
    m.params([...path, 'params'], o.params, match.fn);
    if (o.returns) m.returns(path, { params: o.params, returns: o.returns, ...(o.annotatedReturns ? { annotatedReturns: o.annotatedReturns } : {}) }, match.fn);
  });
  for (const c of candidates) {
    if (!used.has(c) && !overloads.some((o) => o.params.length < c.params.length && c.params.slice(o.params.length).every((p) => p.type.endsWith('?')))) {
      m.change(`the export has an overload the reference lacks: ${signature(label, c)}`, 'signature');
    }
  }
  void edits;
}

function exportOverload(fn: ExportFunction, withReturns: boolean): Record<string, unknown> {
  const params = fn.params.map((p) => (p.type === '...' || !LUA_IDENTIFIER.test(p.name) ? { type: p.type } : { name: p.name, type: p.type }));
  return withReturns ? { params, returns: fn.returns } : { params };
}

function planClass(rc: ReleaseClass, ec: ExportClass, release: Release, mode: Mode, unmatched: { n: number }): ClassReport {
  const edits: Edit[] = [];
  const report: ClassReport = { name: rc.data.name, file: rc.file, status: 'documented', changes: [], members: [], edits };
  const availability = availabilityOf(ec);
  if (availability !== rc.data.availability) {
    report.changes.push(`availability: the export says ${availability}, the reference ${rc.data.availability}`);
    report.exportAvailability = availability;
  }
  if (ec.deprecated && !rc.data.deprecated) {
    report.changes.push('the export marks the class deprecated');
    report.newlyDeprecated = true;
  }

  // Properties.
  const matchedProps = new Set<ExportProperty>();
  (rc.data.properties ?? []).forEach((p, i) => {
    const e = matchProperty(p, ec.properties);
    if (e) matchedProps.add(e);
    report.members.push(planProperty(rc, i, e, edits, release, mode));
  });
  for (const e of ec.properties.filter((x) => !matchedProps.has(x))) {
    const m = new MemberPlan('property', e.name, edits, release, mode);
    m.report.status = 'added';
    m.report.exportSignatures.push(`${e.name}: ${e.type}${e.readonly ? ' (read-only)' : ''}`);
    m.describe(e.description);
    if (mode === 'upgrade') {
      edits.push({ op: 'append', path: ['properties'], value: { name: e.name, type: e.type, ...(e.readonly ? { readonly: true } : {}), summary: '' } });
      m.report.writes.push('added with an empty summary for a writer');
    }
    report.members.push(m.report);
  }

  // Methods.
  const releaseMethodNames = new Set((rc.data.methods ?? []).map((m) => m.name));
  (rc.data.methods ?? []).forEach((method, i) => {
    const m = new MemberPlan('method', method.name, edits, release, mode);
    const candidates = ec.functions.filter((f) => f.name === method.name);
    if (!candidates.length) {
      m.report.status = 'removed';
      m.change('not in the export: kept until a writer removes it', 'notInEngine');
      report.members.push(m.report);
      return;
    }
    candidates.forEach((c) => {
      m.report.exportSignatures.push(signature(method.name, c));
      m.describe(c.description);
    });
    planOverloads(m, method.overloads, ['methods', i, 'overloads'], candidates, method.name, edits, unmatched);
    m.deprecation(['methods', i], method.deprecated !== undefined, candidates.every((c) => c.deprecated));
    report.members.push(m.finish());
  });
  const addedNames = [...new Set(ec.functions.map((f) => f.name))].filter((n) => !releaseMethodNames.has(n));
  for (const name of addedNames) {
    const fns = ec.functions.filter((f) => f.name === name);
    const m = new MemberPlan('method', name, edits, release, mode);
    m.report.status = 'added';
    fns.forEach((f) => {
      m.report.exportSignatures.push(signature(name, f));
      m.describe(f.description);
    });
    if (mode === 'upgrade') {
      edits.push({ op: 'append', path: ['methods'], value: { name, summary: '', overloads: fns.map((f) => exportOverload(f, true)) } });
      m.report.writes.push('added with an empty summary for a writer');
    }
    report.members.push(m.report);
  }

  // Constructors.
  if (rc.data.constructors || ec.constructors.length) {
    const m = new MemberPlan('constructor', rc.data.name, edits, release, mode);
    ec.constructors.forEach((c) => {
      m.report.exportSignatures.push(signature(rc.data.name, c));
      m.describe(c.description);
    });
    if (!rc.data.constructors) {
      m.report.status = 'added';
      if (mode === 'upgrade') {
        edits.push({ op: 'set', path: ['constructors'], value: { summary: '', overloads: ec.constructors.map((f) => exportOverload(f, false)) } });
        m.report.writes.push('added with an empty summary for a writer');
      }
    } else if (!ec.constructors.length) {
      m.report.status = 'removed';
      m.change('the export has no constructor: kept until a writer removes it', 'notInEngine');
    } else {
      planOverloads(m, rc.data.constructors.overloads, ['constructors', 'overloads'], ec.constructors, rc.data.name, edits, unmatched);
    }
    report.members.push(m.finish());
  }
  return report;
}

function planEnums(release: Release, exported: EngineExport): EnumReport[] {
  const byLowerName = new Map([...exported.enums.values()].map((e) => [e.name.toLowerCase(), e]));
  return release.enums.map((re) => {
    const ee = exported.enums.get(re.luaName) ?? byLowerName.get(re.luaName.toLowerCase());
    const report: EnumReport = { name: re.luaName, file: re.file, status: 'same', changes: [], valuesNotInExport: [], valuesChanged: [], valuesAdded: [] };
    if (!ee) return { ...report, status: 'not in export', changes: ['the export has no such enum: kept until a writer removes it'] };
    const { changes } = report;
    if (ee.name !== re.luaName) {
      changes.push(`spelled \`${ee.name}\` in the export`);
      report.exportName = ee.name;
    }
    for (const v of re.values) {
      const ev = ee.values.get(v.name);
      if (ev === undefined) {
        changes.push(`value \`${v.name}\` is not in the export`);
        report.valuesNotInExport.push(v.name);
      } else if (ev !== v.value) {
        changes.push(`value \`${v.name}\` is ${ev} in the export, ${v.value} in the reference`);
        report.valuesChanged.push({ name: v.name, release: v.value, engine: ev });
      }
    }
    const known = new Set(re.values.map((v) => v.name));
    for (const [name, value] of ee.values) {
      if (known.has(name)) continue;
      changes.push(`the export adds \`${name}\` = ${value}`);
      report.valuesAdded.push(name);
    }
    return { ...report, status: changes.length ? 'changed' : 'same' };
  });
}

/** Plans the import of `exported` into the reference `release`. */
export function planImport(release: Release, exported: EngineExport, mode: Mode): Plan {
  const unmatched = { n: 0 };
  const classes: ClassReport[] = [];
  const documented = new Set(release.classes.map((c) => c.data.name));
  for (const rc of release.classes) {
    const ec = exported.classes.get(rc.data.name);
    if (!ec) {
      classes.push({ name: rc.data.name, file: rc.file, status: 'not in export', changes: ['the export has no such class: the page is kept until a writer removes it'], members: [], edits: [] });
      continue;
    }
    classes.push(planClass(rc, ec, release, mode, unmatched));
  }
  const onlyInExport = [...exported.classes.keys()].filter((n) => !documented.has(n)).sort();
  for (const name of onlyInExport) {
    classes.push({ name, status: 'only in export', changes: ['a class the reference does not document; a writer adds a class file for it when the site documents this engine version'], members: [], edits: [] });
  }
  const members = classes.flatMap((c) => c.members);
  const count = (s: MemberStatus) => members.filter((m) => m.status === s).length;
  const sum = (f: (m: MemberReport) => number) => members.reduce((n, m) => n + f(m), 0);
  const enums = planEnums(release, exported);
  return {
    classes,
    enums,
    summary: {
      mode,
      classesCompared: classes.filter((c) => c.status === 'documented').length,
      classesNotInExport: classes.filter((c) => c.status === 'not in export').map((c) => c.name),
      classesOnlyInExport: onlyInExport,
      membersAdded: count('added'),
      membersRemoved: count('removed'),
      membersChanged: count('changed'),
      membersUnchanged: count('unchanged'),
      paramsNamed: sum((m) => m.paramsNamed),
      typesMadePrecise: sum((m) => m.typesMadePrecise),
      optionalMarked: sum((m) => m.optionalMarked),
      overloadsUnmatched: unmatched.n,
      filesToChange: classes.filter((c) => c.edits.length > 0).length,
      enumsChanged: enums.filter((e) => e.status === 'changed').length,
      enumsNotInExport: enums.filter((e) => e.status === 'not in export').map((e) => e.name),
    },
  };
}
