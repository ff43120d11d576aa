import type { Expression, Statement } from 'luaparse';
import type { LuaProblem } from './analyser';

/**
 * Server-only helpers (api/helpers.yaml, `availability: server`: `Vox`, `Cast`, `Collide`) do
 * nothing on a client, so a sample that calls one where the code also runs on clients teaches a
 * script that silently fails there. A call counts as guarded after or inside one of the forms the
 * site uses:
 *   if not self.onServer then return end      (also `if self.onClient then return end`, and either
 *                                              test joined to others with `or`)
 *   if self.onServer then … end               (also `if not self.onClient then`, joined with `and`;
 *                                              what follows a client test in `elseif`/`else`)
 *   assert(self.onServer)
 * A function inherits the guard of the place it is written in, and a function of the sample's own
 * (`function self:dig()`, `local function dig()`) that is called, and only from guarded places,
 * counts as guarded.
 */

type Node = { type: string; loc?: { start: { line: number } } } & Record<string, unknown>;

const isSelfField = (e: Expression, field: string): boolean =>
  e.type === 'MemberExpression' && e.indexer === '.' && e.base.type === 'Identifier' && e.base.name === 'self' && e.identifier.name === field;

/** True where the expression is true only on the server. */
function onServerOnly(e: Expression): boolean {
  if (isSelfField(e, 'onServer')) return true;
  if (e.type === 'UnaryExpression' && e.operator === 'not') return isSelfField(e.argument, 'onClient');
  if (e.type === 'LogicalExpression' && e.operator === 'and') return onServerOnly(e.left) || onServerOnly(e.right);
  return false;
}

/** True where the expression is true whenever the code runs on a client. */
function onClientAlways(e: Expression): boolean {
  if (isSelfField(e, 'onClient')) return true;
  if (e.type === 'UnaryExpression' && e.operator === 'not') return isSelfField(e.argument, 'onServer');
  if (e.type === 'LogicalExpression' && e.operator === 'or') return onClientAlways(e.left) || onClientAlways(e.right);
  return false;
}

/** `if <client test> then … return end`: everything after it runs on the server only. */
function isEarlyReturn(s: Statement): boolean {
  if (s.type !== 'IfStatement' || s.clauses.length !== 1) return false;
  const clause = s.clauses[0]!;
  return clause.type === 'IfClause' && onClientAlways(clause.condition) && clause.body.at(-1)?.type === 'ReturnStatement';
}

function isAssertOnServer(s: Statement): boolean {
  if (s.type !== 'CallStatement' || s.expression.type !== 'CallExpression') return false;
  const call = s.expression;
  return call.base.type === 'Identifier' && call.base.name === 'assert' && call.arguments[0] !== undefined && onServerOnly(call.arguments[0]);
}

/** The name a sample's own function is called by: `self:dig` / `self.dig` as `dig`, or a plain local. */
function ownFunctionName(e: Expression | null | undefined): string | undefined {
  if (!e) return undefined;
  if (e.type === 'Identifier') return e.name;
  if (e.type === 'MemberExpression' && e.base.type === 'Identifier' && e.base.name === 'self') return `self.${e.identifier.name}`;
  return undefined;
}

export function unguardedServerCalls(body: Statement[], serverOnly: ReadonlySet<string>): LuaProblem[] {
  let problems: LuaProblem[] = [];
  const report = (name: string, line: number) =>
    problems.push({
      line,
      message: `calls \`${name}\` where the code also runs on clients, but \`${name.split(/[.:]/)[0]}\` works only on the server`,
      fix: 'start the function with `if not self.onServer then return end`, or put the call inside `if self.onServer then … end`',
    });
  /** Own functions called only from guarded places (grown to a fixed point below). */
  const guardedFunctions = new Set<string>();
  /** Per own function: was every call seen so far guarded? */
  let callSites = new Map<string, boolean>();

  const visit = (node: unknown, guarded: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, guarded));
    if (typeof node !== 'object' || node === null) return;
    const n = node as Node;
    if (n.type === 'IfStatement') return ifStatement(n as unknown as Extract<Statement, { type: 'IfStatement' }>, guarded);
    if (n.type === 'FunctionDeclaration') {
      const name = ownFunctionName((n as unknown as Extract<Statement, { type: 'FunctionDeclaration' }>).identifier);
      if (name && guardedFunctions.has(name)) guarded = true;
    }
    if ('body' in n && Array.isArray(n.body) && n.type !== 'IfClause') {
      // A block: its own statements in order, so an early return guards what follows.
      for (const [key, value] of Object.entries(n)) if (key !== 'body' && key !== 'loc') visit(value, guarded);
      return statements(n.body as Statement[], guarded);
    }
    if (n.type === 'CallExpression' || n.type === 'StringCallExpression' || n.type === 'TableCallExpression') {
      const name = ownFunctionName(n.base as Expression);
      if (name) callSites.set(name, (callSites.get(name) ?? true) && guarded);
    }
    if (!guarded) {
      const line = n.loc?.start.line ?? 1;
      if (n.type === 'MemberExpression') {
        const e = n as unknown as Extract<Expression, { type: 'MemberExpression' }>;
        if (e.base.type === 'Identifier' && serverOnly.has(e.base.name)) report(`${e.base.name}${e.indexer}${e.identifier.name}`, line);
      } else if (n.type === 'CallExpression' || n.type === 'StringCallExpression' || n.type === 'TableCallExpression') {
        const base = n.base as Expression;
        if (base.type === 'Identifier' && serverOnly.has(base.name)) report(base.name, line);
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'loc') visit(value, guarded);
  };

  const statements = (list: Statement[], guarded: boolean): void => {
    let now = guarded;
    for (const s of list) {
      visit(s, now);
      if (isEarlyReturn(s) || isAssertOnServer(s)) now = true;
    }
  };

  const ifStatement = (s: Extract<Statement, { type: 'IfStatement' }>, guarded: boolean): void => {
    let clientTestBefore = false;
    for (const clause of s.clauses) {
      if (clause.type === 'ElseClause') {
        statements(clause.body, guarded || clientTestBefore);
        continue;
      }
      visit(clause.condition, guarded);
      statements(clause.body, guarded || clientTestBefore || onServerOnly(clause.condition));
      if (onClientAlways(clause.condition)) clientTestBefore = true;
    }
  };

  // Each pass may find more functions that only guarded code calls; stop when none is added.
  for (;;) {
    problems = [];
    callSites = new Map();
    statements(body, false);
    const before = guardedFunctions.size;
    for (const [name, allGuarded] of callSites) if (allGuarded) guardedFunctions.add(name);
    if (guardedFunctions.size === before) return problems;
  }
}
