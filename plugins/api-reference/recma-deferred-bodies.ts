import type { ArrowFunctionExpression, Expression, FunctionDeclaration, FunctionExpression, Identifier, MemberExpression, Node, Pattern, Program } from 'estree';
import { STATIC_CONTENT_MODULE } from './render';

/**
 * Recma plugin: the elements inside each <StaticContent> (an API member's body) are created only
 * when StaticContent renders them, and their code is not part of the page's content function.
 * - MDX compiles `<StaticContent>…</StaticContent>` to `_jsx(StaticContent, { children: [...] })`,
 *   so the page function built every body's elements on every first load, although StaticContent
 *   then adopts the server's HTML and drops them (about 56 ms at 4x CPU on /api/Client). The
 *   children become a function.
 * - That function's code moves out of the content function, into an array of such functions at
 *   the module's top level. The browser compiles the content function when it first runs, in the
 *   hydration task, and with every body inside it that compile read the whole page's code (on
 *   /api/Client the content function's time at 4x CPU went from 35–52 to 8–10 ms). Bodies are
 *   compiled only when rendered, after a client-side navigation.
 * Pages without the import are left as they are.
 */
export default function recmaDeferredBodies() {
  return (tree: Program): void => {
    const local = staticContentBinding(tree);
    if (!local) return;
    // One array holds the bodies' functions: the minifier puts a function declaration used once
    // back where it is called, which is inside the content function again.
    let list = '_staticContentBodies';
    const taken = new Set(topLevelNames(tree));
    while (taken.has(list)) list = `_${list}`;
    const hoisted: FunctionExpression[] = [];
    const hoist = (body: Expression, locals: readonly string[]): { call: Expression; index: number } => {
      hoisted.push({ type: 'FunctionExpression', params: locals.map(identifier), body: { type: 'BlockStatement', body: [{ type: 'ReturnStatement', argument: body }] }, generator: false, async: false });
      const index = hoisted.length - 1;
      const callee: MemberExpression = { type: 'MemberExpression', object: identifier(list), property: { type: 'Literal', value: index }, computed: true, optional: false };
      // `list[i] ? list[i](…) : null`: a bundle built without the bodies renders none (StaticContent then uses the page's HTML).
      const call: Expression = { type: 'ConditionalExpression', test: callee, consequent: { type: 'CallExpression', callee, arguments: locals.map(identifier), optional: false }, alternate: { type: 'Literal', value: null } };
      return { call, index };
    };
    for (const statement of tree.body) {
      const fn = statement.type === 'FunctionDeclaration' ? statement : statement.type === 'ExportDefaultDeclaration' && statement.declaration.type === 'FunctionDeclaration' ? statement.declaration : null;
      if (!fn) continue;
      // A body's code can move out of a top-level function when the function's own names that
      // it uses (parameters and top-level declarations, such as MDX's `_components`) are passed to it.
      const locals = functionLocals(fn);
      visit(fn.body, (node) =>
        deferChildren(node, local, (body) => {
          const mentioned = identifierNames(body);
          return hoist(body, locals.filter((name) => mentioned.has(name)));
        }),
      );
    }
    // Bodies inside bodies, or outside any function, are deferred in place.
    for (const fn of hoisted) visit(fn.body, (node) => deferChildren(node, local, (body) => ({ call: body })));
    visit(tree, (node) => deferChildren(node, local, (body) => ({ call: body })));
    if (hoisted.length === 0) return;
    // The array is the bodies' code where the bundle keeps it (the server's, the dev server's) and
    // empty where BODIES_FLAG is defined false (the browser's production bundle,
    // framework-changes/index.ts): there a body is rendered from its page's HTML instead.
    const kept: Expression = {
      type: 'LogicalExpression',
      operator: '||',
      left: { type: 'BinaryExpression', operator: '===', left: { type: 'UnaryExpression', operator: 'typeof', prefix: true, argument: identifier(BODIES_FLAG) }, right: { type: 'Literal', value: 'undefined' } },
      right: identifier(BODIES_FLAG),
    };
    const init: Expression = { type: 'ConditionalExpression', test: kept, consequent: { type: 'ArrayExpression', elements: hoisted }, alternate: { type: 'ArrayExpression', elements: [] } };
    tree.body.push({ type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: identifier(list), init }] });
  };
}

const identifier = (name: string): Identifier => ({ type: 'Identifier', name });

/** Defined `false` in the browser's production bundle only (framework-changes/index.ts). */
export const BODIES_FLAG = '__API_BODIES_IN_BUNDLE__';

/** The local name of StaticContent's default import, if the module imports it. */
function staticContentBinding(tree: Program): string | null {
  for (const statement of tree.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== STATIC_CONTENT_MODULE) continue;
    const specifier = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
    if (specifier) return specifier.local.name;
  }
  return null;
}

/** Names declared at a module's top level (to keep the hoisted functions' names unique). */
function topLevelNames(tree: Program): string[] {
  const names: string[] = [];
  for (const statement of tree.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
    if (!declaration) continue;
    if (declaration.type === 'ImportDeclaration') names.push(...declaration.specifiers.map((s) => s.local.name));
    if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) names.push(declaration.id.name);
    if (declaration.type === 'VariableDeclaration') for (const d of declaration.declarations) names.push(...patternNames(d.id));
  }
  return names;
}

/** A function's parameters and the names its body declares at its top level. */
function functionLocals(fn: Pick<FunctionDeclaration, 'params' | 'body'>): string[] {
  const names = fn.params.flatMap(patternNames);
  for (const statement of fn.body.body) {
    if (statement.type === 'VariableDeclaration') for (const d of statement.declarations) names.push(...patternNames(d.id));
    if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) names.push(statement.id.name);
  }
  return names;
}

/** Every identifier name in the tree (a superset of the names it uses: property keys count too). */
function identifierNames(tree: Node): Set<string> {
  const names = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'Identifier') names.add(node.name);
  });
  return names;
}

function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? patternNames(e) : []));
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    default:
      return [];
  }
}

/**
 * `jsx(StaticContent, { children: X })` → `jsx(StaticContent, { children: () => place(X), body: i })`:
 * a hoisted body's index marks its element, so that a bundle without the bodies finds its HTML.
 */
function deferChildren(node: Node, staticContent: string, place: (body: Expression) => { call: Expression; index?: number }): void {
  if (node.type !== 'CallExpression') return;
  const [component, props] = node.arguments;
  if (component?.type !== 'Identifier' || component.name !== staticContent || props?.type !== 'ObjectExpression') return;
  for (const property of [...props.properties]) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? property.key.value : null;
    if (key !== 'children' || property.value.type === 'ArrowFunctionExpression') continue;
    const { call, index } = place(property.value as Expression);
    const deferred: ArrowFunctionExpression = { type: 'ArrowFunctionExpression', params: [], body: call, expression: true };
    property.value = deferred;
    if (index !== undefined) {
      props.properties.push({ type: 'Property', key: identifier('body'), value: { type: 'Literal', value: index }, kind: 'init', method: false, shorthand: false, computed: false });
    }
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
