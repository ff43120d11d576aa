import type { ClientModule } from '@docusaurus/types';

/**
 * Set on <html> to lay out every member body. Bodies are otherwise laid out only near the
 * viewport (src/css/custom.css). Set while the URL names a link target (#member), before the
 * framework scrolls to it after an in-app navigation or a link to a heading of the same page, so
 * that the bodies above the target have their real height and the scroll lands where it really is.
 */
export const FULL_LAYOUT_ATTRIBUTE = 'data-full-layout';

const fullLayoutForLinkTargets: ClientModule = {
  // Runs before the new page renders, so before the framework scrolls to its target.
  onRouteUpdate({ location }) {
    document.documentElement.toggleAttribute(FULL_LAYOUT_ATTRIBUTE, location.hash !== '');
  },
  // On a first load the browser scrolled to the target itself, while the bodies above it had
  // their estimated height; now they are laid out, put it back where a link puts it, as the
  // framework does after an in-app navigation. Not if the reader has moved it out of view.
  onRouteDidUpdate({ location, previousLocation }) {
    if (previousLocation || !location.hash) return;
    // The element the address names, as the browser found it (no decoding of our own).
    const target = document.querySelector(':target');
    if (!target) return;
    const { top, bottom } = target.getBoundingClientRect();
    if (bottom > 0 && top < window.innerHeight) target.scrollIntoView();
  },
};

export default fullLayoutForLinkTargets;
