import { test, expect } from '@playwright/test';
import { SSR_TEMPLATE } from './ssr-template';
// The framework's own page template, which framework-changes/ssr-template.ts copies with one change.
import frameworkTemplateModule from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

const frameworkTemplate = (frameworkTemplateModule as unknown as { default?: string }).default ?? (frameworkTemplateModule as unknown as string);
const squash = (html: string) => html.replace(/\s+/g, ' ').trim();

test("the page template is the framework's, except that the entry scripts start after the first paint", () => {
  const ours = squash(SSR_TEMPLATE);
  // Undo our one change: the preload links become the framework's deferred scripts again, and the
  // inline starter at the end of the body goes.
  const undone = ours
    .replace('<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-page-script />', '<script src="<%= it.baseUrl %><%= script %>" defer></script>')
    .replace(/ <script>\(function\(\)\{.*?\}\)\(\)<\/script>/, '');
  // A framework upgrade that changes its template fails here: compare, then update ours.
  expect(undone).toBe(squash(frameworkTemplate));
  // The starter inserts the same scripts, in order, after the first contentful paint (or two seconds).
  expect(ours).toContain('if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterPaint()}');
  expect(ours).toContain('setTimeout(start,2000)');
  expect(ours).toContain('s.async=false');
});
