// The import-circle check that the unit tests of shared, site and admin run on their own src/.
// eslint-plugin-import's no-cycle would do it too; this walk needs no package and reads .astro.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|astro)$/;
const SKIPPED = /(^|[\\/])(node_modules|dist|\.astro)([\\/]|$)/;
// `from '…'`, `import '…'` and `import('…')`: type-only imports count, a circle of types is
// still a circle of modules.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"?]+)/g;

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name) && !SKIPPED.test(name))
    .map((name) => path.join(root, name));
}

function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  const target = path.resolve(path.dirname(from), specifier);
  if (files.has(target)) return target;
  if (existsSync(target) && statSync(target).isDirectory()) {
    const index = path.join(target, 'index.ts');
    if (files.has(index)) return index;
  }
  return null;
}

function importGraph(root: string): Map<string, string[]> {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => resolve(file, match[1] ?? '', known))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

// Tarjan's strongly connected components: every component of two or more files (or a file that
// imports itself) holds at least one circle.
function tangledComponents(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

// One concrete circle through the component's first file (breadth first: the shortest).
function circleThrough(start: string, members: ReadonlySet<string>, graph: Map<string, string[]>) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() ?? start;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const circle = [start];
        for (let at = file; at !== start; at = cameFrom.get(at) ?? start) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * Finds import circles among the `.ts`, `.tsx` and `.astro` files below a folder, following
 * relative imports (type-only ones too; packages are not followed).
 * @param folder the folder to walk, e.g. `new URL('.', import.meta.url)` for a package's src/
 * @returns one circle per tangle, each as the file paths relative to `folder`, the first file
 *   again at the end (`a.ts → b.ts → a.ts`); empty when there is none
 */
export function findImportCircles(folder: string | URL): string[][] {
  const root = typeof folder === 'string' ? path.resolve(folder) : fileURLToPath(folder);
  const graph = importGraph(root);
  return tangledComponents(graph).map((component) => {
    const start = [...component].sort()[0] ?? '';
    return circleThrough(start, new Set(component), graph).map((file) =>
      path.relative(root, file).split(path.sep).join('/'),
    );
  });
}
