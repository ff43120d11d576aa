import { MANUAL_PAGES } from '../../../plugins/route-contract/routes';
import type { PageCheck } from './types';

/** Every manual route renders its doc: its heading and document title, in the manual sidebar with its own entry current. */
const byRoute = new Map(MANUAL_PAGES.map((p) => [p.path, p]));

export const manualPageCheck: PageCheck = {
  name: 'manual page frame',
  appliesTo: (route) => byRoute.has(route),
  dark: async (page, route) => {
    const expected = byRoute.get(route)!;
    const seen = await page.evaluate(() => {
      const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]');
      const home = Array.from(sidebar?.querySelectorAll('a') ?? []).find((a) => a.textContent?.trim() === 'Home');
      const box = home?.getBoundingClientRect();
      return {
        heading: document.querySelector('article h1')?.textContent?.trim() ?? '',
        title: document.title,
        notFound: document.body.innerText.includes('Page Not Found'),
        current: Array.from(sidebar?.querySelectorAll('a.menu__link--active[aria-current="page"]') ?? []).map((a) => a.textContent?.trim() ?? ''),
        homeVisible: Boolean(box && box.width > 0 && box.height > 0),
      };
    });
    const problems: string[] = [];
    if (seen.heading !== expected.title) problems.push(`heading "${seen.heading}", not "${expected.title}"`);
    if (seen.title !== `${expected.title} | Atomontage Docs`) problems.push(`document title "${seen.title}"`);
    if (seen.notFound) problems.push('shows "Page Not Found"');
    if (seen.current.join('|') !== expected.label) problems.push(`current sidebar entry [${seen.current.join(', ')}], not ${expected.label}`);
    if (!seen.homeVisible) problems.push('the manual sidebar (its Home link) is not shown');
    return problems;
  },
};
