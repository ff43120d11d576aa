import type { LoadContext, Plugin } from '@docusaurus/types';
import { readSiteEnv } from '../site-env';

/**
 * Search without a service: serves the /search page and tells the browser where the search index
 * is. With the Algolia variables set, the preset's Algolia theme registers /search instead and the
 * same components query Algolia.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  const env = readSiteEnv(process.env);
  const issueUrl = String(context.siteConfig.customFields?.searchIssueUrl ?? '');
  return {
    name: 'local-search',
    async contentLoaded({ actions }) {
      actions.setGlobalData({
        algolia: env.algolia,
        indexUrl: env.algolia ? undefined : '/search-index.json',
        issueUrl,
      });
      if (!env.algolia) {
        actions.addRoute({ path: '/search', component: '@theme/SearchPage', exact: true });
      }
    },
  };
}
