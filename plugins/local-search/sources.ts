import fs from 'node:fs';
import { createSlugger } from '@docusaurus/utils';
import type { ExtractedPage } from './extract';
import { MAX_SECTION_TEXT } from './extract';

/**
 * The dev-server index: `docusaurus start` renders nothing to disk, so there the records come
 * from the docs' Markdown sources instead (front matter title, `##`/`###` headings with the same
 * ids Docusaurus gives them, body text with Markdown syntax stripped). Headings rendered by React
 * components are not seen here; the production index, built from the rendered HTML, has them.
 */

/** What the docs plugin tells us about one document (a subset of its loaded content). */
export interface SourceDoc {
  title: string;
  permalink: string;
  /** Absolute path of the Markdown file. */
  sourcePath: string;
  /** Sidebar the doc belongs to, if any. */
  sidebar?: string;
}

function stripMarkdown(text: string): string {
  return text
    .replace(/^import\s.*$/gm, ' ')
    .replace(/^export\s.*$/gm, ' ')
    .replace(/```[^\n]*\n([\s\S]*?)```/g, ' $1 ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    // Underscore emphasis (_a_, __a__) loses its marks; underscores of identifiers (__index,
    // SetMask_deprecated) are text, as in the rendered page and in Docusaurus's heading ids.
    .replace(/(^|[^\p{L}\p{N}_])(__?)(?![\s_])([^_\n]*?[^\s_])\2(?![\p{L}\p{N}_])/gu, '$1$3')
    .replace(/[`*>#|~]+/g, ' ')
    .replace(/\{[^}\n]*\}/g, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function sectionOfSite(doc: SourceDoc): string {
  const parts = doc.permalink.split('/').filter(Boolean);
  if (doc.sidebar === 'api' || parts[0] === 'api') return 'API';
  const label = parts[1] ?? parts[0] ?? 'Documentation';
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function extractSource(doc: SourceDoc, markdown: string): ExtractedPage {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const slugger = createSlugger();
  type Open = { a: string; y: 1 | 2 | 3; h2?: string; h3?: string; text: string };
  const sections: Open[] = [{ a: '', y: 1, text: '' }];
  let h2: string | undefined;
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const m = inFence ? null : /^(#{2,3})\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/.exec(line);
    if (m) {
      const text = stripMarkdown(m[2]!);
      const id = m[3] ?? slugger.slug(text);
      if (m[1] === '##') {
        h2 = text;
        sections.push({ a: id, y: 2, h2: text, text: '' });
      } else {
        sections.push({ a: id, y: 3, h2, h3: text, text: '' });
      }
      continue;
    }
    sections[sections.length - 1]!.text += `${line}\n`;
  }
  return {
    page: { u: encodeURI(doc.permalink), s: sectionOfSite(doc), t: doc.title, l: 'en', g: 'docs-default-current' },
    sections: sections.map((s) => {
      const text = stripMarkdown(s.text);
      const out: ExtractedPage['sections'][number] = { a: s.a, y: s.y, c: text.slice(0, MAX_SECTION_TEXT) };
      if (s.h2 !== undefined) out.h2 = s.h2;
      if (s.h3 !== undefined) out.h3 = s.h3;
      return out;
    }),
    links: [],
  };
}

export function extractSources(docs: readonly SourceDoc[]): ExtractedPage[] {
  return docs.flatMap((doc) => {
    try {
      return [extractSource(doc, fs.readFileSync(doc.sourcePath, 'utf8'))];
    } catch {
      return [];
    }
  });
}
