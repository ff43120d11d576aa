import path from 'node:path';
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
// Docusaurus's own remark plugins, so that heading ids (slugs, `{#custom-id}`, repeats numbered)
// and admonitions come out exactly as the docs plugin makes them.
import remarkAdmonitions, { DefaultAdmonitionOptions } from '@docusaurus/mdx-loader/lib/remark/admonitions';
import remarkHeadings from '@docusaurus/mdx-loader/lib/remark/headings';
import { toParse5 } from 'hast-util-to-parse5';
import { toHast } from 'mdast-util-to-hast';
import { serialize, type DefaultTreeAdapterMap } from 'parse5';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * The dev server has no rendered HTML (`docusaurus start` renders pages in the browser), so for
 * the search index it renders each doc's Markdown/MDX body to HTML here and wraps it in the page
 * shell the theme renders around a doc: <html lang>, the docsearch language and tag meta, the
 * active navbar item, the sidebar breadcrumbs, the h1. That page goes through the same
 * extractPage as the production build's HTML, so both indexes are made by one extractor.
 *
 * Rendered here: Markdown, GFM tables, admonitions, plain HTML elements written in MDX, code blocks
 * (with their title) and the components listed in COMPONENTS. Not rendered: other React components
 * and Mermaid diagrams. The production index has the text of those components; a dev index lacks it.
 */

/** What the theme shows around one doc, taken from the docs plugin and the site config. */
export interface DocPage {
  /** Route path as the docs plugin gives it (decoded). */
  permalink: string;
  /** Absolute path of the Markdown/MDX file. */
  sourcePath: string;
  /** The doc title (front matter or first heading), rendered as the h1 when the body has none. */
  title: string;
  /** Sidebar breadcrumbs below home: category labels, then the doc's own sidebar label. */
  breadcrumbs: string[];
  /** Label of the navbar item shown active on this doc (the item of its sidebar), if any. */
  navbarLabel?: string;
  /** <html lang> of the locale. */
  htmlLang: string;
  /** docsearch:language and docsearch:docusaurus_tag, as the theme sets them. */
  searchLanguage: string;
  searchTag: string;
}

export interface RenderOptions {
  /** siteConfig.markdown.format: how a file's syntax is read. */
  format?: 'mdx' | 'md' | 'detect';
  /** siteConfig.markdown.anchors.maintainCase. */
  anchorsMaintainCase?: boolean;
  /** Resolves a link to another doc file (absolute file path) to its permalink, if it is one. */
  permalinkOfFile?: (file: string) => string | undefined;
}

/** Minimal view of the Markdown syntax tree nodes rewritten below (mdast and its MDX and directive extensions). */
interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  depth?: number;
  attributes?: unknown;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * React components of this site that the dev path renders, as the element they render around
 * their children. Any other component is left out (see the module comment).
 */
const COMPONENTS: Record<string, { tag: string; href?: string }> = {
  Link: { tag: 'a', href: 'to' },
  StaticContent: { tag: 'div' },
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Attributes of an MDX JSX element written as literals (`a="b"`, bare `a`); expressions are left out. */
function literalAttributes(node: MdNode): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const attr of (node.attributes ?? []) as Array<{ type: string; name?: string; value?: unknown }>) {
    if (attr.type !== 'mdxJsxAttribute' || !attr.name) continue;
    if (typeof attr.value === 'string') out[attr.name] = attr.value;
    else if (attr.value === null || attr.value === undefined) out[attr.name] = true;
  }
  return out;
}

const element = (tag: string, properties: Record<string, unknown>, children: MdNode[]): MdNode => ({
  type: 'renderedElement',
  data: { hName: tag, hProperties: properties },
  children,
});
const text = (value: string): MdNode => ({ type: 'text', value });

/** The value of an MDX expression that is one string literal ({'<'}), else undefined. */
function stringLiteral(node: MdNode): string | undefined {
  const program = node.data?.estree as { body?: Array<{ type: string; expression?: { type: string; value?: unknown } }> } | undefined;
  const statement = program?.body?.length === 1 ? program.body[0] : undefined;
  const value = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  return value?.type === 'Literal' && typeof value.value === 'string' ? value.value : undefined;
}

function safeDecodeUri(uri: string): string {
  try {
    return decodeURI(uri);
  } catch {
    return uri; // a stray % : taken as written
  }
}

