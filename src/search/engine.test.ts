import { test, expect } from '@playwright/test';
import { createEngine } from './engine';
import { createQueryUnderstanding, headingMatch, type QueryTable } from './query';
import type { SearchRecord } from './types';
import { SEARCH_KIND } from '../../plugins/api-reference/search-marks';

/**
 * Ranking rules for task-phrased queries, on a few records written here: a query word that names
 * an API class favours that class's members, a heading's leading accessor verb need not be typed,
 * and a phrasal verb split by its object (turn it off) is read as the phrase.
 */

const TABLE: QueryTable = {
  stopWords: ['a', 'an', 'the', 'by', 'of', 'with'],
  stopPhrases: [],
  weakWords: ['set'],
  synonyms: [
    { words: ['hide'], also: ['active'], example: { q: '', expect: '' } },
    { words: ['spin'], also: ['torque'], example: { q: '', expect: '' } },
  ],
  meanings: [],
};

let nextId = 0;
function record(url: string, title: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  const [page, anchor = ''] = url.split('#') as [string, string?];
  const cls = page.replace('/api/', '');
  return {
    id: nextId++,
    url,
    anchor,
    type: anchor ? 'lvl3' : 'lvl1',
    lvl0: 'API',
    lvl1: cls,
    lvl2: anchor ? 'Properties' : null,
    lvl3: anchor ? title : null,
    title,
    content,
    signature: '',
    language: 'en',
    docusaurus_tag: 'default',
    inbound: 0,
    // As the renderer marks them: a class page's head, a member by its signature line.
    kind: extra.signature ? SEARCH_KIND.member : anchor ? undefined : SEARCH_KIND.classPage,
    ...extra,
  };
}

nextId = 0;
const RECORDS: SearchRecord[] = [
  record('/api/Object', 'Object', 'An entity in the scene tree.'),
  record('/api/Object#active', 'active', 'Whether this object takes part in the scene.', { signature: 'object.active: boolean' }),
  record('/api/Component', 'Component', 'A part added to an object.'),
  // Linked from many pages and naming "object" in its text: without the class rule it would come first.
  record('/api/Component#Active', 'Active', 'Whether this component is active on its object.', {
    signature: 'component.Active: boolean',
    inbound: 12,
  }),
  record('/api/RigidBody', 'RigidBody', 'Physics for an object.'),
  record('/api/RigidBody#AddTorque', 'AddTorque', 'Turns the body around its centre of mass.', {
    signature: 'rigidBody:AddTorque(torque: Vec3)',
  }),
  // Says "spin" itself, and is linked from many pages: without the accessor rule it would come first.
  record('/api/RigidBody#AngularVelocity', 'AngularVelocity', 'How fast the body spins. To spin it up, see AddTorque.', {
    signature: 'rigidBody.AngularVelocity: Vec3',
    inbound: 12,
  }),
];

const engine = createEngine(RECORDS, { table: TABLE });
const first = (q: string): string => engine.search(q)[0]?.record.url ?? '(nothing)';

test.describe('a query word that names an API class', () => {
  test("favours that class's members: hide an object -> Object#active, hide a component -> Component#Active", () => {
    expect(first('hide an object')).toBe('/api/Object#active');
    expect(first('hide a component')).toBe('/api/Component#Active');
  });

  test('leaves the class page itself to the plain class name', () => {
    expect(first('Object')).toBe('/api/Object');
    expect(first('Component')).toBe('/api/Component');
  });
});

test.describe("a heading's leading accessor verb", () => {
  const understand = createQueryUnderstanding(TABLE);
  const stop = new Set(TABLE.stopWords);
  const match = (heading: string, q: string): number => headingMatch(heading, understand(q).parts, stop);

  test('need not be typed (torque spells AddTorque, object by name spells GetObjectByName)', () => {
    expect(match('AddTorque', 'torque')).toBe(1);
    expect(match('GetObjectByName', 'object by name')).toBe(1);
    expect(match('AddTorque', 'add torque')).toBe(1);
  });

  test('counts only at the start, and never alone', () => {
    expect(match('ObjectGetName', 'object name')).toBe(0);
    expect(match('Get', 'object')).toBe(0);
    expect(match('GetObjectByName', 'name')).toBe(0);
  });

  test('ranks the member a synonym spells first (spin: torque, AddTorque)', () => {
    expect(first('spin')).toBe('/api/RigidBody#AddTorque');
  });
});

test('a phrasal verb split by its object reads as the phrase the table knows', () => {
  const understand = createQueryUnderstanding({
    ...TABLE,
    synonyms: [{ words: ['turn off'], also: ['active'], example: { q: '', expect: '' } }],
  });
  const words = (q: string): string[] => understand(q).parts.map((p) => p.words.join(' '));
  expect(words('turn an object off')).toEqual(['turn off', 'object']);
  expect(understand('turn the light off').parts[0]!.also).toEqual(['active']);
  // Only a particle the table pairs with the verb moves: "turn object around" stays as typed.
  expect(words('turn an object around')).toEqual(['turn', 'object', 'around']);
});

test('a cross-reference (a type\'s "Used by" list) ranks below the member it names, by its kind, whatever its heading', () => {
  // The list says "fast" twice, the member once: without the rule the list would come first.
  const e = createEngine(
    [
      record('/api/Vec3', 'Vec3', 'A vector of three numbers.'),
      record('/api/Vec3#used-by', 'Where it is used', 'Takes or returns it: AngularVelocity (how fast it spins), Velocity (how fast it moves).', {
        type: 'lvl2',
        kind: SEARCH_KIND.crossReference,
      }),
      record('/api/RigidBody#Velocity', 'Velocity', 'How fast the body moves, and where to.', { signature: 'rigidBody.Velocity: Vec3' }),
    ].map((r, id) => ({ ...r, id })),
    { table: TABLE },
  );
  const found = e.search('how fast').map((r) => r.record.url);
  expect(found[0]).toBe('/api/RigidBody#Velocity');
  expect(found).toContain('/api/Vec3#used-by');
});
