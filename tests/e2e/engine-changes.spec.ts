import path from 'node:path';
import { test, expect, hydrated, sweeps } from './fixtures';
import { runApiPipeline } from '../../plugins/api-reference/pipeline';
import { changesRoute, changesTitle } from '../../plugins/api-reference/engine-changes';
import { memberLink } from '../../plugins/api-reference/changes-page';

/**
 * What newer engines changed (api/engine-changes/*.yaml), as readers see it in the production
 * build: every touched entry shows its badge and line under its own heading, and each changes
 * page links every entry once, to a heading that exists.
 */
const index = runApiPipeline(path.join(__dirname, '../../api')).model.engineChanges;
/** Markdown line → the text a reader sees. */
const seen = (markdown: string): string => markdown.replace(/`/g, '').replace(/\s+/g, ' ').trim();

interface Expected {
  /** A heading id, or '' for the top of the page (before its first section). */
  anchor: string;
  text: string;
}
const pages = new Map<string, Expected[]>();
const expect_ = (route: string, e: Expected) => pages.set(route, [...(pages.get(route) ?? []), e]);
for (const set of index.sets) {
  for (const c of set.classes) {
    const route = `/api/${c.name}`;
    for (const note of index.classNotes(c.name).filter((n) => n.set === set)) [note.label, note.line].filter(Boolean).forEach((t) => expect_(route, { anchor: '', text: seen(t) }));
    for (const m of c.members ?? []) {
      const anchor = memberLink(c.name, m).to.split('#')[1]!;
      for (const note of index.member(c.name, m.kind, m.name).filter((n) => n.set === set)) expect_(route, { anchor, text: seen(`${note.label} ${note.line}`) });
    }
  }
  for (const e of set.enums) {
    for (const note of index.enumNotes(e.name).filter((n) => n.set === set)) [note.label, note.line].forEach((t) => expect_(`/api/enums/${e.name}`, { anchor: '', text: seen(t) }));
  }
}

test('the changes data touches entries', () => {
  expect(index.sets.length).toBeGreaterThan(0);
  expect(pages.size).toBeGreaterThan(10);
});

/** The text under a heading (to the next heading of any level), or of the page before its first section. */
const SECTION_TEXT = (anchor: string): string => {
  const root = document.querySelector('article .theme-doc-markdown')!;
  let node: Element | null = anchor ? document.getElementById(anchor) : root.firstElementChild;
  if (!node) return '';
  let text = anchor ? '' : node.textContent ?? '';
  for (node = node.nextElementSibling; node && !/^H[1-3]$/.test(node.tagName); node = node.nextElementSibling) text += ` ${node.textContent ?? ''}`;
  return text.replace(/\s+/g, ' ');
};

sweeps([...pages.keys()]).forEach((share, sweep, all) => {
  test(`changed entries, sweep ${sweep + 1} of ${all.length}: each of ${share.length} pages shows every badge and line under its heading`, async ({ page }) => {
    test.setTimeout(5_000 * share.length);
    for (const route of share) {
      expect.soft((await page.goto(route))?.status(), `${route}: HTTP status`).toBe(200);
      await hydrated(page);
      for (const e of pages.get(route)!) {
        const text = await page.evaluate(SECTION_TEXT, e.anchor);
        expect.soft(text, `${route}#${e.anchor}: badge and line`).toContain(e.text);
      }
    }
  });
});

for (const set of index.sets) {
  test(`${changesRoute(set)} lists each touched entry once, and every link resolves`, async ({ page }) => {
    await page.goto(changesRoute(set));
    await hydrated(page);
    await expect(page.locator('article h1')).toHaveText(changesTitle(set));
    await expect(page.locator('nav[aria-label="Docs sidebar"] a.menu__link--active')).toHaveText(changesTitle(set));
    const hrefs = await page.locator('article .theme-doc-markdown a[href^="/api/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const memberLinks = hrefs.filter((h) => h.includes('#'));
    const expected = set.classes.flatMap((c) => (c.members ?? []).map((m) => memberLink(c.name, m).to));
    expect(memberLinks.length, 'each entry once').toBe(new Set(memberLinks).size);
    expect(memberLinks.sort()).toEqual(expected.sort());
    // A member link goes to an entry whose heading the sweeps above read; a page link to a page.
    for (const href of new Set(hrefs)) {
      const [route, anchor] = href.split('#') as [string, string | undefined];
      if (anchor) expect(pages.get(route)?.some((e) => e.anchor === anchor), `${href}: an entry the sweeps check`).toBe(true);
      else expect((await page.request.get(route)).status(), `${href}: HTTP status`).toBe(200);
    }
  });
}
