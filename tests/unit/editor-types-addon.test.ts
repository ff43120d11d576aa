import zlib from 'node:zlib';
import { test, expect } from '@playwright/test';
import { ADDON_FOLDER, addonConfig, renderLualsAddon } from '../../plugins/api-reference/luals-addon';
import type { EditorTypesInfo } from '../../plugins/api-reference/editor-types';
import { checkLuaNames } from '../../plugins/api-reference/checks/lua-names';
import { fixtureModel } from './api-model-fixture';

const INFO: EditorTypesInfo = { release: 'the test release', updated: '2026-03-04', addon: { name: 'Atomontage', words: ['ScriptInstance', 'self%.object'], settings: {} } };
const DEFINITIONS = '---@meta\n---@class Widget\nWidget = {}\n';

/** The entries of a zip from its local headers: name, date, inflated bytes. */
function entries(zip: Buffer): { name: string; date: number; data: Buffer }[] {
  const out: { name: string; date: number; data: Buffer }[] = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extra;
    out.push({ name, date: zip.readUInt16LE(at + 12), data: zlib.inflateRawSync(zip.subarray(start, start + size)) });
    at = start + size;
  }
  return out;
}

test('the addon zip holds config.json and library/atomontage.d.lua in the layout LuaLS reads', () => {
  const zip = renderLualsAddon(DEFINITIONS, INFO);
  const files = entries(zip);
  expect(files.map((f) => f.name)).toEqual([`${ADDON_FOLDER}/config.json`, `${ADDON_FOLDER}/library/atomontage.d.lua`]);
  expect(files[1]!.data.toString()).toBe(DEFINITIONS);
  expect(JSON.parse(files[0]!.data.toString())).toEqual({ name: 'Atomontage', words: ['ScriptInstance', 'self%.object'], settings: {} });
  expect(files[0]!.data.toString()).toBe(addonConfig(INFO));
  // Every timestamp is the data's date (2026-03-04), never the clock.
  expect(files.map((f) => f.date)).toEqual([((2026 - 1980) << 9) | (3 << 5) | 4, ((2026 - 1980) << 9) | (3 << 5) | 4]);
});

test('the same data gives the same bytes', () => {
  expect(renderLualsAddon(DEFINITIONS, INFO).equals(renderLualsAddon(DEFINITIONS, INFO))).toBe(true);
  expect(renderLualsAddon(DEFINITIONS, { ...INFO, updated: '2026-03-05' }).equals(renderLualsAddon(DEFINITIONS, INFO))).toBe(false);
});

test('a helper name that would make an invalid annotation stops the build with file, item and fix', () => {
  const model = fixtureModel();
  expect(checkLuaNames(model)).toEqual([]);
  model.helpers = {
    globals: [{ name: 'deb', docs: '/manual/x', summary: 'Draws.', methods: [{ name: 'cross', summary: 'A cross.', params: [{ name: 'end', type: 'number' }], returns: [] }] }],
    functions: [
      { name: 'math.perlinNoise', docs: '/manual/x', summary: 'Noise.', params: [{ name: 'x', type: 'number' }], returns: ['number'] },
      { name: 'mymod.noise', docs: '/manual/x', summary: 'Noise.', params: [], returns: ['number'] },
    ],
    classes: [{ name: 'Op Base', docs: '/manual/x', summary: 'Chains.', methods: [], fields: [{ name: 'on-hit', type: 'number', summary: 'x' }] }],
  };
  const problems = checkLuaNames(model);
  expect(problems.map((p) => `${p.file} › ${p.item}: ${p.message}`)).toEqual([
    'api/helpers.yaml › deb › cross: the parameter name "end" is not a Lua name',
    'api/helpers.yaml › Op Base: the name "Op Base" is not a Lua name',
    'api/helpers.yaml › Op Base › on-hit: the field name "on-hit" is not a Lua name',
    'api/helpers.yaml › mymod.noise: the function name "mymod.noise" is not a Lua name',
  ]);
  for (const p of problems) expect(p.fix).toMatch(/Lua identifier/);
});
