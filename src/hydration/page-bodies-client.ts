import { installPageBodiesPreload } from './page-bodies';

// A client module (docusaurus.config.ts): installs the preload hook before any navigation.
if (typeof window !== 'undefined') installPageBodiesPreload();

export {};
