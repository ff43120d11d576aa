import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publishedBuilds } from './index';
import { releaseSwitchData } from './release-map';
import { anchorsOf, type ApiModel } from './model';
import { renderChangesPages } from './changes-page';
import { switchTarget } from '../../src/release-switch/target';

// Every release the test build publishes, from the site's own data.
const builds = publishedBuilds(path.join(__dirname, '../..'), 'with-drafts');
const data = releaseSwitchData(builds);
const changesIds = new Set(renderChangesPages(builds[0]!.model).flatMap((p) => [...p.content.matchAll(/ id="([^"]+)"/g)].map((m) => `${p.file.replace(/^changes-(.*)\.mdx$/, '/api/changes/$1')}#${m[1]}`)));
const modelOf = new Map(data.releases.map((r, i) => [r.id, builds[i]!.model]));

/** Whether a route the switch opens is an entry that exists: a page with the anchor, or a changes-page entry. */
function exists(route: string): boolean {
  if (route.startsWith('/api/changes/')) return changesIds.has(route);
  const release = [...data.releases].sort((a, b) => b.base.length - a.base.length).find((r) => route.startsWith(`${r.base}/`))!;
  const model: ApiModel = modelOf.get(release.id)!;
  const [page = '', anchor] = route.slice(release.base.length + 1).split('#');
  if (page === 'intro') return true;
  if (page.startsWith('enums/')) {
    const e = model.enums.get(page.slice('enums/'.length));
    return Boolean(e && (!anchor || e.values.some((v) => v.name === anchor)));
  }
  const c = model.classes.get(page);
  return Boolean(c && (!anchor || anchorsOf(c).has(anchor)));
}

test('the switch takes every entry of each release to an entry that exists in the other', () => {
  // The test build publishes both releases; with one there is nothing to switch to, and this fails.
  expect(data.releases.length).toBeGreaterThan(1);
  const missing: string[] = [];
  let entries = 0;
  for (const from of data.releases) {
    const model = modelOf.get(from.id)!;
    const routes = [
      ...model.data.classes.flatMap((c) => [`${from.base}/${c.name}`, ...[...anchorsOf(c)].map((a) => `${from.base}/${c.name}#${a}`)]),
      ...model.data.enums.flatMap((e) => [`${from.base}/enums/${e.name}`, ...e.values.map((v) => `${from.base}/enums/${e.name}#${v.name}`)]),
    ];
    for (const to of data.releases.filter((r) => r !== from)) {
      for (const route of routes) {
        const [pathname = '', anchor] = route.split('#');
        const target = switchTarget(data, pathname, anchor ? `#${anchor}` : '', to.id);
        entries += 1;
        if (!exists(target)) missing.push(`${route} -> ${target}`);
      }
    }
  }
  expect(entries).toBeGreaterThan(2000);
  expect(missing).toEqual([]);
});

test('a renamed member, a removed class and a new class each land where they should', () => {
  expect(data.releases.length).toBeGreaterThan(1);
  const [documented, newer] = data.releases as [(typeof data.releases)[0], (typeof data.releases)[0]];
  const set = builds[1]!.changes!;
  const renamed = set.classes.flatMap((c) => (c.members ?? []).filter((m) => m.spelling && !m.movedTo).map((m) => ({ c: c.name, m })))[0]!;
  expect(switchTarget(data, `/api/${renamed.c}`, `#${renamed.m.name}`, newer.id)).toBe(`${newer.base}/${renamed.c}#${renamed.m.spelling}`);
  expect(switchTarget(data, `${newer.base}/${renamed.c}`, `#${renamed.m.spelling}`, documented.id)).toBe(`/api/${renamed.c}#${renamed.m.name}`);
  const removed = set.classes.find((c) => c.notInEngine)!.name;
  expect(switchTarget(data, `/api/${removed}`, '', newer.id)).toBe(`/api/changes/${set.version}#class-${removed}`);
  const added = set.addedClasses[0]!;
  expect(switchTarget(data, `${newer.base}/${added}`, '', documented.id)).toBe(`/api/changes/${set.version}#class-${added}`);
});
