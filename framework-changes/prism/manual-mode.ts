// Loaded before Prism's core: tells it never to highlight the page by itself on load, which
// would rewrite server-rendered code blocks before React hydrates them.
const scope = globalThis as unknown as { Prism?: { manual?: boolean } };
scope.Prism = { ...scope.Prism, manual: true };

export {};
