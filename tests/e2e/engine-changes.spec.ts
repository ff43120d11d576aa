import { test, expect, hydrated } from './fixtures';
import { changesEntryId, changesRoute, changesTitle } from '../../plugins/api-reference/engine-changes';
import { isOtherReleaseRoute } from '../../plugins/api-reference/release-routes';
import { memberLink } from '../../plugins/api-reference/changes-page';
import { CHANGED_PAGES, ENGINE_CHANGES } from './page-checks/engine-changes';
import { API_BUILDS } from './page-checks/api-model';

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
    // Each documented entry once, linked beside the same entry in the newer release where it has one.
    const memberLinks = hrefs.filter((h) => h.includes('#') && !isOtherReleaseRoute(h));
    const expected = set.classes.flatMap((c) => (c.members ?? []).map((m) => memberLink(c.name, m).to));
    expect(memberLinks.length, 'each entry once').toBe(new Set(memberLinks).size);
    expect(memberLinks.sort()).toEqual(expected.sort());
    // Links to the newer release's pages exactly when the test build publishes them.
    expect(hrefs.some(isOtherReleaseRoute), 'links to the newer release').toBe(API_BUILDS.some((b) => b.release.id === set.version));
    // A documented member link goes to an entry whose heading the page sweep reads; any other link
    // to a page that exists and holds the anchor.
    const html = new Map<string, string>();
    for (const href of new Set(hrefs)) {
      const [route, anchor] = href.split('#') as [string, string | undefined];
      if (anchor && !isOtherReleaseRoute(route)) {
        expect(pages.get(route)?.some((e) => e.anchor === anchor), `${href}: an entry the page sweep checks`).toBe(true);
        continue;
      }
      if (!html.has(route)) {
        const response = await page.request.get(route);
        expect(response.status(), `${href}: HTTP status`).toBe(200);
        html.set(route, await response.text());
      }
      if (anchor) expect(html.get(route), `${href}: the anchor exists`).toMatch(new RegExp(`id="?${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[" >]`));
    }
    // Every entry a badge leads to when the newer release lacks it has its id here.
    const ids = new Set(await page.locator('article [id]').evaluateAll((els) => els.map((e) => e.id)));
    for (const c of set.classes.filter((x) => x.notInEngine)) expect(ids.has(changesEntryId.class(c.name)), c.name).toBe(true);
    for (const name of set.addedClasses) expect(ids.has(changesEntryId.class(name)), name).toBe(true);
  });
}
