import { variantLabelText } from '../../src/release-variants/marker';
import { markdownTwinPath } from '../../src/markdown-twin';
import { CHANGES_ROUTE_PREFIX } from '../api-reference/engine-changes';
import { isOtherReleaseRoute } from '../api-reference/release-routes';
import { OPTIONAL_SECTION } from './llms-txt-grammar';

/**
 * /llms.txt (the index, in the llms.txt format: an H1, a one-paragraph summary, then sections of
 * links), /llms-full.txt (every twin in one file) and the API one line per signature per engine
 * release (/llms-api.txt for the documented release, /llms-api-<id>.txt for another), from the
 * twins of the build. Each other release's pages have a section of their own in llms.txt.
 */

/** One published engine release's compact API (the documented release first). */
export interface ReleaseApiList {
  id: string;
  label: string;
  documented: boolean;
  /** One line per signature (plugins/api-reference/markdown.ts). */
  list: string;
}

/** The compact API file of a release, and its editor types, as the build names them. */
export const apiListFile = (r: Pick<ReleaseApiList, 'id' | 'documented'>): string => (r.documented ? 'llms-api.txt' : `llms-api-${r.id}.txt`);
const editorTypesFile = (r: Pick<ReleaseApiList, 'id' | 'documented'>): string => (r.documented ? EDITOR_TYPES_FILE : `/atomontage-${r.id}.d.lua`);
export interface TwinEntry {
  route: string;
  title: string;
  /** One line for the index (the page's description). */
  description: string;
  /** Markdown after the title line. */
  body: string;
  /** The content file it came from, for error messages. */
  file: string;
}

/** llms.txt is meant to fit a small context; the build stops above this. */
export const LLMS_INDEX_MAX_CHARS = 50_000;

/** The editor-types download (plugins/api-reference writes it). */
export const EDITOR_TYPES_FILE = '/atomontage.d.lua';

/** The llms.txt summary (its blockquote), also atop llms-full.txt. */
export const LLMS_SUMMARY =
  'Atomontage is a voxel engine with its own scene editor. This documentation covers building scenes ' +
  'in the editor, scripting them in Lua (scripts run on the server and on each client of a montage), and ' +
  'the Lua API reference: every class, member and enum scripts can reach, with exact signatures.';

/**
 * How to read the links, after the summary. The llmstxt.org parser reads a summary only when
 * text follows it; without this paragraph it would lose the summary.
 */
function llmsInfo(sectionTitles: string[], others: readonly ReleaseApiList[]): string {
  return [
    'Each link leads to the Markdown version of a page: its address plus `.md` (`/index.md` for the home page);',
    'links inside those files lead to Markdown versions too. The API entries come from the same data as the site,',
    'so their names, types and signatures are exact: suggest no engine function the API reference does not list.',
    ...(others.length
      ? [
          `The API sections describe the engine release the site documents; ${others.map((o) => `"${otherReleaseSection(o)}"`).join(' and ')} describe${others.length === 1 ? 's' : ''}`,
          'a newer engine. Answer for the engine the question is about, from its own section. The manuals serve every',
          `engine: where code differs, each version of a block is labelled with its engine ("${variantLabelText(others[0]!.label)}").`,
        ]
      : []),
    ...(sectionTitles.includes(ENGINE_CHANGES_SECTION)
      ? ['Entries marked "Not in" or "Changed in" a month differ in the engine of that month, newer than the documented', `release; the ${ENGINE_CHANGES_SECTION} section lists them.`]
      : []),
    `${OPTIONAL_SECTION} holds the same content in larger files: every page in one file, each release's API one line per`,
    'signature, and the Lua type definitions for editors.',
  ].join(' ');
}

/** The llms.txt section of another release's API pages. */
const otherReleaseSection = (r: Pick<ReleaseApiList, 'label'>): string => `API reference, ${r.label} engine`;

const ENGINE_CHANGES_SECTION = 'Engine changes';

interface Section {
  title: string;
  matches: (route: string) => boolean;
}

