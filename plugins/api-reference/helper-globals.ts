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
  params: HelperParam[];
  /** `self` means the receiver's own type, so chains keep it. */
  returns: string[];
}
export interface HelperGlobal {
  name: string;
  docs: string;
  summary: string;
  methods: HelperMethod[];
}
export interface HelperFunction extends HelperMethod {
  docs: string;
}
export interface HelperClass {
  name: string;
  inherits?: string;
  summary: string;
  /** Absent in the file when the class only inherits; the pipeline fills in []. */
  methods: HelperMethod[];
}
export interface Helpers {
  globals: HelperGlobal[];
  functions: HelperFunction[];
  classes: HelperClass[];
}
