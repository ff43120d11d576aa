import path from 'node:path';
import type { Page } from '@playwright/test';
import { runApiPipeline } from '../../../plugins/api-reference/pipeline';
import type { PageCheck } from './types';

/** The API routes, from the same data the pages are generated from. */
export const API_DATA = runApiPipeline(path.join(__dirname, '../../../api')).model.data;
export const API_ROUTES: readonly string[] = [
  '/api/intro',
  ...API_DATA.classes.map((c) => `/api/${c.name}`),
  ...API_DATA.enums.map((e) => `/api/enums/${e.name}`),
];
const apiRoutes = new Set(API_ROUTES);

/** What a reader sees of the page's frame: its title, the API sidebar with its own entry active, a table of contents. */
async function frameOf(page: Page) {
  return page.evaluate(() => {
    const visible = (el: Element | null | undefined) => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]');
    const links = Array.from(sidebar?.querySelectorAll('a') ?? []);
    return {
      title: document.querySelector('article h1')?.textContent?.trim() ?? '',
      introLinkVisible: visible(links.find((a) => a.textContent?.trim() === 'Intro')),
      active: Array.from(sidebar?.querySelectorAll('a.menu__link--active[aria-current="page"]') ?? []).map((a) => a.textContent?.trim() ?? ''),
      tocVisible: visible(document.querySelector('.theme-doc-toc-desktop ul.table-of-contents a')),
    };
  });
}

export const apiPageCheck: PageCheck = {
  name: 'API page frame',
  appliesTo: (route) => apiRoutes.has(route),
  dark: async (page, route) => {
    const name = route === '/api/intro' ? 'API Reference' : route.split('/').pop()!;
    const frame = await frameOf(page);
    const problems: string[] = [];
    if (frame.title !== name) problems.push(`the page title is "${frame.title}", not "${name}"`);
    if (!frame.introLinkVisible) problems.push('the API sidebar (its Intro link) is not shown');
    const entry = route === '/api/intro' ? 'Intro' : name;
    if (frame.active.join('|') !== entry) problems.push(`the active sidebar entry is [${frame.active.join(', ')}], not ${entry}`);
    if (!frame.tocVisible) problems.push('no table of contents is shown');
    return problems;
  },
};
