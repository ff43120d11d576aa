/**
 * Development aid for search: copies a build output and adds API reference pages rendered the way
 * Docusaurus renders doc pages (article > .markdown > h1, h2 groups, h3 per member with the member
 * name as id), one per class and enum of /work/shared/reference/api-facts.json. Their text is the
 * member signatures only. Lets the benchmark measure member search before the real API pages land:
 *
 *   npx tsx scripts/bench-data/make-fixture-site.ts build /tmp/search-fixture-build
 *   npm run bench:search -- --build-dir /tmp/search-fixture-build
 */
import fs from 'node:fs';
import path from 'node:path';

interface Member {
  name?: string;
  op?: string;
  type?: string;
  params?: Array<{ name?: string; type?: string } | string>;
  returns?: string[] | string | null;
}
interface ApiClass {
  name: string;
  properties: Member[];
  methods: Member[];
  constructors: Member[];
  operators: Member[];
}
interface ApiEnum {
  name: string;
  values: Array<{ name: string; value: number }>;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function signature(owner: string, m: Member): string {
  const params = (m.params ?? []).map((p) => (typeof p === 'string' ? p : [p.name, p.type].filter(Boolean).join(': '))).join(', ');
  const ret = Array.isArray(m.returns) ? m.returns.join(', ') : (m.returns ?? '');
  return `${owner}:${m.name}(${params})${ret ? `: ${ret}` : ''}`;
}

function page(title: string, section: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"><title>${esc(title)}</title></head><body><nav class="navbar"><a class="navbar__link navbar__link--active" href="/api/intro">API</a></nav><main><article><nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/">⌂</a></li><li class="breadcrumbs__item"><span class="breadcrumbs__link">${esc(section)}</span></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">${esc(title)}</span></li></ul></nav><div class="theme-doc-markdown markdown"><header><h1>${esc(title)}</h1></header>${body}</div></article></main></body></html>`;
}

const h = (level: 2 | 3, id: string, text: string): string =>
  `<h${level} class="anchor" id="${esc(id)}">${esc(text)}<a href="#${esc(id)}" class="hash-link" aria-label="Direct link to ${esc(text)}">​</a></h${level}>`;

function classPage(c: ApiClass): string {
  let body = `<p><code>${esc(c.name)}</code> in the Lua API.</p>`;
  if (c.constructors.length) {
    body += h(2, 'constructors', 'Constructors');
    body += c.constructors.map((m) => `<pre><code>${esc(signature(c.name, { ...m, name: c.name }).replace(`${c.name}:`, ''))}</code></pre>`).join('');
  }
  for (const [title, list] of [
    ['Properties', c.properties],
    ['Methods', c.methods],
  ] as const) {
    if (!list.length) continue;
    body += h(2, title.toLowerCase(), title);
    const seen = new Set<string>();
    for (const m of list) {
      if (!m.name || seen.has(m.name)) continue;
      seen.add(m.name);
      const text = title === 'Properties' ? `${c.name}.${m.name}: ${m.type ?? 'any'}` : signature(c.name, m);
      body += h(3, m.name, m.name) + `<pre><code>${esc(text)}</code></pre>`;
    }
  }
  if (c.operators.length) {
    body += h(2, 'operators', 'Operators');
    body += `<ul>${c.operators.map((o) => `<li><code>${esc(String(o.op))}</code></li>`).join('')}</ul>`;
  }
  return page(c.name, 'Classes', body);
}

function enumPage(e: ApiEnum): string {
  const rows = e.values.map((v) => `<tr><td><code>${esc(v.name)}</code></td><td>${v.value}</td></tr>`).join('');
  return page(e.name, 'Enums', `<p>Values of <code>${esc(e.name)}</code>.</p>${h(2, 'values', 'Values')}<table><tbody>${rows}</tbody></table>`);
}

function main(): void {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) throw new Error('usage: make-fixture-site.ts <build dir> <output dir>');
  const facts = JSON.parse(fs.readFileSync('/work/shared/reference/api-facts.json', 'utf8')) as { classes: ApiClass[]; enums: ApiEnum[] };
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  for (const c of facts.classes) {
    fs.mkdirSync(path.join(to, 'api', c.name), { recursive: true });
    fs.writeFileSync(path.join(to, 'api', c.name, 'index.html'), classPage(c));
  }
  for (const e of facts.enums) {
    fs.mkdirSync(path.join(to, 'api', 'enums', e.name), { recursive: true });
    fs.writeFileSync(path.join(to, 'api', 'enums', e.name, 'index.html'), enumPage(e));
  }
  console.log(`fixture site: ${facts.classes.length} class and ${facts.enums.length} enum pages added in ${to}`);
}

main();
