import type { ClassReport, MemberReport, Plan } from './diff';

/**
 * The import report: Markdown for the people who review an export, JSON for tools. Beside each
 * member it quotes what the engine team wrote about it, so a writer can state those facts in the
 * site's own words; these quotes live only in the report, never in api/.
 */

const respelled = (plan: Plan): number => plan.classes.reduce((n, c) => n + c.members.filter((m) => m.kinds.includes('spelling')).length, 0);

export function summaryLines(plan: Plan): string[] {
  const s = plan.summary;
  return [
    `- classes compared: ${s.classesCompared}; documented but not in the export: ${s.classesNotInExport.length}${s.classesNotInExport.length ? ` (${s.classesNotInExport.join(', ')})` : ''}; only in the export: ${s.classesOnlyInExport.length}`,
    `- members added: ${s.membersAdded}, removed: ${s.membersRemoved}, changed: ${s.membersChanged} (${respelled(plan)} spelled differently, case only), unchanged: ${s.membersUnchanged}`,
    `- parameters named: ${s.paramsNamed}; types made precise: ${s.typesMadePrecise}; optional or nil-able marked: ${s.optionalMarked}`,
    `- reference overloads without a counterpart: ${s.overloadsUnmatched}; files to change: ${s.filesToChange}`,
    `- enums changed: ${s.enumsChanged}; not in the export: ${s.enumsNotInExport.length}${s.enumsNotInExport.length ? ` (${s.enumsNotInExport.join(', ')})` : ''} (enums are reported, never written)`,
  ];
}

const STATUS_ORDER: MemberReport['status'][] = ['added', 'removed', 'changed'];

function memberMarkdown(m: MemberReport): string[] {
  const lines = [`- **${m.status}** ${m.kind} \`${m.name}\``];
  for (const s of m.exportSignatures) lines.push(`  - export: \`${s}\``);
  for (const w of m.writes) lines.push(`  - writes: ${w}`);
  for (const c of m.changes) lines.push(`  - differs: ${c}`);
  for (const d of m.exportDescriptions) lines.push(`  - engine team's description (for the writer; state it in our own words): ${d.replace(/\s+/g, ' ')}`);
  return lines;
}

function classMarkdown(c: ClassReport, includeUnchanged: boolean): string[] {
  const members = c.members
    .filter((m) => includeUnchanged || m.status !== 'unchanged')
    .sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status));
  if (!members.length && !c.changes.length && c.status === 'documented') return [];
  const lines = ['', `## ${c.name}${c.file ? ` (${c.file})` : ''}: ${c.status}`, ''];
  for (const ch of c.changes) lines.push(`- ${ch}`);
  for (const m of members) lines.push(...memberMarkdown(m));
  return lines;
}

export function markdownReport(plan: Plan, exportFile: string, options: { includeUnchanged?: boolean } = {}): string {
  const verb = plan.summary.mode === 'upgrade' ? 'an engine upgrade' : 'the release the site documents';
  const lines = [`# Engine export import report`, '', `Export: \`${exportFile}\`, compared as ${verb}.`, '', ...summaryLines(plan)];
  for (const c of plan.classes) lines.push(...classMarkdown(c, options.includeUnchanged ?? false));
  const enums = plan.enums.filter((e) => e.status !== 'same');
  if (enums.length) {
    lines.push('', '## Enums', '');
    for (const e of enums) lines.push(`- \`${e.name}\` (${e.file}): ${e.status}`, ...e.changes.map((c) => `  - ${c}`));
  }
  return `${lines.join('\n')}\n`;
}

export function jsonReport(plan: Plan, exportFile: string): string {
  return `${JSON.stringify(
    {
      export: exportFile,
      summary: plan.summary,
      classes: plan.classes.map(({ edits, ...c }) => ({ ...c, edits: edits.length })),
    },
    null,
    2,
  )}\n`;
}
