import { test, expect } from '@playwright/test';
import { announcementBarScript } from './announcement-bar-id';

test("the script reads the theme's key in the site's storage, with the site's namespace", () => {
  expect(announcementBarScript('news-1', { type: 'localStorage', namespace: '' })).toContain('localStorage.getItem("docusaurus.announcement.id")!=="news-1"');
  expect(announcementBarScript('news-1', { type: 'sessionStorage', namespace: '-a1b2' })).toContain('sessionStorage.getItem("docusaurus.announcement.id-a1b2")');
});
