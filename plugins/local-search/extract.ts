import { load, type AnyNode, type CheerioAPI, type Element } from 'cheerio';
import type { IndexedPage, IndexedSection, SearchIndexFile } from '../../src/search/types';
import { INDEX_FORMAT_VERSION } from '../../src/search/types';
import { VARIANT_ATTRIBUTE } from '../../src/release-variants/marker';
import { BADGES_CLASS, SEARCH_KIND_ATTRIBUTE, SEARCH_KINDS, SIGNATURE_CLASS, UNRANKED_LINKS_CLASS, type SearchKind } from '../api-reference/search-marks';

/**
 * Turns rendered pages into search records: one record for the page head (h1 and the text before
 * the first h2) and one per h2 and h3 section (its heading id is the anchor). Generic over any
 * Docusaurus page whose content sits in an <article>: manual pages, the API reference (member
 * headings carry the member name as id) and Markdown pages alike.
 */

/** Body text kept per section, in characters: enough for snippets and ranking, small on the wire. */
export const MAX_SECTION_TEXT = 400;

/** Which release an index is for: the pages and code variants it keeps. */
export interface IndexScope {
  /** Engine release id: code variants (`[data-release]`) of other releases are left out. */
  release: string;
  /** The release's label: a page title ending in ` (label)` (its API pages) is indexed without it. */
  label: string;
  /** Docs tags of other releases' pages: those pages are left out. */
  otherTags: readonly string[];
}

/** Everything a page yields before links are counted across the site. */
export interface ExtractedPage {
  page: IndexedPage;
  sections: Array<Omit<IndexedSection, 'page' | 'inbound'>>;
  /** Link targets inside the content (decoded path, optional #anchor), for the inbound-link count. */
  links: string[];
}

// Inside the content: chrome and controls that are not text of the page.
const SKIP_SELECTOR = [
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'nav',
  'template',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '[aria-hidden="true"]',
].join(',');

// Elements that do not break words: everything else is separated from its neighbours by a space.
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'var', 'wbr']);

const clean = (text: string): string => text.replace(/[\u200b\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Visible text of an element, skipping chrome, with spaces between blocks. */
function textOf($: CheerioAPI, el: Element): string {
  let out = '';
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      out += (node as unknown as { data: string }).data;
      return;
    }
    if (!isElement(node) || $(node).is(SKIP_SELECTOR)) return;
    const block = !INLINE.has(node.name);
    if (block) out += ' ';
    for (const child of node.children) walk(child);
    if (block) out += ' ';
  };
  for (const child of el.children) walk(child);
  return clean(out);
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const at = text.lastIndexOf(' ', max);
  return text.slice(0, at > max * 0.6 ? at : max);
}

function meta($: CheerioAPI, name: string): string {
  return clean($(`meta[name="${name}"]`).attr('content') ?? '');
}

/** The part of the site a page belongs to: first breadcrumb below home, else the active navbar item. */
function sectionLabel($: CheerioAPI): string {
  const crumbs = $('.breadcrumbs__item')
    .toArray()
    .map((li) => clean($(li).find('.breadcrumbs__link').first().text()))
    .filter(Boolean);
  if (crumbs.length > 1) return crumbs[0]!;
  const navbar = clean($('.navbar__link--active').first().text());
  return navbar || 'Documentation';
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Normalises an href found on page `from` to "decoded/path#anchor" (or null for other sites). */
function linkTarget(href: string, from: string): string | null {
  if (!href || /^(mailto|tel|javascript):/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, `http://site.invalid${encodeURI(from)}`);
  } catch {
    return null;
  }
  if (url.host !== 'site.invalid') return null;
  const path = decodePath(url.pathname.replace(/\/index\.html$|\.html$/, '').replace(/(.)\/$/, '$1'));
  const anchor = url.hash.slice(1);
  return anchor ? `${path}#${decodePath(anchor)}` : path;
}

/**
 * Extracts the records of one rendered page, or null when the page has nothing to index (no
 * <article> with an h1, or marked noindex).
 * @param routePath the page's route path, decoded (e.g. /manual/scripting/examples/Simple Physics)
 */
export function extractPage(html: string, routePath: string, scope?: IndexScope): ExtractedPage | null {
  return extractLoaded(load(html), routePath, scope);
}

/**
 * extractPage on a page already parsed, which it leaves as it is: one parse serves the index of
 * every release (another release's code variants are skipped, not removed).
 */
