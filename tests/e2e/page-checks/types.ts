import type { Page } from '@playwright/test';

/**
 * A check the page sweep (pages.spec.ts) runs on the pages it applies to, each page loaded once
 * for all of them. It returns its problems, each naming what is wrong; the sweep adds the page.
 */
export interface PageCheck {
  name: string;
  appliesTo: (route: string) => boolean;
  /** Runs with the page settled in the default dark mode. */
  dark?: (page: Page, route: string) => Promise<string[]>;
  /** Runs after the reader's toggle switched the same page to light mode. */
  light?: (page: Page, route: string) => Promise<string[]>;
}
