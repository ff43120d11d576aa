import { test, expect } from '@playwright/test';
import type { RouteConfig } from '@docusaurus/types';
import { withoutDocDescriptions } from './lean-docs-props';

const doc = (id: string) => ({ id, title: `Title of ${id}`, description: `About ${id}`, sidebar: 'api' });

test('version metadata nested anywhere in the route tree loses its doc descriptions, nothing else', () => {
  const tree: RouteConfig = {
    path: '/',
    component: 'Root',
    routes: [
      {
        path: '/',
        component: 'Version',
        props: { version: { label: 'Next', docsSidebars: { api: [] }, docs: { a: doc('a'), b: doc('b') } } },
        routes: [{ path: '/a', component: 'Doc', props: { other: { description: 'kept' } } }],
      },
    ],
  };
  const trimmed = withoutDocDescriptions(tree);
  const version = trimmed.routes![0]!.props!.version as { label: string; docsSidebars: unknown; docs: Record<string, object> };
  expect(version.docs).toEqual({
    a: { id: 'a', title: 'Title of a', sidebar: 'api' },
    b: { id: 'b', title: 'Title of b', sidebar: 'api' },
  });
  expect(version.label).toBe('Next');
  expect(version.docsSidebars).toEqual({ api: [] });
  expect(trimmed.routes![0]!.routes![0]!.props).toEqual({ other: { description: 'kept' } });
  // The input is left as it was.
  expect((tree.routes![0]!.props!.version as { docs: Record<string, { description?: string }> }).docs.a!.description).toBe('About a');
});

test('routes without version metadata come back equal', () => {
  const route: RouteConfig = { path: '/x', component: 'Page', exact: true };
  expect(withoutDocDescriptions(route)).toEqual(route);
});
