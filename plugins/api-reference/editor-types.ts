/**
 * api/editor-types.yaml (a data kind of read.ts, schema api/schema/editor-types.schema.json): what
 * atomontage.d.lua and its LuaLS addon say about themselves: the engine release, the date printed
 * as the generation date, the addon's detection words and settings.
 */
export interface EditorTypesInfo {
  release: string;
  /** YYYY-MM-DD; printed instead of the clock so that builds are byte-stable. */
  updated: string;
  addon: { name: string; words: string[]; settings: Record<string, unknown> };
}
