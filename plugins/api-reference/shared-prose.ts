import { anchorsOf, enumLuaName, type ApiClass, type ApiModel, type Example, type Method, type Param } from './model';
import { normaliseType } from './type-grammar';
import { analyseLua } from '../lua-check/analyser';
import type { LuaNameIndex } from '../lua-check/index-types';
import type { EngineChanges } from './changes-data';

/**
 * One text for what two releases share. An entry of a newer release that is the same as the
 * documented release's, after inheritance is resolved on both sides (same class, same name,
 * properties ignoring case, the same forms with the same types: a method only if every form
 * matches), takes the documented text wherever its own is empty. The rule is computed; an
 * explicit list in api/<id>/prose-sharing.yaml overrides it entry by entry.
 *
 * A text is never shared when it names what the newer release lacks (a class or enum it has no
 * page for, or `.transform`): such an entry needs text of its own. Links in shared text are
 * release-relative (`/api/Scene`); each release's pages rewrite them to their own release. An
 * example is shared only when it passes the newer release's Lua check. A class's own text (its
 * summary, description and examples) speaks about all its members, so it is shared only when the
 * computed differences leave the class's members, availability and deprecation as they were.
 */

export interface ProseSharing {
  /** Entries that keep text of their own although the rule finds them the same ("Object.Pos"). */
  own?: string[];
  /** Entries that share although the rule finds them different. */
  share?: string[];
}

export interface SharingCounts {
  /** Entries that took the documented text. */
  shared: number;
  /** Entries the rule found the same but whose text names what the newer release lacks. */
  namesMissing: number;
  /** Examples shared (each passed the newer release's Lua check). */
  examples: number;
}

/** The key an override names an entry by: "Class", "Class.member", "Class.constructors", "enum Name". */
const key = (className: string, member?: string): string => (member === undefined ? className : `${className}.${member}`);

const sameType = (a: string, b: string): boolean => normaliseType(a) === normaliseType(b);
const sameParams = (a: readonly Param[], b: readonly Param[]): boolean => a.length === b.length && a.every((p, i) => sameType(p.type, b[i]!.type));

/** The documented forms matching each newer form in order, or undefined when one has none. */
function matchForms<F extends { params: Param[]; returns?: string[] }>(newer: readonly F[], documented: readonly F[]): F[] | undefined {
  const out: F[] = [];
  for (const n of newer) {
    const d = documented.find((f) => sameParams(f.params, n.params) && (f.returns ?? []).length === (n.returns ?? []).length && (f.returns ?? []).every((r, i) => sameType(r, n.returns![i]!)));
    if (!d) return undefined;
    out.push(d);
  }
  return documented.length === newer.length ? out : undefined;
}

