import { test, expect } from '@playwright/test';
import { SSR_TEMPLATE } from './ssr-template';
// The framework's own page template, which framework-changes/ssr-template.ts copies with one change.
import frameworkTemplateModule from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

const frameworkTemplate = (frameworkTemplateModule as unknown as { default?: string }).default ?? (frameworkTemplateModule as unknown as string);
const squash = (html: string) => html.replace(/\s+/g, ' ').trim();

test("the page template is the framework's, except that the scripts start after the first paint", () => {
  const ours = squash(SSR_TEMPLATE);
  // Undo our change: the entry preloads become the framework's deferred scripts (of every script
  // again), and the page's script list and the inline starter at the end of the body go.
  const undone = ours
    .replace(
      `<% it.scripts.filter((script) => /^(runtime~)?main[.]/.test(script.split('/').pop())).forEach((script) => { %> <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />`,
      '<% it.scripts.forEach((script) => { %> <script src="<%= it.baseUrl %><%= script %>" defer></script>',
    )
    .replace(/ <script type="application\/json" data-page-scripts>.*?<\/script>/, '')
    .replace(/ <script>\(function\(\)\{.*?\}\)\(\)<\/script>/, '');
  // A framework upgrade that changes its template fails here: compare, then update ours.
  expect(undone).toBe(squash(frameworkTemplate));
  // The starter inserts every script of the page, in order, after the first contentful paint (or two seconds).
  expect(ours).toContain('JSON.parse(document.querySelector("script[data-page-scripts]").textContent)');
  expect(ours).toContain('if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterPaint()}');
  expect(ours).toContain('setTimeout(start,2000)');
  expect(ours).toContain('s.async=false');
});
