import { test, expect, hydrated, JS_CHUNK } from './fixtures';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../plugins/code-themes';

const toggleName = /Switch between dark and light mode/;

test('dark is the default and nothing is stored until the reader chooses', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('the page never paints in the wrong theme first', async ({ page }) => {
  // Record the theme at the moment the parser reaches the navbar, the first thing a reader sees,
  // long before the page's scripts hydrate it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('nav.navbar')) {
        (window as unknown as { firstTheme: string | null }).firstTheme = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/manual/editor/basics/voxels');
  expect(await page.evaluate(() => (window as unknown as { firstTheme: string | null }).firstTheme)).toBe('light');
});

/** The colour a theme gives a token type (its last entry that styles it), as the browser reports it. */
function tokenColour(theme: PrismTheme, type: string): string {
  const colour = [...theme.styles].reverse().find((entry) => entry.types.includes(type) && entry.style.color)?.style.color;
  return rgb(String(colour));
}
function rgb(colour: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return hex ? `rgb(${hex.slice(1).map((h) => parseInt(h, 16)).join(', ')})` : colour;
}

test("code is in the reader's colours before the page's scripts run, and follows the toggle", async ({ page }) => {
  const keyword = page.locator('.theme-code-block .token.keyword').first();
  const block = page.locator('.theme-code-block').first();
  // The page's scripts are held back: what shows is the server's HTML with the stylesheet.
  await page.route(JS_CHUNK, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/manual/scripting/getting-started');
  await expect(keyword).toHaveCSS('color', tokenColour(lightCodeTheme, 'keyword'));
  await expect(block).toHaveCSS('background-color', rgb(String(lightCodeTheme.plain.backgroundColor)));

  await page.unrouteAll();
  await page.reload();
  await hydrated(page);
  await expect(keyword).toHaveCSS('color', tokenColour(lightCodeTheme, 'keyword'));
  await page.getByRole('button', { name: toggleName }).click();
  await expect(keyword).toHaveCSS('color', tokenColour(darkCodeTheme, 'keyword'));
  await expect(block).toHaveCSS('background-color', rgb(String(darkCodeTheme.plain.backgroundColor)));
});

test('toggling switches the mode, stores it under "theme" and survives a reload', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: toggleName }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: toggleName }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('a change in another tab updates this one', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/manual/editor/basics/camera');
  await hydrated(first);
  await hydrated(second);
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await first.getByRole('button', { name: toggleName }).click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('without browser storage a warning is logged and the site still works', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: toggleName }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Navigation still works.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('API Reference');
  expect(warnings.some((w) => /storage is not available/i.test(w))).toBe(true);
});
