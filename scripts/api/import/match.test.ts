import { test, expect } from '@playwright/test';
import { decideType, matchOverload, matchShortForm } from './match';
import type { ExportFunction } from './validate';

const known = new Set(['number', 'integer', 'string', 'boolean', 'table', 'any', 'function', 'Vec3', 'Hit', 'Object']);
const fn = (name: string, params: [string, string][]): ExportFunction => ({
  name,
  params: params.map(([n, type]) => ({ name: n, type })),
  returns: [],
  description: '',
  deprecated: false,
  pos: { line: 1, col: 1 },
});

test.describe('matching export items to reference items', () => {
  test('release: only narrowing types are taken', () => {
    expect(decideType('Vec3', 'Vec3?', known, 'release')).toMatchObject({ kind: 'precise', type: 'Vec3?', why: 'optional' });
    expect(decideType('integer', 'number?', known, 'release')).toMatchObject({ kind: 'precise', type: 'integer?' });
    expect(decideType('table', 'Hit[]', known, 'release')).toMatchObject({ kind: 'precise', type: 'Hit[]', why: 'element type' });
    expect(decideType('any', 'Object', known, 'release')).toMatchObject({ kind: 'precise', type: 'Object' });
    expect(decideType('any', 'table', known, 'release')).toMatchObject({ kind: 'precise', type: 'table' });
    expect(decideType('integer', 'number', known, 'release')).toEqual({ kind: 'differs', exportType: 'number' });
    expect(decideType('Vec3', 'Vec3|number', known, 'release')).toMatchObject({ kind: 'differs' });
    expect(decideType('table', 'keyCode[]', known, 'release')).toMatchObject({ kind: 'unknown-name', names: ['keyCode'] });
  });

  test('a type spelled differently in the reference is the same type, not a change', () => {
    expect(decideType('table<string,number>', 'table<string, number>', known, 'release')).toEqual({ kind: 'same' });
    expect(decideType('fun(a:Vec3)', 'fun(a: Vec3)', known, 'upgrade')).toEqual({ kind: 'same' });
    expect(decideType('table<string,number>', 'table<string, integer>', known, 'release')).toMatchObject({ kind: 'differs' });
  });

  test('upgrade: the export type wins', () => {
    expect(decideType('integer', 'string', known, 'upgrade')).toMatchObject({ kind: 'precise', type: 'string' });
  });

  test('overloads: same count, then best type fit; a tie with different names is left alone', () => {
    const both = [fn('Filter', [['ignoreList', 'Object[]'], ['forceList', 'Object[]']]), fn('Filter', [['useStatic', 'boolean'], ['useNotStatic', 'boolean']])];
    expect(matchOverload([{ type: 'table' }, { type: 'table' }], both)).toMatchObject({ kind: 'matched', fn: { params: [{ name: 'ignoreList' }, { name: 'forceList' }] } });
    expect(matchOverload([{ type: 'boolean' }, { type: 'boolean' }], both)).toMatchObject({ kind: 'matched', fn: { params: [{ name: 'useStatic' }, { name: 'useNotStatic' }] } });
    expect(matchOverload([{ type: 'Vec3' }], both)).toEqual({ kind: 'none' });
    const tie = [fn('Set', [['a', 'number']]), fn('Set', [['b', 'integer']])];
    expect(matchOverload([{ type: 'any' }], tie)).toMatchObject({ kind: 'ambiguous', tie: true });
  });

  test('an export overload with extra optional trailing parameters is not the same overload', () => {
    // The release's Inspect has five parameters; the export's six-parameter form returns another type.
    const longer = [fn('Inspect', [['a', 'Vec3'], ['b', 'number?']])];
    expect(matchOverload([{ type: 'Vec3' }], longer)).toEqual({ kind: 'none' });
    expect(matchOverload([{ type: 'Vec3' }, { type: 'number' }], longer)).toMatchObject({ kind: 'matched' });
    // Only the engine-changes comparison sees it, cut to the short form's parameters.
    expect(matchShortForm([{ type: 'Vec3' }], longer)).toMatchObject({ kind: 'matched', fn: { params: [{ name: 'a', type: 'Vec3' }] } });
    expect(matchShortForm([{ type: 'Vec3' }], [fn('Inspect', [['a', 'Vec3'], ['b', 'number']])])).toEqual({ kind: 'none' });
  });
});
