import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect } from '@playwright/test';
import { compile } from '@mdx-js/mdx';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import recmaDeferredBodies from './recma-deferred-bodies';
import { STATIC_CONTENT_MODULE } from './render';

const page = (body: string, header = `import StaticContent from '${STATIC_CONTENT_MODULE}';\n\n`) =>
  `${header}### Grow\n\n${body}\n`;

async function compiled(source: string, plugin = true): Promise<string> {
  return String(await compile(source, { recmaPlugins: plugin ? [recmaDeferredBodies] : [] }));
}

/** The content function's own source: from its declaration to the next top-level declaration. */
const contentFunction = (out: string): string => /function _createMdxContent[\s\S]*?\n}\n/.exec(out)?.[0] ?? '';

test('the children of StaticContent become a function, and nothing else does', async () => {
  const out = await compiled(page('<StaticContent>\n\nMakes it **bigger**.\n\n</StaticContent>\n\n<div className="x">\n\nOther text.\n\n</div>'));
  expect(out).toMatch(/\(StaticContent, \{\s*children: \(\) =>/);
  expect(out).toContain('Makes it');
  expect(out).not.toMatch(/\("div", \{[^}]*children: \(\) =>/);
});

test("a body's code is a function of its own at the module's top level, outside the content function", async () => {
  const out = await compiled(page('<StaticContent>\n\nMakes it **bigger**.\n\n</StaticContent>\n\n<StaticContent>Short.</StaticContent>'));
  const content = contentFunction(out);
  expect(content).toMatch(/children: \(\) => _staticContentBodies\[0\] \? _staticContentBodies\[0\]\(_components\) : null,\s*body: 0/);
  expect(content).toMatch(/children: \(\) => _staticContentBodies\[1\] \? _staticContentBodies\[1\]\(\) : null,\s*body: 1/);
  expect(content).not.toContain('Makes it');
  expect(content).not.toContain('Short.');
  // The bodies' code, unless the bundle defines the flag false (the browser's production bundle).
  expect(out).toMatch(/\nconst _staticContentBodies = typeof __API_BODIES_IN_BUNDLE__ === "undefined" \|\| __API_BODIES_IN_BUNDLE__ \? \[function \(_components\) \{\s*return [\s\S]*Makes it[\s\S]*\}, function \(\) \{\s*return "Short\.";\s*\}\] : \[\];\s*$/);
});

test('a page renders the same HTML with and without the plugin, bodies and their links included', async () => {
  const source = page('<StaticContent>\n\n#### Size\n\nMakes it **bigger**, see [Vec3](/api/Vec3).\n\n<StaticContent>Nested.</StaticContent>\n\n</StaticContent>\n\nAfter.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-bodies-'));
  try {
    // A stand-in for the site's StaticContent: it renders its children, calling them if deferred.
    // The compiled page and the stand-in import react/jsx-runtime: resolve it from this project.
    const runtime = pathToFileURL(require.resolve('react/jsx-runtime')).href;
    fs.writeFileSync(path.join(dir, 'static-content.mjs'), `import { jsx } from '${runtime}';\nexport default ({ children }) => jsx('div', { 'data-static-content': '', children: typeof children === 'function' ? children() : children });\n`);
    const render = async (plugin: boolean): Promise<string> => {
      const file = path.join(dir, `page-${plugin}.mjs`);
      const code = (await compiled(source, plugin)).replace(`'${STATIC_CONTENT_MODULE}'`, `'${pathToFileURL(path.join(dir, 'static-content.mjs')).href}'`);
      fs.writeFileSync(file, code.replace('"react/jsx-runtime"', `"${runtime}"`));
      const module = (await import(pathToFileURL(file).href)) as { default: ComponentType };
      return renderToStaticMarkup(createElement(module.default));
    };
    const without = await render(false);
    expect(without).toContain('<a href="/api/Vec3">Vec3</a>');
    expect(without).toContain('Nested.');
    expect(await render(true)).toBe(without);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a page that does not import StaticContent compiles as it would without the plugin', async () => {
  const source = page('<StaticContent>\n\nText.\n\n</StaticContent>', '');
  expect(await compiled(source)).toBe(String(await compile(source)));
});
