import { test, expect, hydrated } from './fixtures';

test.describe('navbar', () => {
  test('has the title, the logo in both colour modes, Docs, API, the colour toggle and search', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByText('Atomontage Docs', { exact: true })).toBeVisible();
    const logo = navbar.locator('img.themedComponent--dark, img[class*="themedComponent--dark"]').first();
    await expect(logo).toHaveAttribute('src', /logo-dark\.svg$/);
    await navbar.getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/intro$/);
    await expect(page.locator('nav[aria-label="Docs sidebar"] a.menu__link--active')).toHaveText('Intro');
    await navbar.getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(navbar.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
    await expect(navbar.getByRole('button', { name: /Search/ })).toBeVisible();
    // In light mode the light logo is the one shown.
    await navbar.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(navbar.locator('img[src$="logo-light.svg"]')).toBeVisible();
  });

  test('the favicon is the site\'s own SVG', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toMatch(/favicon\.svg$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<svg');
  });

  test('does not hide on scroll', async ({ page }) => {
    await page.goto('/manual/scripting/getting-started');
    await hydrated(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });
});

test.describe('search shortcuts', () => {
  for (const [name, press] of [
    ['Ctrl+K', 'Control+k'],
    ['Meta+K', 'Meta+k'],
    ['/', '/'],
  ] as const) {
    test(`${name} opens the search modal and Escape closes it`, async ({ page }) => {
      await page.goto('/manual/editor/basics/camera');
      await hydrated(page);
      await page.keyboard.press(press);
      const input = page.getByPlaceholder('Search docs');
      await expect(input).toBeVisible();
      await expect(input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(input).toHaveCount(0);
    });
  }

  test('the navbar button opens the modal', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Search/ }).click();
    await expect(page.getByPlaceholder('Search docs')).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test('at 995 px the navbar collapses into a slide-in menu with the docs sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 995, height: 800 });
    await page.goto('/manual/editor/basics/camera');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true })).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    // On a doc page the menu opens on the docs sidebar (secondary menu).
    await expect(sidebar.getByRole('link', { name: 'Camera', exact: true })).toBeVisible();
    await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
    await expect(sidebar.getByRole('link', { name: 'API', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
    await sidebar.getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/intro$/);
  });

  test('at 997 px the desktop navbar shows and there is no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto('/manual/editor/basics/camera');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true })).toBeVisible();
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  });
});

test('the footer is dark with Social and More columns and the 2025 copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  await expect(footer).toHaveClass(/footer--dark/);
  const social = footer.locator('.footer__col', { hasText: 'Social' });
  await expect(social.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://discord.gg/JpaAnchqcw');
  await expect(social.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', 'https://twitter.com/atomontage_com');
  await expect(social.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/channel/UClzSvcwdGx9v66YRza5u_Mg');
  const more = footer.locator('.footer__col', { hasText: 'More' });
  await expect(more.getByRole('link', { name: 'Atomontage website' })).toHaveAttribute('href', 'https://www.atomontage.com/');
  await expect(more.getByRole('link', { name: 'Documentation source' })).toHaveAttribute('href', /^https:\/\//);
  await expect(footer).toContainText('Copyright © 2025');
});
