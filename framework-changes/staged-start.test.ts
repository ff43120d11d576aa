import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

// The staged entry only helps while the modules it evaluates early are ones the framework's entry
// would evaluate anyway: an upgrade that changes the entry's imports fails here.
const CLIENT = path.join(__dirname, '..', 'node_modules', '@docusaurus', 'core', 'lib', 'client');
const CLIENT_SPECIFIER = '@docusaurus/core/lib/client';

/** The static imports of a framework client file, relative ones written as package paths. */
function frameworkImports(file: string): string[] {
  const source = fs.readFileSync(path.join(CLIENT, file), 'utf8');
  return [...source.matchAll(/^import (?:[^'"]+ from )?'([^']+)';$/gm)].map(([, specifier]) =>
    specifier!.startsWith('./') ? `${CLIENT_SPECIFIER}/${specifier!.slice(2)}` : specifier!,
  );
}

const staged = [...fs.readFileSync(path.join(__dirname, 'staged-start.ts'), 'utf8').matchAll(/await import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(([, specifier]) => specifier!);

test('the staged entry evaluates, in order, modules of the framework entry and then the entry itself', () => {
  expect(staged.length).toBeGreaterThan(2);
  const entryAndApp = new Set([...frameworkImports('clientEntry.js'), ...frameworkImports('App.js')]);
  for (const specifier of staged.slice(0, -1)) expect(entryAndApp.has(specifier), `${specifier} is imported by the framework's entry or its App`).toBe(true);
  expect(staged.at(-1)).toBe(`${CLIENT_SPECIFIER}/clientEntry`);
});

test("the entry it replaces is the one the framework's browser bundle is built from", () => {
  const clientConfig = fs.readFileSync(path.join(__dirname, '..', 'node_modules', '@docusaurus', 'core', 'lib', 'webpack', 'client.js'), 'utf8');
  expect(clientConfig).toContain("entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')");
});
