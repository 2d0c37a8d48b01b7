import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCircles } from './importCircles.ts';

let folder = '';

function tree(files: Record<string, string>): string {
  folder = mkdtempSync(path.join(tmpdir(), 'import-circles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('findImportCircles', () => {
  it('finds none in a tree that only imports downwards', () => {
    const root = tree({
      'a.ts': "import { b } from './lib/b.ts';\nimport x from 'react';",
      'lib/b.ts': "export * from './c.ts';",
      'lib/c.ts': 'export const c = 1;',
    });
    expect(findImportCircles(root)).toEqual([]);
  });

  it('names the files of a circle, type-only imports included, the first one again at the end', () => {
    const root = tree({
      'table.ts': "import { routes } from './res/routes.ts';",
      'res/routes.ts': "import type { Table } from '../table.ts';",
    });
    expect(findImportCircles(root)).toEqual([['res/routes.ts', 'table.ts', 'res/routes.ts']]);
  });

  it('follows dynamic imports, folder imports and .astro files, and skips node_modules', () => {
    const root = tree({
      'Page.astro': "---\nimport Card from './Card.tsx';\n---\n<Card />",
      'Card.tsx': "const Page = () => import('./parts');",
      'parts/index.ts': "import '../Page.astro';",
      'node_modules/x/a.ts': "import './b.ts';",
      'node_modules/x/b.ts': "import './a.ts';",
    });
    expect(findImportCircles(root)).toEqual([
      ['Card.tsx', 'parts/index.ts', 'Page.astro', 'Card.tsx'],
    ]);
  });

  it('reports a file that imports itself', () => {
    const root = tree({ 'self.ts': "export * from './self.ts';" });
    expect(findImportCircles(root)).toEqual([['self.ts', 'self.ts']]);
  });
});
