import { test, expect } from '@playwright/test';
import { TypeSyntaxError } from '../../../plugins/api-reference/type-grammar';
import { exportTypeInLua, luaSpelling } from './lua-spelling';

test.describe('export types in the reference spelling', () => {
  test('C spellings become the Lua names; other names stay', () => {
    expect(luaSpelling('int')).toBe('integer');
    expect(luaSpelling('double')).toBe('number');
    expect(luaSpelling('Vec3')).toBe('Vec3');
  });

  test('every name inside a type is respelled, and the type printed the way the site prints it', () => {
    expect(exportTypeInLua('int')).toBe('integer');
    expect(exportTypeInLua('bool|Asset?')).toBe('boolean|Asset?');
    expect(exportTypeInLua('table<string,int>')).toBe('table<string, integer>');
    expect(exportTypeInLua('fun(success:bool, response:string, statusCode:int)')).toBe('fun(success: boolean, response: string, statusCode: integer)');
    expect(exportTypeInLua('fun(widget:Widget):float')).toBe('fun(widget: Widget): number');
    expect(exportTypeInLua('fun(widget:Widget, ...)')).toBe('fun(widget: Widget, ...)');
    expect(exportTypeInLua('double[]')).toBe('number[]');
    expect(exportTypeInLua('...')).toBe('...');
  });

  test('malformed types are refused with the parser error', () => {
    for (const bad of ['Vec3[', 'fun(a:', 'table<string>', 'A||B', '']) expect(() => exportTypeInLua(bad)).toThrow(TypeSyntaxError);
  });
});
