import { test, expect } from '@playwright/test';
import { splitInherited } from './release-inheritance';
import type { ReleaseMembers } from './release-members';

const members = (m: Partial<ReleaseMembers>): ReleaseMembers => ({ properties: [], methods: [], callbacks: [], operators: [], ...m });
const get = { name: 'Get', overloads: [{ params: [{ name: 'key', type: 'string' }], returns: ['any'] }, { params: [], returns: ['table'] }] };

test('a repeated member is inherited; one that differs in type, flag, parameter name or overloads stays', () => {
  const base = members({
    properties: [{ name: 'a', type: 'number', readonly: false }, { name: 'b', type: 'number', readonly: true }, { name: 'c', type: 'Obj', readonly: true }],
    methods: [get, { name: 'Put', overloads: [{ params: [{ name: 'key', type: 'string' }], returns: [] }] }],
    operators: [{ op: '__eq', overloads: [{ params: ['Base', 'Base'], returns: 'boolean' }] }],
  });
  const sub = members({
    constructors: { overloads: [{ params: [] }] },
    properties: [{ name: 'a', type: 'number', readonly: false }, { name: 'b', type: 'number', readonly: false }, { name: 'c', type: 'Obj?', readonly: true }, { name: 'own', type: 'string', readonly: false }],
    // The same overloads in another order are the same method; another parameter name is not.
    methods: [{ name: 'Get', overloads: [get.overloads[1]!, get.overloads[0]!] }, { name: 'Put', overloads: [{ params: [{ name: 'k', type: 'string' }], returns: [] }] }],
    operators: [{ op: '__eq', overloads: [{ params: ['Sub', 'Sub'], returns: 'boolean' }] }],
  });
  const { own, inherited, notListed } = splitInherited(sub, [base]);
  expect(inherited).toEqual({ properties: ['a'], methods: ['Get'], callbacks: [], operators: [] });
  expect(own.properties.map((p) => p.name)).toEqual(['b', 'c', 'own']);
  expect(own.methods.map((m) => m.name)).toEqual(['Put']);
  expect(own.operators).toEqual(sub.operators);
  expect(own.constructors).toEqual(sub.constructors);
  expect(notListed).toEqual([]);
});

test('the nearest base that lists a member decides; a deprecated flag makes a member differ', () => {
  const top = members({ properties: [{ name: 'x', type: 'number', readonly: false }, { name: 'y', type: 'number', readonly: false }] });
  const middle = members({ properties: [{ name: 'x', type: 'integer', readonly: false }, { name: 'y', type: 'number', readonly: false }] });
  const leaf = members({ properties: [{ name: 'x', type: 'number', readonly: false }, { name: 'y', type: 'number', readonly: false, deprecated: {} }] });
  const { own, inherited } = splitInherited(leaf, [middle, top]);
  expect(inherited.properties).toEqual([]);
  expect(own.properties.map((p) => p.name)).toEqual(['x', 'y']);
});

test('a base member the subclass does not list is reported', () => {
  const base = members({ properties: [{ name: 'a', type: 'number', readonly: false }], callbacks: [{ name: 'Tick', params: [] }] });
  expect(splitInherited(members({}), [base]).notListed).toEqual(['a (properties)', 'Tick (callbacks)']);
});
