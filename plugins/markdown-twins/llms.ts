import { markdownTwinPath } from '../../src/markdown-twin';
import { CHANGES_ROUTE_PREFIX } from '../api-reference/engine-changes';
import { OPTIONAL_SECTION } from './llms-txt-grammar';

/**
 * /llms.txt (the index, in the llms.txt format: an H1, a one-paragraph summary, then sections of
 * links), /llms-full.txt (every twin in one file) and /llms-api.txt (the API, one line per
 * signature), from the twins of the build.
 */
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
function llmsInfo(sectionTitles: string[]): string {
  return [
    'Each link leads to the Markdown version of a page: its address plus `.md` (`/index.md` for the home page);',
    'links inside those files lead to Markdown versions too. The API entries come from the same data as the site,',
    'so their names, types and signatures are exact: suggest no engine function the API reference does not list.',
    ...(sectionTitles.includes(ENGINE_CHANGES_SECTION)
      ? ['Entries marked "Not in" or "Changed in" a month differ in the engine of that month, newer than the documented', `release; the ${ENGINE_CHANGES_SECTION} section lists them.`]
      : []),
    `${OPTIONAL_SECTION} holds the same content in larger files: every page in one file, the API one line per`,
    'signature, and the Lua type definitions for editors.',
  ].join(' ');
}

const ENGINE_CHANGES_SECTION = 'Engine changes';

interface Section {
  title: string;
  matches: (route: string) => boolean;
}

const SECTIONS: Section[] = [
  { title: 'Editor manual', matches: (r) => r.startsWith('/manual/editor/') },
  { title: 'Scripting manual', matches: (r) => r.startsWith('/manual/scripting/') },
  { title: 'API reference', matches: (r) => r === '/api/intro' },
  { title: ENGINE_CHANGES_SECTION, matches: (r) => r.startsWith(CHANGES_ROUTE_PREFIX) },
  { title: 'API classes', matches: (r) => r.startsWith('/api/') && !r.startsWith('/api/enums/') },
  { title: 'Enums', matches: (r) => r.startsWith('/api/enums/') },
  // Home, "About this site" and any page added outside the manual and the API.
  { title: 'About the site', matches: () => true },
];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The sections of page links, in their order in llms.txt; each page is in the first that takes it. */
export const LLMS_PAGE_SECTIONS = SECTIONS.map((s) => s.title);

/** Sections of entries in reading order: each entry in the first section that takes it. */
function sectioned(entries: TwinEntry[]): { title: string; entries: TwinEntry[] }[] {
  const left = new Set(entries);
  return SECTIONS.map((s) => {
    // In the order of the files (their number prefixes are the sidebar's order).
    const taken = [...left].filter((e) => s.matches(e.route)).sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
    taken.forEach((e) => left.delete(e));
    return { title: s.title, entries: taken };
  }).filter((s) => s.entries.length);
}

/** The three files, by name; `twins` holds each twin's full text by file name (`api/Vec3.md`). */
export function llmsFiles(siteUrl: string, entries: TwinEntry[], twins: Map<string, string>, signatureList: string): [string, string][] {
  const base = siteUrl.replace(/\/$/, '');
  const url = (p: string) => `${base}${encodeURI(p)}`;
  const sections = sectioned(entries);
  const pageSections = sections.map((s) => ({
    title: s.title,
    links: s.entries.map((e) => `- [${e.title}](${url(markdownTwinPath(e.route))})${e.description ? `: ${oneLine(e.description)}` : ''}`),
  }));
  // Big files that repeat the pages in other forms: a consumer's default context leaves them out.
  const optional = {
    title: OPTIONAL_SECTION,
    links: [
      `- [llms-api.txt](${url('/llms-api.txt')}): the API in compact form, one line per signature`,
      `- [llms-full.txt](${url('/llms-full.txt')}): every page above in one file`,
      `- [atomontage.d.lua](${url(EDITOR_TYPES_FILE)}): Lua type definitions of the whole API for the Lua language server (VS Code), generated from the same data`,
    ],
  };
  const index = [
    '# Atomontage Docs',
    '',
    `> ${LLMS_SUMMARY}`,
    '',
    llmsInfo(sections.map((s) => s.title)),
    '',
    ...[...pageSections, optional].flatMap((s) => [`## ${s.title}`, '', ...s.links, '']),
  ].join('\n');
  if (index.length >= LLMS_INDEX_MAX_CHARS) {
    throw new Error(`[markdown-twins] llms.txt has ${index.length} characters, over the ${LLMS_INDEX_MAX_CHARS} it may have. Shorten page descriptions (front matter "description", API summaries).`);
  }
  const ordered = sections.flatMap((s) => s.entries);
  // The title and summary, then the pages with a rule between each two.
  const full = [`# Atomontage Docs (all pages)\n\n> ${LLMS_SUMMARY}`, ordered.map((e) => twins.get(markdownTwinPath(e.route).slice(1))!.trim()).join('\n\n---\n\n')].join('\n\n');
  const api = [
    '# Atomontage Lua API (compact)',
    '',
    `> One line per signature: \`receiver:Method(param: type, optional?: type): returns\` for instance methods, \`Class.Name\` for static members and globals, then its marks in brackets and its summary after \`--\`. The full entries are linked from ${url('/llms.txt')}.`,
    '',
    signatureList,
  ].join('\n');
  return [
    ['llms.txt', index],
    ['llms-full.txt', `${full}\n`],
    ['llms-api.txt', api],
  ];
}
