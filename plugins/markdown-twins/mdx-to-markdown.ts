import { releaseOfMeta, variantLabelText } from '../../src/release-variants/marker';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify from 'remark-stringify';
import { visit, SKIP } from 'unist-util-visit';
import { defaultHandlers, type Handle } from 'mdast-util-to-markdown';
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, parseMarkdownHeadingId, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import type { Blockquote, Heading, Image, Link, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective } from 'mdast-util-directive';
import { markdownTwinPath } from '../../src/markdown-twin';

/**
 * Turns an MDX page into plain Markdown (CommonMark + GFM tables) for its Markdown twin, with the
 * same remark parsers the site's MDX goes through: prose, lists, tables and code stay as they are;
 * admonitions become quotations with their title; the components a page may use are written by
 * the renderers given (./components.ts); imports and comments go. Anything else that is not
 * Markdown stops the build with the file, the line and what to change: nothing is dropped quietly.
 */

export interface JsxRenderer {
  /** Markdown nodes for one use of the component; its children come already converted. */
  (element: { attributes: Record<string, string | true>; children: RootContent[]; inline: boolean }): RootContent[];
}

export interface ConvertOptions {
  /** For error messages: the content file, relative to the site. */
  file: string;
  /** Components (and lower-case HTML elements) by name, and how each is written in Markdown. */
  components: Record<string, JsxRenderer>;
  /** Engine release id -> label: a code block marked for one release (```lua release=2026-07) is labelled with it. */
  releaseLabels?: Record<string, string>;
}

export class TwinSyntaxError extends Error {}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter, ['yaml']);

/** Marks each `&` of a URL that needs no escape while the stringifier runs (a private-use character). */
const PLAIN_AMPERSAND = '\uE000';

/**
 * Link and image URLs written as tools copy them: no backslash escapes. The stringifier escapes
 * `&` before a letter (`?a=1\&b=2`) in case it starts a character reference, which only `&name;`
 * and `&#…;` do; `(`, `)`, `\\`, `<`, `>` and white space are percent-encoded, the same URL.
 */
function plainUrl(handle: Handle): Handle {
  return (node: Link | Image, parent, state, info) => {
    const url = node.url
      .replace(/[\s()<>\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
      .replace(/&(?![A-Za-z][A-Za-z0-9]*;|#[0-9]+;|#[xX][0-9A-Fa-f]+;)/g, PLAIN_AMPERSAND);
    return handle({ ...node, url }, parent, state, info).replaceAll(PLAIN_AMPERSAND, '&');
  };
}

/** The one Markdown style of every twin (API and manual alike). */
export const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    resourceLink: true,
    handlers: { link: plainUrl(defaultHandlers.link), image: plainUrl(defaultHandlers.image) },
  });

/** Markdown text of a tree (a twin's body). */
export function toMarkdown(tree: Root): string {
  return stringifier.stringify(tree);
}

/** Markdown (CommonMark + GFM) parsed for a final pass over a twin. */
export function parseMarkdown(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

function attributesOf(node: MdxJsxFlowElement | MdxJsxTextElement, where: () => string): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const a of node.attributes) {
    if (a.type !== 'mdxJsxAttribute' || (a.value !== null && a.value !== undefined && typeof a.value !== 'string')) {
      throw new TwinSyntaxError(`${where()}: <${node.name}> has a computed attribute ({…}), which a Markdown twin cannot show. Write the value as a plain string.`);
    }
    out[a.name] = a.value ?? true;
  }
  return out;
}

/** True for `{/* … *\/}`: an expression that is only a comment. */
function isComment(value: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(value);
}

function admonition(node: ContainerDirective, where: () => string): Blockquote {
  const type = ADMONITION_LABELS[node.name];
  if (!type) throw new TwinSyntaxError(`${where()}: ":::${node.name}" is not an admonition (${Object.keys(ADMONITION_LABELS).join(', ')}). Use one of those or plain Markdown.`);
  const [first, ...rest] = node.children;
  const labeled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const title: PhrasingContent[] = labeled ? [{ type: 'text', value: `${type}: ` }, ...(first as Paragraph).children] : [{ type: 'text', value: type }];
  const body = labeled ? rest : node.children;
  return { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'strong', children: title }] }, ...body] };
}

