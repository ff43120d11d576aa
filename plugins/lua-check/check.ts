import luaparse from 'luaparse';

/**
 * Checks a Lua code sample: it must parse as Lua 5.3, and every `X.Y` or `X:Y` where X is a known
 * API class or enum must name a member Y that X (or a class it inherits from) really has.
 */
export interface LuaNameIndex {
  /** Known global name (class or enum as scripts write it) -> the member names it has. */
  members: Map<string, Set<string>>;
  /** Class name -> its static functions, which are called with a dot (`Quat.Euler`), never `:`. */
  staticFunctions: Map<string, Set<string>>;
}

export interface LuaProblem {
  /** 1-based line inside the sample. */
  line: number;
  message: string;
  fix: string;
}

interface AstNode {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function walk(node: unknown, visit: (n: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'loc' && key !== 'range') walk(value, visit);
  }
}

export function checkLua(code: string, index: LuaNameIndex): LuaProblem[] {
  let ast: unknown;
  try {
    // `scope` marks identifiers that refer to a local, which shadows an API global of that name.
    ast = luaparse.parse(code, { luaVersion: '5.3', locations: true, comments: false, scope: true });
  } catch (error) {
    const err = error as { line?: number; message?: string };
    return [
      {
        line: err.line ?? 1,
        message: `does not parse as Lua: ${err.message ?? String(error)}`,
        fix: 'make the sample a complete, valid Lua chunk (no placeholders such as "...")',
      },
    ];
  }
  const problems: LuaProblem[] = [];
  walk(ast, (n) => {
    if (n.type !== 'MemberExpression') return;
    const base = n.base;
    const identifier = n.identifier;
    if (!isNode(base) || base.type !== 'Identifier' || !isNode(identifier)) return;
    const owner = String(base.name);
    const members = index.members.get(owner);
    if (!members || base.isLocal === true) return;
    const member = String(identifier.name);
    if (n.indexer === ':' && index.staticFunctions.get(owner)?.has(member)) {
      problems.push({
        line: n.loc?.start.line ?? 1,
        message: `calls the static function \`${owner}.${member}\` with a colon`,
        fix: `write \`${owner}.${member}(...)\`: static functions belong to the class and take no receiver`,
      });
    } else if (!members.has(member)) {
      problems.push({
        line: n.loc?.start.line ?? 1,
        message: `\`${owner}${String(n.indexer)}${member}\` names no member of ${owner}`,
        fix: `use a member listed on the ${owner} page (api/classes or api/enums), or add the member to the API data if the engine has it`,
      });
    }
  });
  return problems;
}
