import { test, expect } from '@playwright/test';
import { compile } from '@mdx-js/mdx';
import { renderApiSection } from './render';
import { paramText } from './signature-text';
import { fixtureModel, widgetOf } from './fixtures/model';

/** The fixture's Widget page, after `edit`. */
function widgetPage(edit: Parameters<typeof fixtureModel>[0] = () => {}): string {
  return renderApiSection(fixtureModel(edit), 'Intro.').find((p) => p.file.endsWith('/Widget.mdx'))!.content;
}

test('signatures show named parameters, `name?` for ones that may be omitted, and nil-able returns', () => {
  const page = widgetPage((d) => (widgetOf(d).methods![0]!.overloads[0]!.returns = ['Widget?']));
  expect(page).toContain('widget:<b>Grow</b>(by: <Link to="/api/intro#type-number" className="api-type">number</Link>, limit?: <Link to="/api/intro#type-number" className="api-type">number</Link>): <Link to="/api/Widget" className="api-type">Widget</Link>?');
  expect(page).not.toMatch(/per the type annotations|Scripts should treat it as/);
});

test('a parameter without a known name shows its type alone, never a made-up name', () => {
  expect(paramText(undefined, 'Vec3', false)).toBe('Vec3');
  expect(paramText(undefined, 'Vec3', true)).toBe('Vec3?');
  expect(paramText('size', 'number', true)).toBe('size?: number');
  const page = widgetPage((d) => (widgetOf(d).methods![0]!.overloads[0]!.params = [{ type: 'number' }, { name: 'limit', type: 'number?' }]));
  expect(page).toContain('widget:<b>Grow</b>(<Link to="/api/intro#type-number" className="api-type">number</Link>, limit?: ');
  expect(page).not.toContain('arg1');
});

test('grammar types print with every name linked and table<K,V> safe for JSX', () => {
  const page = widgetPage((d) => (widgetOf(d).properties![0]!.type = 'table<string, Gizmo[]>'));
  expect(page).toContain(`table{'<'}<Link to="/api/intro#type-string" className="api-type">string</Link>, <Link to="/api/Gizmo" className="api-type">Gizmo</Link>[]{'>'}`);
});

test('a page whose writer text holds braces, angle brackets and a stray backtick compiles as MDX and shows them', async () => {
  const page = widgetPage((d) => {
    widgetOf(d).summary = 'Takes {x, y} or a <Vec3> when a<b, with a stray ` backtick.';
    widgetOf(d).methods![0]!.description = 'Returns <nil> if {limit} is reached; see `{a = 1}`.';
  });
  // Front matter and `{#id}` heading anchors are Docusaurus syntax, handled before MDX sees the page.
  const body = page.replace(/^---[\s\S]*?---\n/, '').replace(/ \{#[\w-]+\}$/gm, '');
  const js = String(await compile(body));
  expect(js).toContain(JSON.stringify('Takes {x, y} or a <Vec3> when a<b, with a stray ` backtick.'));
  expect(js).toContain('"{a = 1}"'); // the code span keeps its text as written
});
