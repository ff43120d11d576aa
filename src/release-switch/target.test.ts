import { expect, test } from '@playwright/test';
import { releaseOfPath, switchTarget, type ReleaseSwitchData } from './target';

const DATA: ReleaseSwitchData = {
  releases: [
    { id: 'current', label: 'September 2025', base: '/api' },
    { id: '2026-07', label: 'July 2026', base: '/api/2026-07' },
  ],
  moves: {
    'current>2026-07': { Transform: '/api/changes/2026-07#class-Transform', 'Object#Pos': '/api/2026-07/Object#pos', 'enums/system': '/api/2026-07/enums/System' },
    '2026-07>current': { Checkbox: '/api/changes/2026-07#class-Checkbox', 'Object#pos': '/api/Object#Pos' },
  },
};

test('a path belongs to the release with the longest matching base', () => {
  expect(releaseOfPath(DATA, '/api/Scene')?.id).toBe('current');
  expect(releaseOfPath(DATA, '/api/2026-07/Scene')?.id).toBe('2026-07');
  expect(releaseOfPath(DATA, '/manual/scripting')).toBeUndefined();
});

test('an entry both releases have keeps its page and anchor', () => {
  expect(switchTarget(DATA, '/api/Scene', '#GetObjectByName', '2026-07')).toBe('/api/2026-07/Scene#GetObjectByName');
  expect(switchTarget(DATA, '/api/2026-07/Scene/', '#GetObjectByName', 'current')).toBe('/api/Scene#GetObjectByName');
  expect(switchTarget(DATA, '/api/2026-07/intro', '', 'current')).toBe('/api/intro');
});

test('a renamed entry follows its new name, and a page the other release lacks leads to its changes entry', () => {
  expect(switchTarget(DATA, '/api/Object', '#Pos', '2026-07')).toBe('/api/2026-07/Object#pos');
  expect(switchTarget(DATA, '/api/2026-07/Object', '#pos', 'current')).toBe('/api/Object#Pos');
  expect(switchTarget(DATA, '/api/Transform', '#pos', '2026-07')).toBe('/api/changes/2026-07#class-Transform');
  expect(switchTarget(DATA, '/api/2026-07/Checkbox', '', 'current')).toBe('/api/changes/2026-07#class-Checkbox');
  // A page named otherwise keeps the anchor.
  expect(switchTarget(DATA, '/api/enums/system', '#Windows', '2026-07')).toBe('/api/2026-07/enums/System#Windows');
});

test('the changes pages, the current release and unknown releases leave the reader where they are', () => {
  expect(switchTarget(DATA, '/api/changes/2026-07', '#moved', '2026-07')).toBe('/api/changes/2026-07#moved');
  expect(switchTarget(DATA, '/api/Scene', '#x', 'current')).toBe('/api/Scene#x');
  expect(switchTarget(DATA, '/api/Scene', '#x', '2099-01')).toBe('/api/Scene#x');
  expect(switchTarget(DATA, '/manual/scripting', '', '2026-07')).toBe('/api/2026-07/intro');
});
