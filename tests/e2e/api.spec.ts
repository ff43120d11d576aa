import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectScrolledTo, hydrated, watchChunks } from './fixtures';
import { CACHE_REVALIDATE } from '../../server/policy';
import { API_DATA as data, API_ROUTES } from './page-checks/api-pages';
import { BODY_CLASS } from '../../plugins/api-reference/render';
import { API_PAGES } from '../../plugins/route-contract/routes';

// Every API page's frame (title, sidebar, table of contents) is checked by the page sweep
// (pages.spec.ts, page-checks/api-pages.ts), which loads each page once for all its checks.
test("there is a page for each of the specification's 55 classes and 24 enums, and the sweep visits each", () => {
  expect(data.classes).toHaveLength(55);
  expect(data.enums).toHaveLength(24);
  expect(API_ROUTES).toHaveLength(1 + 55 + 24);
  expect(API_ROUTES).toEqual(expect.arrayContaining([...API_PAGES]));
});

/** A part of a member entry (`.api-signature`, `.api-badges`) after the member's heading. */
function memberPart(page: Page, id: string, part: string) {
  // The part sits in the member's body, right after its heading (both in its StaticContent wrapper).
  return page.locator(`h3[id="${id}"] ~ .${BODY_CLASS} ${part}`).first();
}

