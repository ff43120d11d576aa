import { createHash } from 'node:crypto';

/**
 * The CSP hash (`sha256-…`) of every inline script in an HTML document that the browser would
 * run. Data blocks (`type="application/ld+json"` and other non-JavaScript types) are not run and
 * need no hash; scripts with `src` are allowed by their origin instead.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let match = script.exec(html); match; match = script.exec(html)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    if (body.length === 0) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}
