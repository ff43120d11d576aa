import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fillMissingProse, schemaWithoutProse } from './prose-pending';

const classSchema = JSON.parse(fs.readFileSync(path.join(__dirname, '../../api/schema/class.schema.json'), 'utf8')) as { required: string[]; properties: { methods: { items: { required: string[] } } } };

test('a prose-pending release needs no summary or description, and nothing else is relaxed', () => {
  const relaxed = schemaWithoutProse(classSchema);
  expect(relaxed.required).toEqual(classSchema.required.filter((f) => f !== 'summary' && f !== 'description'));
  expect(relaxed.required).toContain('availability');
  expect(relaxed.properties.methods.items.required).toEqual(['name', 'overloads']);
  // The schema itself is left as it was.
  expect(classSchema.required).toContain('summary');
});

test('missing texts are filled with empty strings where the full schema requires them, through $refs and arrays', () => {
  const data = { name: 'Knob', methods: [{ name: 'Turn', overloads: [{ params: [], returns: [] }] }], properties: [{ name: 'angle', type: 'number', summary: 'Kept.' }] };
  fillMissingProse(data, classSchema);
  expect(data).toMatchObject({ summary: '', description: '', methods: [{ summary: '' }], properties: [{ summary: 'Kept.' }] });
  expect(data.methods[0]).not.toHaveProperty('description');
});
