import { MANUAL_PAGES } from '../../../plugins/route-contract/routes';
import { frameOf } from './frame';
import type { PageCheck } from './types';

/** Every manual route renders its doc: its heading and document title, in the manual sidebar with its own entry current. */
const byRoute = new Map(MANUAL_PAGES.map((p) => [p.path, p]));

export const manualPageCheck: PageCheck = {
  name: 'manual page frame',
  appliesTo: (route) => byRoute.has(route),
  dark: async (page, route) => {
    const expected = byRoute.get(route)!;
    const frame = await frameOf(page, 'Home');
    const problems: string[] = [];
    if (frame.heading !== expected.title) problems.push(`heading "${frame.heading}", not "${expected.title}"`);
    if (frame.title !== `${expected.title} | Atomontage Docs`) problems.push(`document title "${frame.title}"`);
    if (frame.notFound) problems.push('shows "Page Not Found"');
    if (frame.current.join('|') !== expected.label) problems.push(`current sidebar entry [${frame.current.join(', ')}], not ${expected.label}`);
    if (!frame.sidebarLinkVisible) problems.push('the manual sidebar (its Home link) is not shown');
    return problems;
  },
};
