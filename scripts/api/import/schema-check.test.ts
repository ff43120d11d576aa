import path from 'node:path';
import { test, expect } from '@playwright/test';
import { schemaCheck, withoutRequiredProse } from './schema-check';

const SCHEMA_DIR = path.resolve(__dirname, '../../../api/schema');

test('prose fields leave every required list; nothing else changes', () => {
  const schema = { required: ['name', 'summary'], properties: { a: { required: ['description', 'type'] }, d: { required: ['message'] } }, items: [{ required: ['summary'] }] };
  expect(withoutRequiredProse(schema)).toEqual({ required: ['name'], properties: { a: { required: ['type'] }, d: { required: [] } }, items: [{ required: [] }] });
});

test('a class without prose passes; anything else wrong is still a problem with the item', () => {
  const check = schemaCheck(SCHEMA_DIR, 'class.schema.json', { proseOptional: true });
  const prop = { name: 'file', type: 'string', readonly: false, deprecated: {} };
  expect(check('X.yaml', { name: 'X', kind: 'class', group: 'Core', availability: 'both', properties: [prop] })).toEqual([]);
  expect(check('X.yaml', { name: 'X', kind: 'class', group: 'Core', availability: 'both', properties: [{ ...prop, readonly: 'no' }] })).toEqual([
    { file: 'X.yaml', item: 'properties › 0 › readonly', message: 'must be boolean', fix: 'follow api/schema/class.schema.json (editors check it through the file\'s first line)' },
  ]);
  expect(schemaCheck(SCHEMA_DIR, 'class.schema.json')('X.yaml', { name: 'X', kind: 'class', group: 'Core', availability: 'both' }).map((p) => p.message)).toEqual([
    "must have required property 'summary'",
    "must have required property 'description'",
  ]);
});
