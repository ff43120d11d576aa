import { test, expect } from '@playwright/test';
import { normaliseType, typeNames, withoutOptional, TypeGrammarError } from '../../../plugins/api-reference/type-grammar';

test.describe('the type grammar', () => {
  test('one spelling for every form', () => {
    expect(normaliseType('int')).toBe('integer');
    expect(normaliseType('bool|Asset?')).toBe('boolean|Asset?');
    expect(normaliseType('table<string,int>')).toBe('table<string,integer>');
    expect(normaliseType('fun(success:boolean, response:string, statusCode:integer)')).toBe('fun(success: boolean, response: string, statusCode: integer)');
    expect(normaliseType('fun(widget:Widget):any')).toBe('fun(widget: Widget): any');
    expect(normaliseType('fun(widget:Widget, ...)')).toBe('fun(widget: Widget, ...)');
    expect(normaliseType('Hit[]')).toBe('Hit[]');
    expect(normaliseType('...')).toBe('...');
  });

  test('names a type mentions, not fun parameter names', () => {
    expect(typeNames('Hit[]?')).toEqual(['Hit']);
    expect(typeNames('fun(info: RemoveCountInfo, ms: number)')).toEqual(['function', 'RemoveCountInfo', 'number']);
    expect(typeNames('table<string,Vec3>')).toEqual(['table', 'string', 'Vec3']);
    expect(withoutOptional('Vec3?')).toBe('Vec3');
  });

  test('malformed types are refused', () => {
    for (const bad of ['Vec3[', 'fun(a:', 'table<string>', 'A||B', '']) expect(() => normaliseType(bad)).toThrow(TypeGrammarError);
  });
});
