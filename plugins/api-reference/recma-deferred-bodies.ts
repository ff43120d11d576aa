import type { ArrowFunctionExpression, Node, Program } from 'estree';
import { STATIC_CONTENT_MODULE } from './render';

/**
 * Recma plugin: the elements inside each <StaticContent> (an API member's body) are created only
 * when StaticContent renders them. MDX compiles `<StaticContent>…</StaticContent>` to
 * `_jsx(StaticContent, { children: [...] })`, so the page function built every body's elements on
 * every first load, although StaticContent then adopts the server's HTML and drops them (about
 * 56 ms at 4x CPU on /api/Client). The children become `() => [...]`; pages without the import
 * are left as they are.
 */
export default function recmaDeferredBodies() {
  return (tree: Program): void => {
    const local = staticContentBinding(tree);
    if (local) visit(tree, (node) => deferChildren(node, local));
  };
}

/** The local name of StaticContent's default import, if the module imports it. */
function staticContentBinding(tree: Program): string | null {
  for (const statement of tree.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== STATIC_CONTENT_MODULE) continue;
    const specifier = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
    if (specifier) return specifier.local.name;
  }
  return null;
}

/** `jsx(StaticContent, { children: X })` → `jsx(StaticContent, { children: () => X })`. */
function deferChildren(node: Node, staticContent: string): void {
  if (node.type !== 'CallExpression') return;
  const [component, props] = node.arguments;
  if (component?.type !== 'Identifier' || component.name !== staticContent || props?.type !== 'ObjectExpression') return;
  for (const property of props.properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? property.key.value : null;
    if (key !== 'children' || property.value.type === 'ArrowFunctionExpression') continue;
    const deferred: ArrowFunctionExpression = {
      type: 'ArrowFunctionExpression',
      params: [],
      body: property.value as ArrowFunctionExpression['body'],
      expression: true,
    };
    property.value = deferred;
  }
}

/** Every node of the tree, parents before children. */
function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node)) {
    const children: unknown[] = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof (child as { type?: unknown }).type === 'string') visit(child as Node, enter);
    }
  }
}
