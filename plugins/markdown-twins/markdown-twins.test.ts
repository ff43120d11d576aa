import { test, expect } from '@playwright/test';
import { absoluteLinks, mdxToMarkdown, parseMarkdown, toMarkdown, TwinSyntaxError } from './mdx-to-markdown';
import { twinComponents } from './components';
import { llmsFiles, llmsPageSections, LLMS_INDEX_MAX_CHARS, LLMS_SUMMARY, type ReleaseApiList, type TwinEntry } from './llms';
import { defaultContextLinks, OPTIONAL_SECTION, parseLlmsTxt } from './llms-txt-grammar';
import { renderApiSignatureList, renderApiTwins } from '../api-reference/markdown';
import { markdownTwinPath } from '../../src/markdown-twin';
import { fixtureModel, widgetOf } from '../api-reference/fixtures/model';

const components = twinComponents('https://example.org/repo');
const convert = (mdx: string) => toMarkdown(mdxToMarkdown(mdx, { file: 'docs/x.mdx', components }));

test('twin paths: the route plus .md, /index.md for the home page, spaces kept', () => {
  expect(markdownTwinPath('/')).toBe('/index.md');
  expect(markdownTwinPath('/api/Vec3')).toBe('/api/Vec3.md');
  expect(markdownTwinPath('/api/Vec3/')).toBe('/api/Vec3.md');
  expect(markdownTwinPath('/manual/scripting/examples/Simple Physics')).toBe('/manual/scripting/examples/Simple Physics.md');
});

