import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import YAML from 'yaml';
import { dropChangesRoutes, formatRuns, isLeftOutOfCopy, keepOnlyDocumentedRelease, multiplyApiData, raiseLlmsIndexCap } from './scale-data';

const CLASS_A = `# yaml-language-server: $schema=../schema/class.schema.json
name: Alpha
kind: class
group: Core
availability: both
inherits: Beta
summary: Holds a [Beta](/api/Beta#Size).
description: Alpha's long text.
methods:
  - name: Get
    summary: Returns the Beta.
    overloads:
      - params:
          - name: mode
            type: Mode
        returns: [Beta?]
`;

const CLASS_B = `name: Beta
kind: value
group: Math
availability: client
summary: A value.
description: Beta's long text.
properties:
  - name: Size
    type: number
    summary: How big.
`;

const ENUM = `luaName: ModeLua
name: Mode
availability: both
summary: Modes.
description: Two modes.
values:
  - name: On
    value: 1
  - name: Off
    value: 0
`;

/** A folder with api/classes (2 classes) and api/enums (1 enum), as the data files are written. */
function fixtureApi(): string {
  const apiDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scale-test-')), 'api');
  fs.mkdirSync(path.join(apiDir, 'classes'), { recursive: true });
  fs.mkdirSync(path.join(apiDir, 'enums'));
  fs.writeFileSync(path.join(apiDir, 'classes/Alpha.yaml'), CLASS_A);
  fs.writeFileSync(path.join(apiDir, 'classes/Beta.yaml'), CLASS_B);
  fs.writeFileSync(path.join(apiDir, 'enums/Mode.yaml'), ENUM);
  return apiDir;
}

const readAll = (dir: string) =>
  fs.readdirSync(dir).sort().map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8'), data: YAML.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown> }));

test('the synthetic data set: ten times the classes and enums, only their own names changed', () => {
  const apiDir = fixtureApi();
  try {
    expect(multiplyApiData(apiDir, 10)).toEqual({ classes: 20, enums: 10 });
    const classes = readAll(path.join(apiDir, 'classes'));
    const enums = readAll(path.join(apiDir, 'enums'));
    expect(classes).toHaveLength(20);
    expect(enums).toHaveLength(10);
    // Unique names, each in the file of its name.
    const names = classes.map((c) => c.data.name as string);
    expect(new Set(names).size).toBe(20);
    expect(names).toContain('AlphaX9');
    for (const c of [...classes, ...enums]) expect(c.file).toBe(`${String(c.data.name)}.yaml`);
    // Everything but the name is the original's: types, inheritance and links still name the originals.
    for (const c of classes) {
      const original = (c.data.name as string).replace(/X\d$/, '');
      expect({ ...c.data, name: original }).toEqual(YAML.parse(original === 'Alpha' ? CLASS_A : CLASS_B));
    }
    const alpha3 = classes.find((c) => c.data.name === 'AlphaX3')!;
    expect(alpha3.data.inherits).toBe('Beta');
    expect(alpha3.text).toContain('type: Mode');
    expect(alpha3.text).toContain('returns: [Beta?]');
    expect(alpha3.text).toContain('[Beta](/api/Beta#Size)');
    // The schema header line stays, so editors still validate a copy.
    expect(alpha3.text.startsWith('# yaml-language-server: $schema=../schema/class.schema.json\n')).toBe(true);
    // Enums: page names and Lua names both unique.
    expect(enums.map((e) => e.data.name)).toEqual(['Mode', ...Array.from({ length: 9 }, (_, i) => `ModeX${i + 1}`)]);
    expect(new Set(enums.map((e) => e.data.luaName)).size).toBe(10);
    expect(enums.find((e) => e.data.name === 'ModeX4')!.data).toEqual({ ...(YAML.parse(ENUM) as object), name: 'ModeX4', luaName: 'ModeLuaX4' });
  } finally {
    fs.rmSync(path.dirname(apiDir), { recursive: true, force: true });
  }
});

test('a synthetic name that is already taken stops the generator', () => {
  const apiDir = fixtureApi();
  try {
    fs.writeFileSync(path.join(apiDir, 'classes/BetaX2.yaml'), CLASS_B.replace('name: Beta', 'name: BetaX2'));
    expect(() => multiplyApiData(apiDir, 3)).toThrow('"BetaX2" is already taken');
  } finally {
    fs.rmSync(path.dirname(apiDir), { recursive: true, force: true });
  }
});

test('the copy keeps one release, and its route contract and llms.txt cap follow', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-test-'));
  try {
    fs.mkdirSync(path.join(siteDir, 'api'));
    fs.writeFileSync(
      path.join(siteDir, 'api/releases.yaml'),
      '# comment\ndocumented: "2025-09"\nreleases:\n  - id: "2025-09"\n    label: September 2025\n  - id: "2026-07"\n    label: July 2026\n    prose: draft\n',
    );
    expect(keepOnlyDocumentedRelease(path.join(siteDir, 'api'))).toEqual({ documented: '2025-09', removed: ['2026-07'] });
    expect(fs.readFileSync(path.join(siteDir, 'api/releases.yaml'), 'utf8')).toBe('# comment\ndocumented: "2025-09"\nreleases:\n  - id: "2025-09"\n    label: September 2025\n');

    fs.mkdirSync(path.join(siteDir, 'plugins/route-contract'), { recursive: true });
    const routes = "export const SITE_PAGES = {\n  search: '/search',\n  engineChanges202607: '/api/changes/2026-07',\n} as const;\n";
    fs.writeFileSync(path.join(siteDir, 'plugins/route-contract/routes.ts'), routes);
    expect(dropChangesRoutes(siteDir, ['2026-07'])).toEqual(['/api/changes/2026-07']);
    expect(fs.readFileSync(path.join(siteDir, 'plugins/route-contract/routes.ts'), 'utf8')).toBe("export const SITE_PAGES = {\n  search: '/search',\n} as const;\n");

    fs.mkdirSync(path.join(siteDir, 'plugins/markdown-twins'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'plugins/markdown-twins/llms.ts'), 'export const LLMS_INDEX_MAX_CHARS = 50_000;\n');
    expect(raiseLlmsIndexCap(siteDir, 10)).toEqual({ from: 50_000, to: 500_000 });
    expect(fs.readFileSync(path.join(siteDir, 'plugins/markdown-twins/llms.ts'), 'utf8')).toBe('export const LLMS_INDEX_MAX_CHARS = 500000;\n');
  } finally {
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
});

test('the copy of the site leaves out outputs, results and Git', () => {
  for (const name of ['node_modules', 'build', 'build-services', '.docusaurus', 'generated', 'api_versioned_docs', 'api_versioned_sidebars', 'api_versions.json', 'bench-results', 'test-results', '.git']) {
    expect(isLeftOutOfCopy(name), name).toBe(true);
  }
  for (const name of ['api', 'docs', 'plugins', 'docusaurus.config.ts', 'package.json', '.github']) expect(isLeftOutOfCopy(name), name).toBe(false);
});

test('one run prints its value; several print the median and the min–max', () => {
  expect(formatRuns([21.34], 1)).toBe('21.3');
  expect(formatRuns([30, 20.04, 25], 1)).toBe('25.0 (20.0–30.0)');
  expect(formatRuns([1000, 1200, 1100, 1500], 0)).toBe('1150 (1000–1500)');
  expect(formatRuns([], 1)).toBe('–');
});
