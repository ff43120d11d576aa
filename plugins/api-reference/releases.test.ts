import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import YAML from 'yaml';
import { ApiDataError, runApiPipeline } from './pipeline';
import { releaseOutputPaths } from './outputs';

/**
 * Two releases in one data folder: the fixture API as the documented release (api/) and a newer
 * one in api/2099-07/ with names and types only, written here. The pipeline reads each on its own,
 * computes the newer one's changes into the documented build, and stops on bad input naming the
 * file, the item and the fix.
 */
const FIXTURE = path.resolve(__dirname, 'fixtures/data/valid');
const SCHEMA = path.resolve(__dirname, '../../api/schema');

function twoReleases(newerGizmo: Record<string, unknown> | undefined = { name: 'Gizmo', kind: 'class', group: 'Core', availability: 'both', inherits: 'Widget' }): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'releases-')), 'api');
  fs.cpSync(FIXTURE, dir, { recursive: true });
  fs.cpSync(SCHEMA, path.join(dir, 'schema'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'releases.yaml'), YAML.stringify({ documented: '2099-01', releases: [{ id: '2099-01', label: 'January 2099' }, { id: '2099-07', label: 'July 2099', prose: 'pending' }] }));
  const newer = path.join(dir, '2099-07');
  fs.mkdirSync(path.join(newer, 'classes'), { recursive: true });
  fs.mkdirSync(path.join(newer, 'enums'), { recursive: true });
  fs.writeFileSync(path.join(newer, 'types.yaml'), YAML.stringify({ groups: ['Core'], types: [{ name: 'number', kind: 'primitive' }] }));
  const widget = YAML.parse(fs.readFileSync(path.join(FIXTURE, 'classes/Widget.yaml'), 'utf8')) as Record<string, unknown>;
  // Names and types only: every text of the documented file goes.
  const strip = (v: unknown): unknown => (Array.isArray(v) ? v.map(strip) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => !['summary', 'description', 'examples'].includes(k)).map(([k, x]) => [k, strip(x)])) : v);
  fs.writeFileSync(path.join(newer, 'classes/Widget.yaml'), YAML.stringify(strip(widget)));
  if (newerGizmo) fs.writeFileSync(path.join(newer, 'classes/Gizmo.yaml'), YAML.stringify(newerGizmo));
  fs.writeFileSync(path.join(newer, 'enums/Color.yaml'), YAML.stringify({ name: 'Color', availability: 'both', values: [{ name: 'Red', value: 0 }] }));
  return dir;
}

test("each release is read from its own folder; the documented build carries the newer release's computed changes", () => {
  const dir = twoReleases();
  const newer = runApiPipeline(dir, { release: '2099-07' });
  expect(newer.release).toMatchObject({ id: '2099-07', documented: false, prose: 'pending' });
  expect(newer.changes?.version).toBe('2099-07');
  expect(newer.model.classes.get('Widget')!.summary).toBe('');
  const documented = runApiPipeline(dir);
  expect(documented.release.documented).toBe(true);
  const [set] = documented.model.engineChanges.sets;
  expect(set).toMatchObject({ version: '2099-07', label: 'July 2099' });
  // Gizmo's spin is gone, Gizmo runs on both sides now; Color lost Green; shade is gone.
  expect(set!.classes).toEqual([{ name: 'Gizmo', availability: { release: 'client', engine: 'both' }, members: [{ kind: 'property', name: 'spin', notInEngine: true }] }]);
  expect(set!.enums.map((e) => e.name)).toEqual(['Color', 'shade']);
});

test("bad input in another release's folder stops the build with the file, the item and the fix", () => {
  const dir = twoReleases({ name: 'Gizmo', kind: 'class', group: 'Core', availability: 'everywhere' });
  try {
    runApiPipeline(dir);
    throw new Error('the broken release should have stopped the pipeline');
  } catch (error) {
    expect(error).toBeInstanceOf(ApiDataError);
    expect((error as ApiDataError).problems).toEqual([expect.objectContaining({ file: path.join('api', '2099-07', 'classes', 'Gizmo.yaml'), item: 'availability', fix: expect.stringContaining('class.schema.json') })]);
  }
  fs.rmSync(path.join(dir, '2099-07'), { recursive: true });
  expect(() => runApiPipeline(dir)).toThrow(/api\/2099-07.*is missing.*--release 2099-07/s);
  expect(() => runApiPipeline(dir, { release: '2099-08' })).toThrow(/lists no such release.*2099-01, 2099-07/s);
});

test("each release's pages and downloads have names of their own; the documented release keeps the specification's", () => {
  expect(releaseOutputPaths({ id: '2025-09', documented: true })).toEqual({ docsDir: 'generated/api-docs', definitions: 'atomontage.d.lua', addon: 'atomontage-luals-addon.zip', json: 'api.json' });
  expect(releaseOutputPaths({ id: '2026-07', documented: false })).toEqual({ docsDir: 'api_versioned_docs/version-2026-07', definitions: 'atomontage-2026-07.d.lua', addon: 'atomontage-luals-addon-2026-07.zip', json: 'api-2026-07.json' });
});