/** The title="…" of a code block's meta string, as the theme shows it above the code. */
function codeTitle(meta: string | null | undefined): string | undefined {
  return /\btitle=(["'])(.*?)\1/.exec(meta ?? '')?.[2];
}

/** Rewrites what the theme renders with React (MDX, admonitions, code titles) to plain elements. */
function rewrite(children: MdNode[], file: string, options: RenderOptions): MdNode[] {
  const out: MdNode[] = [];
  for (const node of children) {
    switch (node.type) {
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        // {'<'}: a string literal renders as its text; comments and other expressions are left out.
        const literal = stringLiteral(node);
        if (literal !== undefined) out.push(text(literal));
        continue;
      }
      case 'mdxjsEsm':
        continue; // imports and exports
      case 'code': {
        if (node.lang === 'mermaid') continue; // drawn in the browser; the built HTML has no text of it
        const title = codeTitle(node.meta);
        if (title) out.push(element('div', { className: ['codeBlockTitle'] }, [text(title)]));
        out.push(node);
        continue;
      }
      case 'link':
        if (node.url && options.permalinkOfFile && /^[^:#?]+\.mdx?(#.*)?$/.test(node.url)) {
          const [linked, hash] = node.url.split('#') as [string, string | undefined];
          const target = options.permalinkOfFile(path.resolve(path.dirname(file), safeDecodeUri(linked)));
          if (target) node.url = encodeURI(target) + (hash ? `#${hash}` : '');
        }
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const inner = rewrite(node.children ?? [], file, options);
        if (!node.name) {
          out.push(...inner); // <>…</>
          continue;
        }
        const attributes = literalAttributes(node);
        const component = COMPONENTS[node.name];
        if (component) {
          const href = component.href ? attributes[component.href] : undefined;
          out.push(element(component.tag, typeof href === 'string' ? { href, className: attributes.className } : {}, inner));
        } else if (/^[a-z]/.test(node.name)) {
          out.push(element(node.name, attributes, inner)); // a plain HTML element written in MDX
        }
        // Any other component (Tabs, ContributeLinks, …) is left out here; the production index,
        // read from the rendered HTML, has its text.
        continue;
      }
      case 'containerDirective':
        // After Docusaurus's admonitions plugin: hName "admonition", its title as a property.
        if (node.data?.hName === 'admonition') {
          const props = node.data.hProperties ?? {};
          const inner = rewrite(node.children ?? [], file, options);
          const complexTitle = inner[0]?.type === 'mdxAdmonitionTitle' ? inner.shift()!.children ?? [] : undefined;
          const heading = complexTitle ?? [text(String(props.title ?? props.type ?? ''))];
          out.push(
            element('div', { className: ['theme-admonition', `theme-admonition-${String(props.type)}`] }, [
              element('div', {}, heading),
              element('div', {}, inner),
            ]),
          );
          continue;
        }
        break;
      default:
        break;
    }
    if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') {
      // Not an admonition: Docusaurus shows such a directive as the text it was written as.
      out.push(text(`:${node.name ?? ''}`), ...rewrite(node.children ?? [], file, options));
      continue;
    }
    if (node.children) node.children = rewrite(node.children, file, options);
    out.push(node);
  }
  return out;
}

function useMdx(format: RenderOptions['format'], file: string): boolean {
  if (format === 'md') return false;
  if (format === 'detect') return /\.mdx$/i.test(file);
  return true; // Docusaurus's default: every file is MDX
}

/** Renders a doc's Markdown/MDX file to the HTML of its content (the article body, h1 included if the body starts with one). */
export async function renderDocBody(markdown: string, file: string, options: RenderOptions = {}): Promise<{ html: string; hasTitle: boolean }> {
  // The same preprocessing as Docusaurus's MDX loader: `{#id}` heading ids escaped for MDX,
  // ````mdx-code-block fences unwrapped, `:::note Title` turned into a directive label.
  let source = unwrapMdxCodeBlocks(markdown);
  source = escapeMarkdownHeadingIds(source);
  source = admonitionTitleToDirectiveLabel(source, DefaultAdmonitionOptions.keywords);
  const processor = markdownProcessor(useMdx(options.format, file), options.anchorsMaintainCase ?? false);
  const tree = (await processor.run(processor.parse({ value: source, path: file }))) as unknown as MdNode;
  tree.children = rewrite(tree.children ?? [], file, options);
  const firstBlock = tree.children.find((n) => n.type !== 'yaml');
  const hasTitle = firstBlock?.type === 'heading' && firstBlock.depth === 1;
  const hast = toHast(tree as unknown as Parameters<typeof toHast>[0]);
  return { html: serialize(toParse5(hast) as DefaultTreeAdapterMap['parentNode']), hasTitle };
}

/** The Markdown parser and Docusaurus's remark plugins, made once per syntax (MDX or Markdown) and heading case. */
const processors = new Map<string, ReturnType<typeof createProcessor>>();
function createProcessor(mdx: boolean, anchorsMaintainCase: boolean) {
  const processor = unified().use(remarkParse).use(remarkFrontmatter);
  if (mdx) processor.use(remarkMdx);
  return processor.use(remarkDirective).use(remarkAdmonitions).use(remarkHeadings, { anchorsMaintainCase }).use(remarkGfm).freeze();
}
function markdownProcessor(mdx: boolean, anchorsMaintainCase: boolean): ReturnType<typeof createProcessor> {
  const key = `${mdx} ${anchorsMaintainCase}`;
  let processor = processors.get(key);
  if (!processor) processors.set(key, (processor = createProcessor(mdx, anchorsMaintainCase)));
  return processor;
}

/** The page shell the theme renders around a doc's content, with the parts extractPage reads. */
export function docPageHtml(doc: DocPage, body: { html: string; hasTitle: boolean }): string {
  const crumbs = doc.breadcrumbs.map((label) => `<li class="breadcrumbs__item"><span class="breadcrumbs__link">${escapeHtml(label)}</span></li>`);
  const navbar = doc.navbarLabel ? `<a class="navbar__item navbar__link navbar__link--active">${escapeHtml(doc.navbarLabel)}</a>` : '';
  const h1 = body.hasTitle ? '' : `<header><h1>${escapeHtml(doc.title)}</h1></header>`;
  return [
    `<!doctype html><html lang="${escapeHtml(doc.htmlLang)}"><head>`,
    `<meta name="docsearch:language" content="${escapeHtml(doc.searchLanguage)}">`,
    `<meta name="docsearch:docusaurus_tag" content="${escapeHtml(doc.searchTag)}">`,
    `</head><body><nav class="navbar">${navbar}</nav><main>`,
    crumbs.length ? `<nav aria-label="Breadcrumbs"><ul class="breadcrumbs">${crumbs.join('')}</ul></nav>` : '',
    `<article><div class="theme-doc-markdown markdown">${h1}${body.html}</div></article>`,
    '</main></body></html>',
  ].join('');
}
