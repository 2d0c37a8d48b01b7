import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { PatternBuilder } from '../model/pattern.ts';
import {
  arbitraryPattern,
  arbitraryWildPattern,
  builderOf,
  entriesOf,
  isSubsequence,
  longestMoves,
  stitchPositions,
} from '../../testdata/patterns.ts';
import { interpolateTrims } from './lib/interpolateTrims.ts';
import { detectFormat } from '../registry.ts';
import { jef } from './jef.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));

describe('jef', () => {
  it('detects JEF from its header, not from other formats', () => {
    expect(jef.detect(corpus('real/jef/emm__Star.jef'))).toBeGreaterThan(0.5);
    expect(jef.detect(corpus('real/pes/emm__Star.pes'))).toBe(0);
    expect(jef.detect(corpus('real/dst/emm__Star.dst'))).toBe(0);
  });

  it('reads a trim before each jump run longer than 3 mm after stitching, as Janome machines cut', () => {
    const p = jef.read(corpus('real/jef/rec__Cake_3_-_Food.jef'));
    const count = (c: number) => p.commands.subarray(0, p.length).filter((x) => x === c).length;
    expect([count(STITCH), count(JUMP), count(TRIM), count(COLOR_CHANGE)]).toEqual([
      14940, 139, 24, 18,
    ]);
  });

  it('reads colour entry 0 as a stop', () => {
    const p = jef.read(corpus('real/jef/rec__Bean.jef'));
    expect(p.commands.subarray(0, p.length).filter((c) => c === STOP)).toHaveLength(1);
    expect(p.threads).toHaveLength(1);
  });

  it('keeps every position and command through write and read (trims as the machine implies them)', () => {
    fc.assert(
      fc.property(
        arbitraryPattern({ maxMove: 127, trims: false, stops: true, jumps: true }),
        (p) => {
          const expected = builderOf(p);
          interpolateTrims(expected, { distanceForTrim: 30, clip: true });
          expect(entriesOf(jef.read(jef.write!(p)))).toEqual(entriesOf(expected.build()));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('gives consecutive blocks different chart colours even when their threads are alike', () => {
    const b = new PatternBuilder();
    b.add(0, 0, STITCH);
    b.add(0, 0, COLOR_CHANGE);
    b.add(5, 5, STITCH);
    b.add(5, 5, END);
    b.threads = [{ color: 0x000000 }, { color: 0x010101 }];
    const read = jef.read(jef.write!(b.build()));
    expect(read.threads[0]!.color).not.toBe(read.threads[1]!.color);
  });

  it('splits long moves and keeps every stitch position of any pattern', () => {
    fc.assert(
      fc.property(arbitraryWildPattern(), (p) => {
        const read = jef.read(jef.write!(p));
        expect(longestMoves(read).stitch).toBeLessThanOrEqual(127);
        expect(longestMoves(read).jump).toBeLessThanOrEqual(127);
        expect(isSubsequence(stitchPositions(p), stitchPositions(read))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects stitch data without its end marker and unknown commands', () => {
    const bytes = corpus('real/jef/rec__Bean.jef');
    expect(() => jef.read(bytes.slice(0, bytes.length - 2))).toThrow(/end marker/);
    const bad = bytes.slice();
    const at = new DataView(bad.buffer).getUint32(0, true);
    bad.set([0x80, 0x07], at);
    expect(() => jef.read(bad)).toThrow(FormatError);
  });
});

describe('a JEF with more between its colour list and its stitches', () => {
  it('is detected and read from the stitch offset it gives', () => {
    const plain = corpus('real/jef/emm__Star.jef');
    const view = new DataView(plain.buffer, plain.byteOffset, plain.byteLength);
    const offset = view.getUint32(0, true);
    const padded = new Uint8Array(plain.length + 16);
    padded.set(plain.subarray(0, offset), 0);
    padded.set(plain.subarray(offset), offset + 16);
    new DataView(padded.buffer).setUint32(0, offset + 16, true);
    expect(detectFormat(padded)?.id).toBe('jef');
    expect(entriesOf(jef.read(padded))).toEqual(entriesOf(jef.read(plain)));
  });
});
