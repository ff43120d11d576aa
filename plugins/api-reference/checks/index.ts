import type { ApiModel, Problem } from '../model';
import { checkGroups } from './groups';
import { checkTypeNames } from './type-names';
import { checkDuplicates } from './duplicates';
import { checkSummaries } from './summaries';
import { checkEnumLinks, checkMemberLinks } from './links';
import { checkTextStructure } from './text-structure';
import { checkEnumSummaries, checkEnums } from './enums';
import { checkExamples } from './examples';
import { checkHelpers } from './helper-globals';
import { checkLuaNames } from './lua-names';
import { walkMembers, type MemberCheck } from './member-check';

/**
 * The checks of meaning, run on the model once the data has passed its schema. Each is a small
 * module with its own fixture test and returns its problems, each naming the file, the item and
 * the fix. A check of one member goes in MEMBER_CHECKS (all of them share one walk); a check of
 * the whole model in MODEL_CHECKS.
 */
export type Check = (model: ApiModel) => Problem[];

export const MEMBER_CHECKS: readonly MemberCheck[] = [checkTypeNames, checkSummaries, checkMemberLinks, checkTextStructure, checkExamples];
export const MODEL_CHECKS: readonly Check[] = [checkGroups, checkEnums, checkEnumSummaries, checkDuplicates, checkEnumLinks, checkHelpers, checkLuaNames];

export function runChecks(model: ApiModel): Problem[] {
  return [...MODEL_CHECKS, walkMembers(MEMBER_CHECKS)].flatMap((check) => check(model));
}

/** A release whose prose is being written: every check but those that every entry has a summary. */
export function runDraftChecks(model: ApiModel): Problem[] {
  return [...MODEL_CHECKS.filter((c) => c !== checkEnumSummaries), walkMembers(MEMBER_CHECKS.filter((c) => c !== checkSummaries))].flatMap((check) => check(model));
}

/** A release with no prose yet (prose-pending.ts): only the checks of names and types. */
export function runNameAndTypeChecks(model: ApiModel): Problem[] {
  return [checkEnums, checkDuplicates, checkLuaNames, walkMembers([checkTypeNames])].flatMap((check) => check(model));
}
