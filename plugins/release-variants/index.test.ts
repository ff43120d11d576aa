import { test, expect } from '@playwright/test';
import { preferredVersionKey, readerReleaseData, readerReleaseScript, variantCss, type VariantRelease } from './index';

/** The first-paint choice of code variants: the inline script reads the stored release, the CSS shows its variants. */
const RELEASES: VariantRelease[] = [
  { id: '2025-09', documented: true },
  { id: '2026-07', documented: false },
];
const data = readerReleaseData(RELEASES);
const key = preferredVersionKey('api', '');

/** Runs the inline script against a stored value (or a storage that throws) and returns the attribute it set. */
function attributeAfter(stored: string | null | Error): string | undefined {
  const attributes = new Map<string, string>();
  const storage = {
    getItem: (k: string) => {
      if (stored instanceof Error) throw stored;
      return k === key ? stored : null;
    },
  };
  const window = { localStorage: storage };
  const document = { documentElement: { setAttribute: (n: string, v: string) => attributes.set(n, v) } };
  new Function('window', 'document', readerReleaseScript(data, { type: 'localStorage', key }))(window, document);
  return attributes.get('data-engine-release');
}

test("the reader's stored choice picks the release; no choice, a stale one or no storage falls back to the documented release", () => {
  expect(attributeAfter('2026-07')).toBe('2026-07');
  expect(attributeAfter('current')).toBe('2025-09');
  expect(attributeAfter(null)).toBe('2025-09');
  expect(attributeAfter('1999-01')).toBe('2025-09');
  expect(attributeAfter(new Error('SecurityError: storage is disabled'))).toBe('2025-09');
});

test('the CSS hides every variant but the chosen release’s, and shows the documented one without the attribute', () => {
  const css = variantCss(RELEASES);
  expect(css).toContain('html[data-engine-release="2026-07"] [data-release]:not([data-release="2026-07"])');
  expect(css).toContain('html[data-engine-release="2025-09"] [data-release]:not([data-release="2025-09"])');
  expect(css).toContain('html:not([data-engine-release]) [data-release]:not([data-release="2025-09"])');
  expect(css.endsWith('{display:none}')).toBe(true);
});

test('the storage key is the docs plugin’s own preferred-version key, with the site’s namespace', () => {
  expect(preferredVersionKey('api', '')).toBe('docs-preferred-version-api');
  expect(preferredVersionKey('api', '-ns')).toBe('docs-preferred-version-api-ns');
  expect(() => readerReleaseData([{ id: 'x', documented: false }])).toThrow(/No documented release/);
});
