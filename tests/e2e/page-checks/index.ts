import { axeCheck } from './axe';
import { apiPageCheck } from './api-pages';
import { engineChangesCheck } from './engine-changes';
import { manualPageCheck } from './manual-pages';
import { manualTermsCheck } from './manual-terms';
import type { PageCheck } from './types';

/** Every check of the page sweep (pages.spec.ts). A new per-page check is a module here and one entry. */
export const PAGE_CHECKS: readonly PageCheck[] = [axeCheck, apiPageCheck, engineChangesCheck, manualPageCheck, manualTermsCheck];
export type { PageCheck };
