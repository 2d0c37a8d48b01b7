import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { PatternBuilder } from '../model/pattern.ts';
import {
  arbitraryPattern,
  arbitraryWildPattern,
  entriesOf,
  isSubsequence,
  longestMoves,
  stitchPositions,
} from '../../testdata/patterns.ts';
import { PEC_THREADS } from './lib/threads/pecThreads.ts';
import { pec } from './pec.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));

describe('pec', () => {
  it('reads stitches, colour changes and Brother chart threads', () => {
    const p = pec.read(corpus('real/pec/inkpyemb__Hopea.pec'));
    const count = (c: number) => p.commands.subarray(0, p.length).filter((x) => x === c).length;
    expect([count(STITCH), count(JUMP), count(COLOR_CHANGE), count(END)]).toEqual([4042, 2, 1, 1]);
    expect(p.threads.every((t) => t.brand === 'Brother' && t.chart === 'PEC')).toBe(true);
    expect(p.metadata.name).toBe('Hopea');
  });

  it('keeps every position and command through write and read', () => {
    const shape = { maxMove: 2047, trims: true, stops: true, jumps: true };
    fc.assert(
      fc.property(arbitraryPattern(shape), (p) => {
        expect(entriesOf(pec.read(pec.write!(p)))).toEqual(entriesOf(p));
      }),
      { numRuns: 100 },
    );
  });

  it('maps each distinct colour to its own chart thread', () => {
    const b = new PatternBuilder();
    b.add(0, 0, STITCH);
    b.add(10, 0, STITCH);
    b.add(10, 0, COLOR_CHANGE);
    b.add(20, 0, STITCH);
    b.add(20, 0, END);
    b.threads = [{ color: 0xfe0000 }, { color: 0xff0101 }];
    const read = pec.read(pec.write!(b.build()));
    expect(read.threads).toHaveLength(2);
    expect(read.threads[0]!.color).not.toBe(read.threads[1]!.color);
    expect(PEC_THREADS.map((t) => t.color)).toContain(read.threads[1]!.color);
  });

  it('splits long moves and keeps every stitch position of any pattern', () => {
    fc.assert(
      fc.property(arbitraryWildPattern(), (p) => {
        const read = pec.read(pec.write!(p));
        const moves = longestMoves(read);
        expect(moves.stitch).toBeLessThanOrEqual(2047);
        expect(moves.jump).toBeLessThanOrEqual(2047);
        expect(isSubsequence(stitchPositions(p), stitchPositions(read))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('writes a trim as the trim flag of the following move', () => {
    const b = new PatternBuilder();
    b.add(0, 0, STITCH);
    b.add(0, 0, TRIM);
    b.add(300, 40, JUMP);
    b.add(300, 40, END);
    const bytes = pec.write!(b.build());
    // After the stitch (00 00) comes a long x and y with the 0x20 trim flag.
    const data = bytes.subarray(8 + 528);
    expect([...data.subarray(0, 7)]).toEqual([0x00, 0x00, 0xa1, 0x2c, 0xa0, 0x28, 0xff]);
  });

  it('rejects a stitch block without its end marker', () => {
    const bytes = corpus('real/pec/rec__rectangle.pec');
    const cut = bytes.slice(0, 8 + 528 + 20);
    expect(() => pec.read(cut)).toThrow(FormatError);
  });
});
