import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import YAML from 'yaml';
import { parseLuaData, LuaDataError } from './lua-data';
import { validateExport } from './validate';
import { run, parseArgs, UsageError } from './cli';
import { textFields } from './apply';
import { FIXTURES, fixtureRoots } from './fixtures/project-roots';
import { ApiDataError, runApiPipeline } from '../../../plugins/api-reference/pipeline';
import type { ApiClass } from '../../../plugins/api-reference/model';

/**
 * The engine-export importer against small exports this project wrote itself
 * (scripts/api/import/fixtures/exports) and a small reference (scripts/api/import/fixtures/release).
 */

const EXPORTS = path.join(FIXTURES, 'exports');
const { projectRoot, cleanup } = fixtureRoots('api-import-');
test.afterAll(cleanup);

/** Every file under api/ with its bytes, to prove that nothing was written. */
function snapshot(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const dir = path.join(root, 'api');
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const abs = path.join(dir, f);
    if (fs.statSync(abs).isFile()) out.set(f, fs.readFileSync(abs, 'utf8'));
  }
  return out;
}

const exportFile = (name: string) => path.join(EXPORTS, name);
const readClass = (root: string, name: string): ApiClass => YAML.parse(fs.readFileSync(path.join(root, 'api', 'classes', `${name}.yaml`), 'utf8')) as ApiClass;
const importInto = (root: string, exportName: string, apply?: 'release' | 'upgrade', json = false) =>
  run(root, { exportFile: exportFile(exportName), json, includeUnchanged: false, ...(apply ? { apply } : {}) });

test.describe('reading an export as data', () => {
  test('serpent wrapper, nesting, escapes, keyed and positional fields, numbers', () => {
    const source = 'do local _={a="x\\"y\\n\\65\\x42",[ "b c" ]=-1.5e2,{1,2},t=true,n=nil,[3]=false};return _;end';
    const root = parseLuaData(source);
    const byKey = new Map(root.fields.map((f) => [f.key, f.value]));
    expect(byKey.get('a')).toMatchObject({ kind: 'string', value: 'x"y\nAB' });
    expect(byKey.get('b c')).toMatchObject({ kind: 'number', value: -150 });
    expect(byKey.get('t')).toMatchObject({ kind: 'boolean', value: true });
    expect(byKey.get('n')).toMatchObject({ kind: 'nil' });
    expect(byKey.get(3)).toMatchObject({ kind: 'boolean', value: false });
    expect(root.items).toHaveLength(1);
    expect(root.items[0]).toMatchObject({ kind: 'table', pos: { line: 1, col: source.indexOf('{1,2}') + 1 } });
  });

  test('a bare table and `return {...}` are read too; code is never run', () => {
    expect(parseLuaData('return {x=1}').fields[0]).toMatchObject({ key: 'x' });
    expect(() => parseLuaData('do local _={x=os.exit()};return _;end')).toThrow(LuaDataError);
  });

  test('types are brought to the reference grammar', () => {
    const exported = validateExport(parseLuaData(fs.readFileSync(exportFile('changes.lua'), 'utf8')));
    const spin = exported.classes.get('Body')!.functions.find((f) => f.name === 'Spin')!;
    expect(spin.params.map((p) => p.type)).toEqual(['number', 'fun(done: boolean)?']);
  });
});

test.describe('bad exports stop with file:line:col, what is wrong and the fix, and write nothing', () => {
  const cases: [string, RegExp][] = [
    ['truncated.lua', /truncated\.lua:1:\d+: the table opened here is not closed before the end of the file\. Fix: export the file again/],
    ['unknown-top-key.lua', /unknown-top-key\.lua:1:33: unknown key "Globals" in the exported table\. Fix: use only Enums, Classes/],
    ['member-without-name.lua', /member-without-name\.lua:7:9: class Body: function 2: name is missing\. Fix: give it as name="\.\.\."/],
    ['type-not-string.lua', /type-not-string\.lua:2:54: class Body: function 1 Push: parameter 1 type must be a string, not a number\. Fix: write it in quotes/],
    ['type-malformed.lua', /type-malformed\.lua:2:54: class Body: function 1 Push: parameter 1 type "table<string>" is not a type: .*expected ",".*\. Fix: write a type such as number, Vec3/],
    ['self-reference.lua', /self-reference\.lua:1:\d+: a self-reference .* Fix: /],
  ];
  for (const [file, message] of cases) {
    test(file, () => {
      const root = projectRoot();
      const before = snapshot(root);
      let error: unknown;
      try {
        importInto(root, file, 'release');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).message).toMatch(message);
      expect(snapshot(root)).toEqual(before);
    });
  }

  test('a missing file and bad options', () => {
    expect(() => run(projectRoot(), { exportFile: exportFile('nope.lua'), json: false, includeUnchanged: false })).toThrow(/nope\.lua: no such file/);
    expect(() => parseArgs(['x.lua', '--apply', 'sideways'])).toThrow(/--apply takes "release" or "upgrade"/);
    expect(() => parseArgs([])).toThrow(/no export file given/);
  });
});

