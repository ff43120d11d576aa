/**
 * The helper globals of the engine's Lua library (api/helpers.yaml): `Vox`, `Cast`, `Collide` and
 * the builder classes they return. They have no API pages (the Voxel API manual page documents
 * them); atomontage.d.lua declares them and the Lua example check knows their members. Their
 * shape is api/schema/helpers.schema.json.
 */
export interface HelperParam {
  name: string;
  type: string;
}
export interface HelperMethod {
  name: string;
  summary: string;
  /** The manual section that documents this member, where it is not its owner's. */
  docs?: string;
  params: HelperParam[];
  /** `self` means the receiver's own type, so chains keep it. */
  returns: string[];
}
/** A value field, or a function called with a dot (`events.keyDown.addListener(self, fn)`). */
export interface HelperField {
  name: string;
  type: string;
  summary: string;
  docs?: string;
}
export interface HelperGlobal {
  name: string;
  docs: string;
  summary: string;
  fields?: HelperField[];
  methods: HelperMethod[];
}
/** A global function, or one the engine adds to a table of Lua's own library (`math.perlinNoise`). */
export interface HelperFunction extends HelperMethod {
  docs: string;
}
export interface HelperClass {
  name: string;
  inherits?: string;
  /** The manual section that documents it: every hover on it and its members links there. */
  docs: string;
  summary: string;
  fields?: HelperField[];
  /** Absent in the file when the class only inherits; the pipeline fills in []. */
  methods: HelperMethod[];
}
export interface Helpers {
  globals: HelperGlobal[];
  functions: HelperFunction[];
  classes: HelperClass[];
}
