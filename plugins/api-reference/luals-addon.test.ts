import zlib from 'node:zlib';
import { test, expect } from '@playwright/test';
import { ADDON_FOLDER, addonConfig, renderLualsAddon } from './luals-addon';
import type { EditorTypesFile as EditorTypesInfo } from './data-types.generated';

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
