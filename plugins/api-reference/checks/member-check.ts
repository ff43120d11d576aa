import { membersOf, type ApiModel, type MemberEntry, type Problem } from '../model';

/** A check of one member (or the class itself), given the file it comes from. */
export type MemberCheck = (member: MemberEntry, file: string, model: ApiModel) => Problem[];

/** One walk over every member of every class, running each member check on it. */
export function walkMembers(checks: readonly MemberCheck[]): (model: ApiModel) => Problem[] {
  return (model) =>
    model.data.classes.flatMap((c) => {
      const file = model.classFiles.get(c.name)!;
      return membersOf(c).flatMap((m) => checks.flatMap((check) => check(m, file, model)));
    });
}
