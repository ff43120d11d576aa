import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MANIFEST_FILE } from './manifest';

/**
 * A tiny build for the serving tests, in a fresh temp folder (mode 700, as `mktemp -d` makes it:
 * serving must work from a private folder). Not precompressed; the caller removes it.
 */
export function fixtureBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-fixture-'));
  const page = `<!doctype html><html><head><title>Fixture</title><script>void 0</script></head><body>${'<p>Fixture page.</p>'.repeat(40)}</body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, '404.html'), `<!doctype html><title>Page Not Found</title>${'<p>Missing.</p>'.repeat(40)}`);
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify({ inlineScriptHashes: [], analytics: false, routes: ['/'] }));
  return dir;
}
