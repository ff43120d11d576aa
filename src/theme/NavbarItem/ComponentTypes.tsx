/**
 * The navbar item types this site uses (see `navbar.items` in docusaurus.config.ts), instead of
 * the theme's full list. The theme's list brings the locale and version dropdowns and the generic
 * dropdown into every first load although the site has one locale and no other dropdown (about
 * 7 kB raw); the release switch is the site's own, smaller one. An item of another type fails with the theme's own error naming
 * the type: add its component here when the navbar needs it.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import ReleaseSwitchNavbarItem from '@site/src/components/ReleaseSwitch';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  // The engine release switch of the API pages (src/components/ReleaseSwitch).
  'custom-releaseSwitch': ReleaseSwitchNavbarItem,
};

export default ComponentTypes;
