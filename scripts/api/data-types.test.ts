import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { GENERATED_FILE, generateDataTypes } from './data-types';

const ROOT = path.resolve(__dirname, '../..');

test('the committed data types are what the schemas generate (run `npm run api:types` after changing a schema)', async () => {
  const committed = fs.readFileSync(path.join(ROOT, GENERATED_FILE), 'utf8');
  expect(committed).toBe(await generateDataTypes(ROOT));
});

// The generator reads the schemas themselves: a new field in one appears in the types.
test('a schema change shows up in the generated types', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-types-'));
  fs.cpSync(path.join(ROOT, 'api/schema'), path.join(root, 'api/schema'), { recursive: true });
  const file = path.join(root, 'api/schema/types.schema.json');
  const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as { properties: { types: { items: { properties: Record<string, object> } } } };
  schema.properties.types.items.properties.since = { type: 'string' };
  fs.writeFileSync(file, JSON.stringify(schema));
  expect(await generateDataTypes(root)).toContain('since?: string;');
});
