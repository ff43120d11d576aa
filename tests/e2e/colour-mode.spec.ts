import { test, expect, hydrated } from './fixtures';

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
