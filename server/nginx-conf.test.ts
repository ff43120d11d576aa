import { test, expect } from '@playwright/test';
import { markdownNegotiationMaps, type NginxMap } from './nginx-conf';
import { prefersMarkdownTwin } from './policy';
import { ACCEPT_CASES, generatedAcceptHeaders } from '../tests/fixtures/accept-headers';

/**
 * The negotiation maps read as nginx reads them (regex entries in order, the first match wins,
 * `$1`…`$9` one digit each), against the rule of server/policy.ts. The same regexes run in
 * JavaScript and PCRE; the e2e test sends the same headers to nginx itself.
 */
function evaluate(map: NginxMap, variables: Record<string, string>): string {
  const key = map.source.replace(/^"|"$/g, '').replace(/\$[a-z_]+/g, (name) => variables[name] ?? '');
  for (const [pattern, value] of map.entries) {
    const match = (pattern.startsWith('~*') ? new RegExp(pattern.slice(2), 'i') : new RegExp(pattern.slice(1))).exec(key);
    if (match) return value.replace(/\$(\d)/g, (_, digit: string) => match[Number(digit)] ?? '');
  }
  return map.fallback === '""' ? '' : map.fallback;
}

function nginxWantsMarkdown(accept: string | undefined): boolean {
  const [weight, wants] = markdownNegotiationMaps();
  const variables: Record<string, string> = { $http_accept: accept ?? '' };
  variables[weight.variable] = evaluate(weight, variables);
  return evaluate(wants, variables) === '1';
}

test("the nginx maps give every named case the rule's answer", () => {
  for (const { accept, markdown, why } of ACCEPT_CASES) expect(nginxWantsMarkdown(accept), `${why}: ${accept}`).toBe(markdown);
});

test('the nginx maps answer 5,000 generated headers as the rule does, both answers among them', () => {
  const headers = generatedAcceptHeaders(5000);
  const answers = headers.map((accept) => [accept, prefersMarkdownTwin(accept), nginxWantsMarkdown(accept)] as const);
  for (const [accept, rule, nginx] of answers) expect(nginx, accept).toBe(rule);
  expect(answers.filter(([, rule]) => rule).length).toBeGreaterThan(1000);
  expect(answers.filter(([, rule]) => !rule).length).toBeGreaterThan(1000);
});

test('text/markdown weights become four digits; a long hostile header is answered at once', () => {
  const [weight] = markdownNegotiationMaps();
  const of = (accept: string) => evaluate(weight, { $http_accept: accept });
  expect(['text/markdown', 'text/markdown;q=1.00', 'text/markdown;q=0.5', 'text/markdown;q=0.05', 'text/markdown;q=0.123', 'text/markdown;q=0.', 'text/html'].map(of)).toEqual([
    '1000', '1000', '0500', '0050', '0123', '0000', '',
  ]);
  // Parameters cannot make a regex backtrack per parameter (nginx allows 16 kB headers).
  const hostile = `text/markdown${';a '.repeat(4000)};q=2, text/html${';b '.repeat(1000)}`;
  const started = performance.now();
  expect(nginxWantsMarkdown(hostile)).toBe(prefersMarkdownTwin(hostile));
  expect(performance.now() - started).toBeLessThan(500);
});
