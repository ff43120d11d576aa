import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { COMPILE_HINT } from '.';

// The production build (made by the test command): the framework bundle carries the hint, the
// chunks loaded later do not.
const JS_DIR = path.join(__dirname, '..', '..', 'build', 'assets', 'js');

test('the production build hints the framework bundle and only it', () => {
  const scripts = fs.readdirSync(JS_DIR).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(20);
  const hinted = scripts.filter((file) => fs.readFileSync(path.join(JS_DIR, file), 'utf8').startsWith(COMPILE_HINT));
  expect(hinted.map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual(['main', 'runtime~main']);
});
