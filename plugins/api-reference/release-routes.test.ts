import { expect, test } from '@playwright/test';
import { apiBase, isOtherReleaseRoute, linksInRelease, pageInRelease, routeInRelease } from './release-routes';

const july = { id: '2026-07', documented: false, label: 'July 2026' };
const documented = { id: '2025-09', documented: true, label: 'September 2025' };

test("another release's pages live under its id; the documented release and the changes pages stay at /api/", () => {
  expect(apiBase(documented)).toBe('/api');
  expect(apiBase(july)).toBe('/api/2026-07');
  expect(routeInRelease('/api/Scene#Find', july)).toBe('/api/2026-07/Scene#Find');
  expect(routeInRelease('/api/changes/2026-07', july)).toBe('/api/changes/2026-07');
  expect(routeInRelease('/manual/scripting', july)).toBe('/manual/scripting');
  expect(routeInRelease('/api/Scene', documented)).toBe('/api/Scene');
});

test('links in Markdown and JSX are rewritten to the release; other text is not', () => {
  const text = 'See [Vec3](/api/Vec3#up), <Link to="/api/enums/Space">Space</Link>, [changes](/api/changes/2026-07) and `/api/Scene`.';
  expect(linksInRelease(text, july)).toBe('See [Vec3](/api/2026-07/Vec3#up), <Link to="/api/2026-07/enums/Space">Space</Link>, [changes](/api/changes/2026-07) and `/api/Scene`.');
  expect(linksInRelease(text, documented)).toBe(text);
});

test('a page gets a slug inside the API instance, and a title naming its release when it is not the documented one', () => {
  const page = '---\ntitle: Client\nsidebar_label: Client\nslug: /api/Client\n---\n\nSee [Scene](/api/Scene).\n';
  expect(pageInRelease(page, july)).toBe('---\ntitle: "Client (July 2026)"\nsidebar_label: Client\nslug: /Client\n---\n\nSee [Scene](/api/2026-07/Scene).\n');
  expect(pageInRelease(page, documented)).toBe('---\ntitle: Client\nsidebar_label: Client\nslug: /Client\n---\n\nSee [Scene](/api/Scene).\n');
  expect(pageInRelease('---\ntitle: "A: B"\nslug: /api/x\n---\n', july)).toContain('title: "A: B (July 2026)"');
});

test("a route of another release is told apart from the documented release's pages and the changes pages", () => {
  expect(isOtherReleaseRoute('/api/2026-07/Scene')).toBe(true);
  expect(isOtherReleaseRoute('/api/2026-07')).toBe(true);
  expect(isOtherReleaseRoute('/api/Scene')).toBe(false);
  expect(isOtherReleaseRoute('/api/changes/2026-07')).toBe(false);
});
