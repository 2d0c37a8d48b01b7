// Test support: the corpus checks every long-tail format module runs (vitest cases).
import { expect, it } from 'vitest';
import type { FormatModule } from '../src/model/formatModule.ts';
import type { Pattern } from '../src/model/pattern.ts';
import { detectFormat, formatById } from '../src/registry.ts';
import { LONG_TAIL_KNOWN_WRONG } from './longTailKnownWrong.ts';
import { stitchPositions } from './patternArbitraries.ts';
import {
  corpusBytes,
  countsOf,
  expected,
  pickCounts,
  referenceFor,
  summary,
} from './referenceCorpus.ts';

export interface CorpusCaseOptions {
  /** Reads without trim recovery, for formats whose reference has a `raw` block. */
  readRaw?: (bytes: Uint8Array) => Pattern;
  /** Corpus files whose bytes are also another format's, so only the name can decide. */
  ambiguousWithoutName?: readonly string[];
}

/**
 * Registers the corpus cases of one format: every file agrees with the reference (counts,
 * extents, threads, first and last entries) unless LONG_TAIL_KNOWN_WRONG corrects it, in which
 * case it gives the corrected values; raw counts agree where the reference has them; every
 * file is detected as this format from its bytes (plus its name where the bytes are ambiguous).
 */
export function corpusCases(format: FormatModule, options: CorpusCaseOptions = {}): void {
  const files = referenceFor(format.id);
  const plain = files.filter((ref) => !LONG_TAIL_KNOWN_WRONG[ref.file]);
  const corrected = files.filter((ref) => LONG_TAIL_KNOWN_WRONG[ref.file]);

  it('has corpus files to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(plain)('$file agrees with the reference', (ref) => {
    expect(summary(format.read(corpusBytes(ref.file)))).toEqual(expected(ref));
  });

  it.each(corrected)('$file gives the corrected values where the reference is wrong', (ref) => {
    const ours = summary(format.read(corpusBytes(ref.file)));
    expect(ours).toMatchObject(LONG_TAIL_KNOWN_WRONG[ref.file]!.expect);
  });

  const { readRaw } = options;
  if (readRaw) {
    it.each(files.filter((ref) => ref.raw))('$file agrees with the raw reference counts', (ref) => {
      expect(countsOf(readRaw(corpusBytes(ref.file)))).toEqual(pickCounts(ref.raw!));
    });
  }

  it.each(files)('$file is detected as its format', (ref) => {
    const bytes = corpusBytes(ref.file);
    expect(detectFormat(bytes, ref.file)?.id).toBe(format.id);
    if (!options.ambiguousWithoutName?.includes(ref.file))
      expect(detectFormat(bytes)?.id).toBe(format.id);
  });
}

/** Reads a corpus file with the module its extension names. */
export function readCorpus(file: string): Pattern {
  const format = formatById(file.split('.').pop()!);
  if (!format) throw new Error(`no module for ${file}`);
  return format.read(corpusBytes(file));
}

/** Positions of the STITCH entries of a corpus file, in order. */
export function corpusStitches(file: string): [number, number][] {
  return stitchPositions(readCorpus(file));
}
