import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { HEDGE_PHRASES, PROVENANCE_PHRASES, matchPhrases } from './phrases';
import { checkProvenance, findProvenancePhrases, formatProvenanceFindings } from './provenance';

test('finds a provenance phrase with its line, whatever the case', () => {
  const text = 'summary: Adds a force.\ndescription: The Sources do not say which unit.\n';
  const found = findProvenancePhrases(text, 'api/classes/Fixture.yaml');
  expect(found).toEqual([
    { file: 'api/classes/Fixture.yaml', line: 2, phrase: 'The Sources', text: 'description: The Sources do not say which unit.' },
  ]);
});

test('finds a phrase that prose wrapping splits over two lines, reporting the line it starts on', () => {
  const found = findProvenancePhrases('Intro line.\nOlder versions of this\nmanual said otherwise.', 'docs/manual/x.mdx');
  expect(found.map((f) => [f.line, f.phrase])).toEqual([[2, 'Older versions of this manual']]);
});

test('matches curly apostrophes and whole words only', () => {
  expect(matchPhrases('The key isn\u2019t documented.', PROVENANCE_PHRASES)).toEqual(["isn't documented"]);
  // "the originals" and "the factsheet" are other words.
  expect(findProvenancePhrases('Keep the originals. See the factsheet.', 'f.md')).toEqual([]);
});

test('talk about unnamed parameters and unknowns stated as engine behaviour are found too', () => {
  const text = 'Its two bounds have no names.\nThe engine fixes no keys for this table, and the order is not fixed.';
  expect(findProvenancePhrases(text, 'f.yaml').map((f) => [f.line, f.phrase])).toEqual([[1, 'have no names'], [2, 'fixes no'], [2, 'is not fixed']]);
});

test('clean engine prose passes', () => {
  const text = 'AddImpulse(atPointM, impulse) pushes the body at a world point. If several objects share the name, use GetObjectsByName.';
  expect(findProvenancePhrases(text, 'f.yaml')).toEqual([]);
});

test('the hedge list counts hedges that the provenance list allows', () => {
  expect(matchPhrases('Which key is unspecified, and the size is not stated.', HEDGE_PHRASES)).toEqual(['unspecified', 'not stated']);
});

test('checks api data of every release, api markdown and the manual, skips schemas and import decisions, and names file, line, phrase and fix', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'provenance-'));
  const write = (rel: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), body);
  };
  write('api/classes/Body.yaml', 'summary: Moves.\ndescription: Per the type annotations it returns a number.\n');
  write('api/intro.md', 'Welcome.\n');
  write('api/schema/class.schema.json', '{"description": "the sources"}');
  // A release's import decisions are maintainers' notes about the engine's files, never shown.
  write('api/2099-07/import-decisions.yaml', '# What the export and the annotations leave out.\ngroups: [Core]\n');
  write('api/2099-07/classes/Knob.yaml', 'summary: Per the export it turns.\n');
  write('docs/manual/10-a/page.mdx', 'Line one.\n\nThe binding dump lists it.\n');
  const findings = checkProvenance(site);
  expect(findings.map((f) => `${f.file}:${f.line}:${f.phrase}`)).toEqual([
    'api/2099-07/classes/Knob.yaml:1:the export',
    'api/classes/Body.yaml:2:type annotations',
    'docs/manual/10-a/page.mdx:3:binding dump',
  ]);
  const message = formatProvenanceFindings(findings);
  expect(message).toContain('api/classes/Body.yaml:2: "type annotations"');
  expect(message).toContain('Fix: say what the engine does');
  fs.rmSync(site, { recursive: true, force: true });
});
