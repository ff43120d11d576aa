import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { ApiDataError, runApiPipeline } from './pipeline';
import type { Problem } from './model';

const loadApiData = (dir: string) => runApiPipeline(dir).model.data;
import { checkLua, type LuaNameIndex } from '../lua-check/analyser';

const FIXTURES = path.resolve(__dirname, 'fixtures/data');
const REAL_SCHEMA = path.resolve(__dirname, '../../api/schema');

const tempRoots: string[] = [];
test.afterAll(() => tempRoots.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * Builds a data dir named `api` in a fresh temp folder: the valid fixture, the real schemas, and,
 * for a broken case, the files of plugins/api-reference/fixtures/data/broken/<name> laid over it. Problems then name
 * files as they would in the repository (api/classes/Broken.yaml).
 */
function dataDir(brokenCase?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-checks-'));
  tempRoots.push(root);
  const dir = path.join(root, 'api');
  fs.cpSync(path.join(FIXTURES, 'valid'), dir, { recursive: true });
  fs.cpSync(REAL_SCHEMA, path.join(dir, 'schema'), { recursive: true });
  if (brokenCase) fs.cpSync(path.join(FIXTURES, 'broken', brokenCase), dir, { recursive: true });
  return dir;
}

/** Loads a broken case and returns the problems of the ApiDataError it must throw. */
function problemsOf(brokenCase: string): Problem[] {
  try {
    loadApiData(dataDir(brokenCase));
  } catch (error) {
    expect(error).toBeInstanceOf(ApiDataError);
    return (error as ApiDataError).problems;
  }
  throw new Error(`loading the "${brokenCase}" fixture should have failed`);
}

/** Asserts exactly one problem, in api/classes/Broken.yaml, for `item`, with a fix. */
function expectOneProblem(problems: Problem[], item: string, message: RegExp): Problem {
  expect(problems).toHaveLength(1);
  const [problem] = problems as [Problem];
  expect(problem.file).toBe(path.join('api', 'classes', 'Broken.yaml'));
  expect(problem.item).toBe(item);
  expect(problem.message).toMatch(message);
  expect(problem.fix.trim().length).toBeGreaterThan(10);
  return problem;
}

test.describe('loadApiData checks', () => {
  test('the valid fixture loads', () => {
    const data = loadApiData(dataDir());
    expect(data.classes.map((c) => c.name)).toEqual(['Gizmo', 'Widget']);
    expect(data.enums.map((e) => e.name)).toEqual(['Color', 'shade']);
    expect(data.groups).toEqual(['Core']);
    expect(data.otherTypes.map((t) => t.name)).toContain('number');
  });

  test('a key the schema does not know', () => {
    const p = expectOneProblem(problemsOf('unknown-key'), 'properties › speed', /additional properties \("unit"\)/);
    expect(p.fix).toContain('class.schema.json');
  });

  test('a type that names nothing', () => {
    expectOneProblem(problemsOf('unknown-type'), 'methods › Build', /type "Gadget" names no class, enum or known type/);
  });

  test('a member listed twice', () => {
    expectOneProblem(problemsOf('duplicate-member'), 'methods › Spin', /"Spin" is already listed under methods/);
  });

  test('a summary of only whitespace', () => {
    expectOneProblem(problemsOf('blank-summary'), 'methods › Spin', /empty summary/);
  });

  test('an empty summary (caught by the schema)', () => {
    const p = expectOneProblem(problemsOf('empty-summary'), 'properties › speed › summary', /fewer than 1 characters/);
    expect(p.fix).toContain('class.schema.json');
  });

  test('a link to a class that does not exist', () => {
    expectOneProblem(problemsOf('missing-class-link'), 'Broken', /links to \/api\/Gadget, but there is no class "Gadget"/);
  });

  test('a link to a member anchor that does not exist', () => {
    expectOneProblem(problemsOf('missing-anchor-link'), 'properties › speed', /links to \/api\/Widget#width, but Widget has no member "width"/);
  });

  test('a code sample that does not parse as Lua', () => {
    expectOneProblem(problemsOf('unparsable-sample'), 'Broken › example "Broken code", line 2', /the code sample does not parse as Lua/);
  });

  test('a code sample calling a member the class does not have', () => {
    expectOneProblem(problemsOf('unknown-member-sample'), 'methods › Spin › example "Shrink first", line 2', /`Widget:Shrink` names no member of Widget/);
  });

  test('the error message lists every problem with its file, item and fix', () => {
    try {
      loadApiData(dataDir('unknown-type'));
      throw new Error('should have failed');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiDataError);
      expect((error as Error).message).toMatch(/^The API data has 1 problem:\n- api\/classes\/Broken\.yaml › methods › Build: .+\. Fix: .+\.$/);
    }
  });

  test('helpers.yaml: valid helpers load; a comma that cuts a flow-style summary short is a schema problem', () => {
    const valid = 'globals:\n  - { name: Make, docs: /manual/x, summary: Builds., methods: [{ name: Part, summary: A part., params: [], returns: [Builder] }] }\nclasses:\n  - { name: Builder, summary: Chains. }\n';
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'helpers.yaml'), valid);
    expect(runApiPipeline(dir).luaIndex.globals.get('Make')).toBe('Make');
    fs.writeFileSync(path.join(dir, 'helpers.yaml'), valid.replace('summary: A part.', 'summary: A part, or none.'));
    try {
      runApiPipeline(dir);
      throw new Error('should have failed');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiDataError);
      const [p, ...rest] = (error as ApiDataError).problems;
      expect(rest).toEqual([]);
      expect([p!.file, p!.item, p!.message]).toEqual([path.join('api', 'helpers.yaml'), 'globals › Make › methods › Part', 'must NOT have additional properties ("or none.")']);
      expect(p!.fix).toContain('helpers.schema.json');
    }
  });
});

