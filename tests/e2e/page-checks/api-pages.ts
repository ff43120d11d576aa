import { API_MODEL } from './api-model';
import { frameOf } from './frame';
import type { PageCheck } from './types';

/** The API routes, from the same data the pages are generated from. */
export const API_DATA = API_MODEL.data;
export const API_ROUTES: readonly string[] = [
  '/api/intro',
  ...API_DATA.classes.map((c) => `/api/${c.name}`),
  ...API_DATA.enums.map((e) => `/api/enums/${e.name}`),
];
const apiRoutes = new Set(API_ROUTES);

/** Every API page has its title, the API sidebar with its own entry current, and a table of contents. */
export const apiPageCheck: PageCheck = {
  name: 'API page frame',
  appliesTo: (route) => apiRoutes.has(route),
  dark: async (page, route) => {
    const name = route === '/api/intro' ? 'API Reference' : route.split('/').pop()!;
    const frame = await frameOf(page, 'Intro');
    const problems: string[] = [];
    if (frame.heading !== name) problems.push(`the page title is "${frame.heading}", not "${name}"`);
    if (!frame.sidebarLinkVisible) problems.push('the API sidebar (its Intro link) is not shown');
    const entry = route === '/api/intro' ? 'Intro' : name;
    if (frame.current.join('|') !== entry) problems.push(`the active sidebar entry is [${frame.current.join(', ')}], not ${entry}`);
    if (!frame.tocVisible) problems.push('no table of contents is shown');
    return problems;
  },
};
