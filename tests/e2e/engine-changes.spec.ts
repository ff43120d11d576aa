import { test, expect, hydrated } from './fixtures';
import { changesRoute, changesTitle } from '../../plugins/api-reference/engine-changes';
import { memberLink } from '../../plugins/api-reference/changes-page';
import { CHANGED_PAGES, ENGINE_CHANGES } from './page-checks/engine-changes';

/**
 * What newer releases changed (computed from api/releases.yaml's data sets), as readers see it in the production
 * build: every touched entry shows its badge and line under its own heading, and each changes
 * page links every entry once, to a heading that exists.
 */
const index = ENGINE_CHANGES;
const pages = CHANGED_PAGES;

// Each touched entry's badge and line under its own heading is checked by the page sweep
// (pages.spec.ts, page-checks/engine-changes.ts), which loads each page once for all its checks.
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
    // A member link goes to an entry whose heading the page sweep reads; a page link to a page.
    for (const href of new Set(hrefs)) {
      const [route, anchor] = href.split('#') as [string, string | undefined];
      if (anchor) expect(pages.get(route)?.some((e) => e.anchor === anchor), `${href}: an entry the page sweep checks`).toBe(true);
      else expect((await page.request.get(route)).status(), `${href}: HTTP status`).toBe(200);
    }
  });
}
