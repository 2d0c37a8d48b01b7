import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import {
  arbitraryPattern,
  arbitraryWildPattern,
  entriesOf,
  isSubsequence,
  stitchPositions,
} from '../../testdata/patterns.ts';
import { expectedReadBack } from '../../testdata/readBack.ts';
import { vp3 } from './vp3.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));

/** Entries without the zero-length jumps a reader places at colour-block starts. */
function withoutBlockStartJumps(p: Pattern): [number, number, number][] {
  return entriesOf(p).filter(
    ([x, y, c], i, all) =>
      !(
        c === JUMP &&
        all[i - 1]?.[2] === COLOR_CHANGE &&
        all[i - 1]![0] === x &&
        all[i - 1]![1] === y
      ),
  );
}

describe('vp3', () => {
  it('reads colour blocks with their RGB threads and trims', () => {
    const p = vp3.read(corpus('real/vp3/inkpyemb__Hopea.vp3'));
    const count = (c: number) => p.commands.subarray(0, p.length).filter((x) => x === c).length;
    expect([count(STITCH), count(TRIM), count(COLOR_CHANGE), count(END)]).toEqual([4044, 2, 1, 1]);
    expect(p.threads.map((t) => t.color)).toEqual([0xe94c64, 0xfac52c]);
  });

  it('reads PEmbroider files by their stitch section lengths (their block lengths are 25 bytes short)', () => {
    const bytes = corpus('real/vp3/pembroider__tsp-painting-cmyk-v2.vp3');
    const p = vp3.read(bytes);
    const headerCount = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0x59, false);
    expect(p.commands.subarray(0, p.length).filter((c) => c === STITCH)).toHaveLength(headerCount);
    expect(p.threads).toHaveLength(4);
  });

  it('keeps every position, command and thread through write and read', () => {
    const shape = { maxMove: 255, trims: false, looseTrims: true, stops: false, jumps: false };
    fc.assert(
      fc.property(arbitraryPattern(shape), (p) => {
        const read = vp3.read(vp3.write!(p));
        expect(withoutBlockStartJumps(read)).toEqual(entriesOf(p));
        expect(read.threads.map((t) => [t.color, t.description])).toEqual(
          p.threads.map((t) => [t.color, t.description]),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('turns a block’s leading jump into its start position and a stop into a block of the same thread', () => {
    const b = new PatternBuilder();
    b.add(100, 50, JUMP);
    b.add(110, 50, STITCH);
    b.add(110, 50, STOP);
    b.add(120, 60, STITCH);
    b.add(120, 60, END);
    b.threads = [{ color: 0x123456 }];
    const read = vp3.read(vp3.write!(b.build()));
    expect(entriesOf(read)).toEqual([
      [100, 50, JUMP],
      [110, 50, STITCH],
      [110, 50, COLOR_CHANGE],
      [110, 50, JUMP],
      [120, 60, STITCH],
      [120, 60, END],
    ]);
    expect(read.threads.map((t) => t.color)).toEqual([0x123456, 0x123456]);
  });

  it('keeps every stitch position of any pattern', () => {
    fc.assert(
      fc.property(arbitraryWildPattern(), (p) => {
        expect(isSubsequence(stitchPositions(p), stitchPositions(vp3.read(vp3.write!(p))))).toBe(
          true,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('writes a stitch VP3 can hold as one stitch, and a jump into the stitch after it', () => {
    // Before: stitches over 25.5 mm were split, and jumps were written as long moves, which every
    // reader takes for stitches (a corpus file went from 173 stitches to 178).
    const b = new PatternBuilder();
    b.add(10, 10, STITCH);
    b.add(310, 10, STITCH); // 30 mm: a 16-bit long move
    b.add(600, 400, JUMP);
    b.add(700, 400, JUMP);
    b.add(705, 405, STITCH);
    b.add(705, 405, END);
    const back = vp3.read(vp3.write!(b.build()));
    expect(stitchPositions(back)).toEqual(['10,10', '310,10', '705,405']);
  });

  it('adds no stitch to any pattern: only stitches longer than 3.2 m are split', () => {
    fc.assert(
      fc.property(arbitraryWildPattern(), (p) => {
        const back = vp3.read(vp3.write!(p));
        expect(stitchPositions(back)).toHaveLength(expectedReadBack(p, 'vp3').stitches);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a stitch section that runs past the end of the file', () => {
    const bytes = corpus('real/vp3/rec__rectangle.vp3');
    expect(() => vp3.read(bytes.slice(0, bytes.length - 40))).toThrow(FormatError);
  });
});
