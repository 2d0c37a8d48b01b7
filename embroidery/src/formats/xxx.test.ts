import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, STITCH, STOP } from '../model/commands.ts';
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
import { detectFormat } from '../registry.ts';
import { vp3 } from './vp3.ts';
import { xxx } from './xxx.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));

describe('xxx', () => {
  it('detects XXX by its header and end command', () => {
    expect(xxx.detect(corpus('real/xxx/emm__Star.xxx'))).toBeGreaterThan(0.5);
    expect(xxx.detect(corpus('real/jef/emm__Star.jef'))).toBe(0);
  });

  it('finds the colour table after a doubled end command (7F 18, 7F 7F)', () => {
    const p = xxx.read(corpus('real/xxx/rec__Cake_3.xxx'));
    const other = vp3.read(corpus('real/vp3/rec__Cake_3.vp3'));
    expect(p.threads.map((t) => t.color)).toEqual(other.threads.map((t) => t.color));
  });

  it('keeps every position, command and thread colour through write and read', () => {
    const shape = { maxMove: 123, trims: true, looseTrims: true, stops: false, jumps: true };
    fc.assert(
      fc.property(arbitraryPattern(shape), (p) => {
        const read = xxx.read(xxx.write!(p));
        expect(entriesOf(read)).toEqual(entriesOf(p));
        expect(read.threads.map((t) => t.color)).toEqual(p.threads.map((t) => t.color));
      }),
      { numRuns: 100 },
    );
  });

  it('writes a stop as a colour change to the same thread (XXX has no stop code)', () => {
    const b = new PatternBuilder();
    b.add(10, 10, STITCH);
    b.add(10, 10, STOP);
    b.add(20, 10, STITCH);
    b.add(20, 10, END);
    b.threads = [{ color: 0xabcdef }];
    const read = xxx.read(xxx.write!(b.build()));
    expect(entriesOf(read).map((e) => e[2])).toEqual([STITCH, COLOR_CHANGE, STITCH, END]);
    expect(read.threads.map((t) => t.color)).toEqual([0xabcdef, 0xabcdef]);
  });

  it('splits long stitches, encodes long jumps and keeps every stitch position', () => {
    fc.assert(
      fc.property(arbitraryWildPattern(), (p) => {
        const read = xxx.read(xxx.write!(p));
        expect(longestMoves(read).stitch).toBeLessThanOrEqual(123);
        expect(isSubsequence(stitchPositions(p), stitchPositions(read))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects stitch data without an end command', () => {
    const bytes = corpus('real/xxx/rec__rectangle.xxx');
    expect(() => xxx.read(bytes.slice(0, 0x100 + 30))).toThrow(FormatError);
  });
});

describe('an XXX whose header does not start with zero bytes', () => {
  it('is detected by its end pointer and read', () => {
    const plain = corpus('real/xxx/emm__Star.xxx');
    const named = plain.slice();
    named.set(new TextEncoder().encode('Singer XXX design'), 0);
    expect(detectFormat(named)?.id).toBe('xxx');
    expect(entriesOf(xxx.read(named))).toEqual(entriesOf(xxx.read(plain)));
  });
});
