/**
 * A reader of the llms.txt format (llmstxt.org): what a consumer of /llms.txt gets from it, for the
 * tests of plugins/markdown-twins/llms.ts. In order, the format has
 *
 * 1. an H1 with the site's name (the only required part);
 * 2. a one-line blockquote, the summary;
 * 3. info: any Markdown but headings;
 * 4. H2 sections, each a list of `- [name](url)` links, with `: notes` after a link if wanted.
 *    A section named `Optional` holds what a consumer may skip: its default context is every
 *    linked file outside it.
 *
 * The head is read as llmstxt.org's own parser (llms_txt) reads it: a summary counts only when info
 * follows it; alone, the blockquote is read as info and the summary is lost. Anything else the
 * format does not allow is an error naming the line, so a test sees it rather than a tool dropping it.
 */
export interface LlmsTxtLink {
  title: string;
  url: string;
  notes?: string;
}

export interface LlmsTxtSection {
  name: string;
  links: LlmsTxtLink[];
}

export interface LlmsTxt {
  title: string;
  summary?: string;
  /** The Markdown between the summary and the first section, trimmed ('' when there is none). */
  info: string;
  sections: LlmsTxtSection[];
}

export class LlmsTxtSyntaxError extends Error {}

/** The section a consumer leaves out of its default context. */
export const OPTIONAL_SECTION = 'Optional';

const LINK_ITEM = /^- \[(?<title>[^\]]+)\]\((?<url>[^)\s]+)\)(?:: (?<notes>\S.*))?$/;

export function parseLlmsTxt(text: string): LlmsTxt {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const fail = (index: number, message: string): never => {
    throw new LlmsTxtSyntaxError(`llms.txt:${index + 1}: ${message}`);
  };
  const firstSection = lines.findIndex((l) => /^## /.test(l));
  const headEnd = firstSection < 0 ? lines.length : firstSection;

  let at = lines.findIndex((l) => l.trim() !== '');
  const title = /^# (\S.*)$/.exec(lines[at] ?? '')?.[1];
  if (at < 0 || at >= headEnd || title === undefined) fail(Math.max(at, 0), 'the file must start with an H1 title ("# Name").');
  at += 1;
  while (at < headEnd && lines[at]!.trim() === '') at += 1;

  let summary: string | undefined;
  const quoted = /^>\s*(\S.*)$/.exec(lines[at] ?? '');
  if (at < headEnd && quoted) {
    if (/^>/.test(lines[at + 1] ?? '')) fail(at + 1, 'the summary is one line: a second blockquote line would be read as info.');
    const rest = lines.slice(at + 1, headEnd).join('\n').trim();
    // As llms_txt reads it: without info after it, the blockquote is the info and there is no summary.
    if (rest) {
      summary = quoted[1]!.trim();
      at += 1;
    }
  }
  for (let i = at; i < headEnd; i++) if (/^#/.test(lines[i]!)) fail(i, `info may not hold headings: "${lines[i]}".`);
  const info = lines.slice(at, headEnd).join('\n').trim();

  const sections: LlmsTxtSection[] = [];
  for (let i = headEnd; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const heading = /^## (\S.*)$/.exec(line);
    if (heading) {
      const name = heading[1]!.trim();
      if (sections.some((s) => s.name === name)) fail(i, `the section "${name}" appears twice; a reader keeps only one.`);
      sections.push({ name, links: [] });
      continue;
    }
    const link = LINK_ITEM.exec(line)?.groups;
    if (!link) fail(i, `a section holds only "- [name](url)" or "- [name](url): notes" lines, not "${line}".`);
    sections.at(-1)!.links.push({ title: link!.title!, url: link!.url!, ...(link!.notes ? { notes: link!.notes } : {}) });
  }
  return { title: title!, ...(summary === undefined ? {} : { summary }), info, sections };
}

/** The links a consumer fetches by default: those of every section but Optional, in order. */
export function defaultContextLinks(llms: LlmsTxt): LlmsTxtLink[] {
  return llms.sections.filter((s) => s.name !== OPTIONAL_SECTION).flatMap((s) => s.links);
}
