import type { SiteStorage } from '@docusaurus/types';

/**
 * Shows a new announcement on the first page load after its id changes (manifest:
 * announcement-bar-new-id).
 *
 * The theme hides a dismissed bar before hydration with an inline script that only reads the
 * dismiss flag, so a reader who dismissed an older bar would not see the new one until the next
 * page load. This script runs right after the theme's and un-hides the bar when the stored id is
 * not the configured one; the theme then resets the dismissal as usual. The key and the storage
 * are the theme's: its key name with the site's storage namespace, in the site's storage type.
 */
export function announcementBarScript(id: string, siteStorage: SiteStorage): string {
  const key = JSON.stringify(`docusaurus.announcement.id${siteStorage.namespace}`);
  return `(function(){try{if(${siteStorage.type}.getItem(${key})!==${JSON.stringify(id)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}
