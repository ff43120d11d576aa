import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import YAML from 'yaml';
import { run, parseArgs, UsageError } from './cli';
import { ApiDataError, runApiPipeline } from '../../../plugins/api-reference/pipeline';
import type { EngineChanges } from '../../../plugins/api-reference/engine-changes';
import { FIXTURES, fixtureRoots } from './fixtures/project-roots';

/**
 * `api:import --changes`: a small newer export written for this test
 * (fixtures/exports/engine-changes.lua, one of each kind of change) against the
 * fixture release. Its descriptions all contain "Zebra quartz", which must never reach the file.
 */

const EXPORT = path.join(FIXTURES, 'exports', 'engine-changes.lua');
const CHANGES_FILE = path.join('api', 'engine-changes', '2099-07.yaml');
const { projectRoot, cleanup } = fixtureRoots('api-changes-');
test.afterAll(cleanup);

const writeChanges = (root: string) => run(root, { exportFile: EXPORT, json: false, includeUnchanged: false, changes: '2099-07' });
const readChanges = (root: string): EngineChanges => YAML.parse(fs.readFileSync(path.join(root, CHANGES_FILE), 'utf8')) as EngineChanges;

test('the file holds each kind of change, the case-only spelling included', () => {
  const root = projectRoot();
  expect(writeChanges(root).filesWritten).toEqual([CHANGES_FILE.split(path.sep).join('/')]);
  const data = readChanges(root);
  expect(data.version).toBe('2099-07');
  expect(data.label).toBe('July 2099');
  const body = data.classes.find((c) => c.name === 'Body')!;
  const member = (name: string) => body.members!.find((m) => m.name === name);
  expect(body.availability).toEqual({ release: 'both', engine: 'client' });
  expect(member('Velocity')).toEqual({ kind: 'property', name: 'Velocity', spelling: 'velocity' });
  expect(member('OldThing')).toEqual({ kind: 'property', name: 'OldThing', spelling: 'oldThing', type: { release: 'number', engine: 'string' } });
  expect(member('Contacts')).toEqual({ kind: 'property', name: 'Contacts', readonly: { release: false, engine: true } });
  expect(member('SetMode')).toEqual({ kind: 'method', name: 'SetMode', signature: { release: ['SetMode(integer)'], engine: ['SetMode(mode: string): boolean'] } });
  expect(member('Legacy')).toEqual({ kind: 'method', name: 'Legacy', deprecated: true });
  expect(member('GetParent')).toEqual({ kind: 'method', name: 'GetParent', notInEngine: true });
  expect(member('Body')).toEqual({ kind: 'constructors', name: 'Body', notInEngine: true });
  expect(member('Push')).toBeUndefined();
  expect(body.added).toEqual({ properties: ['freshProp'], methods: ['Fresh'] });
  expect(data.classes.find((c) => c.name === 'Retired')).toEqual({ name: 'Retired', notInEngine: true, members: [] });
  expect(data.classes.find((c) => c.name === 'Hit')).toBeUndefined();
  expect(data.enums).toEqual([{ name: 'Mode', spelling: 'Mode', values: { changed: [{ name: 'Run', release: 2, engine: 3 }], added: ['Fly'] } }]);
  expect(data.addedClasses).toEqual(['Widget']);
  expect(data.addedEnums).toEqual(['Extra']);
});

test('nothing of the export descriptions reaches the file', () => {
  const root = projectRoot();
  writeChanges(root);
  const text = fs.readFileSync(path.join(root, CHANGES_FILE), 'utf8');
  expect(fs.readFileSync(EXPORT, 'utf8')).toContain('Zebra quartz');
  expect(text).not.toMatch(/zebra|quartz/i);
});

test('running it twice changes nothing', () => {
  const root = projectRoot();
  writeChanges(root);
  const once = fs.readFileSync(path.join(root, CHANGES_FILE), 'utf8');
  const second = writeChanges(root);
  expect(second.filesWritten).toEqual([]);
  expect(second.output).toContain('unchanged');
  expect(fs.readFileSync(path.join(root, CHANGES_FILE), 'utf8')).toBe(once);
});

test('the report names the case-only respelling', () => {
  const { output } = run(projectRoot(), { exportFile: EXPORT, json: false, includeUnchanged: false });
  expect(output).toContain('spelled `velocity` in the export');
  expect(output).toMatch(/changed: \d+ \(2 spelled differently, case only\)/);
});

test('the build reads the file, and stops on an entry the release lacks with file, item and fix', () => {
  const root = projectRoot();
  writeChanges(root);
  const dataDir = path.join(root, 'api');
  expect(runApiPipeline(dataDir).model.engineChanges.sets[0]!.classes.length).toBeGreaterThan(0);
  const file = path.join(root, CHANGES_FILE);
  const data = readChanges(root);
  data.classes.find((c) => c.name === 'Body')!.members!.push({ kind: 'method', name: 'Teleport', notInEngine: true });
  fs.writeFileSync(file, YAML.stringify(data));
  let error: unknown;
  try {
    runApiPipeline(dataDir);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ApiDataError);
  expect((error as ApiDataError).problems).toEqual([
    expect.objectContaining({ file: 'api/engine-changes/2099-07.yaml', item: 'classes › Body › method › Teleport', fix: expect.stringContaining('--changes 2099-07') }),
  ]);
});

test('a changes file that breaks its schema stops the build naming the item', () => {
  const root = projectRoot();
  writeChanges(root);
  const file = path.join(root, CHANGES_FILE);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('spelling: velocity', 'spelling: velocity\n        summary: words'));
  expect(() => runApiPipeline(path.join(root, 'api'))).toThrow(/2099-07\.yaml › classes › Body › members › Velocity: must NOT have additional properties \("summary"\)/);
});

test('the import rewrites a changes file that no longer fits its schema', () => {
  const root = projectRoot();
  const file = path.join(root, CHANGES_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'version: 2099-07\nlabel: July 2099\n');
  expect(writeChanges(root).filesWritten).toEqual([CHANGES_FILE.split(path.sep).join('/')]);
  expect(runApiPipeline(path.join(root, 'api')).model.engineChanges.sets).toHaveLength(1);
});

test('--changes takes a year and month', () => {
  expect(parseArgs(['x.lua', '--changes', '2026-07']).changes).toBe('2026-07');
  expect(() => parseArgs(['x.lua', '--changes', 'july'])).toThrow(UsageError);
  expect(() => parseArgs(['x.lua', '--changes', '2026-13'])).toThrow(/YYYY-MM/);
});
