import { test, expect, hydrated } from './fixtures';
import { announcementBar } from '../../docusaurus.config';

const barId = announcementBar.id;

test('the announcement bar shows until dismissed, and stays dismissed', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const bar = page.getByRole('banner').filter({ hasText: 'API reference' }).first();
  await expect(bar).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  expect(stored).toEqual({ dismiss: 'true', id: barId });
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('every Lua API member')).toHaveCount(0);
});

test('a bar with a new id shows again to readers who dismissed an older one', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
  });
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByText('every Lua API member')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
});
