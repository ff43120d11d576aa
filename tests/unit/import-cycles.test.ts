import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { importCycles, importGraph } from './import-cycles';

const root = path.resolve(__dirname, '../..');

test('the API pipeline has no import cycles, type-only imports included', () => {
  const graph = importGraph(path.join(root, 'plugins/api-reference'));
  expect(graph.size).toBeGreaterThan(20);
  expect(importCycles(graph).map((c) => c.map((f) => path.relative(root, f)).join(' -> '))).toEqual([]);
});

test('a cycle through a type-only import or a re-export is found', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
  fs.writeFileSync(path.join(dir, 'b.ts'), "export type { C as B } from './c';\n");
  fs.writeFileSync(path.join(dir, 'c.ts'), "import type { A } from './a';\nexport type C = A | 1;\n");
  fs.writeFileSync(path.join(dir, 'd.ts'), "import { x } from './e';\n");
  fs.writeFileSync(path.join(dir, 'e.ts'), 'export const x = 1;\n');
  fs.writeFileSync(path.join(dir, 'a.test.ts'), "import './c';\n");
  const cycles = importCycles(importGraph(dir)).map((c) => c.map((f) => path.basename(f)).join(' -> '));
  expect(cycles).toEqual(['a.ts -> b.ts -> c.ts -> a.ts']);
});
