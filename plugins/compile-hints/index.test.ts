import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { rspack } from '@docusaurus/faster';
import { COMPILE_HINT, CompileHintsWebpackPlugin } from '.';

/** Builds a two-chunk bundle with the site's bundler in production mode (minified, content-hashed names), with or without the plugin. */
async function build(withHints: boolean): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "/* a comment the minifier drops */\nimport('./later.js').then((m) => console.log(m.default));\n");
  fs.writeFileSync(path.join(dir, 'later.js'), 'export default function later() { return 42; }\n');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' },
    plugins: withHints ? [new CompileHintsWebpackPlugin()] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : compiler.close(() => resolve()))),
  );
  const out = path.join(dir, 'out');
  const files = Object.fromEntries(fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]));
  fs.rmSync(dir, { recursive: true });
  return files;
}

test('in a minified, hashed build the entry chunk starts with the hint and a chunk loaded later does not', async () => {
  const [plain, hinted] = await Promise.all([build(false), build(true)]);
  const entry = Object.keys(hinted).filter((file) => file.startsWith('main.'));
  const later = Object.keys(hinted).filter((file) => !file.startsWith('main.'));
  expect([entry.length, later.length]).toEqual([1, 1]);
  const entryText = hinted[entry[0]!]!;
  expect(entryText.startsWith(COMPILE_HINT), 'the entry chunk starts with the hint').toBe(true);
  // Added after the minifier, which dropped the source's own comment.
  expect(entryText).not.toContain('a comment the minifier drops');
  expect(hinted[later[0]!]).not.toContain('allFunctionsCalledOnLoad');
  expect(Object.values(plain).some((text) => text.includes('allFunctionsCalledOnLoad'))).toBe(false);
  // The hint changes the entry, so its content-hashed name changes with it (no stale caches);
  // the later chunk is the same file.
  expect(Object.keys(plain)).not.toContain(entry[0]);
  expect(Object.keys(plain)).toContain(later[0]);
});
