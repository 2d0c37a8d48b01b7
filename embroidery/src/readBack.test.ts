import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Pattern } from './model/pattern.ts';
import { formatById, readPattern } from './registry.ts';
import { CORPUS_DIR } from '../testdata/referenceCorpus.ts';
import {
  READ_BACK_FORMATS,
  expectedReadBack,
  readBackMismatches,
  readBackStats,
} from '../testdata/readBack.ts';

// Issue 11 item 5: every corpus file converted by every writer reads back (with our reader) with
// the stitches, colour changes, stops and extents the format's rules say (testdata/readBack.ts):
// a writer that adds or drops a stitch or a colour change fails here. pyembroidery's side of the
// same check is bench/readBack.ts.

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return name.endsWith('.json') || name.endsWith('.md') ? [] : [path];
  });
}

/** Every corpus file we read, with its pattern. */
const SOURCES: { file: string; pattern: Pattern }[] = listFiles(CORPUS_DIR).flatMap((path) => {
  const file = relative(CORPUS_DIR, path);
  try {
    return [{ file, pattern: readPattern(new Uint8Array(readFileSync(path)), file).pattern }];
  } catch {
    return []; // a file we cannot read (corpus.test.ts says which) has nothing to convert
  }
});

describe('conversion read-back over the corpus', () => {
  it('has the corpus to convert', () => {
    expect(SOURCES.length).toBeGreaterThan(150);
  });

  it.each(READ_BACK_FORMATS)(
    'every corpus file written as %s reads back as the rules say',
    (id) => {
      const format = formatById(id)!;
      const failures: string[] = [];
      for (const { file, pattern } of SOURCES) {
        const expected = expectedReadBack(pattern, id);
        const back = readBackStats(format.read(format.write!(pattern)));
        const mismatches = readBackMismatches(back, expected);
        if (mismatches.length > 0) failures.push(`${file}: ${mismatches.join('; ')}`);
      }
      expect(failures).toEqual([]);
    },
  );
});
