import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { __importDefault } from './tslib-import-default';

test("@docusaurus/utils-common calls no tslib helper but the one this module provides", () => {
  const lib = path.join(__dirname, '..', 'node_modules', '@docusaurus', 'utils-common', 'lib');
  const helpers = new Set<string>();
  for (const file of fs.readdirSync(lib).filter((f) => f.endsWith('.js'))) {
    for (const [, helper] of fs.readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_\d+\.(__\w+)/g)) helpers.add(helper!);
  }
  expect([...helpers]).toEqual(['__importDefault']);
});

test('an ES module is returned as it is; anything else becomes its default export', () => {
  const esm = { __esModule: true, default: 1 };
  expect(__importDefault(esm)).toBe(esm);
  const cjs = { a: 1 };
  expect(__importDefault(cjs)).toEqual({ default: cjs });
});
