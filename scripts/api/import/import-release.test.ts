import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import YAML from 'yaml';
import { run, parseArgs, readExport, UsageError } from './cli';
import { FIXTURES, fixtureRoots } from './fixtures/project-roots';
import { schemaCheck } from './schema-check';

/**
 * `--release`: a release data set from a small export this project wrote
 * (fixtures/exports/release-set.lua), its annotations and decisions (fixtures/release-set/).
 */

const RELEASE = '2030-01';
const EXPORT = path.join(FIXTURES, 'exports', 'release-set.lua');
const ANNOTATIONS = path.join(FIXTURES, 'release-set', 'annotations.lua');
const { projectRoot: bareRoot, cleanup } = fixtureRoots('api-release-');
test.afterAll(cleanup);

function projectRoot(decisions?: (d: Record<string, unknown>) => void): string {
  const root = bareRoot();
  const text = fs.readFileSync(path.join(FIXTURES, 'release-set', 'import-decisions.yaml'), 'utf8');
  fs.mkdirSync(path.join(root, 'api', RELEASE));
  const doc = YAML.parse(text) as Record<string, unknown>;
  decisions?.(doc);
  fs.writeFileSync(path.join(root, 'api', RELEASE, 'import-decisions.yaml'), decisions ? YAML.stringify(doc) : text);
  return root;
}

const importRelease = (root: string) => run(root, { exportFile: EXPORT, json: false, includeUnchanged: false, release: RELEASE, annotations: ANNOTATIONS });

