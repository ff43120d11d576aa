import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { builtIndexFile } from './index';
import { expandIndex } from '../../src/search/engine';
import type { SearchIndexFile } from '../../src/search/types';
import { isOtherReleaseRoute } from '../api-reference/release-routes';

/**
 * Until each engine release has its own index, the built index holds the documented release's API
 * pages only: another release's pages (/api/2026-07/…, in the test build) must not show up for a
 * reader of the documented release unannounced.
 */
const BUILD = path.resolve(__dirname, '../../build');

test("the search index of the build holds no page of another engine release, and every page of the documented one's API", () => {
  const file = builtIndexFile(BUILD);
  expect(file, 'build/ has a local search index (build without the Algolia variables)').not.toBeNull();
  const records = expandIndex(JSON.parse(fs.readFileSync(file!, 'utf8')) as SearchIndexFile);
  const pages = new Set(records.map((r) => decodeURI(r.url).split('#')[0]!.replace(/\/$/, '')));
  expect([...pages].filter(isOtherReleaseRoute)).toEqual([]);
  // The built pages of other releases exist (the test build publishes drafts), so the check is not empty-handed.
  const otherPages = fs.existsSync(path.join(BUILD, 'api')) ? fs.readdirSync(path.join(BUILD, 'api')).filter((d) => isOtherReleaseRoute(`/api/${d}`)) : [];
  expect(otherPages.length, 'another release published in this build').toBeGreaterThan(0);
  for (const route of ['/api/Scene', '/api/Vec3', '/api/enums/Space']) expect(pages.has(route), route).toBe(true);
});
