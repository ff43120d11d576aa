import type { MemberCheck } from './member-check';

/** Every summary says something (the schema already rejects empty ones; this catches blanks). */
export const checkSummaries: MemberCheck = (m, file) => {
  const summary = m.texts.find((t) => t.field === 'summary');
  return summary && !summary.text.trim() ? [{ file, item: m.item, message: 'has an empty summary', fix: 'write one sentence saying what it is or does' }] : [];
};