test.describe('the report', () => {
  test('Markdown: summary first, then per class each kind of change, with the engine team words for the writer', () => {
    const root = projectRoot();
    const before = snapshot(root);
    const { output } = importInto(root, 'changes.lua');
    expect(snapshot(root)).toEqual(before); // a report writes nothing
    const lines = output.split('\n');
    expect(lines.slice(0, 8).join('\n')).toContain('- classes compared: 2; documented but not in the export: 1 (Retired); only in the export: 1');
    expect(output).toContain('- members added: 2, removed: 2,');
    expect(output).toContain('- parameters named: 5; types made precise: 2; optional or nil-able marked: 2');
    expect(output).toMatch(/\*\*added\*\* method `Spin`\n {2}- export: `Spin\(turns: number, callback: fun\(done: boolean\)\?\)`/);
    expect(output).toMatch(/\*\*added\*\* property `spinRate`/);
    expect(output).toMatch(/\*\*removed\*\* property `OldThing`/);
    expect(output).toMatch(/\*\*removed\*\* method `Gone`/);
    expect(output).toContain('writes: parameter 1: named `atPoint`');
    expect(output).toContain('writes: return 1: `table` → `Hit[]`');
    expect(output).toContain('writes: return 1: `Body` → `Body?`');
    expect(output).toContain("differs: parameter 1 type: the export has `string`, the reference `integer`");
    expect(output).toContain('deprecated in the export');
    expect(output).toContain('the export says read-only, the reference writable');
    expect(output).toContain("engine team's description (for the writer; state it in our own words): Engine words: the point comes first.");
    expect(output).toContain('## Retired (api/classes/Retired.yaml): not in export');
    expect(output).toContain('## Widget: only in export');
    expect(output).toContain('- enums changed: 1; not in the export: 0');
    expect(output).toContain('- `mode` (api/enums/Mode.yaml): changed\n  - spelled `Mode` in the export\n  - value `Run` is not in the export\n  - the export adds `Fly` = 1');
  });

  test('JSON for tools', () => {
    const { output } = importInto(projectRoot(), 'changes.lua', undefined, true);
    const report = JSON.parse(output) as { summary: Record<string, unknown>; classes: { name: string; members: { name: string; status: string }[] }[] };
    expect(report.summary).toMatchObject({ mode: 'release', membersAdded: 2, membersRemoved: 2, paramsNamed: 5, classesNotInExport: ['Retired'], classesOnlyInExport: ['Widget'] });
    const body = report.classes.find((c) => c.name === 'Body')!;
    expect(body.members.find((m) => m.name === 'Push')).toMatchObject({ status: 'changed' });
  });
});

