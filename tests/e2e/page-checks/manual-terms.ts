import type { PageCheck } from './types';
import manualTerms from '../../data/manual-terms.json';

/**
 * Every manual page shows the UI labels and keyboard shortcuts that tests/data/manual-terms.json
 * lists for it, spelled exactly as the editor spells them (the data and the matcher are tested in
 * manual-terms.spec.ts).
 */
export const TERMS: Readonly<Record<string, readonly string[]>> = manualTerms;

/** Collapses every run of whitespace (spaces, tabs, newlines, no-break spaces) to one space. */
export const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

const WORD_CHAR = '[\\p{L}\\p{N}_]';
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A term too short or too bare to be found by a text search alone: a single character (`W`, `F`,
 * `+`) or one without letters and digits. Its word-bounded match would succeed on any page (every
 * page has an "A" or a "-"), so such a term must be the whole text of an inline `code` or `kbd`
 * element, which is how the manual marks keys and buttons.
 */
const needsCodeElement = (term: string): boolean =>
  [...term].length <= 1 || !/[\p{L}\p{N}]/u.test(term);

/**
 * Whether `term` occurs in `text` as a whole token: case-sensitive, and not glued to a letter,
 * digit or underscore on an edge where the term itself starts or ends with one (so `Fly` is not
 * found in "Flying", nor `Reset` in "Resets"). Both sides are whitespace-normalised.
 */
function containsTerm(text: string, term: string): boolean {
  const wanted = normalise(term);
  const before = new RegExp(`^${WORD_CHAR}`, 'u').test(wanted) ? `(?<!${WORD_CHAR})` : '';
  const after = new RegExp(`${WORD_CHAR}$`, 'u').test(wanted) ? `(?!${WORD_CHAR})` : '';
  return new RegExp(`${before}${escapeRegExp(wanted)}${after}`, 'u').test(normalise(text));
}

/** The terms of `terms` that the page text (and, for bare terms, its code elements) lack. */
export function missingTerms(terms: readonly string[], text: string, codeTexts: readonly string[]): string[] {
  const codes = new Set(codeTexts.map(normalise));
  return terms.filter((term) =>
    needsCodeElement(term) ? !codes.has(normalise(term)) : !containsTerm(text, term),
  );
}

/** The article's rendered Markdown: its text and the texts of its code and kbd elements. */
async function articleOf(page: import('@playwright/test').Page) {
  // Without the breadcrumbs and footer, which would supply words such as "Editor" or "Scripting"
  // to every page in a category.
  return page.evaluate(() => {
    const bodies = document.querySelectorAll<HTMLElement>('article .theme-doc-markdown');
    const body = bodies[0];
    return { count: bodies.length, text: body?.innerText ?? '', codeTexts: Array.from(body?.querySelectorAll<HTMLElement>('code, kbd') ?? []).map((el) => el.innerText) };
  });
}

export const manualTermsCheck: PageCheck = {
  name: 'manual terms',
  // A route whose facts name no label or shortcut has nothing to look for.
  appliesTo: (route) => (TERMS[route]?.length ?? 0) > 0,
  dark: async (page, route) => {
    const terms = TERMS[route]!;
    const article = await articleOf(page);
    const problems: string[] = [];
    if (article.count !== 1) problems.push(`${article.count} article bodies, not one`);
    const text = normalise(article.text);
    if (!text) problems.push('the article has no text');
    const missing = missingTerms(terms, text, article.codeTexts);
    if (missing.length) problems.push(`labels and shortcuts missing (${terms.length} expected): ${missing.join(', ')}`);
    return problems;
  },
};
