import type { ApiModel, Problem } from '../model';
import { checkGroups } from './groups';
import { checkTypeNames } from './type-names';
import { checkDuplicates } from './duplicates';
import { checkSummaries } from './summaries';
import { checkLinks } from './links';
import { checkProse } from './prose';
import { checkEnums } from './enums';
import { checkExamples } from './examples';
import { checkHelpers } from './helpers';
import { checkEngineChanges } from './engine-changes';

/**
 * The checks of meaning, run on the model once the data has passed its schema. Each is a small
 * module with its own fixture test (tests/unit/api-check-*.test.ts) and returns its problems,
 * each naming the file, the item and the fix.
 */
export type Check = (model: ApiModel) => Problem[];

export const CHECKS: readonly Check[] = [checkGroups, checkEnums, checkTypeNames, checkDuplicates, checkSummaries, checkLinks, checkProse, checkHelpers, checkExamples, checkEngineChanges];

export function runChecks(model: ApiModel): Problem[] {
  return CHECKS.flatMap((check) => check(model));
}
