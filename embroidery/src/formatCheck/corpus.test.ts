import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STITCH } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { Pattern } from '../model/pattern.ts';
import { formatById, readPattern, writePattern } from '../registry.ts';
import { CORPUS_DIR } from '../../testdata/referenceCorpus.ts';
import { checkFormat, checkableFormats } from './checkFormat.ts';

// Real files of other programs, two of each format folder that we read.
const REAL = join(CORPUS_DIR, 'real');
const FILES = readdirSync(REAL).flatMap((dir) =>
  readdirSync(join(REAL, dir))
    .sort()
    .slice(0, 2)
    .map((file) => `${dir}/${file}`),
);

function designOf(file: string): Pattern | undefined {
  try {
    return readPattern(readFileSync(join(REAL, file)), file).pattern;
  } catch (error) {
    if (error instanceof FormatError) return undefined;
    throw error;
  }
}

const stitches = (p: Pattern) =>
  p.commands.subarray(0, p.length).filter((c) => c === STITCH).length;

describe('real designs', () => {
  const designs = FILES.map((file) => [file, designOf(file)] as const).filter(
    (entry): entry is readonly [string, Pattern] => entry[1] !== undefined,
  );

  it('has real designs to check', () => {
    expect(designs.length).toBeGreaterThan(40);
  });

  it.each(designs)('%s: every format answers, as its writer does', (_, pattern) => {
    for (const format of checkableFormats()) {
      const result = checkFormat(pattern, format, { name: 'Corpus design' });
      expect(result.ok).toBe(result.warnings.length === 0);
      if (!result.writable) {
        expect(() => writePattern(pattern, format), format).toThrow(FormatError);
        continue;
      }
      const back = formatById(format)!.read(writePattern(pattern, format));
      const split = result.warnings.find((w) => w.code === 'long-stitches-split')?.params;
      const added = split ? Number(split.pieces) - Number(split.count) : 0;
      expect(stitches(back), `${format} stitches`).toBe(stitches(pattern) + added);
    }
  });
});