/** The texts an entry carries (to test whether one names what the newer release lacks). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (['summary', 'description', 'title', 'message', 'replacement', 'code'].includes(k) || typeof v === 'object' ? textsOf(v) : []));
  return [];
}

/** `changes`: what the newer release changed against the documented one (release-diff.ts). */
export function shareProse(newer: ApiModel, documented: ApiModel, changes: EngineChanges, overrides: ProseSharing = {}, newerIndex?: LuaNameIndex): SharingCounts {
  const counts: SharingCounts = { shared: 0, namesMissing: 0, examples: 0 };
  const own = new Set(overrides.own ?? []);
  const forced = new Set(overrides.share ?? []);
  const enumPages = new Set(newer.data.enums.map((e) => e.name));
  const lacking = new Set([...documented.data.classes.map((c) => c.name).filter((n) => !newer.classes.has(n))]);

  /** Does the text name a class, enum page or member path the newer release lacks? */
  const namesMissing = (entry: unknown): boolean =>
    textsOf(entry).some((text) => {
      if (/\.transform\b/.test(text)) return true;
      for (const m of text.matchAll(/\/api\/(enums\/)?([A-Za-z_]\w*)(?:#([A-Za-z_]\w*))?/g)) {
        const [, isEnum, page, anchor] = m;
        if (isEnum ? !enumPages.has(page!) : page !== 'intro' && page !== 'changes' && !newer.classes.has(page!)) return true;
        // A member the newer class does not reach, or spells otherwise.
        if (!isEnum && anchor && newer.classes.has(page!) && !(newer.lineage.get(page!) ?? []).some((x) => anchorsOf(x).has(anchor))) return true;
      }
      for (const m of text.matchAll(/`([A-Za-z_]\w*)/g)) if (lacking.has(m[1]!)) return true;
      return false;
    });
  const passes = (e: Example): boolean => !newerIndex || analyseLua(e.code, newerIndex).problems.length === 0;
  const changedClasses = new Set(changes.classes.filter((c) => c.members?.length || c.availability || c.deprecated).map((c) => c.name));

  /** Copies the documented entry's texts into the newer one where it has none; returns whether it did. */
  const take = (k: string, same: boolean, newerEntry: Record<string, unknown>, doc: Record<string, unknown> | undefined, fields: readonly string[]): boolean => {
    if (!doc || own.has(k) || !(same || forced.has(k))) return false;
    if (namesMissing(fields.map((f) => doc[f]))) {
      counts.namesMissing++;
      return false;
    }
    for (const f of fields) {
      if (f === 'examples') {
        const examples = ((doc.examples as Example[] | undefined) ?? []).filter(passes);
        if (!(newerEntry.examples as Example[] | undefined)?.length && examples.length) {
          newerEntry.examples = structuredClone(examples);
          counts.examples += examples.length;
        }
      } else if (!newerEntry[f] && doc[f]) newerEntry[f] = structuredClone(doc[f]);
    }
    // Deprecated in both: the newer entry's empty message takes the documented one.
    const deprecation = newerEntry.deprecated as { message?: string; replacement?: string } | undefined;
    const docDeprecation = doc.deprecated as { message?: string; replacement?: string } | undefined;
    if (deprecation && !deprecation.message && docDeprecation?.message && !namesMissing(docDeprecation)) Object.assign(deprecation, structuredClone(docDeprecation));
    counts.shared++;
    return true;
  };

  for (const c of newer.data.classes) {
    const docClass = documented.classes.get(c.name);
    if (!docClass) continue;
    const reach = <T>(pick: (x: ApiClass) => T[] | undefined): T[] => (documented.lineage.get(c.name) ?? []).flatMap((x) => pick(x) ?? []);
    take(key(c.name), !changedClasses.has(c.name), c as unknown as Record<string, unknown>, docClass as unknown as Record<string, unknown>, ['summary', 'description', 'examples']);

    if (c.constructors && docClass.constructors) {
      const matched = matchForms(c.constructors.overloads, docClass.constructors.overloads);
      if (take(key(c.name, 'constructors'), matched !== undefined, c.constructors as unknown as Record<string, unknown>, docClass.constructors as unknown as Record<string, unknown>, ['summary', 'description', 'examples']) && matched) {
        c.constructors.overloads.forEach((o, i) => copyForm(o, matched[i]!));
      }
    }
    for (const p of c.properties ?? []) {
      const d = reach((x) => x.properties).find((x) => [x.name, ...(x.aliases ?? [])].some((n) => n.toLowerCase() === p.name.toLowerCase()));
      take(key(c.name, p.name), d !== undefined && sameType(d.type, p.type), p as unknown as Record<string, unknown>, d as unknown as Record<string, unknown> | undefined, ['summary', 'description', 'examples']);
    }
    for (const m of c.methods ?? []) {
      const d: Method | undefined = reach((x) => x.methods).find((x) => x.name === m.name);
      const matched = d && matchForms(m.overloads, d.overloads);
      if (take(key(c.name, m.name), matched !== undefined, m as unknown as Record<string, unknown>, d as unknown as Record<string, unknown> | undefined, ['summary', 'description', 'examples']) && matched) {
        m.overloads.forEach((o, i) => copyForm(o, matched[i]!));
      }
    }
    for (const cb of c.callbacks ?? []) {
      const d = reach((x) => x.callbacks).find((x) => x.name === cb.name);
      if (take(key(c.name, cb.name), d !== undefined && sameParams(d.params, cb.params), cb as unknown as Record<string, unknown>, d as unknown as Record<string, unknown> | undefined, ['summary', 'description', 'examples']) && d) copyForm(cb, d);
    }
    for (const o of c.operators ?? []) {
      const d = reach((x) => x.operators).find((x) => x.op === o.op);
      const same = d !== undefined && d.overloads.length === o.overloads.length && o.overloads.every((v) => d.overloads.some((w) => w.params.length === v.params.length && w.params.every((t, i) => sameType(t, v.params[i]!)) && sameType(w.returns ?? 'nil', v.returns ?? 'nil')));
      take(key(c.name, o.op), same, o as unknown as Record<string, unknown>, d as unknown as Record<string, unknown> | undefined, ['summary', 'description']);
    }
  }
  for (const e of newer.data.enums) {
    const d = documented.data.enums.find((x) => enumLuaName(x).toLowerCase() === enumLuaName(e).toLowerCase());
    if (!d) continue;
    if (take(`enum ${e.name}`, true, e as unknown as Record<string, unknown>, d as unknown as Record<string, unknown>, ['summary', 'description'])) {
      for (const v of e.values) {
        const dv = d.values.find((x) => x.name === v.name && x.value === v.value);
        if (dv?.summary && !v.summary) v.summary = dv.summary;
      }
    }
  }
  return counts;
}

/** A form's own texts and its parameters' summaries, from the matching documented form. */
function copyForm(target: { summary?: string; params: Param[] }, from: { summary?: string; params: Param[] }): void {
  if (!target.summary && from.summary) target.summary = from.summary;
  target.params.forEach((p, i) => {
    if (!p.summary && from.params[i]?.summary) p.summary = from.params[i]!.summary;
  });
}