/** Converts MDX source (front matter included) to a Markdown body; the caller adds the title. */
export function mdxToMarkdown(source: string, options: ConvertOptions): Root {
  // The same text steps as Docusaurus's MDX preprocessor, so the twin reads what the page shows:
  // `:::warning Title` becomes the directive label `:::warning[Title]`.
  const text = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), Object.keys(ADMONITION_LABELS));
  let tree: Root;
  try {
    tree = parser.parse(text);
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    throw new TwinSyntaxError(`${options.file}${e.line ? `:${e.line}` : ''}: ${e.reason ?? e.message}`);
  }
  const at = (node: Nodes) => () => `${options.file}:${node.position?.start.line ?? '?'}`;

  const convert = (parent: { children: RootContent[] }): void => {
    const out: RootContent[] = [];
    for (const node of parent.children) {
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
          // Front matter (the caller reads the title) and imports are not page content.
          if (node.type === 'mdxjsEsm' && !/^\s*import\s/.test(node.value)) {
            throw new TwinSyntaxError(`${at(node)()}: an export has no Markdown form. Move the value into the page's text or a component.`);
          }
          continue;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          if (isComment(node.value)) continue;
          throw new TwinSyntaxError(`${at(node)()}: the expression {${node.value.trim()}} has no Markdown form. Write its text out, or move it into a component with a Markdown renderer (plugins/markdown-twins/components.ts).`);
        case 'html':
          throw new TwinSyntaxError(`${at(node)()}: raw HTML has no place in a Markdown twin. Write it as Markdown.`);
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          const name = node.name ?? '';
          const render = options.components[name];
          if (!render) {
            throw new TwinSyntaxError(
              `${at(node)()}: <${name || '>…</'}> has no Markdown form. Write it as Markdown, or add a renderer for it to plugins/markdown-twins/components.ts.`,
            );
          }
          convert(node as { children: RootContent[] });
          out.push(...render({ attributes: attributesOf(node, at(node)), children: node.children as RootContent[], inline: node.type === 'mdxJsxTextElement' }));
          continue;
        }
        case 'containerDirective':
          convert(node);
          out.push(admonition(node, at(node)));
          continue;
        case 'leafDirective':
        case 'textDirective':
          throw new TwinSyntaxError(`${at(node)()}: the directive "${node.type === 'leafDirective' ? '::' : ':'}${node.name}" has no Markdown form. Escape the colon (\\:) if it is text.`);
        case 'code': {
          // A release's variant of a block: the twin holds every variant, each labelled, its marker kept for tools.
          const release = releaseOfMeta(node.meta);
          if (release !== undefined) {
            const label = options.releaseLabels?.[release] ?? release;
            out.push({ type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: variantLabelText(label) }] }] });
          }
          out.push(node);
          continue;
        }
        default:
          if ('children' in node) convert(node as { children: RootContent[] });
          out.push(node);
      }
    }
    parent.children = out;
  };
  convert(tree);

  // Heading ids ({#id}) are the HTML page's anchors; a Markdown reader has no use for them.
  visit(tree, 'heading', (heading: Heading) => {
    const last = heading.children.at(-1);
    if (last?.type === 'text') last.value = parseMarkdownHeadingId(last.value.replace(/\\\{#/, '{#')).text;
    return SKIP;
  });
  // A fence the parser did not take as a directive (a form neither Docusaurus nor this converter
  // knows) would reach readers as raw `:::` text.
  visit(tree, 'text', (node) => {
    if (/(?:^|\n):{3,}/.test(node.value)) {
      throw new TwinSyntaxError(`${at(node)()}: "${node.value.trim().split('\n')[0]}" is not an admonition this site knows (${Object.keys(ADMONITION_LABELS).join(', ')}). Use one of those, or write the text without a leading ":::".`);
    }
  });
  return tree;
}

/** Drops a leading `# Title` (the twin writes its own title line) and returns it. */
export function takeLeadingTitle(tree: Root): string | undefined {
  const first = tree.children[0];
  if (first?.type !== 'heading' || first.depth !== 1) return undefined;
  tree.children.shift();
  return toMarkdown({ type: 'root', children: first.children.map((c) => c) as never }).trim();
}

/**
 * Rewrites every site-relative link and image of a twin to an absolute URL on the site, so a
 * twin read outside the site (pasted into a chat) still leads to the pages it names. A link to a
 * page with a twin (`twinRoutes`) leads to that twin, as llms.txt does: a tool that reads Markdown
 * keeps reading Markdown, on any host (static hosts cannot negotiate). Files (the d.lua, images)
 * keep their URLs.
 */
export function absoluteLinks(tree: Root, siteUrl: string, route: string, where: string, twinRoutes: ReadonlySet<string>): void {
  const base = siteUrl.replace(/\/$/, '');
  const onSite = (sitePath: string): string => {
    const hash = sitePath.indexOf('#');
    const [path, fragment] = hash < 0 ? [sitePath, ''] : [sitePath.slice(0, hash), sitePath.slice(hash)];
    const page = safeDecode(path).replace(/(.)\/+$/, '$1');
    return `${base}${twinRoutes.has(page) ? encodeURI(markdownTwinPath(page)) : path}${fragment}`;
  };
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const target = node as Link;
    // Docusaurus's mark for a site file the router must not handle (`pathname:///api.json`).
    const url = target.url.replace(/^pathname:\/\//, '');
    if (url.startsWith('/')) target.url = onSite(url);
    else if (url.startsWith('#')) target.url = onSite(`${encodeURI(route)}${url}`);
    else if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) {
      throw new TwinSyntaxError(`${where}: the link "${url}" is relative to the file; write it as a site path (/manual/…) so every copy of the page resolves it.`);
    }
  });
}

/** A URL path decoded, or as written when it is not valid percent-encoding. */
function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
