import { test, expect } from '@playwright/test';
import { compile } from '@mdx-js/mdx';
import { literalMdx, unclosedFence } from './mdx-escape';

/** True when MDX compiles the text into a paragraph showing exactly `shown` (not code, not a tag). */
async function showsLiterally(source: string, shown: string): Promise<boolean> {
  try {
    return String(await compile(source)).includes(JSON.stringify(shown));
  } catch {
    return false; // MDX stops the build
  }
}

test.describe('literalMdx: writer text renders as written', () => {
  const cases = ['Takes a table {x, y} of numbers.', 'Returns a <Vec3> value.', 'When a<b the result is <none>.', 'A stray ` backtick, then {braces}.'];
  for (const text of cases) {
    test(JSON.stringify(text), async () => {
      expect(await showsLiterally(text, text)).toBe(false); // raw, MDX stops or reads code
      expect(await showsLiterally(literalMdx(text), text)).toBe(true);
    });
  }

  test('a lone closing brace or a spaced comparison stays as written', async () => {
    for (const text of ['A lone } brace.', 'True when a > b and b < c.']) expect(await showsLiterally(literalMdx(text), text)).toBe(true);
  });

  test('escapes outside code, keeps code spans and fenced blocks as written', () => {
    expect(literalMdx('Use `{x = 1}` not {x}.')).toBe('Use `{x = 1}` not \\{x\\}.');
    expect(literalMdx('Run ``a ` b`` then <b>')).toBe('Run ``a ` b`` then \\<b>');
    expect(literalMdx('Before {\n\n```lua\nlocal t = {1}\n```\n\nAfter }')).toBe('Before \\{\n\n```lua\nlocal t = {1}\n```\n\nAfter \\}');
    expect(literalMdx('A stray ` here and {x}')).toBe('A stray ` here and \\{x\\}');
  });

  test('Markdown features keep working: links, lists, tables, headings', () => {
    const text = '### Notes\n\n- see [Vec3](/api/Vec3)\n- `a < b`\n\n| a | b |\n| --- | --- |\n| `{}` | x |';
    expect(literalMdx(text)).toBe(text);
  });
});

test('finds a code fence that never closes', () => {
  expect(unclosedFence('text\n```lua\nlocal a = 1\n')).toBe(2);
  expect(unclosedFence('```\na\n```\n')).toBeUndefined();
});
