import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { blockLine, decodeHtml, luaBlocksOf, luaVariantsOf, prepareBlock } from './editor-types/extract-blocks';
import { judgeFixtures, readFixtures, type Fixture } from './editor-types/fixtures';
import type { LualsDiagnostic } from './editor-types/luals';

/** The parts of `npm run check:editor-types` that need no language server. */
const ROOT = path.resolve(__dirname, '../..');

test('reads highlighted Lua blocks back as source, entities decoded', () => {
  const html =
    '<p>x</p><pre class="prism-code language-lua codeBlock"><code><div class=token-line style="color:red"><span class="token keyword">local</span> a <span>=</span> <span>"&lt;b&gt; &amp; &#x27;c&#39;"</span><br/></div>' +
    '<div class=token-line><span>print</span>(a)<br></div></code></pre><pre class="language-json"><code><div class=token-line>{}</div></code></pre>';
  expect(luaBlocksOf(html)).toEqual([['local a = "<b> & \'c\'"', 'print(a)']]);
  expect(decodeHtml('&quot;&#123;&nbsp;&unknown;')).toBe('"{\u00a0&unknown;');
});

test("reads which release each variant is for from its wrapper's data-release; a block outside a wrapper is for every release", () => {
  const block = (code: string) => `<div class="language-lua codeBlockContainer"><pre class="prism-code language-lua"><code><div class=token-line>${code}</div></code></pre></div>`;
  const html = `<div data-release=2025-09>${block('a()')}</div><div data-release="2026-07">${block('b()')}</div>${block('c()')}`;
  expect(luaVariantsOf(html)).toEqual([
    { lines: ['a()'], release: '2025-09' },
    { lines: ['b()'], release: '2026-07' },
    { lines: ['c()'] },
  ]);
});

test('completes a fragment with `local self = {}` and types a whole script only when asked', () => {
  const fragment = prepareBlock(['function self:Update()', '  print(self.object)', 'end'], 'Example_x', true);
  expect(fragment).toEqual({ source: 'local self = {}\nfunction self:Update()\n  print(self.object)\nend\n', added: [1] });
  expect(blockLine(fragment, 3)).toBe(2);
  const script = ['local s = {}', 'function s:Start() end', 'return s'];
  expect(prepareBlock(script, 'Example_x', false)).toEqual({ source: `${script.join('\n')}\n`, added: [] });
  expect(prepareBlock(script, 'Example_x', true)).toEqual({ source: `---@class Example_x : ScriptInstance\n${script.join('\n')}\n`, added: [1] });
  // A script that declares its own class is left as written.
  const own = ['---@class Door : ScriptInstance', ...script];
  expect(prepareBlock(own, 'Example_x', true).added).toEqual([]);
});

const diag = (code: string): LualsDiagnostic => ({ code, message: code, severity: 2, range: { start: { line: 3, character: 0 } } });

test('judges fixtures: a mistake needs its expected diagnostic, a correct twin none', () => {
  const fixtures: Fixture[] = [
    { file: '01-a.mistake.lua', source: '', kind: 'mistake', expect: 'undefined-field' },
    { file: '01-a.correct.lua', source: '', kind: 'correct' },
    { file: '02-b.mistake.lua', source: '', kind: 'mistake', expect: undefined },
    { file: '02-b.correct.lua', source: '', kind: 'correct' },
  ];
  const clean = judgeFixtures(fixtures, new Map([['01-a.mistake.lua', [diag('undefined-field')]]]));
  expect(clean).toEqual({ mistakes: 2, flagged: 1, asExpected: 1, twins: 2, noisyTwins: 0, problems: [] });
  const wrong = judgeFixtures(fixtures, new Map([['01-a.mistake.lua', [diag('need-check-nil')]], ['02-b.correct.lua', [diag('unused-local')]], ['02-b.mistake.lua', [diag('x')]]]));
  expect(wrong.problems).toEqual([
    '01-a.mistake.lua: expected undefined-field, got need-check-nil (line 4)',
    '02-b.mistake.lua: says LuaLS cannot see this mistake, but it reports x (line 4): update its expect line',
    '02-b.correct.lua: a correct script got unused-local (line 4)',
  ]);
});

test('the fixture scripts come in named pairs, each mistake saying what LuaLS reports', () => {
  const fixtures = readFixtures(path.join(ROOT, 'scripts/api/editor-types-fixtures'));
  const mistakes = fixtures.filter((f) => f.kind === 'mistake').map((f) => f.file.replace('.mistake.lua', ''));
  const twins = fixtures.filter((f) => f.kind === 'correct').map((f) => f.file.replace('.correct.lua', ''));
  expect(mistakes).toHaveLength(10);
  expect(twins).toEqual(mistakes);
});

test('without a language server the check says how to get one and passes', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/api/check-editor-types.ts'], {
    cwd: ROOT,
    env: { ...process.env, LUALS: path.join(ROOT, 'no-such-luals') },
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('no Lua language server found');
  expect(run.stdout).toContain('LUALS=/path/to/lua-language-server/bin/lua-language-server npm run check:editor-types');
});
