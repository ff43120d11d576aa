import type { Problem } from '../../../plugins/api-reference/model';
import type { ClassDeclaration } from './annotations';
import type { ImportDecisions } from './import-decisions';

/**
 * Each class's base in a release: the annotation file's declaration, or the decisions file's
 * `inherits`, which wins. Declarations of classes the export lacks (helper classes of the
 * annotations) are ignored; a base the export lacks, two bases, or a circle is a problem.
 */

export interface BaseSources {
  declarations: ClassDeclaration[];
  decisions: ImportDecisions;
  /** The paths messages name. */
  annotationsFile: string;
  decisionsFile: string;
}

export function resolveBases(classNames: ReadonlySet<string>, { declarations, decisions, annotationsFile, decisionsFile }: BaseSources): { bases: Map<string, string>; problems: Problem[] } {
  const problems: Problem[] = [];
  const bases = new Map<string, string>();
  const decided = (name: string) => decisions.classes[name]?.inherits !== undefined;
  const overrideFix = (name: string) => `give ${name} an \`inherits\` entry in ${decisionsFile} (it wins over the annotations)`;

  const declared = new Map<string, ClassDeclaration>();
  for (const d of declarations) {
    if (!classNames.has(d.name) || decided(d.name) || !d.bases.length) continue;
    const item = `line ${d.line} (${d.name})`;
    const other = declared.get(d.name);
    if (d.bases.length > 1 || (other && other.bases[0] !== d.bases[0])) {
      const all = [...new Set([...(other?.bases ?? []), ...d.bases])];
      problems.push({ file: annotationsFile, item, message: `declares ${all.length} bases for ${d.name} (${all.join(', ')}); a class of the reference has one`, fix: overrideFix(d.name) });
    } else if (!classNames.has(d.bases[0]!)) {
      problems.push({ file: annotationsFile, item, message: `declares the base ${d.bases[0]}, which the export lacks`, fix: overrideFix(d.name) });
    } else {
      declared.set(d.name, d);
      bases.set(d.name, d.bases[0]!);
    }
  }
  for (const [name, decision] of Object.entries(decisions.classes)) {
    if (decision.inherits === undefined) continue;
    if (!classNames.has(decision.inherits)) {
      problems.push({ file: decisionsFile, item: `classes › ${name} › inherits`, message: `names ${decision.inherits}, which the export lacks`, fix: 'name a class of the export, or remove the entry' });
    } else bases.set(name, decision.inherits);
  }

  for (const start of bases.keys()) {
    const chain = [start];
    for (let c = bases.get(start); c !== undefined; c = bases.get(c)) {
      if (c === start) {
        problems.push({ file: decisionsFile, item: `classes › ${start}`, message: `the bases go round in a circle: ${[...chain, c].join(' → ')}`, fix: 'correct one `inherits` (or the annotation it comes from) so that the chain ends' });
        break;
      }
      if (chain.includes(c)) break; // a circle that does not pass through `start`: reported from one of its members
      chain.push(c);
    }
  }
  return { bases, problems };
}
