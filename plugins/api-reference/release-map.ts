import type { ApiBuild } from './pipeline';
import { anchorsOf, enumLuaName, type ApiModel } from './model';
import { changesEntryId, changesEntryRoute, memberAnchor, type EngineChanges } from './engine-changes';
import { apiBase } from './release-routes';
import { versionNameOf } from './docs-versions';
import type { ReleaseSwitchData } from '../../src/release-switch/target';

/**
 * Where the release switch takes a reader from each entry of one release to the other: computed
 * from the two models and what the newer release changed (release-diff.ts), never kept by hand.
 * Only the exceptions are listed; an entry missing from the map is at the same page and anchor in
 * the other release (src/release-switch/target.ts reads it).
 *
 * Keys are routes inside a release (`Scene`, `Scene#Find`, `enums/Space`); values are routes.
 */
export const RELEASE_SWITCH_FILE = 'release-switch.json';

type Moves = Record<string, string>;

/**
 * Where an entry of `className` is in `model`: `Class#anchor` on the first page of its lineage
 * (itself, then its bases) that has the anchor, exactly or else ignoring case (properties are
 * the same entry in any case).
 */
function placeIn(model: ApiModel, className: string, anchor: string): string | undefined {
  const lineage = model.lineage.get(className) ?? [];
  for (const c of lineage) if (anchorsOf(c).has(anchor)) return `${c.name}#${anchor}`;
  const lower = anchor.toLowerCase();
  for (const c of lineage) {
    const found = [...anchorsOf(c)].find((a) => a.toLowerCase() === lower);
    if (found) return `${c.name}#${found}`;
  }
  return undefined;
}

/**
 * Entries both releases have under another anchor or on another page: a property's other spellings
 * (its main name's place), a member the other release lists on a base class, a case-only
 * respelling. `handled`: the entries the changes already placed.
 */
function otherPlaces(from: ApiModel, to: ApiModel, base: string, handled: ReadonlySet<string>, moves: Moves): void {
  for (const c of from.data.classes) {
    const there = to.classes.get(c.name);
    if (!there) continue;
    for (const anchor of anchorsOf(c)) {
      const key = `${c.name}#${anchor}`;
      if (handled.has(key) || anchorsOf(there).has(anchor)) continue;
      const main = c.properties?.find((p) => p.aliases?.includes(anchor))?.name;
      const moved = main !== undefined ? moves[`${c.name}#${main}`] : undefined;
      const place = placeIn(to, c.name, main ?? anchor) ?? placeIn(to, c.name, anchor);
      moves[key] = moved ?? `${base}/${place ?? c.name}`;
    }
  }
}

/** From the documented release to a newer one. */
function forward(documented: ApiModel, newer: ApiModel, set: EngineChanges): Moves {
  const moves: Moves = {};
  const base = `/api/${set.version}`;
  const handled = new Set<string>();
  for (const c of set.classes) {
    if (c.notInEngine) moves[c.name] = changesEntryRoute(set, changesEntryId.class(c.name));
    for (const m of c.members ?? []) {
      const key = `${c.name}#${memberAnchor(m.kind, m.name)}`;
      handled.add(key);
      if (c.notInEngine || m.notInEngine) moves[key] = changesEntryRoute(set, changesEntryId.member(c.name, m.name));
      else if (m.movedTo) moves[key] = `${base}/${m.movedTo[0]}#${memberAnchor(m.kind, m.spelling ?? m.name)}`;
      else if (m.spelling) moves[key] = `${base}/${c.name}#${m.spelling}`;
    }
  }
  otherPlaces(documented, newer, base, handled, moves);
  const newerPageOf = new Map(newer.data.enums.map((e) => [enumLuaName(e).toLowerCase(), e.name]));
  for (const e of documented.data.enums) {
    const changes = set.enums.find((x) => x.name === e.name);
    const page = newerPageOf.get(enumLuaName(e).toLowerCase());
    if (!page || changes?.notInEngine) moves[`enums/${e.name}`] = changesEntryRoute(set, changesEntryId.enum(e.name));
    else if (page !== e.name) moves[`enums/${e.name}`] = `${base}/enums/${page}`;
    for (const v of changes?.values?.notInEngine ?? []) moves[`enums/${e.name}#${v}`] = changesEntryRoute(set, changesEntryId.enum(e.name));
  }
  return moves;
}

/** From a newer release back to the documented one. */
function backward(documented: ApiModel, newer: ApiModel, set: EngineChanges): Moves {
  const moves: Moves = {};
  const handled = new Set<string>();
  for (const name of set.addedClasses) moves[name] = changesEntryRoute(set, changesEntryId.class(name));
  for (const c of set.classes) {
    if (c.notInEngine) continue;
    const added = [...(c.added?.constructors ? [['constructors', c.name]] : []), ...[...(c.added?.properties ?? []), ...(c.added?.methods ?? []), ...(c.added?.operators ?? [])].map((n) => [n, n])];
    for (const [anchor, name] of added) {
      moves[`${c.name}#${anchor}`] = changesEntryRoute(set, changesEntryId.member(c.name, name!));
      handled.add(`${c.name}#${anchor}`);
    }
    for (const m of c.members ?? []) {
      if (m.notInEngine) continue;
      const anchor = memberAnchor(m.kind, m.spelling ?? m.name);
      const target = `/api/${c.name}#${memberAnchor(m.kind, m.name)}`;
      for (const owner of m.movedTo ?? [c.name]) {
        moves[`${owner}#${anchor}`] = target;
        handled.add(`${owner}#${anchor}`);
      }
    }
  }
  otherPlaces(newer, documented, '/api', handled, moves);
  const documentedPageOf = new Map(documented.data.enums.map((e) => [enumLuaName(e).toLowerCase(), e.name]));
  for (const e of newer.data.enums) {
    const lua = enumLuaName(e);
    if (set.addedEnums.includes(lua)) {
      moves[`enums/${e.name}`] = changesEntryRoute(set, changesEntryId.enum(lua));
      continue;
    }
    const page = documentedPageOf.get(lua.toLowerCase());
    if (page && page !== e.name) moves[`enums/${e.name}`] = `/api/enums/${page}`;
    const changes = set.enums.find((x) => x.name === page);
    for (const v of changes?.values?.added ?? []) moves[`enums/${e.name}#${v}`] = `/api/enums/${page}`;
  }
  return moves;
}

/** The release switch's data: every published release, and the moves between the documented release and each other one. */
export function releaseSwitchData(builds: readonly ApiBuild[]): ReleaseSwitchData {
  const documented = builds.find((b) => b.release.documented)!;
  // Releases go by their docs version names (the documented release is the API instance's `current`).
  const version = (b: ApiBuild) => versionNameOf(b.release);
  const data: ReleaseSwitchData = { releases: builds.map((b) => ({ id: version(b), label: b.release.label, base: apiBase(b.release) })), moves: {} };
  for (const b of builds) {
    if (b.release.documented || !b.changes) continue;
    data.moves[`${version(documented)}>${version(b)}`] = forward(documented.model, b.model, b.changes);
    data.moves[`${version(b)}>${version(documented)}`] = backward(documented.model, b.model, b.changes);
  }
  return data;
}
