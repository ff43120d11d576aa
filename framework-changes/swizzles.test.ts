import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

/**
 * The theme components this site swizzles although the theme marks them unsafe (manifest:
 * code-block-server-lines, doc-page-actions). An unsafe component may
 * change its props or markup in any release, so each original is pinned by its content: when an
 * upgrade changes one, this fails; compare the new file with our swizzle, then update the hash.
 */
const THEME = path.join(__dirname, '..', 'node_modules', '@docusaurus', 'theme-classic', 'lib', 'theme');
const REVIEWED: Record<string, string> = {
  'CodeBlock/Content/index.js': '0d361f5894590ea4',
  'CodeBlock/Content/String.js': '81ab153e9e797be7',
  'DocItem/Content/index.js': '0902dcb538c3dbbe',
};

for (const [file, hash] of Object.entries(REVIEWED)) {
  test(`the theme's ${file} is the version our swizzle was written against`, () => {
    const content = fs.readFileSync(path.join(THEME, file));
    expect(crypto.createHash('sha256').update(content).digest('hex').slice(0, 16)).toBe(hash);
  });
}
