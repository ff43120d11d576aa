import { test, expect, hydrated } from './fixtures';
import { TEST_ROUTES } from '../../plugins/test-fixtures';

test('the table of contents lists the h2 and h3 headings of a page, in order', async ({ page }) => {
  await page.goto('/manual/scripting/getting-started');
  await hydrated(page);
  const headings = await page.locator('article :is(h2, h3)[id]').evaluateAll((els) => els.map((e) => `#${e.id}`));
  const toc = await page.locator('.table-of-contents a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(headings.length).toBeGreaterThan(3);
  expect(toc).toEqual(headings);
  // h3 entries are nested under their h2.
  await expect(page.locator('ul.table-of-contents ul a').first()).toBeVisible();
});

test('the table of contents leaves out h4 headings', async ({ page }) => {
  await page.goto(TEST_ROUTES.tocLevels);
  await hydrated(page);
  const toc = page.locator('.table-of-contents');
  await expect(toc.getByRole('link', { name: 'Second level' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Third level' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Fourth level' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Fourth level' })).toHaveCount(0);
});

test('Lua code is highlighted as Lua', async ({ page }) => {
  await page.goto('/manual/scripting/getting-started');
  await hydrated(page);
  const block = page.locator('div.language-lua pre').first();
  await expect(block).toBeVisible();
  // Prism marks Lua keywords (local, function, end...) and strings as tokens.
  await expect(block.locator('.token.keyword', { hasText: /^(local|function|end|return)$/ }).first()).toBeVisible();
  await expect(block.locator('.token.string').first()).toBeVisible();
});

for (const arrival of ['a first load', 'a client-side navigation'] as const) {
  test(`code blocks copy their code and wrap long lines, after ${arrival}`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    if (arrival === 'a first load') {
      await page.goto('/manual/scripting/getting-started');
    } else {
      await page.goto('/');
      await hydrated(page);
      await page.locator('a[href="/manual/scripting/getting-started"]').first().click();
      await expect(page).toHaveURL(/\/manual\/scripting\/getting-started$/);
    }
    await hydrated(page);
    const block = page.locator('.theme-code-block').first();
    // After a client-side navigation the URL changes before the new page has rendered (its chunks
    // load first), so the block's lines are waited for, not read at once.
    await expect(block.locator('.token-line').first()).toBeVisible();
    // The code as the reader sees it: one line per highlighted line (a blank line holds a newline).
    const code = (await block.locator('.token-line').allTextContents()).map((line) => line.replace(/\n$/, '')).join('\n');
    expect(code.length).toBeGreaterThan(20);
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect((await page.evaluate(() => navigator.clipboard.readText())).replace(/\n+$/, '')).toBe(code);

    // On a narrow screen a block with long lines offers word wrap, which removes its scrollbar.
    await page.setViewportSize({ width: 360, height: 740 });
    const wrapped = page.locator('.theme-code-block').filter({ has: page.getByRole('button', { name: 'Toggle word wrap' }) }).first();
    await expect(wrapped).toHaveCount(1);
    const wrap = wrapped.getByRole('button', { name: 'Toggle word wrap' });
    const pre = wrapped.locator('pre');
    const overflows = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await overflows()).toBe(true);
    await wrapped.hover();
    await wrap.click();
    await expect.poll(overflows).toBe(false);
  });
}

test('Mermaid diagrams render as SVG in both colour modes', async ({ page }) => {
  await page.goto('/manual/scripting/getting-started');
  await hydrated(page);
  // Diagrams are drawn when they come near the viewport (src/theme/Mermaid): scroll to the first.
  await page.locator('[data-diagram-pending]').first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const svg = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(svg).toBeVisible({ timeout: 15_000 });
  await expect(svg).toContainText('Attach()');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
});

test('the crash page shows "This page crashed", the error chain, and Try again restores the page', async ({ page, guards }) => {
  guards.allowConsoleErrors(/Test fault|Root cause|crash fixture|The above error occurred/);
  await page.goto(TEST_ROUTES.crash);
  await expect(page.getByRole('heading', { name: 'This page crashed' })).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByText('Test fault: the crash fixture failed on purpose')).toBeVisible();
  await expect(page.getByText('Root cause: injected by the test fixture')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Crash fixture is rendering normally' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page crashed' })).toHaveCount(0);
});
