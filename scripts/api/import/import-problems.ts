import type { Problem } from '../../../plugins/api-reference/model';

/**
 * Problems that stop a release import. They are collected so one run lists every one of them
 * (a new engine export usually brings several at once), each with the file, the item and the fix.
 */
export class ReleaseImportError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `the import stopped with ${problems.length} problem${problems.length === 1 ? '' : 's'} and wrote nothing:\n` +
        problems.map((p) => `- ${p.file} › ${p.item}: ${p.message}. Fix: ${p.fix}.`).join('\n'),
    );
    this.name = 'ReleaseImportError';
  }
}

/** Throws the collected problems, if there are any. */
export function stopOn(problems: Problem[]): void {
  if (problems.length) throw new ReleaseImportError(problems);
}

/** A JSON pointer as an item a person finds in YAML: /classes/Camera/inherits → classes › Camera › inherits. */
export const pointerItem = (pointer: string): string => pointer.split('/').filter(Boolean).join(' › ') || '(top level)';