test('a type in a signature links to its page', async ({ page }) => {
  await page.goto('/api/Scene#GetObjectByName');
  await hydrated(page);
  const section = memberPart(page, 'GetObjectByName', '.api-signature');
  await section.getByRole('link', { name: 'Object', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/Object$/);
  await expect(page.locator('article h1')).toHaveText('Object');
});

test('member bodies adopted from the server HTML keep in-app navigation and hover preload', async ({ page }) => {
  await page.goto('/api/Scene#GetObjectByName');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // A marker on window survives only an in-app navigation, not a full page load.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  // Hovering a type link preloads its page's code, as the framework's own links do.
  const chunks = watchChunks(page);
  const vec3 = page.locator('[data-static-content] .api-signature a[href="/api/Vec3"]').first();
  await vec3.scrollIntoViewIfNeeded();
  await vec3.hover();
  await expect.poll(() => chunks.length, { message: 'hovering a type link preloads its page' }).toBeGreaterThan(0);
  const link = memberPart(page, 'GetObjectByName', '.api-signature').getByRole('link', { name: 'Object', exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/api\/Object$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'navigated without reloading').toBe(true);
  // After an in-app navigation the member bodies are rendered by React, with the same markup.
  await expect(memberPart(page, 'GetComponentByType', '.api-signature')).toContainText('GetComponentByType(');
});

test('on a first load, member headings and bodies keep the server HTML instead of being rendered again', async ({ page }) => {
  await page.goto('/api/Client');
  await hydrated(page);
  // React marks every element it renders or hydrates with a fiber property; adopted HTML has none.
  const members = await page.locator('[data-static-content] h3').evaluateAll((headings) => ({
    headings: headings.length,
    rendered: headings.filter((h) => [h, ...Array.from(h.querySelectorAll('*')), h.nextElementSibling!].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).length,
  }));
  expect(members.headings).toBeGreaterThan(150);
  expect(members.rendered).toBe(0);
});

test("a member heading's own link, in adopted HTML, puts the member in the address and keeps it in view", async ({ page }) => {
  await page.goto('/api/Transform');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const heading = page.getByRole('heading', { level: 3, name: 'LookAt' });
  await heading.hover();
  await heading.getByRole('link', { name: 'Copy link to LookAt' }).click();
  await expect(page).toHaveURL(/\/api\/Transform#LookAt$/);
  await expectScrolledTo(heading);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'stayed on the same document').toBe(true);
});

test('an enum used in a signature links to the enum page', async ({ page }) => {
  await page.goto('/api/VoxelEdit#blendMode');
  await hydrated(page);
  await memberPart(page, 'blendMode', '.api-signature').getByRole('link', { name: 'BlendMode' }).click();
  await expect(page).toHaveURL(/\/api\/enums\/BlendMode$/);
  await expect(page.getByRole('cell', { name: 'BlendMode.Multiply' })).toBeVisible();
});

test('a member entry in the table of contents scrolls to its heading', async ({ page }) => {
  await page.goto('/api/Transform');
  await hydrated(page);
  await page.locator('.theme-doc-toc-desktop').getByRole('link', { name: 'LookAt', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/Transform#LookAt$/);
  await expectScrolledTo(page.getByRole('heading', { level: 3, name: 'LookAt' }));
});

test('text far down a long page, brought into view, stays in view while the member bodies above it are laid out', async ({ page }) => {
  // As the browser's find in page does: member bodies away from the viewport are not laid out
  // yet, and take their real height once near it.
  await page.goto('/api/Client');
  await hydrated(page);
  const text = page.locator(`.${BODY_CLASS} > p`).nth(-40);
  await text.evaluate((el) => el.scrollIntoView());
  // Five frames: the bodies near the new view are laid out within the next one or two.
  await page.evaluate(() => new Promise<void>((done) => {
    let frames = 5;
    const next = () => (--frames ? requestAnimationFrame(next) : done());
    requestAnimationFrame(next);
  }));
  // Math.abs: a top of -0.4 px rounds to -0, which is in view all the same.
  expect(Math.abs(Math.round(await text.evaluate((el) => el.getBoundingClientRect().top)))).toBe(0);
});

test('a member shows its signature, badges and summary', async ({ page }) => {
  await page.goto('/api/Quat#Euler');
  await hydrated(page);
  await expectScrolledTo(page.locator('h3#Euler'));
  const signature = memberPart(page, 'Euler', '.api-signature');
  await expect(signature).toContainText('Quat.Euler(');
  await expect(memberPart(page, 'Euler', '.api-badges')).toContainText('Static');
});

test('the Lua definition file downloads from "Using VS Code" and starts with ---@meta', async ({ page }) => {
  await page.goto('/manual/scripting/using-vs-code');
  await hydrated(page);
  const link = page.locator('article a[download][href$="atomontage.d.lua"]').first();
  await expect(link).toBeVisible();
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith('---@meta')).toBe(true);
  expect(text).toContain('function Scene:GetObjectByName(');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await (await download).path();
  expect(fs.readFileSync(file, 'utf8').startsWith('---@meta')).toBe(true);
});

test('the LuaLS addon downloads from "Using VS Code": a zip of config.json and the same d.lua, served as a revalidated download', async ({ page }) => {
  await page.goto('/manual/scripting/using-vs-code');
  await hydrated(page);
  const link = page.locator('article a[download][href$="atomontage-luals-addon.zip"]').first();
  await expect(link).toBeVisible();
  // Both routes come with a ready .luarc.json.
  await expect(page.locator('article pre', { hasText: '"workspace.library"' })).toHaveCount(1);
  await expect(page.locator('article pre', { hasText: '"workspace.userThirdParty"' })).toHaveCount(1);
  const response = await page.request.get((await link.getAttribute('href'))!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/zip');
  expect(response.headers()['cache-control']).toBe(CACHE_REVALIDATE);
  expect(response.headers()['content-encoding']).toBeUndefined();
  const zip = await response.body();
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const names = zip.toString('latin1');
  expect(names).toContain('atomontage/config.json');
  expect(names).toContain('atomontage/library/atomontage.d.lua');
});

test('the whole reference is served as api.json', async ({ request }) => {
  const response = await request.get('/api.json');
  expect(response.status()).toBe(200);
  const json = (await response.json()) as { classes: { name: string }[]; enums: unknown[] };
  expect(json.classes.map((c) => c.name)).toContain('VoxelEdit');
  expect(json.enums).toHaveLength(24);
});

test('a signature shows the parameter names the data gives, and pages carry no notes about where types came from', async ({ page }) => {
  // The first method whose first form names all of its parameters (the data decides which).
  const owner = data.classes.find((c) => c.methods?.some((m) => m.overloads[0]!.params.length > 0 && m.overloads[0]!.params.every((p) => p.name)))!;
  const method = owner.methods!.find((m) => m.overloads[0]!.params.length > 0 && m.overloads[0]!.params.every((p) => p.name))!;
  const first = method.overloads[0]!.params[0]!;
  await page.goto(`/api/${owner.name}#${method.name}`);
  await hydrated(page);
  const signature = memberPart(page, method.name, '.api-signature');
  await expect(signature).toContainText(`${method.name}(${first.name}${first.type.endsWith('?') ? '?' : ''}: `);
  await expect(page.locator('article')).not.toContainText('per the type annotations');
  await expect(page.locator('article')).not.toContainText('Scripts should treat it as');
});

test('the Lua definition file types components looked up by name and declares the helper globals', async ({ request }) => {
  const text = await (await request.get('/atomontage.d.lua')).text();
  expect(text).toMatch(/---@overload fun\(self: Object, \w+: "RigidBody"\): RigidBody\?\n/);
  expect(text).toContain('---@class MyScript : ScriptInstance');
  expect(text).toMatch(/\nVox = \{\}\n/);
  expect(text).toMatch(/\nfunction Collide\(shape\) end\n/);
});

test('signatures show the engine names of parameters, optional ones and precise returns', async ({ page }) => {
  await page.goto('/api/RigidBody');
  await expect(memberPart(page, 'AddImpulse', '.api-signature')).toHaveText('rigidBody:AddImpulse(atPointM: Vec3, impulse: Vec3)');
  await page.goto('/api/Box');
  await expect(page.locator('.api-signature').filter({ hasText: 'Box(pos?: Vec3): Box' })).toHaveCount(1);
  await page.goto('/api/Scene');
  await expect(memberPart(page, 'GetObjectByName', '.api-signature')).toHaveText('Scene:GetObjectByName(name: string): Object');
  await expect(memberPart(page, 'GetAllObjects', '.api-signature')).toContainText('): Object[]');
});
