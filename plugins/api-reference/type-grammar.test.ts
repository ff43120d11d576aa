import { test, expect } from '@playwright/test';
import { formatType, namesIn, normaliseType, parseType, renameTypes, TypeSyntaxError, unwrapOptional, elementOf, withoutOptional } from './type-grammar';

test('reads every form of the type grammar and prints it back', () => {
  for (const t of ['Vec3', 'Hit[]', 'number?', 'Object[]?', 'Vec3|number', 'table<string, number>', 'fun(a: number, b?: string): boolean', 'fun()', '...', '...: any', '(Vec3|Quat)[]', '"RigidBody"', 'table<string, Object[]>']) {
    expect(formatType(parseType(t)), t).toBe(t);
  }
});

test('lists the names a type uses', () => {
  expect(namesIn(parseType('table<string, Hit[]>|fun(o: Object): Vec3?'))).toEqual(['string', 'Hit', 'Object', 'Vec3']);
  expect(namesIn(parseType('"RigidBody"'))).toEqual([]);
});

test('splits optional and element types', () => {
  expect(unwrapOptional(parseType('number?'))).toEqual({ type: { kind: 'name', name: 'number' }, optional: true });
  expect(elementOf(parseType('Hit[]?'))).toEqual({ kind: 'name', name: 'Hit' });
  expect(elementOf(parseType('Hit'))).toBeUndefined();
});

test('a malformed type names the position and what was expected', () => {
  for (const [t, expected] of [['table<string>', '","'], ['Vec3[', 'the end of the type'], ['fun(a: number', '","'], ['|Vec3', 'a type name']] as const) {
    try {
      parseType(t);
      throw new Error(`${t} should not parse`);
    } catch (error) {
      expect(error, t).toBeInstanceOf(TypeSyntaxError);
      expect((error as Error).message).toContain(`expected ${expected}`);
    }
  }
});

test('normalises a type written in another spacing to the one the renderers print', () => {
  expect(normaliseType('table<string,number>')).toBe('table<string, number>');
  expect(normaliseType('fun(success:boolean, response:string):any')).toBe('fun(success: boolean, response: string): any');
  expect(normaliseType('Vec3 | number ?')).toBe('Vec3|number?');
  expect(() => normaliseType('A||B')).toThrow(TypeSyntaxError);
  expect(() => normaliseType('')).toThrow(TypeSyntaxError);
});

test('drops a top-level optional marker as text, and only that one', () => {
  expect(withoutOptional('Vec3?')).toBe('Vec3');
  expect(withoutOptional('Hit[]?')).toBe('Hit[]');
  expect(withoutOptional('fun(a?: number)')).toBe('fun(a?: number)');
  expect(withoutOptional('Vec3')).toBe('Vec3');
});

test('renames every type name and nothing else', () => {
  const upper = (n: string) => n.toUpperCase();
  expect(formatType(renameTypes(parseType('table<string, fun(a: Hit, ...: any): Vec3?>|"lit"|(x)[]'), upper))).toBe('table<STRING, fun(a: HIT, ...: ANY): VEC3?>|"lit"|(X)[]');
});
