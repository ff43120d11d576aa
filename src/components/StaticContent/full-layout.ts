import type { ClientModule } from '@docusaurus/types';

/**
 * Set on <html> to lay out every member body. Bodies are otherwise laid out only near the
 * viewport (src/css/custom.css). Set while the URL names a link target (#member), so that the
 * framework's scroll to it after an in-app navigation lands where the target really is; a target
 * the browser scrolls to itself (first load, table of contents) is covered by :target in the CSS.
 */
export const FULL_LAYOUT_ATTRIBUTE = 'data-full-layout';

const fullLayoutForLinkTargets: ClientModule = {
  // Runs before the new page renders, so before the framework scrolls to its target.
  onRouteUpdate({ location }) {
    document.documentElement.toggleAttribute(FULL_LAYOUT_ATTRIBUTE, location.hash !== '');
  },
};

export default fullLayoutForLinkTargets;