/** Every file of the release folder but the decisions, with its text. */
function written(root: string): Map<string, string> {
  const dir = path.join(root, 'api', RELEASE);
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.yaml') && f !== 'import-decisions.yaml');
  return new Map(files.sort().map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
}
const classOf = (root: string, name: string) => YAML.parse(fs.readFileSync(path.join(root, 'api', RELEASE, 'classes', `${name}.yaml`), 'utf8')) as Record<string, unknown>;

function failure(root: string): string {
  try {
    importRelease(root);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the import did not stop');
}

test('every class and enum of the export, names and types only, with the rule for what the export repeats', () => {
  const root = projectRoot();
  const result = importRelease(root);
  expect([...written(root).keys()]).toEqual([
    ...['Ball', 'Behaviour', 'Body', 'Component', 'Crate', 'Lamp', 'Lens', 'Shape', 'Vec'].map((c) => path.join('classes', `${c}.yaml`)),
    path.join('enums', 'Layers.yaml'),
    path.join('enums', 'Mode.yaml'),
    'types.yaml',
  ]);
  // Repeated members are inherited; a member that differs (type, parameter name) stays.
  expect(classOf(root, 'Ball')).toEqual({
    name: 'Ball', kind: 'shape', group: 'Math', availability: 'both', inherits: 'Shape',
    constructors: { overloads: [{ params: [{ name: 'radius', type: 'number?' }] }] },
    properties: [{ name: 'radius', type: 'number', readonly: false }],
  });
  expect(classOf(root, 'Crate')).toMatchObject({ inherits: 'Shape', deprecated: {}, methods: [{ name: 'Contains', overloads: [{ params: [{ name: 'p', type: 'Vec' }], returns: ['boolean'] }] }] });
  expect(classOf(root, 'Crate')).not.toHaveProperty('properties');
  expect(classOf(root, 'Lamp')).toEqual({
    name: 'Lamp', kind: 'component', group: 'Scene', availability: 'client', inherits: 'Component',
    properties: [{ name: 'owner', type: 'Body?', readonly: true }, { name: 'glow', type: 'number', readonly: false, deprecated: {} }],
  });
  expect(classOf(root, 'Lens')).toMatchObject({
    properties: [{ name: 'id', type: 'Guid', readonly: true }, { name: 'zoom', type: 'number', readonly: false }],
    operators: [{ op: '__eq', overloads: [{ params: ['Lens', 'Lens'], returns: 'boolean' }] }],
  });
  // Overloads, dropped parameter names (a keyword, a name with a space, `...`), operators, callbacks.
  expect(classOf(root, 'Vec')).toMatchObject({
    constructors: { overloads: [{ params: [] }, { params: [{ name: 'x', type: 'number' }, { name: 'y', type: 'number' }] }] },
    methods: [
      { name: 'Dot', overloads: [{ params: [{ name: 'other', type: 'Vec' }], returns: ['number'] }, { params: [{ name: 'x', type: 'number' }, { name: 'y', type: 'number' }], returns: ['number'] }] },
      { name: 'Scale', overloads: [{ params: [{ type: 'integer' }, { type: 'number' }], returns: [] }] },
      { name: 'Blend', deprecated: {}, overloads: [{ params: [], returns: [] }] },
    ],
    operators: [
      { op: '__add', overloads: [{ params: ['Vec', 'Vec'], returns: 'Vec' }, { params: ['number', 'Vec'], returns: 'Vec' }] },
      { op: '__newindex', overloads: [{ params: ['Vec', 'integer', 'number'], returns: null }] },
    ],
  });
  expect(classOf(root, 'Behaviour')).toMatchObject({
    callbacks: [{ name: 'Start', params: [] }, { name: 'Update', params: [{ name: 'dt', type: 'number' }] }],
    methods: [{ name: 'Call', overloads: [{ params: [{ name: 'fn', type: 'string' }, { type: '...' }], returns: [] }] }],
  });
  // Kind and group of a class the documented release has come from it.
  expect(classOf(root, 'Body')).toEqual({ name: 'Body', kind: 'class', group: 'Core', availability: 'both' });
  const files = written(root);
  expect(YAML.parse(files.get(path.join('enums', 'Layers.yaml'))!)).toEqual({ name: 'Layers', availability: 'both', bitflags: true, values: [{ name: 'Ground', value: 1 }, { name: 'Water', value: 2 }, { name: 'Air', value: 4 }] });
  expect(YAML.parse(files.get('types.yaml')!)).toEqual({ groups: ['Core', 'Scene', 'Math'], types: [{ name: 'Guid', kind: 'engine' }] });
  // The figures. Inherited: Ball's pos and Contains, Crate's pos, Lamp's active, Lens's active and owner.
  expect(result.output).toContain('9 classes (4 with a base), 2 enums, 1 other types');
  expect(result.output).toContain('constructors: 4 overloads on 3 classes');
  expect(result.output).toMatch(/properties +10 +5 +15/);
  expect(result.output).toMatch(/methods +7 +1 +8/);
  expect(result.output).toMatch(/callbacks +2 +0 +2/);
  expect(result.output).toMatch(/operators +3 +0 +3/);
});

test('no text at all: no description of the export, no prose field', () => {
  const root = projectRoot();
  importRelease(root);
  const exported = readExport(EXPORT);
  const descriptions = [...exported.classes.values()].flatMap((c) => [...c.constructors, ...c.functions, ...c.operators, ...c.properties].map((m) => m.description)).filter(Boolean);
  expect(descriptions.length).toBeGreaterThan(5);
  for (const [file, text] of written(root)) {
    expect(text, file).not.toContain('quokka');
    expect(text, file).not.toMatch(/^\s*(summary|description|message|examples):/m);
  }
});

test('the output meets the schemas with the prose fields optional, and each file names its schema', () => {
  const root = projectRoot();
  importRelease(root);
  const schemaDir = path.join(root, 'api', 'schema');
  const check = {
    classes: schemaCheck(schemaDir, 'class.schema.json', { proseOptional: true }),
    enums: schemaCheck(schemaDir, 'enum.schema.json', { proseOptional: true }),
    types: schemaCheck(schemaDir, 'types.schema.json', { proseOptional: true }),
  };
  for (const [file, text] of written(root)) {
    const folder = path.dirname(file) === '.' ? 'types' : (path.dirname(file) as 'classes' | 'enums');
    expect(check[folder](file, YAML.parse(text)), file).toEqual([]);
    expect(text.split('\n')[0]).toBe(folder === 'types' ? '# yaml-language-server: $schema=../schema/types.schema.json' : `# yaml-language-server: $schema=../../schema/${folder === 'classes' ? 'class' : 'enum'}.schema.json`);
  }
});

test('a second run changes nothing; a class the export no longer has loses its file, only in the release folder', () => {
  const root = projectRoot();
  importRelease(root);
  const first = written(root);
  fs.writeFileSync(path.join(root, 'api', RELEASE, 'classes', 'Gone.yaml'), 'name: Gone\nkind: class\ngroup: Core\navailability: both\n');
  const second = importRelease(root);
  expect(second.filesWritten).toEqual([path.join('api', RELEASE, 'classes', 'Gone.yaml')]);
  expect(written(root)).toEqual(first);
  expect(importRelease(root).filesWritten).toEqual([]);
  expect(importRelease(root).output).toContain(`api/${RELEASE}: 0 file(s) written, 12 unchanged, 0 removed`);
  expect(fs.existsSync(path.join(root, 'api', 'classes', 'Retired.yaml'))).toBe(true);
});

test.describe('bad input stops with the file, the item and the fix, and writes nothing', () => {
  const decisionsFile = path.join('api', RELEASE, 'import-decisions.yaml');
  const cases: [string, (d: Record<string, unknown>) => void, RegExp][] = [
    ['an inheritance decision naming a class the export lacks', (d) => ((d.classes as Record<string, unknown>).Lamp = { kind: 'component', group: 'Scene', inherits: 'Light' }), /import-decisions\.yaml › classes › Lamp › inherits: names Light, which the export lacks\. Fix: name a class of the export/],
    ['a decision for a class the export lacks', (d) => ((d.classes as Record<string, unknown>).Ghost = { kind: 'class', group: 'Core' }), /› classes › Ghost: names Ghost, a class the export lacks\. Fix: correct the name/],
    ['a group not in the groups list', (d) => ((d.classes as Record<string, unknown>).Vec = { kind: 'value', group: 'Maths' }), /› classes › Vec › group: "Maths" is not one of the groups\. Fix: use one of Core, Scene, Math/],
    ['a new class without kind and group', (d) => delete (d.classes as Record<string, unknown>).Shape, /› classes › Shape: Shape is new in this release and has no kind and group\. Fix: add `Shape: \{ kind:/],
    ['a callback the class lacks', (d) => ((d.classes as Record<string, unknown>).Behaviour = { kind: 'class', group: 'Core', callbacks: ['Stop'] }), /› classes › Behaviour › callbacks › Stop: Behaviour has no function Stop in the export/],
    ['a decisions file that fails its schema', (d) => ((d.classes as Record<string, unknown>).Vec = { kind: 'vector', group: 'Math', base: 'Shape' }), /› classes › Vec › kind: must be equal to one of the allowed values\. Fix: follow api\/schema\/import-decisions\.schema\.json/],
  ];
  for (const [name, edit, message] of cases) {
    test(name, () => {
      const root = projectRoot(edit);
      expect(failure(root)).toMatch(message);
      expect(failure(root)).toContain(decisionsFile);
      expect(written(root).size).toBe(0);
    });
  }

  test('an export that does not parse: file:line:col', () => {
    const root = projectRoot();
    const broken = path.join(root, 'broken.lua');
    fs.writeFileSync(broken, 'do local _={Classes={A={name="A",');
    expect(() => run(root, { exportFile: broken, json: false, includeUnchanged: false, release: RELEASE, annotations: ANNOTATIONS })).toThrow(/broken\.lua:1:\d+: .*Fix: /);
  });

  test('a base the annotations declare that the export lacks', () => {
    const root = projectRoot();
    const annotations = path.join(root, 'annotations.lua');
    fs.writeFileSync(annotations, '--- @class Vec : Tensor\n');
    expect(() => run(root, { exportFile: EXPORT, json: false, includeUnchanged: false, release: RELEASE, annotations })).toThrow(/annotations\.lua › line 1 \(Vec\): declares the base Tensor, which the export lacks\. Fix: give Vec an `inherits` entry/);
  });

  test('a file that holds writers\' text is neither overwritten nor removed', () => {
    const root = projectRoot();
    importRelease(root);
    const vec = path.join(root, 'api', RELEASE, 'classes', 'Vec.yaml');
    fs.writeFileSync(vec, fs.readFileSync(vec, 'utf8').replace('name: Vec\n', 'name: Vec\nsummary: A writer wrote this.\n').replace('type: number', 'type: integer'));
    const before = written(root);
    expect(failure(root)).toMatch(/classes\/Vec\.yaml › summary: holds writers' text \(1 field\), which the import would drop/);
    expect(written(root)).toEqual(before);
  });
});

test('options: --release and --annotations go together, and take no report options', () => {
  expect(parseArgs(['x.lua', '--release', '2026-07', '--annotations', 'a.lua'])).toMatchObject({ release: '2026-07', annotations: 'a.lua' });
  expect(() => parseArgs(['x.lua', '--release', '2026-07'])).toThrow(/--release and --annotations go together/);
  expect(() => parseArgs(['x.lua', '--release', 'July', '--annotations', 'a.lua'])).toThrow(/YYYY-MM/);
  expect(() => parseArgs(['x.lua', '--release', '2026-07', '--annotations', 'a.lua', '--apply', 'release'])).toThrow(UsageError);
});
