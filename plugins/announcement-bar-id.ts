import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Shows a new announcement on the first page load after its id changes.
 *
 * The theme hides a dismissed bar before hydration with an inline script that only reads the
 * dismiss flag, so a reader who dismissed an older bar would not see the new one until the next
 * page load. This script runs right after the theme's and un-hides the bar when the stored id is
 * not the configured one; the theme then resets the dismissal as usual.
 */
export default function announcementBarIdPlugin(context: LoadContext): Plugin {
  const bar = (context.siteConfig.themeConfig as { announcementBar?: { id?: string } }).announcementBar;
  return {
    name: 'announcement-bar-id',
    injectHtmlTags() {
      if (!bar?.id) return {};
      const id = JSON.stringify(bar.id);
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${id}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
