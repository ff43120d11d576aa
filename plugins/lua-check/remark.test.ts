import { test, expect } from '@playwright/test';
import type { Code, Root } from 'mdast';
import { VFile } from 'vfile';
import remarkLuaCheck, { variantTitle, type CheckedRelease } from './remark';
import { luaIndexFromDefinitions } from './definitions-index';

/**
 * The build's Lua check across engine releases: a manual block without a marker must hold for
 * every release, a block marked `release=<id>` for its own; a failure names the file, the line,
 * the release and the fix, and a marked block is titled with its release.
 */
const OLD = `---@class ScriptInstance
---@field transform Transform
---@field object Object
---@class Transform
---@field pos Vec3
---@class Object
---@class Vec3
`;
const NEW = `---@class ScriptInstance
---@field obj Object
---@field object Object
---@class Object
---@field pos Vec3
---@class Vec3
`;
const releases: CheckedRelease[] = [
  { id: '2025-09', label: 'September 2025', index: luaIndexFromDefinitions(OLD) },
  { id: '2026-07', label: 'July 2026', index: luaIndexFromDefinitions(NEW) },
];
const check = remarkLuaCheck({ siteDir: '/site', releasesFor: () => releases });

function run(blocks: Array<{ meta?: string; value: string }>): Code[] {
  const children: Code[] = blocks.map((b, i) => ({ type: 'code', lang: 'lua', meta: b.meta ?? null, value: b.value, position: { start: { line: 10 * i + 1, column: 1 }, end: { line: 10 * i + 3, column: 1 } } }));
  check({ type: 'root', children } as Root, new VFile({ path: '/site/docs/manual/page.mdx' }));
  return children;
}

const OLD_SCRIPT = 'local s = {}\nfunction s:Update()\n  local p = self.transform.pos\nend\nreturn s';
const NEW_SCRIPT = 'local s = {}\nfunction s:Update()\n  local p = self.obj.pos\nend\nreturn s';

test('an unmarked block that fails one release stops the build, naming the file, the line, the release and the variants to write', () => {
  expect(() => run([{ value: OLD_SCRIPT }])).toThrow(
    /docs\/manual\/page\.mdx:\n {2}- line 4: the Lua block in the July 2026 release \(2026-07\) uses `self\.transform`.*write it as variants, one block per release \(```lua release=2025-09, ```lua release=2026-07\)/s,
  );
  expect(() => run([{ value: NEW_SCRIPT }])).toThrow(/in the September 2025 release \(2025-09\) uses `self\.obj`/);
});

test('each variant passes its own release and is titled with it; an unmarked block that holds for both passes', () => {
  const [old, neu, both] = run([{ meta: 'release=2025-09', value: OLD_SCRIPT }, { meta: 'release=2026-07', value: NEW_SCRIPT }, { value: 'local v = 1 + 2' }]);
  expect(old!.meta).toBe('release=2025-09 title="September 2025 engine"');
  expect(neu!.meta).toBe('release=2026-07 title="July 2026 engine"');
  expect(both!.meta).toBeNull();
});

test('a variant checked against the wrong release fails, and an unknown release is refused with the ones there are', () => {
  expect(() => run([{ meta: 'release=2026-07', value: OLD_SCRIPT }])).toThrow(/in the July 2026 release \(2026-07\) uses `self\.transform`/);
  expect(() => run([{ meta: 'release=2030-01', value: NEW_SCRIPT }])).toThrow(/marks `release=2030-01`, which is no release this site publishes\. Fix: use release=2025-09 \(September 2025\) or release=2026-07 \(July 2026\)/);
});

test("a variant's own title is kept before the release", () => {
  expect(variantTitle('release=2026-07 title="hover.lua" showLineNumbers', 'July 2026')).toBe('release=2026-07 showLineNumbers title="hover.lua · July 2026 engine"');
});
