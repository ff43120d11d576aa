import { test, expect } from '@playwright/test';
import { defaultContextLinks, LlmsTxtSyntaxError, parseLlmsTxt } from './llms-txt-grammar';

const EXAMPLE = [
  '# Lantern',
  '',
  '> Lantern draws maps of caves.',
  '',
  'Links lead to Markdown pages.',
  '',
  'A second paragraph of info.',
  '',
  '## Guides',
  '',
  '- [Start](https://l.org/start.md): First steps',
  '- [Maps](https://l.org/maps.md)',
  '',
  '## Optional',
  '',
  '- [Everything](https://l.org/all.txt): every page in one file',
  '',
].join('\n');

test('title, summary, info and sections of links with their notes; Optional is left out of the default context', () => {
  const llms = parseLlmsTxt(EXAMPLE);
  expect(llms).toEqual({
    title: 'Lantern',
    summary: 'Lantern draws maps of caves.',
    info: 'Links lead to Markdown pages.\n\nA second paragraph of info.',
    sections: [
      {
        name: 'Guides',
        links: [
          { title: 'Start', url: 'https://l.org/start.md', notes: 'First steps' },
          { title: 'Maps', url: 'https://l.org/maps.md' },
        ],
      },
      { name: 'Optional', links: [{ title: 'Everything', url: 'https://l.org/all.txt', notes: 'every page in one file' }] },
    ],
  });
  expect(defaultContextLinks(llms).map((l) => l.title)).toEqual(['Start', 'Maps']);
});

test('a summary with no info after it is read as info, as llmstxt.org\'s parser reads it', () => {
  const llms = parseLlmsTxt('# Lantern\n\n> Lantern draws maps of caves.\n\n## Guides\n\n- [Start](https://l.org/start.md)\n');
  expect(llms.summary).toBeUndefined();
  expect(llms.info).toBe('> Lantern draws maps of caves.');
  // Title and summary alone: still no summary.
  expect(parseLlmsTxt('# Lantern\n\n> Caves.\n').summary).toBeUndefined();
  expect(parseLlmsTxt('# Lantern\n').sections).toEqual([]);
});

test('what the format does not allow is an error naming the line', () => {
  const cases: [string, RegExp][] = [
    ['Lantern\n', /^llms\.txt:1: the file must start with an H1/],
    ['## Guides\n', /^llms\.txt:1: the file must start with an H1/],
    ['# L\n\n> One.\n> Two.\n\nInfo.\n', /^llms\.txt:4: the summary is one line/],
    ['# L\n\n> S.\n\n### Part\n', /^llms\.txt:5: info may not hold headings/],
    ['# L\n\n## A\n\nSome prose.\n', /^llms\.txt:5: a section holds only/],
    ['# L\n\n## A\n\n* [x](https://l.org/x.md)\n', /^llms\.txt:5: a section holds only/],
    ['# L\n\n## A\n\n- [x](https://l.org/a (b).md)\n', /^llms\.txt:5: a section holds only/],
    ['# L\n\n## A\n\n### B\n', /^llms\.txt:5: a section holds only/],
    ['# L\n\n## A\n\n## A\n', /^llms\.txt:5: the section "A" appears twice/],
  ];
  for (const [text, message] of cases) {
    expect(() => parseLlmsTxt(text), text).toThrow(LlmsTxtSyntaxError);
    expect(() => parseLlmsTxt(text), text).toThrow(message);
  }
});
