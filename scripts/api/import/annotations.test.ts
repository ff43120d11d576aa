import { test, expect } from '@playwright/test';
import { readClassDeclarations, readDotFunctions, staticFunctionsOf } from './annotations';

test('class declarations with and without bases, spaced or not; other lines are not read', () => {
  const text = [
    '--- @class Button : Widget',
    '--- @class Box:Shape',
    'local x = function(...) end -- not Lua a parser would accept: never read',
    '---@class (exact) Plain',
    '--- @class RUI : Server, Client',
    '--- @field size number',
    '-- @class NotAnAnnotation : Base',
  ].join('\n');
  expect(readClassDeclarations(text)).toEqual([
    { name: 'Button', bases: ['Widget'], line: 1 },
    { name: 'Box', bases: ['Shape'], line: 2 },
    { name: 'Plain', bases: [], line: 4 },
    { name: 'RUI', bases: ['Server', 'Client'], line: 5 },
  ]);
});

test('a function the annotations declare with a dot and the same parameters as the export is static; a dot method naming its receiver is not', () => {
  const dots = readDotFunctions('function Mat4.Translation(x, y, z) end\nfunction Mat4.Translation(vec) end\nfunction Mat4.Invert(m) end\n---@return Quat\nfunction Quat:Copy() end\n');
  expect(dots).toEqual([
    { className: 'Mat4', name: 'Translation', params: 3 },
    { className: 'Mat4', name: 'Translation', params: 1 },
    { className: 'Mat4', name: 'Invert', params: 1 },
  ]);
  const forms: Record<string, number[]> = { 'Mat4.Translation': [3, 1], 'Mat4.Invert': [0] };
  expect([...staticFunctionsOf(dots, (c, n) => forms[`${c}.${n}`] ?? [])]).toEqual(['Mat4.Translation']);
  // Only some forms declared with a dot: not static.
  expect([...staticFunctionsOf(dots.slice(0, 1), (c, n) => forms[`${c}.${n}`] ?? [])]).toEqual([]);
});
