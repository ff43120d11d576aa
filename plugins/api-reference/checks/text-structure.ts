import type { Problem } from '../model';
import type { MemberCheck } from './member-check';
import { unclosedFence } from '../mdx-escape';

/**
 * Writer text renders literally (prose.ts escapes what MDX would misread), so only what would
 * break the page's structure is an error: a code fence that never closes (it would swallow the
 * rest of the page), and a summary that is not one plain paragraph (pages, search and hovers show
 * the summary as the member's first paragraph).
 */
const BLOCK_START = /^\s*(#{1,6}\s|[-*+]\s|\d+\.\s|>|\||```|~~~|:::)/;

export const checkTextStructure: MemberCheck = (m, file) => {
  const problems: Problem[] = [];
  for (const { field, text } of m.texts) {
    const at = unclosedFence(text);
    if (at !== undefined) {
      problems.push({ file, item: `${m.item} › ${field}`, message: `opens a code block on its line ${at} that never closes`, fix: 'close the block with a line of three backticks, or use single backticks for code inside a sentence' });
    }
    if (field === 'summary' && (/\n\s*\n/.test(text.trim()) || BLOCK_START.test(text))) {
      problems.push({ file, item: `${m.item} › summary`, message: 'is not one plain paragraph', fix: 'make the summary one sentence of running text; move lists, headings and further paragraphs to `description`' });
    }
  }
  for (const e of m.examples) {
    if (e.title.includes('\n')) problems.push({ file, item: `${m.item} › example "${e.title.split('\n')[0]}" › title`, message: 'spans several lines', fix: 'write the title on one line' });
    const at = e.description ? unclosedFence(e.description) : undefined;
    if (at !== undefined) {
      problems.push({ file, item: `${m.item} › example "${e.title}" › description`, message: `opens a code block on its line ${at} that never closes`, fix: 'close the block with a line of three backticks' });
    }
  }
  return problems;
};
