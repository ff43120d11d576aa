import zlib from 'node:zlib';
import type { EditorTypesFile as EditorTypesInfo } from './data-types.generated';

/**
 * The LuaLS addon: a zip holding one addon folder in the layout LuaLS's addon manager and its
 * `Lua.workspace.userThirdParty` setting read:
 *
 *   atomontage/config.json               name, words that detect an Atomontage script, settings
 *   atomontage/library/atomontage.d.lua  the definition file
 *
 * The same data gives the same bytes: entries in a fixed order, every timestamp the data's
 * `updated` date, no extra fields, deflate at a fixed level.
 */
export const ADDON_FOLDER = 'atomontage';
export const ADDON_ZIP_NAME = 'atomontage-luals-addon.zip';
export const DEFINITIONS_FILE_NAME = 'atomontage.d.lua';

/** config.json as LuaLS reads it (meta/3rd/<name>/config.json). */
export function addonConfig(info: EditorTypesInfo): string {
  const config = { name: info.addon.name, words: info.addon.words, settings: info.addon.settings };
  return `${JSON.stringify(config, null, 2)}\n`;
}

export function renderLualsAddon(definitions: string, info: EditorTypesInfo): Buffer {
  return zipFiles(
    [
      { name: `${ADDON_FOLDER}/config.json`, data: Buffer.from(addonConfig(info)) },
      { name: `${ADDON_FOLDER}/library/${DEFINITIONS_FILE_NAME}`, data: Buffer.from(definitions) },
    ],
    info.updated,
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time of midnight on a YYYY-MM-DD date. */
function dosDateTime(day: string): { date: number; time: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { date: ((y - 1980) << 9) | (m << 5) | d, time: 0 };
}

/** A plain zip (deflate, no extra fields, no comment) of files in the order given. */
export function zipFiles(files: { name: string; data: Buffer }[], day: string): Buffer {
  const { date, time } = dosDateTime(day);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const packed = zlib.deflateRawSync(f.data, { level: 9 });
    const crc = crc32(f.data);
    // The fields both headers share, from "version needed" to the name's length.
    const shared = Buffer.alloc(24);
    shared.writeUInt16LE(20, 0); // version needed: 2.0 (deflate)
    shared.writeUInt16LE(0x0800, 2); // UTF-8 names
    shared.writeUInt16LE(8, 4); // deflate
    shared.writeUInt16LE(time, 6);
    shared.writeUInt16LE(date, 8);
    shared.writeUInt32LE(crc, 10);
    shared.writeUInt32LE(packed.length, 14);
    shared.writeUInt32LE(f.data.length, 18);
    shared.writeUInt16LE(name.length, 22);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    shared.copy(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, zip 2.0
    shared.copy(central, 6);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
