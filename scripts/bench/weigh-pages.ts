import path from 'node:path';
import { serveBuild } from './serve';
import { measureWeights } from './weight';
import fs from 'node:fs';
import { OTHER_RELEASE_PAGES, PAGES } from './pages';

/**
 * First-view weight of some pages of an existing build, without a build or Lighthouse: for
 * iterating on what every page loads. `npx tsx scripts/bench/weigh-pages.ts [--dir build] [/route …]`
 * (default: the bench's sample pages, and those of other releases the build has). The budgets are
 * checked by `npm run bench`; this prints the first-view JS of any build, the test build included.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--dir');
  const dir = path.resolve(dirAt >= 0 ? args[dirAt + 1]! : 'build');
  const routes = args.filter((a, i) => a.startsWith('/') && i !== dirAt + 1);
  const server = await serveBuild(path.resolve(__dirname, '../..'), dir);
  try {
    const others = OTHER_RELEASE_PAGES.filter((r) => fs.existsSync(path.join(dir, r, 'index.html')));
    for (const w of await measureWeights(server.origin, routes.length ? routes : [...PAGES, ...others])) {
      console.log(`${w.path.padEnd(40)} JS ${(w.js.gzip / 1000).toFixed(1).padStart(6)} kB gzip   HTML ${(w.html.gzip / 1000).toFixed(1).padStart(5)} kB   requests ${w.requests}`);
    }
  } finally {
    server.stop();
  }
}

void main();
