import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { dst, readDst, writeDst } from './dst.ts';
import {
  anyPattern,
  exactPattern,
  isSubsequence,
  stitchPositions,
  triples,
} from '../../testdata/patternArbitraries.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { corpusBytes, countsOf, referenceFor } from '../../testdata/referenceCorpus.ts';

describe('DST corpus files', () => {
  // The reference counts trims the way machines read DST: three jumps in a row after stitching
  // are a trim, and a run of jumps that returns to its start spells one.
  corpusCases(dst, { readRaw: (bytes) => readDst(bytes, { trimAfterJumps: 0 }) });

  it.each(referenceFor('dst'))('$file keeps the header fields as metadata', (ref) => {
    const meta = dst.read(corpusBytes(ref.file)).metadata;
    for (const [key, value] of Object.entries(ref.metadata)) expect(meta[key]).toBe(value);
  });

  it.each(referenceFor('dst'))('$file is DST with certainty', (ref) => {
    expect(dst.detect(corpusBytes(ref.file))).toBeGreaterThan(0.9);
  });
});

describe('DST writer', () => {
  it('round-trips every pattern DST can express, entry by entry', () => {
    fc.assert(
      fc.property(exactPattern({ max: 121, trimRun: 3, stops: false }), (p) => {
        expect(triples(readDst(writeDst(p)))).toEqual(triples(p));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps stitch positions, colour changes and the end position of any pattern', () => {
    fc.assert(
      fc.property(anyPattern(), (p) => {
        const back = readDst(writeDst(p));
        expect(isSubsequence(stitchPositions(p), stitchPositions(back))).toBe(true);
        const changes = countsOf(p).color_changes + countsOf(p).stops;
        expect(countsOf(back).color_changes).toBe(changes);
        const end = p.length - 1;
        expect([back.xs[back.length - 1], back.ys[back.length - 1]]).toEqual([
          p.xs[end],
          p.ys[end],
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('splits a long stitch into equal records of at most 121 per axis', () => {
    const b = new PatternBuilder();
    b.add(500, -300, STITCH);
    b.add(500, -300, END);
    const bytes = writeDst(b.build());
    expect(bytes.length).toBe(512 + 5 * 3 + 3);
    const back = readDst(bytes);
    expect(triples(back).filter(([, , c]) => c === STITCH)).toEqual([
      [100, -60, STITCH],
      [200, -120, STITCH],
      [300, -180, STITCH],
      [400, -240, STITCH],
      [500, -300, STITCH],
    ]);
  });

  it('spells a trim as three jumps that return to the start, read back as one TRIM', () => {
    const b = new PatternBuilder();
    b.add(10, 10, STITCH);
    b.add(10, 10, TRIM);
    b.add(300, 10, JUMP);
    b.add(300, 10, STITCH);
    b.add(300, 10, END);
    const bytes = writeDst(b.build());
    expect(countsOf(readDst(bytes, { trimAfterJumps: 0 })).jumps).toBe(3 + 3);
    expect(triples(readDst(bytes)).map(([, , c]) => c)).toEqual([
      STITCH,
      TRIM,
      JUMP,
      JUMP,
      JUMP,
      STITCH,
      END,
    ]);
  });

  it('writes STOP as the colour change DST has for both', () => {
    const b = new PatternBuilder();
    b.add(5, 5, STITCH);
    b.add(5, 5, STOP);
    b.add(5, 5, END);
    expect(triples(readDst(writeDst(b.build())))).toEqual([
      [5, 5, STITCH],
      [5, 5, COLOR_CHANGE],
      [5, 5, END],
    ]);
  });

  it('writes the Tajima header with name, size and threads, and reads them back', () => {
    const b = new PatternBuilder();
    b.add(-50, 20, STITCH);
    b.add(70, -30, STITCH);
    b.add(70, -30, END);
    b.metadata.name = 'Blume';
    b.threads.push({ color: 0xff8800, description: 'Orange', catalogNumber: '1078' });
    const bytes = writeDst(b.build());
    const text = new TextDecoder('latin1').decode(bytes.subarray(0, 512));
    expect(text).toContain('LA:Blume           \r');
    expect(text).toContain('+X:   70\r-X:   50\r+Y:   30\r-Y:   20\r');
    expect(text).toContain('AX:+   70\rAY:+   30\r');
    const back = readDst(bytes);
    expect(back.metadata.name).toBe('Blume');
    expect(back.threads).toEqual([
      { color: 0xff8800, description: 'Orange', catalogNumber: '1078' },
    ]);
  });

  it('refuses, at once, a pattern whose moves would need millions of records', () => {
    const b = new PatternBuilder();
    b.add(2_000_000_000, 0, JUMP);
    b.add(2_000_000_000, 0, END);
    expect(() => writeDst(b.build())).toThrow(/DST: the pattern's moves need \d+ records/);
  });

  it('writes an empty pattern as a header and the end record', () => {
    const bytes = writeDst(new PatternBuilder().build());
    expect(bytes.length).toBe(515);
    expect(triples(readDst(bytes))).toEqual([[0, 0, END]]);
  });
});

describe('DST reader on damaged input', () => {
  const good = corpusBytes('real/dst/rec__Bean.dst');

  it('rejects a file shorter than its header, naming the offset', () => {
    expect(() => dst.read(good.subarray(0, 300))).toThrow(FormatError);
    expect(() => dst.read(good.subarray(0, 300))).toThrow(/header.*byte 300/);
  });

  it('rejects data that ends inside a record', () => {
    const cut = good.subarray(0, 512 + 3 * 10 + 2);
    expect(() => dst.read(cut)).toThrow(/inside a stitch record \(at byte 542\)/);
  });

  it('reads data that stops on a record boundary without the end record', () => {
    const p = dst.read(good.subarray(0, 512 + 3 * 10));
    expect(p.length).toBeGreaterThan(0);
    expect(p.commands[p.length - 1]).toBe(END);
  });
});
