import { test, expect } from '@playwright/test';
import { resolveBases } from './release-bases';
import type { ImportDecisions } from './import-decisions';

const decisions = (classes: ImportDecisions['classes']): ImportDecisions => ({ groups: ['Core'], enumAvailability: 'both', classes });
const files = { annotationsFile: 'annotations.lua', decisionsFile: 'decisions.yaml' };
const names = new Set(['Base', 'Sub', 'Other', 'Comp', 'Component']);

test('annotations give bases, decisions add and override them, absent classes are ignored', () => {
  const { bases, problems } = resolveBases(names, {
    declarations: [
      { name: 'Sub', bases: ['Base'], line: 1 },
      { name: 'Sub', bases: [], line: 2 },
      { name: 'Other', bases: ['Base'], line: 3 },
      { name: 'Helper', bases: ['Base'], line: 4 },
      { name: 'Both', bases: ['Base', 'Sub'], line: 5 },
    ],
    decisions: decisions({ Comp: { inherits: 'Component' }, Other: { inherits: 'Sub' } }),
    ...files,
  });
  expect(problems).toEqual([]);
  expect(Object.fromEntries(bases)).toEqual({ Sub: 'Base', Other: 'Sub', Comp: 'Component' });
});

test('a base the export lacks, two bases, or a circle is a problem with the file, the item and the fix', () => {
  const { problems } = resolveBases(names, {
    declarations: [
      { name: 'Sub', bases: ['Missing'], line: 7 },
      { name: 'Other', bases: ['Base', 'Sub'], line: 8 },
    ],
    decisions: decisions({ Comp: { inherits: 'Gone' }, Base: { inherits: 'Component' }, Component: { inherits: 'Base' } }),
    ...files,
  });
  expect(problems.map((p) => `${p.file} › ${p.item}: ${p.message}. Fix: ${p.fix}`)).toEqual([
    'annotations.lua › line 7 (Sub): declares the base Missing, which the export lacks. Fix: give Sub an `inherits` entry in decisions.yaml (it wins over the annotations)',
    'annotations.lua › line 8 (Other): declares 2 bases for Other (Base, Sub); a class of the reference has one. Fix: give Other an `inherits` entry in decisions.yaml (it wins over the annotations)',
    'decisions.yaml › classes › Comp › inherits: names Gone, which the export lacks. Fix: name a class of the export, or remove the entry',
    'decisions.yaml › classes › Base: the bases go round in a circle: Base → Component → Base. Fix: correct one `inherits` (or the annotation it comes from) so that the chain ends',
    'decisions.yaml › classes › Component: the bases go round in a circle: Component → Base → Component. Fix: correct one `inherits` (or the annotation it comes from) so that the chain ends',
  ]);
});
