import { test, expect } from '@playwright/test';
import { compile } from '@mdx-js/mdx';
import recmaDeferredBodies from './recma-deferred-bodies';
import { STATIC_CONTENT_MODULE } from './render';

const page = (body: string, header = `import StaticContent from '${STATIC_CONTENT_MODULE}';\n\n`) =>
  `${header}### Grow\n\n${body}\n`;

async function compiled(source: string): Promise<string> {
  return String(await compile(source, { recmaPlugins: [recmaDeferredBodies] }));
}

test('the children of StaticContent become a function, and nothing else does', async () => {
  const out = await compiled(page('<StaticContent>\n\nMakes it **bigger**.\n\n</StaticContent>\n\n<div className="x">\n\nOther text.\n\n</div>'));
  expect(out).toMatch(/\(StaticContent, \{\s*children: \(\) =>/);
  expect(out).toContain('Makes it');
  expect(out).not.toMatch(/\("div", \{[^}]*children: \(\) =>/);
});

test('a body with one child is deferred too', async () => {
  // MDX writes a single child without an array: the function must wrap it just the same.
  const out = await compiled(page('<StaticContent>Short.</StaticContent>'));
  expect(out).toMatch(/\(StaticContent, \{\s*children: \(\) => "Short\."/);
});

test('a page that does not import StaticContent compiles as it would without the plugin', async () => {
  const source = page('<StaticContent>\n\nText.\n\n</StaticContent>', '');
  expect(await compiled(source)).toBe(String(await compile(source)));
});
