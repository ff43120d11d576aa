/**
 * Where the Markdown twin of a page lives: its route plus `.md`, and `/index.md` for the home
 * page (the route `/` has no name to add `.md` to). Routes with spaces keep them, percent-encoded
 * in URLs like the page (`/manual/scripting/examples/Simple%20Physics.md`). Shared by the build
 * (plugins/markdown-twins), the page action and the server's Accept negotiation (server/policy.ts).
 */
export function markdownTwinPath(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return clean ? `${clean}.md` : '/index.md';
}
