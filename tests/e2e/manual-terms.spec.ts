import { test, expect, hydrated, sweeps } from './fixtures';
import { MANUAL_PAGES, toUrl } from '../../plugins/route-contract/routes';
import manualTerms from '../data/manual-terms.json';

/**
 * Every manual page shows the UI labels and keyboard shortcuts that the manual's fact sheet lists
 * for it (window and panel names, buttons, menu items, checkboxes, keys), spelled exactly as the
 * editor spells them. The expected terms were derived once from the fact sheet and live in
 * tests/data/manual-terms.json, keyed by route path (spaces unencoded); a route whose facts name no
 * label or shortcut has an empty list.
 */
const TERMS: Readonly<Record<string, readonly string[]>> = manualTerms;

/** Collapses every run of whitespace (spaces, tabs, newlines, no-break spaces) to one space. */
const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

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
function missingTerms(terms: readonly string[], text: string, codeTexts: readonly string[]): string[] {
  const codes = new Set(codeTexts.map(normalise));
  return terms.filter((term) =>
    needsCodeElement(term) ? !codes.has(normalise(term)) : !containsTerm(text, term),
  );
}

test('the expected-terms data has one entry per manual route, and nothing else', () => {
  const routes = MANUAL_PAGES.map((p) => p.path);
  expect(Object.keys(TERMS).sort()).toEqual([...routes].sort());
  for (const [route, terms] of Object.entries(TERMS)) {
    expect(Array.isArray(terms), `terms of ${route} are a list`).toBe(true);
    expect(terms.filter((t) => normalise(t) === ''), `empty terms for ${route}`).toEqual([]);
    expect(terms.filter((t, i) => terms.indexOf(t) !== i), `duplicate terms for ${route}`).toEqual([]);
  }
});

test('the term matcher needs whole tokens, exact case, and code elements for bare terms', () => {
  const text = 'Click `Fly`. Flying is fun.\nPress Ctrl  +\tL to open the Lua window; see "Hierarchy Server".';
  expect(missingTerms(['Ctrl + L', 'Hierarchy Server', 'Lua'], text, [])).toEqual([]);
  // Glued to another word, different case or absent: missing.
  expect(missingTerms(['Flyi', 'lua', 'Lua Log', 'Hierarchy'], 'Flying in Lua Console', [])).toEqual([
    'Flyi',
    'lua',
    'Lua Log',
    'Hierarchy',
  ]);
  // A single letter or a bare symbol counts only as the whole text of a code element.
  expect(missingTerms(['A', '+', 'F'], 'A sentence - with + signs and F words', ['Ctrl + F', 'W'])).toEqual([
    'A',
    '+',
    'F',
  ]);
  expect(missingTerms(['A', '+'], '', [' A ', '+'])).toEqual([]);
});

// A route whose facts name no label or shortcut has nothing to look for; the data test above still
// requires its (empty) entry. One sweep per half instead of a test per route; every check names
// its route.
const ROUTES_WITH_TERMS = Object.entries(TERMS).filter(([, terms]) => terms.length > 0);
sweeps(ROUTES_WITH_TERMS).forEach((share, sweep, all) => {
  test(`manual pages show their UI labels and shortcuts, sweep ${sweep + 1} of ${all.length}: ${share.length} pages`, async ({ page }) => {
    test.setTimeout(5_000 * share.length);
    for (const [route, terms] of share) {
      const response = await page.goto(toUrl(route));
      expect.soft(response?.status(), `status of ${route}`).toBe(200);
      await hydrated(page);
      // The article's rendered Markdown: the title and the page's own content, without the
      // breadcrumbs and footer that would supply words such as "Editor" or "Scripting" to every
      // page in a category.
      const body = page.locator('article .theme-doc-markdown');
      await expect.soft(body, `${route}: one article body`).toHaveCount(1);
      const text = normalise(await body.first().innerText());
      const codeTexts = await body.first().locator('code, kbd').allInnerTexts();
      expect.soft(text.length, `text of ${route}`).toBeGreaterThan(0);
      expect.soft(missingTerms(terms, text, codeTexts), `labels and shortcuts missing from ${route} (${terms.length} expected)`).toEqual([]);
    }
  });
});
