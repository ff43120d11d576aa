import { API_SIDEBARS } from './sidebars';

// The API docs instance's `sidebarPath` (docusaurus.config.ts). Only a default export: the config
// loader would otherwise merge named exports into the sidebars.
export default { ...API_SIDEBARS };