test('MDX becomes plain Markdown: front matter, imports, comments and heading ids go; admonitions become quotations; components are written out', () => {
  const md = convert(
    [
      '---',
      'title: T',
      '---',
      "import ContributeLinks from '@site/src/components/ContributeLinks';",
      '',
      '{/* a note for writers */}',
      '',
      '## Where to start {#start}',
      '',
      ':::caution[Experimental]',
      '',
      'Names can change.',
      '',
      ':::',
      '',
      'Download <a href="/atomontage.d.lua" download="atomontage.d.lua">the file</a>.',
      '',
      '| A | B |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '```lua title="x.lua"',
      'local t = {} -- table<K, V>',
      '```',
      '',
      '<ContributeLinks />',
    ].join('\n'),
  );
  expect(md).not.toMatch(/import |\{\/\*|\{#start\}|title: T|<a |<Contribute/);
  expect(md).toContain('## Where to start\n');
  expect(md).toContain('> **Caution: Experimental**\n>\n> Names can change.');
  expect(md).toContain('Download [the file](/atomontage.d.lua).');
  expect(md).toContain('| A | B |');
  expect(md).toContain('```lua title="x.lua"\nlocal t = {} -- table<K, V>\n```');
  expect(md).toContain('- [Add Page](https://example.org/repo/new/main/docs/manual?filename=');
  expect(md).toContain('- [Repository](https://example.org/repo)');
});

test('admonitions in every form the pages use become quotations with their title: bracket, space, untitled, nested', () => {
  const md = convert(
    [
      ':::note[Server only]',
      '',
      'Bracket form.',
      '',
      ':::',
      '',
      ':::warning Native client only',
      '',
      'Space form.',
      '',
      ':::',
      '',
      ':::tip Always use `local`',
      '',
      'Space form with code in the title.',
      '',
      ':::',
      '',
      ':::info',
      '',
      'Untitled.',
      '',
      ':::',
      '',
      '::::caution Outer',
      '',
      ':::note Inner',
      '',
      'Nested.',
      '',
      ':::',
      '',
      '::::',
    ].join('\n'),
  );
  expect(md).not.toContain(':::');
  expect(md).toContain('> **Note: Server only**\n>\n> Bracket form.');
  expect(md).toContain('> **Warning: Native client only**\n>\n> Space form.');
  expect(md).toContain('> **Tip: Always use `local`**\n>\n> Space form with code in the title.');
  expect(md).toContain('> **Info**\n>\n> Untitled.');
  expect(md).toContain('> **Caution: Outer**\n>\n> > **Note: Inner**\n> >\n> > Nested.');
});

test('an MDX construct with no Markdown form stops the build, naming the file, the line and the fix', () => {
  const cases: [string, RegExp][] = [
    ['Text.\n\n<Tabs>\n\nx\n\n</Tabs>\n', /^docs\/x\.mdx:3: <Tabs> has no Markdown form\. .*plugins\/markdown-twins\/components\.ts/],
    ['Sum: {1 + 1}.\n', /^docs\/x\.mdx:1: the expression \{1 \+ 1\} has no Markdown form/],
    ['export const x = 1;\n', /^docs\/x\.mdx:1: an export has no Markdown form/],
    [':::spoiler\n\nx\n\n:::\n', /^docs\/x\.mdx:1: ":::spoiler" is not an admonition/],
    // A form no parser step takes as a directive would otherwise reach readers as raw text.
    [':::spoiler Title\n\nx\n\n:::\n', /^docs\/x\.mdx:1: ":::spoiler Title" is not an admonition this site knows/],
    ['<a href={url}>x</a>\n', /^docs\/x\.mdx:1: <a> has a computed attribute/],
  ];
  for (const [mdx, message] of cases) {
    expect(() => convert(mdx), mdx).toThrow(TwinSyntaxError);
    expect(() => convert(mdx), mdx).toThrow(message);
  }
});

test('links become absolute site URLs, to the twin of a page and to the file otherwise; a link relative to the file is an error', () => {
  const pages = new Set(['/', '/api/Vec3', '/manual/a b']);
  const tree = parseMarkdown('[a](/api/Vec3#Dot) [b](#here) [c](https://x.org/) ![i](/img/a.png) [d](/manual/a%20b/) [e](/) [f](pathname:///api.json) [g](/search)');
  absoluteLinks(tree, 'https://docs.example.org/', '/manual/a b', 'docs/a.mdx', pages);
  expect(toMarkdown(tree).trim()).toBe(
    '[a](https://docs.example.org/api/Vec3.md#Dot) [b](https://docs.example.org/manual/a%20b.md#here) [c](https://x.org/) ![i](https://docs.example.org/img/a.png) ' +
      '[d](https://docs.example.org/manual/a%20b.md) [e](https://docs.example.org/index.md) [f](https://docs.example.org/api.json) [g](https://docs.example.org/search)',
  );
  expect(() => absoluteLinks(parseMarkdown('[x](other.mdx)'), 'https://d.org', '/', 'docs/a.mdx', pages)).toThrow(/docs\/a\.mdx: the link "other\.mdx" is relative/);
});

test('link URLs are written without backslash escapes: & as is, parentheses and spaces percent-encoded', () => {
  const link = (url: string) => toMarkdown({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', value: 'x' }] }] }] }).trim();
  expect(link('https://x.org/new?filename=a.mdx&value=%5Blink%5D(%2Fa)%0A')).toBe('[x](https://x.org/new?filename=a.mdx&value=%5Blink%5D%28%2Fa%29%0A)');
  expect(link('https://x.org/a b\\c<d>')).toBe('[x](https://x.org/a%20b%5Cc%3Cd%3E)');
  // Only where `&` would start a character reference does it keep its escape, so the URL stays the same.
  expect(link('https://x.org/?a=1&amp;b=2')).toBe('[x](https://x.org/?a=1\\&amp;b=2)');
  expect(parseMarkdown(link('https://x.org/?a=1&amp;b=2')).children[0]).toMatchObject({ children: [{ url: 'https://x.org/?a=1&amp;b=2' }] });
});

test('API twins carry every signature, mark, text and example of the model, and inherited members with links', () => {
  const model = fixtureModel((d) => {
    const w = widgetOf(d);
    w.methods![0]!.deprecated = { message: 'Too slow.', replacement: 'Use Resize.' };
    w.methods![0]!.availability = 'server';
    w.methods![0]!.examples = [{ title: 'Grow it', code: 'widget:Grow(2)' }];
    w.properties![0]!.readonly = true;
    w.methods![0]!.status = 'may be missing in your engine version';
    const gizmo = d.classes.find((c) => c.name === 'Gizmo')!;
    gizmo.availability = 'both';
    gizmo.effectiveAvailability = 'client';
  });
  const twins = renderApiTwins(model, 'Intro with a [link](/api/Widget).');
  expect(twins.map((t) => t.route).sort()).toEqual(['/api/Gizmo', '/api/Widget', '/api/enums/Color', '/api/enums/shade', '/api/intro']);
  const widget = twins.find((t) => t.route === '/api/Widget')!.body;
  for (const line of [
    '`Widget(size: number): Widget`',
    '`widget.size: number`',
    '**Read-only**',
    'Also available as `Size`',
    '`widget:Grow(by: number, limit?: number): Widget`',
    // A status reads as the page's badge and tooltip do together, once.
    '**Server only** · **Deprecated** · **May be missing in your engine version**\n',
    '> **Deprecated:** `Grow` is deprecated. Too slow.',
    '**Example: Grow it**\n\n```lua\nwidget:Grow(2)\n```',
    '`Widget.Create(): Widget`',
    '**Static**',
    '`function widget:OnGrow(amount: number)`',
  ]) {
    expect(widget, line).toContain(line);
  }
  expect(widget).not.toMatch(/may be missing: may be missing/i);
  const gizmo = twins.find((t) => t.route === '/api/Gizmo')!.body;
  expect(gizmo).toContain('> **Where it works:** The engine registers `Gizmo` on both the client and the server, but it is only usable on the client.');
  expect(gizmo).toContain('**Inherits from** [Widget](/api/Widget).');
  expect(gizmo).toContain('### Inherited from Widget\n\n[`size`](/api/Widget#size), [`Grow()`](/api/Widget#Grow), [`Create()`](/api/Widget#Create)');
  expect(twins.find((t) => t.route === '/api/enums/Color')!.body).toContain('| `Color.Red` | 0 |');
  // The compact list: one line per signature.
  const list = renderApiSignatureList(model);
  expect(list).toContain('widget:Grow(by: number, limit?: number): Widget [Server only, deprecated] -- Makes the widget bigger and returns it.');
  expect(list).toContain('Color.Green = 1');
  // A class's availability and its operators are in the list too: an assistant must not call a
  // client-only class on the server, nor miss what `+` does.
  expect(list).toContain('## Gizmo (inherits Widget) [Client only] -- A widget that spins.');
  expect(list).toContain("Widget + Widget → Widget [operator] -- Adds two widgets' sizes.");
});

test('llms.txt as the llmstxt.org format reads it: title, summary, info, sections of twin links, big files only under Optional', () => {
  const entry = (route: string, title: string, description = 'About it.'): TwinEntry => ({ route, title, description, body: 'Body.', file: `docs${route}.mdx` });
  const entries = [
    entry('/', 'Home'),
    entry('/manual/editor/a', 'A'),
    entry('/manual/scripting/b c', 'B'),
    entry('/api/intro', 'API Reference'),
    entry('/api/Vec3', 'Vec3'),
    entry('/api/enums/Key', 'Key'),
    entry('/api/changes/2099-07', 'Engine changes: July 2099'),
  ];
  const twins = new Map(entries.map((e) => [markdownTwinPath(e.route).slice(1), `# ${e.title}\n\nBody.\n`]));
  const documented: ReleaseApiList = { id: '2099-01', label: 'January 2099', documented: true, list: 'sig\n' };
  const files = new Map(llmsFiles('https://d.org/', entries, twins, [documented]));
  const llms = parseLlmsTxt(files.get('llms.txt')!);
  expect(llms.title).toBe('Atomontage Docs');
  expect(llms.summary).toBe(LLMS_SUMMARY);
  expect(llms.info).toMatch(/^Each link leads to the Markdown version of a page/);
  expect(llms.sections.map((s) => s.name)).toEqual([...llmsPageSections(), OPTIONAL_SECTION]);
  const section = (name: string) => llms.sections.find((s) => s.name === name)!.links.map((l) => l.url);
  // The changes page has a section of its own, not a place among the classes.
  expect(section('Engine changes')).toEqual(['https://d.org/api/changes/2099-07.md']);
  expect(section('API classes')).toEqual(['https://d.org/api/Vec3.md']);
  expect(llms.sections.find((s) => s.name === 'Scripting manual')!.links).toEqual([{ title: 'B', url: 'https://d.org/manual/scripting/b%20c.md', notes: 'About it.' }]);
  expect(section('About the site')).toEqual(['https://d.org/index.md']);
  // The default context is the pages' twins; the big files are only under Optional.
  expect(defaultContextLinks(llms).map((l) => l.url).sort()).toEqual(entries.map((e) => `https://d.org${encodeURI(markdownTwinPath(e.route))}`).sort());
  expect(section(OPTIONAL_SECTION)).toEqual(['https://d.org/llms-api.txt', 'https://d.org/llms-full.txt', 'https://d.org/atomontage.d.lua']);
  // Without changes pages, neither their section nor the info's word about it.
  const noChanges = parseLlmsTxt(new Map(llmsFiles('https://d.org/', entries.slice(0, -1), twins, [documented])).get('llms.txt')!);
  expect(noChanges.sections.map((s) => s.name)).not.toContain('Engine changes');
  expect(noChanges.info).not.toContain('Engine changes');
  const full = files.get('llms-full.txt')!;
  expect(full).toContain('# Vec3\n\nBody.');
  // A rule between each two pages and nowhere else: none between the title and the summary.
  expect(full).toMatch(/^# Atomontage Docs \(all pages\)\n\n> [^\n]+\n\n# [^\n]+\n\nBody\.\n\n---\n\n# /);
  expect(full.match(/^---$/gm)).toHaveLength(entries.length - 1);
  expect(files.get('llms-api.txt')).toContain('\nsig\n');
  const long = [...entries, ...Array.from({ length: 400 }, (_, i) => entry(`/api/C${i}`, `C${i}`, 'x'.repeat(150)))];
  expect(() => llmsFiles('https://d.org/', long, new Map([...twins, ...long.map((e) => [markdownTwinPath(e.route).slice(1), 'x'] as [string, string])]), [documented])).toThrow(
    new RegExp(`over the ${LLMS_INDEX_MAX_CHARS}`),
  );
});

test("another release's pages get a section of their own in llms.txt, and its compact API a file of its own", () => {
  const entry = (route: string, title: string): TwinEntry => ({ route, title, description: '', body: 'Body.', file: route });
  const entries = [entry('/api/intro', 'API Reference'), entry('/api/Vec3', 'Vec3'), entry('/api/2099-07/intro', 'API Reference (July 2099)'), entry('/api/2099-07/Vec3', 'Vec3 (July 2099)'), entry('/api/2099-07/enums/Key', 'Key (July 2099)')];
  const twins = new Map(entries.map((e) => [markdownTwinPath(e.route).slice(1), `# ${e.title}\n\nBody.\n`]));
  const releases: ReleaseApiList[] = [
    { id: '2099-01', label: 'January 2099', documented: true, list: 'old sig\n' },
    { id: '2099-07', label: 'July 2099', documented: false, list: 'new sig [New in July 2099]\n' },
  ];
  const files = new Map(llmsFiles('https://d.org/', entries, twins, releases));
  const llms = parseLlmsTxt(files.get('llms.txt')!);
  const others = [{ id: '2099-07', label: 'July 2099' }];
  expect(llms.sections.map((s) => s.name)).toEqual([...llmsPageSections(others).filter((t) => llms.sections.some((s) => s.name === t)), OPTIONAL_SECTION]);
  const section = (name: string) => llms.sections.find((s) => s.name === name)!.links.map((l) => l.url);
  expect(section('API classes')).toEqual(['https://d.org/api/Vec3.md']);
  const july = section('API reference, July 2099 engine');
  expect(july[0]).toBe('https://d.org/api/2099-07/intro.md');
  expect([...july].sort()).toEqual(['https://d.org/api/2099-07/Vec3.md', 'https://d.org/api/2099-07/enums/Key.md', 'https://d.org/api/2099-07/intro.md']);
  expect(llms.info).toContain('"API reference, July 2099 engine" describes a newer engine');
  expect(section(OPTIONAL_SECTION)).toEqual(['https://d.org/llms-api.txt', 'https://d.org/llms-api-2099-07.txt', 'https://d.org/llms-full.txt', 'https://d.org/atomontage.d.lua', 'https://d.org/atomontage-2099-07.d.lua']);
  expect(files.get('llms-api-2099-07.txt')).toMatch(/^# Atomontage Lua API, July 2099 engine \(compact\)\n/);
  expect(files.get('llms-api-2099-07.txt')).toContain('what the entry was in the January 2099 release');
  expect(files.get('llms-api-2099-07.txt')).toContain('\nnew sig [New in July 2099]\n');
  expect(files.get('llms-api.txt')).toContain('\nold sig\n');
  // Both references in the full file, each page under its own (release-naming) title.
  expect(files.get('llms-full.txt')).toContain('# Vec3\n\nBody.');
  expect(files.get('llms-full.txt')).toContain('# Vec3 (July 2099)\n\nBody.');
});

test("a code block's release variants are all in the twin, each labelled with its release and keeping its marker", () => {
  const mdx = 'Move it:\n\n```lua release=2025-09\nself.transform.pos = p\n```\n\n```lua release=2026-07\nself.obj.pos = p\n```\n\n```lua\nprint(1)\n```\n';
  const out = toMarkdown(mdxToMarkdown(mdx, { file: 'docs/x.mdx', components, releaseLabels: { '2025-09': 'September 2025', '2026-07': 'July 2026' } }));
  expect(out).toContain('*For the September 2025 engine:*\n\n```lua release=2025-09\nself.transform.pos = p\n```');
  expect(out).toContain('*For the July 2026 engine:*\n\n```lua release=2026-07\nself.obj.pos = p\n```');
  // A block for every release gets no label.
  expect(out).toContain('```\n\n```lua\nprint(1)\n```');
});
