import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The relative imports between the TypeScript files of a folder (type-only imports and
 * re-exports included), and every cycle among them. Tests are left out: they may import
 * anything they test.
 */
export function importGraph(dir: string): Map<string, string[]> {
  const files: string[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) files.push(p);
    }
  };
  walk(dir);
  const resolve = (from: string, spec: string): string | undefined => {
    const base = path.resolve(path.dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => files.includes(c));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false);
    const deps = info.importedFiles.map((f) => f.fileName).filter((s) => s.startsWith('.')).flatMap((s) => resolve(file, s) ?? []);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** Each cycle once, as the files in import order, the first repeated at the end. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      const at = stack.indexOf(dep);
      if (at >= 0) cycles.push([...stack.slice(at), dep]);
      else if (!done.has(dep)) visit(dep);
    }
    stack.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file);
  return cycles;
}
