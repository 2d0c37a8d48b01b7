import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { readDst } from './dst.ts';
import { exp, readExp, writeExp } from './exp.ts';
import { LONG_TAIL_KNOWN_WRONG } from '../../testdata/longTailKnownWrong.ts';
import {
  anyPattern,
  exactPattern,
  isSubsequence,
  stitchPositions,
  triples,
} from '../../testdata/patternArbitraries.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { corpusBytes, countsOf } from '../../testdata/referenceCorpus.ts';

describe('EXP corpus files', () => {
  corpusCases(exp);

  it('read 80 02 records as jumps, which makes Star.exp the same design as Star.dst', () => {
    // pyembroidery reads 80 02 as a stitch ("this shouldn't exist"); Melco's description lists
    // it as a jump lead-in, and so read the file's stitches equal those of the DST, one by one.
    const star = readExp(corpusBytes('real/exp/emm__Star.exp'));
    const dst = readDst(corpusBytes('real/dst/emm__Star.dst'));
    expect(stitchPositions(star)).toEqual(stitchPositions(dst));
    expect(countsOf(star)).toMatchObject(LONG_TAIL_KNOWN_WRONG['real/exp/emm__Star.exp']!.expect);
    expect(countsOf(star).jumps).toBe(countsOf(dst).jumps);
  });
});

describe('EXP writer', () => {
  it('round-trips every pattern EXP can express, entry by entry', () => {
    fc.assert(
      fc.property(exactPattern({ max: 127, trimRun: 0, stops: false }), (p) => {
        expect(triples(readExp(writeExp(p)))).toEqual(triples(p));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps stitch positions, trims, colour changes and the end position of any pattern', () => {
    fc.assert(
      fc.property(anyPattern(), (p) => {
        const back = readExp(writeExp(p));
        const before = countsOf(p);
        expect(isSubsequence(stitchPositions(p), stitchPositions(back))).toBe(true);
        expect(countsOf(back).color_changes).toBe(before.color_changes + before.stops);
        expect(countsOf(back).trims).toBe(before.trims);
        const end = p.length - 1;
        expect([back.xs[back.length - 1], back.ys[back.length - 1]]).toEqual([
          p.xs[end],
          p.ys[end],
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('writes the documented records: stitch, jump, trim, colour change', () => {
    const b = new PatternBuilder();
    b.add(3, -2, STITCH);
    b.add(203, -2, JUMP);
    b.add(203, -2, TRIM);
    b.add(203, -2, STOP);
    b.add(203, -2, END);
    expect([...writeExp(b.build())]).toEqual([
      ...[3, 2],
      // A long move is split into full 127 steps and the rest.
      ...[0x80, 0x04, 127, 0],
      ...[0x80, 0x04, 73, 0],
      ...[0x80, 0x80, 7, 0],
      ...[0x80, 0x01, 0, 0],
    ]);
    expect(triples(readExp(writeExp(b.build()))).map(([, , c]) => c)).toEqual([
      STITCH,
      JUMP,
      JUMP,
      TRIM,
      COLOR_CHANGE,
      END,
    ]);
  });
});

describe('EXP detection', () => {
  it('does not take a text file for a design (as EXP it would only move right and up)', () => {
    expect(exp.detect(new TextEncoder().encode('hello, world'))).toBe(0);
    expect(exp.detect(new TextEncoder().encode('LA:line one\r\nline two\tend'))).toBe(0);
  });

  it('detects its own output whenever a move is long, whatever its direction', () => {
    const b = new PatternBuilder();
    b.add(400, -300, STITCH);
    b.add(400, -300, END);
    const bytes = writeExp(b.build());
    expect([...bytes.subarray(0, 2)]).toEqual([127, 95]);
    expect(exp.detect(bytes)).toBeGreaterThan(0);
  });
});

describe('EXP reader on damaged input', () => {
  it('rejects an unknown control code, naming its offset', () => {
    expect(() => readExp(Uint8Array.of(1, 1, 0x80, 0x06, 0, 0))).toThrow(FormatError);
    expect(() => readExp(Uint8Array.of(1, 1, 0x80, 0x06, 0, 0))).toThrow(/0x06 \(at byte 3\)/);
  });

  it('rejects a control record or a stitch cut off by the end of the file', () => {
    expect(() => readExp(Uint8Array.of(1, 1, 0x80, 0x04, 5))).toThrow(
      /control record \(at byte 2\)/,
    );
    expect(() => readExp(Uint8Array.of(1, 1, 7))).toThrow(/stitch record \(at byte 2\)/);
  });

  it('reads an empty file as an empty design', () => {
    expect(triples(readExp(new Uint8Array(0)))).toEqual([[0, 0, END]]);
  });
});
