import { test, expect } from '@playwright/test';
import type { RouteConfig } from '@docusaurus/types';
import { withoutDocIds, withoutDocList } from './lean-docs-props';

const doc = (id: string) => ({ id, title: `Title of ${id}`, description: `About ${id}`, sidebar: 'api' });

test('version metadata nested anywhere in the route tree loses its list of docs, nothing else', () => {
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
  const trimmed = withoutDocList(tree);
  const version = trimmed.routes![0]!.props!.version as { label: string; docsSidebars: unknown; docs: Record<string, object> };
  expect(version.docs).toEqual({});
  expect(version.label).toBe('Next');
  expect(version.docsSidebars).toEqual({ api: [] });
  expect(trimmed.routes![0]!.routes![0]!.props).toEqual({ other: { description: 'kept' } });
  // The input is left as it was.
  expect((tree.routes![0]!.props!.version as { docs: Record<string, { description?: string }> }).docs.a!.description).toBe('About a');
});

test('routes without version metadata come back equal', () => {
  const route: RouteConfig = { path: '/x', component: 'Page', exact: true };
  expect(withoutDocList(route)).toEqual(route);
});

test("the global data lists each version's docs by path and sidebar; only the main doc keeps its id", () => {
  const version = { name: 'current', label: 'Next', isLast: true, path: '/api', mainDocId: 'intro', draftIds: [], docs: [{ id: 'intro', path: '/api/intro', sidebar: 'api' }, { id: 'core/Scene', path: '/api/Scene', sidebar: 'api' }] };
  expect(withoutDocIds({ path: '/api', versions: [version], breadcrumbs: true })).toEqual({
    path: '/api',
    breadcrumbs: true,
    versions: [{ ...version, docs: [{ id: 'intro', path: '/api/intro', sidebar: 'api' }, { id: '', path: '/api/Scene', sidebar: 'api' }] }],
  });
});
