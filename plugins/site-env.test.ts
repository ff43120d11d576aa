import { test, expect } from '@playwright/test';
import { readSiteEnv } from './site-env';

test('with nothing configured: local search, no analytics, default links', () => {
  const env = readSiteEnv({});
  expect(env.algolia).toBeUndefined();
  expect(env.gtagTrackingId).toBeUndefined();
  expect(env.searchIssueUrl).toBe(`${env.repoUrl}/issues/new`);
});

test('all three Algolia variables switch search to Algolia', () => {
  const env = readSiteEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' });
  expect(env.algolia).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'docs' });
});

test('a half-configured Algolia setup is an error naming what is missing', () => {
  expect(() => readSiteEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs' })).toThrow(
    /ALGOLIA_API_KEY is missing.*Set all of ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/,
  );
});

test('blank values count as unset', () => {
  const env = readSiteEnv({ ALGOLIA_APP_ID: ' ', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: '', GTAG_TRACKING_ID: '  ' });
  expect(env.algolia).toBeUndefined();
  expect(env.gtagTrackingId).toBeUndefined();
});

test('the analytics id, site URL, repository and issue link come from the environment', () => {
  const env = readSiteEnv({
    GTAG_TRACKING_ID: 'G-TEST',
    SITE_URL: 'https://docs.example.org',
    SITE_REPO_URL: 'https://example.org/repo',
  });
  expect(env).toMatchObject({
    gtagTrackingId: 'G-TEST',
    siteUrl: 'https://docs.example.org',
    repoUrl: 'https://example.org/repo',
    searchIssueUrl: 'https://example.org/repo/issues/new',
  });
});