/** The sections of llms.txt, in order; each page is in the first that takes it. */
function sectionsFor(others: readonly Pick<ReleaseApiList, 'id' | 'label'>[]): Section[] {
  return [
    { title: 'Editor manual', matches: (r) => r.startsWith('/manual/editor/') },
    { title: 'Scripting manual', matches: (r) => r.startsWith('/manual/scripting/') },
    { title: 'API reference', matches: (r) => r === '/api/intro' },
    { title: ENGINE_CHANGES_SECTION, matches: (r) => r.startsWith(CHANGES_ROUTE_PREFIX) },
    { title: 'API classes', matches: (r) => r.startsWith('/api/') && !r.startsWith('/api/enums/') && !isOtherReleaseRoute(r) },
    { title: 'Enums', matches: (r) => r.startsWith('/api/enums/') },
    // Each other release's pages (intro, classes, enums) after the documented release's.
    ...others.map((o) => ({ title: otherReleaseSection(o), matches: (r: string) => r.startsWith(`/api/${o.id}/`) })),
    // Home, "About this site" and any page added outside the manual and the API.
    { title: 'About the site', matches: () => true },
  ];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The sections of page links, in their order in llms.txt, for a build with these other releases. */
export const llmsPageSections = (others: readonly Pick<ReleaseApiList, 'id' | 'label'>[] = []): string[] => sectionsFor(others).map((s) => s.title);

/** Sections of entries in reading order: each entry in the first section that takes it. */
function sectioned(entries: TwinEntry[], others: readonly ReleaseApiList[]): { title: string; entries: TwinEntry[] }[] {
  const left = new Set(entries);
  return sectionsFor(others).map((s) => {
    // A release's intro first, then in the order of the files (their number prefixes are the sidebar's order).
    const intro = (e: TwinEntry) => (e.route.endsWith('/intro') ? 0 : 1);
    const taken = [...left].filter((e) => s.matches(e.route)).sort((a, b) => intro(a) - intro(b) || a.file.localeCompare(b.file, 'en', { numeric: true }));
    taken.forEach((e) => left.delete(e));
    return { title: s.title, entries: taken };
  }).filter((s) => s.entries.length);
}

/** The files, by name; `twins` holds each twin's full text by file name (`api/Vec3.md`); `releases`: the documented release first. */
export function llmsFiles(siteUrl: string, entries: TwinEntry[], twins: Map<string, string>, releases: readonly ReleaseApiList[]): [string, string][] {
  const base = siteUrl.replace(/\/$/, '');
  const url = (p: string) => `${base}${encodeURI(p)}`;
  const others = releases.filter((r) => !r.documented);
  const sections = sectioned(entries, others);
  const pageSections = sections.map((s) => ({
    title: s.title,
    links: s.entries.map((e) => `- [${e.title}](${url(markdownTwinPath(e.route))})${e.description ? `: ${oneLine(e.description)}` : ''}`),
  }));
  // Big files that repeat the pages in other forms: a consumer's default context leaves them out.
  const optional = {
    title: OPTIONAL_SECTION,
    links: [
      ...releases.map((r) =>
        r.documented
          ? `- [${apiListFile(r)}](${url(`/${apiListFile(r)}`)}): the API in compact form, one line per signature`
          : `- [${apiListFile(r)}](${url(`/${apiListFile(r)}`)}): the ${r.label} engine's API in compact form, with what it changed`,
      ),
      `- [llms-full.txt](${url('/llms-full.txt')}): every page above in one file`,
      ...releases.map((r) =>
        r.documented
          ? `- [${editorTypesFile(r).slice(1)}](${url(editorTypesFile(r))}): Lua type definitions of the whole API for the Lua language server (VS Code), generated from the same data`
          : `- [${editorTypesFile(r).slice(1)}](${url(editorTypesFile(r))}): the same for the ${r.label} engine`,
      ),
    ],
  };
  const index = [
    '# Atomontage Docs',
    '',
    `> ${LLMS_SUMMARY}`,
    '',
    llmsInfo(sections.map((s) => s.title), others),
    '',
    ...[...pageSections, optional].flatMap((s) => [`## ${s.title}`, '', ...s.links, '']),
  ].join('\n');
  if (index.length >= LLMS_INDEX_MAX_CHARS) {
    throw new Error(`[markdown-twins] llms.txt has ${index.length} characters, over the ${LLMS_INDEX_MAX_CHARS} it may have. Shorten page descriptions (front matter "description", API summaries).`);
  }
  const ordered = sections.flatMap((s) => s.entries);
  // The title and summary, then the pages with a rule between each two.
  const full = [`# Atomontage Docs (all pages)\n\n> ${LLMS_SUMMARY}`, ordered.map((e) => twins.get(markdownTwinPath(e.route).slice(1))!.trim()).join('\n\n---\n\n')].join('\n\n');
  const documented = releases.find((r) => r.documented);
  const apiFiles = releases.map((r): [string, string] => [
    apiListFile(r),
    [
      r.documented ? '# Atomontage Lua API (compact)' : `# Atomontage Lua API, ${r.label} engine (compact)`,
      '',
      `> One line per signature: \`receiver:Method(param: type, optional?: type): returns\` for instance methods, \`Class.Name\` for static members and globals, then its marks in brackets and its summary after \`--\`. The full entries are linked from ${url('/llms.txt')}.` +
        (r.documented || !documented ? '' : ` This file describes the ${r.label} engine; a mark such as "New in ${r.label}" or "Changed" and its line say what the entry was in the ${documented.label} release (${url(`/${apiListFile(documented)}`)}).`),
      '',
      r.list,
    ].join('\n'),
  ]);
  return [['llms.txt', index], ['llms-full.txt', `${full}\n`], ...apiFiles];
}
