import { test, expect } from '@playwright/test';
import { releaseMembersOf, type MemberNote } from './release-members';
import type { ExportClass, ExportFunction } from './validate';

const pos = { line: 1, col: 1 };
const fn = (name: string, params: [string, string][], returns: string[] = [], deprecated = false): ExportFunction => ({ name, params: params.map(([n, type]) => ({ name: n, type })), returns, description: 'engine words', deprecated, pos });
const cls = (c: Partial<ExportClass>): ExportClass => ({ name: 'C', onServer: true, onClient: true, deprecated: false, constructors: [], functions: [], properties: [], operators: [], pos, ...c });

test('functions sharing a name are one method; the decisions pick callbacks; operators group by metamethod', () => {
  const notes: MemberNote[] = [];
  const m = releaseMembersOf(
    cls({
      functions: [fn('Get', [['i', 'integer']], ['any']), fn('Tick', [['dt', 'number']]), fn('Get', [], ['table']), fn('Old', [], [], true)],
      operators: [fn('__mul', [['a', 'C'], ['b', 'number']], ['C']), fn('__mul', [['a', 'number'], ['b', 'C']], ['C']), fn('__call', [['self', 'C']])],
      properties: [{ name: 'p', type: 'number', readonly: true, description: 'engine words', deprecated: true, pos }],
    }),
    new Set(['Tick']),
    notes,
  );
  expect(m).toEqual({
    properties: [{ name: 'p', type: 'number', readonly: true, deprecated: {} }],
    methods: [
      { name: 'Get', overloads: [{ params: [{ name: 'i', type: 'integer' }], returns: ['any'] }, { params: [], returns: ['table'] }] },
      { name: 'Old', deprecated: {}, overloads: [{ params: [], returns: [] }] },
    ],
    callbacks: [{ name: 'Tick', params: [{ name: 'dt', type: 'number' }] }],
    operators: [
      { op: '__mul', overloads: [{ params: ['C', 'number'], returns: 'C' }, { params: ['number', 'C'], returns: 'C' }] },
      { op: '__call', overloads: [{ params: ['C'], returns: null }] },
    ],
  });
  expect(notes).toEqual([]);
});

test('what the schema cannot hold is noted, not dropped silently', () => {
  const notes: MemberNote[] = [];
  releaseMembersOf(cls({ functions: [fn('Get', [], ['any'], true), fn('Get', [['k', 'string']], ['any'])], constructors: [fn('C', [], ['C'], true)] }), new Set(), notes);
  expect(notes.map((n) => n.item)).toEqual(['C.constructors', 'C.Get']);
});
