import { changesRoute, changesTitle, missingClassNote, type ChangeNote, type EngineChangeSet } from './engine-changes';

/**
 * The MDX a page shows for what a newer engine changed: per note a short badge and one line in
 * Markdown (engine-changes.ts words both). Kept small: about 450 entries carry one.
 */

/**
 * A badge; one with a target is a link to the same entry in the other release (or its changes-page
 * entry). The target is a JSX expression (`to={"…"}`), which the rewrite of a page's links to its own
 * release (release-routes.ts) leaves as it is: it leads across releases on purpose.
 */
const badge = ({ label, to }: Pick<ChangeNote, 'label' | 'to'>): string =>
  to ? `<Link to={${JSON.stringify(to)}} className="api-badge api-badge--engine">${label}</Link>` : `<span className="api-badge api-badge--engine">${label}</span>`;

/** The badge and line under a changed entry (nothing when it is unchanged). */
export function changeParagraphs(notes: readonly ChangeNote[]): string {
  return notes.map((n) => `${badge(n)}${n.line ? ` ${n.line}` : ''}\n\n`).join('');
}

/** Badges only, for a page's badge row (the page's line goes under its summary). */
export const changeBadges = (notes: readonly ChangeNote[]): string[] => notes.map(badge);

/** The title and Markdown text of the note atop the page of a class a newer engine lacks (pages and twins). */
export const missingClassNoteParts = (set: EngineChangeSet, className: string): { title: string; text: string } => ({
  title: `Not in the ${set.label} engine`,
  text: `${missingClassNote(set, className)} See [${changesTitle(set)}](${changesRoute(set)}).`,
});

/** The note at the top of the page of a class a newer engine lacks, linking to its changes page. */
export function missingClassNotes(sets: readonly EngineChangeSet[], className: string): string {
  return sets
    .map((set) => missingClassNoteParts(set, className))
    .map(({ title, text }) => `:::note[${title}]\n\n${text}\n\n:::\n\n`)
    .join('');
}
