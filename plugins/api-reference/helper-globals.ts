/**
 * The helper globals of the engine's Lua library (api/helpers.yaml): `Vox`, `Cast`, `Collide` and
 * the builder classes they return. They have no API pages (the Voxel API manual page documents
 * them); atomontage.d.lua declares them and the Lua example check knows their members. Their
 * shape is api/schema/helpers.schema.json.
 */
import type { HelperClass as HelperClassFile, HelpersFile } from './data-types.generated';

export type { HelperFunction, HelperGlobal, HelperMethod, HelperParam } from './data-types.generated';

/** A helper class as the pipeline gives it: `methods` is [] where the file leaves it out (the class only inherits). */
export type HelperClass = HelperClassFile & Required<Pick<HelperClassFile, 'methods'>>;

/** The helper globals as the pipeline gives them: every list present, absent ones as []. */
export interface Helpers extends Required<Omit<HelpersFile, 'classes'>> {
  classes: HelperClass[];
}
