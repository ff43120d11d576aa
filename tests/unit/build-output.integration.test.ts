import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

/**
 * The production build (made by the test command) carries nothing of the machine that built it:
 * no file path of the project's folder in any page, script or stylesheet.
 */
const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD = path.join(SITE_DIR, 'build');
const TEXT = /\.(html|js|css|json|txt|md|xml)$/;

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? textFiles(full) : TEXT.test(entry.name) ? [full] : [];
  });
}

test('no file of the build names the folder it was built in', () => {
  const files = textFiles(BUILD);
  expect(files.length).toBeGreaterThan(100);
  const leaking = files.filter((file) => fs.readFileSync(file, 'utf8').includes(SITE_DIR)).map((file) => path.relative(BUILD, file));
  expect(leaking, `files containing ${SITE_DIR}`).toEqual([]);
});
