import { test, expect } from '@playwright/test';
import { API_CLASSES, API_ENUMS, REQUIRED_ROUTES, missingRoutes } from './routes';

test("the contract holds the specification's 24 manual routes, 55 class and 24 enum pages and the site pages", () => {
  expect(API_CLASSES).toHaveLength(55);
  expect(API_ENUMS).toHaveLength(24);
  expect(REQUIRED_ROUTES).toContain('/api/Scene');
  expect(REQUIRED_ROUTES).toContain('/api/enums/luaErrorType');
  expect(new Set(REQUIRED_ROUTES).size).toBe(REQUIRED_ROUTES.length);
});

test('a build that lacks any required route is caught, naming each missing route', () => {
  expect(missingRoutes(REQUIRED_ROUTES)).toEqual([]);
  const without = REQUIRED_ROUTES.filter((r) => r !== '/api/VVCollision' && r !== '/api/enums/Side');
  expect(missingRoutes(without)).toEqual(['/api/VVCollision', '/api/enums/Side']);
  for (const route of REQUIRED_ROUTES) expect(missingRoutes(REQUIRED_ROUTES.filter((r) => r !== route))).toEqual([route]);
});