test.describe('checkLua', () => {
  let index: LuaNameIndex;
  test.beforeAll(() => {
    index = runApiPipeline(dataDir()).luaIndex;
  });

  test('reports a parse error with its line number', () => {
    const problems = checkLua('local a = 1\nlocal b = 2\nif a then\n  print(b\nend\n', index);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(5);
    expect(problems[0]!.message).toMatch(/^does not parse as Lua/);
    expect(problems[0]!.fix).toBeTruthy();
  });

  test('reports an unknown member with its line, for both . and :', () => {
    const problems = checkLua('local w = Widget(1)\nprint(Widget.width)\nWidget:Shrink()\nw:Grow(1)\n', index);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [2, '`Widget.width` names no member of Widget'],
      [3, '`Widget:Shrink` names no member of Widget'],
    ]);
  });

  test('accepts members, aliases, callbacks and static methods of a class', () => {
    expect(checkLua('print(Widget.size, Widget.Size, Widget.OnGrow, Widget.Create())\nWidget:Grow(1)\n', index)).toEqual([]);
  });

  test('accepts inherited members', () => {
    expect(checkLua('Gizmo:Grow(2)\nprint(Gizmo.size, Gizmo.Size, Gizmo.spin)\n', index)).toEqual([]);
    expect(checkLua('print(Widget.spin)\n', index).map((p) => p.message)).toEqual(['`Widget.spin` names no member of Widget']);
  });

  test('a local, parameter or loop variable of the same name shadows the API global', () => {
    const code = [
      'local Widget = { custom = true }',
      'print(Widget.custom)',
      'local function f(Gizmo) return Gizmo.anything end',
      'for _, Color in ipairs({}) do print(Color.Purple) end',
      'return f',
    ].join('\n');
    expect(checkLua(code, index)).toEqual([]);
  });

  test('a local only shadows the global where it is in scope', () => {
    const code = [
      'print(Widget.nope)',
      'local function f()',
      '  local Widget = {}',
      '  return Widget.anything',
      'end',
      'print(Widget.alsoNope)',
      'return f',
    ].join('\n');
    expect(checkLua(code, index).map((p) => p.line)).toEqual([1, 6]);
  });

  test('a static function called with a colon is reported', () => {
    const problems = checkLua('local w = Widget.Create()\nlocal v = Widget:Create()\nreturn w, v\n', index);
    expect(problems.map((p) => [p.line, p.message])).toEqual([[2, 'calls the static function `Widget.Create` with a colon']]);
    expect(problems[0]!.fix).toContain('Widget.Create(...)');
  });

  test('checks enum values by the enum name scripts use', () => {
    expect(checkLua('print(Color.Red, Color.Green)\n', index)).toEqual([]);
    expect(checkLua('print(Color.Red)\nprint(Color.Purple)\n', index).map((p) => [p.line, p.message])).toEqual([
      [2, '`Color.Purple` names no member of Color'],
    ]);
    expect(checkLua('print(Shade.Dark)\nprint(Shade.Dim)\n', index).map((p) => p.message)).toEqual(['`Shade.Dim` names no member of Shade']);
  });

  test('leaves names it does not know alone', () => {
    expect(checkLua('print(math.floor(1.5), string.rep("a", 2), Unknown.Thing)\n', index)).toEqual([]);
  });
});
