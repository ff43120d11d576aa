import path from 'node:path';
import type { ApiClass } from '../../../plugins/api-reference/model';
import { enumLuaName } from '../../../plugins/api-reference/model';
import { runApiPipeline } from '../../../plugins/api-reference/pipeline';
import { ApiDataError, type SourceFile } from '../../../plugins/api-reference/read';

/**
 * The reference's data as the importer sees it, read by the API pipeline's reader: each class
 * file as a YAML Document (so edits keep comments, order and every text field as written) beside
 * its plain value for matching.
 */
/** A class file: path, text, YAML document and plain value (the reader's SourceFile). */
export type ReleaseClass = SourceFile<ApiClass>;

export interface ReleaseEnum {
  file: string;
  /** The name scripts use (luaName where it differs from the page name). */
  luaName: string;
  values: { name: string; value: number }[];
}

export interface Release {
  classes: ReleaseClass[];
  enums: ReleaseEnum[];
  /** Every type name the data can refer to (the model's known types). */
  knownTypes: Set<string>;
}

/** Lenient: the full checks run in the build; here a file that is not YAML stops the import. */
export function loadRelease(projectRoot: string): Release {
  let build;
  try {
    build = runApiPipeline(path.join(projectRoot, 'api'), { checks: 'skip' });
  } catch (error) {
    if (!(error instanceof ApiDataError)) throw error;
    const p = error.problems[0]!;
    throw new Error(`${p.file} › ${p.item}: ${p.message}. Fix: ${p.fix}, then run the import again.`);
  }
  const { sources, model } = build;
  return {
    classes: sources.classes,
    enums: sources.enums.map(({ file, data }) => ({ file, luaName: enumLuaName(data), values: data.values ?? [] })),
    knownTypes: model.knownTypes,
  };
}