test.describe('--apply release', () => {
  test('names parameters, marks optional and nil-able types, makes open types precise; adds and drops nothing', () => {
    const root = projectRoot();
    const { filesWritten } = importInto(root, 'changes.lua', 'release');
    expect(filesWritten).toEqual(['api/classes/Body.yaml']);
    const body = readClass(root, 'Body');
    const method = (name: string) => body.methods!.find((m) => m.name === name)!;
    expect(method('Push').overloads[0]!.params).toEqual([
      { name: 'atPoint', type: 'Vec3' },
      { name: 'impulse', type: 'Vec3' },
    ]);
    expect(method('Find').overloads[0]).toEqual({ params: [{ name: 'name', type: 'string' }], returns: ['Hit[]'] });
    expect(method('GetParent').overloads[0]!.returns).toEqual(['Body?']);
    // An engine change (integer → string) is reported, not written; the name is the same member's.
    expect(method('SetMode').overloads[0]!.params).toEqual([{ name: 'mode', type: 'integer' }]);
    expect(method('Legacy').deprecated).toBeUndefined();
    expect(body.constructors!.overloads[1]!.params).toEqual([{ name: 'pos', type: 'Vec3?', summary: 'Where the body starts.' }]);
    expect(body.properties!.map((p) => [p.name, p.type, p.annotatedType])).toEqual([
      ['Velocity', 'Vec3', undefined],
      ['Contacts', 'Hit[]', undefined],
      ['OldThing', 'number', undefined],
    ]);
    expect(body.methods!.map((m) => m.name)).toEqual(['Push', 'Find', 'GetParent', 'SetMode', 'Legacy', 'Gone']);
  });

  test('every text field, comment and quoting style is kept byte for byte', () => {
    const root = projectRoot();
    const file = path.join(root, 'api', 'classes', 'Body.yaml');
    const before = fs.readFileSync(file, 'utf8');
    importInto(root, 'changes.lua', 'release');
    const after = fs.readFileSync(file, 'utf8');
    expect(after).not.toEqual(before);
    expect(textFields(YAML.parse(after))).toEqual(textFields(YAML.parse(before)));
    for (const line of before.split('\n').filter((l) => !/^\s*(- )?(type|name):|^\s*- (table|Hit\[\]|Body)$|annotated/.test(l))) {
      expect(after).toContain(line);
    }
    expect(after).toContain('# A comment the import must keep.');
    expect(after).toContain("description: 'Single-quoted text: it stays single-quoted.'");
    expect(after).toContain('  over two lines.   Trailing spaces too.   \n');
  });

  test('running it twice changes nothing', () => {
    const root = projectRoot();
    importInto(root, 'changes.lua', 'release');
    const once = snapshot(root);
    const second = importInto(root, 'changes.lua', 'release');
    expect(second.filesWritten).toEqual([]);
    expect(snapshot(root)).toEqual(once);
  });

  test('the result passes the build checks', () => {
    const root = projectRoot();
    importInto(root, 'changes.lua', 'release');
    expect(() => runApiPipeline(path.join(root, 'api'))).not.toThrow();
  });
});

test.describe('--apply upgrade', () => {
  test('adds new members with an empty summary, keeps gone ones, takes the export types', () => {
    const root = projectRoot();
    importInto(root, 'upgrade.lua', 'upgrade');
    const body = readClass(root, 'Body');
    const spin = body.methods!.find((m) => m.name === 'Spin')!;
    expect(spin).toEqual({ name: 'Spin', summary: '', overloads: [{ params: [{ name: 'turns', type: 'number' }], returns: ['boolean'] }] });
    expect(body.properties!.find((p) => p.name === 'spinRate')).toEqual({ name: 'spinRate', type: 'number', summary: '' });
    expect(body.methods!.find((m) => m.name === 'Gone')!.summary).toBe('A method the engine dropped.');
    expect(body.properties!.find((p) => p.name === 'OldThing')).toBeDefined();
    expect(body.methods!.find((m) => m.name === 'SetMode')!.overloads[0]!.params).toEqual([{ name: 'mode', type: 'string' }]);
    expect(body.methods!.find((m) => m.name === 'Legacy')!.deprecated).toEqual({ message: '' });
    expect(fs.existsSync(path.join(root, 'api', 'classes', 'Retired.yaml'))).toBe(true);
  });

  test('the build lists each new member for a writer (empty summary), naming file and item', () => {
    const root = projectRoot();
    importInto(root, 'upgrade.lua', 'upgrade');
    let problems: { file: string; item: string }[] = [];
    try {
      runApiPipeline(path.join(root, 'api'));
    } catch (e) {
      expect(e).toBeInstanceOf(ApiDataError);
      problems = (e as ApiDataError).problems;
    }
    const items = problems.map((p) => `${p.file} › ${p.item}`);
    expect(items).toContain(`${path.join('api', 'classes', 'Body.yaml')} › methods › Spin › summary`);
    expect(items).toContain(`${path.join('api', 'classes', 'Body.yaml')} › properties › spinRate › summary`);
    expect(items).toContain(`${path.join('api', 'classes', 'Body.yaml')} › methods › Legacy › deprecated › message`);
  });

  test('running it twice changes nothing', () => {
    const root = projectRoot();
    importInto(root, 'upgrade.lua', 'upgrade');
    const once = snapshot(root);
    expect(importInto(root, 'upgrade.lua', 'upgrade').filesWritten).toEqual([]);
    expect(snapshot(root)).toEqual(once);
  });
});
