import { test, expect } from '@playwright/test';
import { serverElementWith, serverHtml } from './server-markup';

test('an adopted element is serialised only when its HTML is turned into a string, and gives its HTML then', () => {
  let reads = 0;
  const element = {
    get innerHTML() {
      reads += 1;
      return '<p>Body <b>text</b></p>';
    },
  } as unknown as Element;
  const { __html: html } = serverHtml(element);
  // What React does in hydration: check that the value is there.
  expect(html != null).toBe(true);
  expect(reads).toBe(0);
  // What React does when it writes the element: innerHTML = value.
  expect(String(html)).toBe('<p>Body <b>text</b></p>');
  expect(reads).toBe(1);
});

test('the server elements with an attribute are found in one pass over the document, by their value', () => {
  const elements = ['a', 'b', 'c'].map((value) => ({ getAttribute: (name: string) => (name === 'data-part' ? value : null) }));
  const selectors: string[] = [];
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'document');
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: { querySelectorAll: (selector: string) => (selectors.push(selector), elements) },
  });
  try {
    expect(serverElementWith('data-part', 'b')).toBe(elements[1]);
    expect(serverElementWith('data-part', 'c')).toBe(elements[2]);
    expect(serverElementWith('data-part', 'missing')).toBeUndefined();
    expect(selectors).toEqual(['[data-part]']);
  } finally {
    if (saved) Object.defineProperty(globalThis, 'document', saved);
    else delete (globalThis as { document?: unknown }).document;
  }
});