export function extractLoaded($: CheerioAPI, routePath: string, scope?: IndexScope): ExtractedPage | null {
  if (/noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return null;
  if (scope && scope.otherTags.includes(meta($, 'docsearch:docusaurus_tag'))) return null;
  const otherVariant = (node: Element): boolean => scope !== undefined && node.attribs[VARIANT_ATTRIBUTE] !== undefined && node.attribs[VARIANT_ATTRIBUTE] !== scope.release;
  const article = $('article').first();
  if (article.length === 0) return null;
  const root = (article.find('.markdown').first().get(0) ?? article.get(0)) as Element;
  const h1 = $(root).find('h1').first();
  if (h1.length === 0) return null;

  const page: IndexedPage = {
    url: encodeURI(routePath),
    area: sectionLabel($),
    // The reader of an index knows its release: `Scene (July 2026)` is indexed as `Scene`, so it ranks as a class name.
    title: scope ? textOf($, h1.get(0)!).replace(` (${scope.label})`, '') : textOf($, h1.get(0)!),
    language: meta($, 'docsearch:language') || clean($('html').attr('lang') ?? ''),
    tag: meta($, 'docsearch:docusaurus_tag'),
  };

  type Open = { anchor: string; h2?: string; h3?: string; text: string; signature?: string; badges?: string; kind?: SearchKind };
  const sections: Open[] = [{ anchor: '', text: '' }];
  let currentH2: string | undefined;
  const links: string[] = [];

  const walk = (node: AnyNode): void => {
    const current = sections[sections.length - 1]!;
    if (node.type === 'text') {
      current.text += (node as unknown as { data: string }).data;
      return;
    }
    if (!isElement(node) || $(node).is(SKIP_SELECTOR) || otherVariant(node)) return;
    const name = node.name;
    if (name === 'h1') return; // the page title, already taken
    if ((name === 'h2' || name === 'h3') && node.attribs.id) {
      const heading = textOf($, node);
      if (name === 'h2') {
        currentH2 = heading;
        sections.push({ anchor: node.attribs.id, h2: heading, text: '' });
      } else {
        sections.push({ anchor: node.attribs.id, h2: currentH2, h3: heading, text: '' });
      }
      return;
    }
    if (name === 'a' && node.attribs.href && $(node).closest(`.${UNRANKED_LINKS_CLASS}`).length === 0) {
      const target = linkTarget(node.attribs.href, routePath);
      if (target) links.push(target);
    }
    const kind = node.attribs[SEARCH_KIND_ATTRIBUTE];
    if (kind !== undefined) {
      if (!SEARCH_KINDS.includes(kind as SearchKind)) {
        throw new Error(`${routePath}: ${SEARCH_KIND_ATTRIBUTE}="${kind}" is no search kind (${SEARCH_KINDS.join(', ')}); fix the mark in plugins/api-reference`);
      }
      current.kind ??= kind as SearchKind;
    }
    // A member's signature line and badges are kept apart, so that its text starts with its summary.
    const classes = ` ${node.attribs.class ?? ''} `;
    if (classes.includes(` ${SIGNATURE_CLASS} `)) {
      current.signature ??= textOf($, node);
      return;
    }
    if (classes.includes(` ${BADGES_CLASS} `)) {
      current.badges = textOf($, node);
      return;
    }
    const block = !INLINE.has(name);
    if (block) current.text += ' ';
    for (const child of node.children) walk(child);
    // Text after a nested heading belongs to the section that heading opened.
    if (block) sections[sections.length - 1]!.text += ' ';
  };
  for (const child of root.children) walk(child);

  return {
    page,
    sections: sections.map((s) => {
      const out: ExtractedPage['sections'][number] = { anchor: s.anchor, text: cut(clean(`${s.text} ${s.badges ?? ''}`), MAX_SECTION_TEXT) };
      if (s.h2 !== undefined) out.h2 = s.h2;
      if (s.h3 !== undefined) out.h3 = s.h3;
      if (s.signature) out.signature = s.signature;
      if (s.kind) out.kind = s.kind;
      return out;
    }),
    links,
  };
}

/** Joins extracted pages into the index file, counting links between sections across the site. */
export function assembleIndex(pages: readonly ExtractedPage[]): SearchIndexFile {
  const inbound = new Map<string, number>();
  for (const p of pages) {
    const self = decodePath(p.page.url);
    for (const target of new Set(p.links)) {
      if (target.split('#')[0] === self) continue; // links within a page say nothing about rank
      inbound.set(target, (inbound.get(target) ?? 0) + 1);
    }
  }
  const file: SearchIndexFile = { v: INDEX_FORMAT_VERSION, pages: [], sections: [] };
  const sorted = [...pages].sort((a, b) => (a.page.url < b.page.url ? -1 : a.page.url > b.page.url ? 1 : 0));
  sorted.forEach((p, i) => {
    file.pages.push(p.page);
    const path = decodePath(p.page.url);
    for (const s of p.sections) {
      const links = inbound.get(s.anchor ? `${path}#${s.anchor}` : path) ?? 0;
      const { anchor, ...rest } = s;
      // The file leaves out an anchor that is its h3 (sectionAnchor reads it back).
      const section = anchor && anchor === s.h3 ? { page: i, ...rest } : { page: i, anchor, ...rest };
      file.sections.push(links > 0 ? { ...section, inbound: links } : section);
    }
  });
  return file;
}
