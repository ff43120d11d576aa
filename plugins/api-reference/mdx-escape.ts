/**
 * Writer text from the YAML goes into MDX pages. MDX reads `{` as the start of a JavaScript
 * expression and `<` as the start of a JSX tag, so `{x, y}` or `<Vec3>` in a summary would stop
 * the build with an error about a generated page. literalMdx() escapes them (`\{`, `\}`, `\<`)
 * everywhere except inside code spans and fenced code blocks, where Markdown already shows text
 * as written. Code spans are matched as CommonMark matches them (a backtick run closes at the next
 * run of the same length), so a stray backtick stays a literal backtick and the text after it is
 * still escaped. Everything else Markdown offers (links, lists, tables, headings, emphasis) keeps
 * working.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** The fence that opens or closes on this line (also inside a list item), if any. */
const fenceOf = (line: string) => FENCE.exec(line.replace(/^\s*(?:[-*+]\s+|\d+\.\s+)?/, ''));
const ESCAPE: Record<string, string> = { '{': '\\{', '}': '\\}', '<': '\\<' };

export function literalMdx(markdown: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(escapeInline(paragraph.join('\n')));
    paragraph = [];
  };
  for (const line of markdown.split('\n')) {
    const open = fenceOf(line);
    if (fence) {
      out.push(line);
      if (open && open[1]!.startsWith(fence) && line.trim() === open[1]) fence = undefined;
      continue;
    }
    if (open) {
      flush();
      fence = open[1]!;
      out.push(line);
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return out.join('\n');
}

/** Escapes MDX's special characters outside code spans. */
function escapeInline(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      // An existing escape stays as written (`\{` already shows a brace).
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '`') {
      let run = 1;
      while (text[i + run] === '`') run++;
      const close = findClosingRun(text, i + run, run);
      if (close >= 0) {
        out += text.slice(i, close + run);
        i = close + run;
      } else {
        out += text.slice(i, i + run);
        i += run;
      }
      continue;
    }
    out += ESCAPE[ch] ?? ch;
    i++;
  }
  return out;
}

/** Index of the next backtick run of exactly `length` backticks from `from`, or -1. */
function findClosingRun(text: string, from: number, length: number): number {
  for (let i = from; i < text.length; ) {
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let run = 1;
    while (text[i + run] === '`') run++;
    if (run === length) return i;
    i += run;
  }
  return -1;
}

/** An opened code fence that never closes (it would swallow the rest of the page), or undefined. */
export function unclosedFence(markdown: string): number | undefined {
  let fence: string | undefined;
  let openedAt = 0;
  markdown.split('\n').forEach((line, i) => {
    const m = fenceOf(line);
    if (fence) {
      if (m && m[1]!.startsWith(fence) && line.trim() === m[1]) fence = undefined;
    } else if (m) {
      fence = m[1]!;
      openedAt = i + 1;
    }
  });
  return fence ? openedAt : undefined;
}
