import type { Page } from '@playwright/test';
import { API_BUILDS, API_MODEL } from './api-model';
import { memberAnchor, type ChangedMemberKind } from '../../../plugins/api-reference/engine-changes';
import { routeInRelease } from '../../../plugins/api-reference/release-routes';
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

/** Route → every badge and line a reader must see there, in every release the test build publishes. */
export const CHANGED_PAGES = new Map<string, ExpectedLine[]>();
const add = (route: string, e: ExpectedLine) => CHANGED_PAGES.set(route, [...(CHANGED_PAGES.get(route) ?? []), e]);
for (const { release, model } of API_BUILDS) {
  const notes = model.engineChanges;
  const page = (route: string) => routeInRelease(route, release);
  for (const c of model.data.classes) {
    for (const note of notes.classNotes(c.name)) [note.label, note.line].filter(Boolean).forEach((t) => add(page(`/api/${c.name}`), { anchor: '', text: seen(t) }));
    const members: [ChangedMemberKind, string][] = [
      ...(c.constructors ? [['constructors', c.name] as [ChangedMemberKind, string]] : []),
      ...(c.properties ?? []).map((p): [ChangedMemberKind, string] => ['property', p.name]),
      ...(c.methods ?? []).map((m): [ChangedMemberKind, string] => ['method', m.name]),
      ...(c.callbacks ?? []).map((cb): [ChangedMemberKind, string] => ['callback', cb.name]),
      ...(c.operators ?? []).map((o): [ChangedMemberKind, string] => ['operator', o.op]),
    ];
    for (const [kind, name] of members) {
      for (const note of notes.member(c.name, kind, name)) add(page(`/api/${c.name}`), { anchor: memberAnchor(kind, name), text: seen(`${note.label} ${note.line}`) });
    }
  }
  for (const e of model.data.enums) {
    for (const note of notes.enumNotes(e.name)) [note.label, note.line].filter(Boolean).forEach((t) => add(page(`/api/enums/${e.name}`), { anchor: '', text: seen(t) }));
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
