/**
 * Reads the build-time environment that configures third-party services. Secrets are never
 * committed: the Algolia key and the analytics id only ever come from here.
 */
export interface AlgoliaEnv {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface SiteEnv {
  /** All three Algolia variables, or undefined to use the local search index. */
  algolia: AlgoliaEnv | undefined;
  /** Google Analytics (gtag) id, or undefined for no analytics code at all. */
  gtagTrackingId: string | undefined;
  siteUrl: string;
  repoUrl: string;
  /** Where "Let us know" on the no-results screen of search points. */
  searchIssueUrl: string;
}

export const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

const DEFAULT_REPO_URL = 'https://github.com/AtomontageInc/atomontage-docs';

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

export function readSiteEnv(env: NodeJS.ProcessEnv): SiteEnv {
  const algoliaValues = ALGOLIA_VARIABLES.map((name) => value(env, name));
  const setCount = algoliaValues.filter(Boolean).length;
  if (setCount > 0 && setCount < ALGOLIA_VARIABLES.length) {
    const missing = ALGOLIA_VARIABLES.filter((_, i) => !algoliaValues[i]);
    throw new Error(
      `Algolia search is half configured: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
        `Set all of ${ALGOLIA_VARIABLES.join(', ')} to use Algolia, or none of them to use the built-in local search.`,
    );
  }
  const [appId, apiKey, indexName] = algoliaValues;
  const repoUrl = value(env, 'SITE_REPO_URL') ?? DEFAULT_REPO_URL;
  return {
    algolia: appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined,
    gtagTrackingId: value(env, 'GTAG_TRACKING_ID'),
    siteUrl: value(env, 'SITE_URL') ?? 'https://docs.atomontage.com',
    repoUrl,
    searchIssueUrl: value(env, 'SEARCH_ISSUE_URL') ?? `${repoUrl}/issues/new`,
  };
}
