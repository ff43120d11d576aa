import { test, expect } from '@playwright/test';
import { readClassDeclarations } from './annotations';

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
