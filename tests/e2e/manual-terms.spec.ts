import { test, expect } from './fixtures';
import { MANUAL_PAGES } from '../../plugins/route-contract/routes';
import { missingTerms, normalise, TERMS } from './page-checks/manual-terms';

/**
 * Every manual page shows the UI labels and keyboard shortcuts that the manual's fact sheet lists
 * for it (window and panel names, buttons, menu items, checkboxes, keys), spelled exactly as the
 * editor spells them. The expected terms were derived once from the fact sheet and live in
 * tests/data/manual-terms.json, keyed by route path (spaces unencoded); a route whose facts name no
 * label or shortcut has an empty list. The page sweep (pages.spec.ts, page-checks/manual-terms.ts)
 * looks for them on each page.
 */
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
