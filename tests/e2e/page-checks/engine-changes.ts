import type { Page } from '@playwright/test';
import { API_MODEL } from './api-model';
import { memberLink } from '../../../plugins/api-reference/changes-page';
import type { PageCheck } from './types';

/**
 * What newer releases changed (computed from api/releases.yaml's data sets), on the pages of the entries they touch:
 * each badge and line under the entry's own heading.
 */
export const ENGINE_CHANGES = API_MODEL.engineChanges;

/** Markdown line → the text a reader sees. */
const seen = (markdown: string): string => markdown.replace(/`/g, '').replace(/\s+/g, ' ').trim();

export interface ExpectedLine {
  /** A heading id, or '' for the top of the page (before its first section). */
  anchor: string;
  text: string;
}

/** Route → every badge and line a reader must see there. */
export const CHANGED_PAGES = new Map<string, ExpectedLine[]>();
const add = (route: string, e: ExpectedLine) => CHANGED_PAGES.set(route, [...(CHANGED_PAGES.get(route) ?? []), e]);
for (const set of ENGINE_CHANGES.sets) {
  for (const c of set.classes) {
    const route = `/api/${c.name}`;
    for (const note of ENGINE_CHANGES.classNotes(c.name).filter((n) => n.set === set)) [note.label, note.line].filter(Boolean).forEach((t) => add(route, { anchor: '', text: seen(t) }));
    for (const m of c.members ?? []) {
      const anchor = memberLink(c.name, m).to.split('#')[1]!;
      for (const note of ENGINE_CHANGES.member(c.name, m.kind, m.name).filter((n) => n.set === set)) add(route, { anchor, text: seen(`${note.label} ${note.line}`) });
    }
  }
  for (const e of set.enums) {
    for (const note of ENGINE_CHANGES.enumNotes(e.name).filter((n) => n.set === set)) [note.label, note.line].forEach((t) => add(`/api/enums/${e.name}`, { anchor: '', text: seen(t) }));
  }
}

/** The text under each heading (to the next heading of any level), '' for the page before its first section. */
function sectionTexts(page: Page, anchors: string[]): Promise<Record<string, string>> {
  return page.evaluate((ids) => {
    const root = document.querySelector('article .theme-doc-markdown');
    const texts: Record<string, string> = {};
    for (const anchor of ids) {
      let node: Element | null | undefined = anchor ? document.getElementById(anchor) : root?.firstElementChild;
      let text = '';
      if (node) {
        text = anchor ? '' : node.textContent ?? '';
        for (node = node.nextElementSibling; node && !/^H[1-3]$/.test(node.tagName); node = node.nextElementSibling) text += ` ${node.textContent ?? ''}`;
      }
      texts[anchor] = text.replace(/\s+/g, ' ');
    }
    return texts;
  }, anchors);
}

export const engineChangesCheck: PageCheck = {
  name: 'engine changes',
  appliesTo: (route) => CHANGED_PAGES.has(route),
  dark: async (page, route) => {
    const expected = CHANGED_PAGES.get(route)!;
    const texts = await sectionTexts(page, [...new Set(expected.map((e) => e.anchor))]);
    return expected.filter((e) => !texts[e.anchor]!.includes(e.text)).map((e) => `#${e.anchor}: missing badge and line "${e.text}"`);
  },
};
