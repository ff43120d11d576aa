/**
 * Where the release switch takes a reader: the same entry in the other engine release. The build
 * writes the data (plugins/api-reference/release-map.ts, /release-switch.json); this module only
 * reads it, in the browser and in tests.
 */

export interface ReleaseSwitchData {
  /** Every release the site publishes, the documented one first: its id, label and route base (`/api`, `/api/2026-07`). */
  releases: { id: string; label: string; base: string }[];
  /**
   * `from>to` -> route inside `from` (`Scene`, `Scene#Find`, `enums/Space`) -> the route to open in
   * `to`. Only exceptions are listed: any other entry is at the same page and anchor there.
   */
  moves: Record<string, Record<string, string>>;
}

/** The release whose pages hold a path: the one with the longest matching base. */
export function releaseOfPath(data: Pick<ReleaseSwitchData, 'releases'>, pathname: string): ReleaseSwitchData['releases'][number] | undefined {
  const path = pathname.replace(/\/$/, '');
  return [...data.releases].sort((a, b) => b.base.length - a.base.length).find((r) => path === r.base || path.startsWith(`${r.base}/`));
}

/** The route of the same entry in release `toId`, for a reader at `pathname` + `hash`. */
export function switchTarget(data: ReleaseSwitchData, pathname: string, hash: string, toId: string): string {
  const to = data.releases.find((r) => r.id === toId);
  const from = releaseOfPath(data, pathname);
  if (!to) return pathname + hash;
  if (!from) return `${to.base}/intro`;
  if (from.id === toId) return pathname + hash;
  const page = pathname.replace(/\/$/, '').slice(from.base.length + 1);
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  // The changes pages belong to no one release: the reader stays on the page.
  if (page.startsWith('changes/')) return pathname + hash;
  const moves = data.moves[`${from.id}>${to.id}`] ?? {};
  const entry = anchor ? moves[`${page}#${anchor}`] : undefined;
  if (entry) return entry;
  const whole = moves[page || 'intro'];
  // A page the other release lacks leads to its changes entry; one it names otherwise keeps the anchor.
  if (whole) return whole.includes('#') || !anchor ? whole : `${whole}#${anchor}`;
  return `${to.base}/${page || 'intro'}${anchor ? `#${anchor}` : ''}`;
}
