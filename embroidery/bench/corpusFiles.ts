import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is embroidery/bench/corpusFiles.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** One corpus file in memory. */
export interface CorpusFile {
  /** Path relative to the repository root, e.g. corpus/real/pes/emm__Star.pes. */
  path: string;
  name: string;
  bytes: Uint8Array;
}

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
    );
}

/**
 * Loads every file under corpus/<part>/, sorted by path (reference.json files excluded).
 * @param part 'real' or 'synth'
 */
export function loadCorpus(part: 'real' | 'synth'): CorpusFile[] {
  return walk(join(REPO_ROOT, 'corpus', part))
    .filter((file) => !file.endsWith('.json'))
    .map((file) => ({
      path: relative(REPO_ROOT, file),
      name: file.split('/').pop()!,
      bytes: new Uint8Array(readFileSync(file)),
    }));
}
