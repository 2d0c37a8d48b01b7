import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../../model/commands.ts';
import { FormatError } from '../../model/formatError.ts';
import { PatternBuilder } from '../../model/pattern.ts';
import { arbitraryPattern, entriesOf } from '../../../testdata/patterns.ts';
import { ByteWriter } from './byteWriter.ts';
import { decodePecStitches, encodePecStitches } from './pecStitches.ts';

function decode(bytes: Uint8Array): PatternBuilder {
  const b = new PatternBuilder();
  expect(decodePecStitches(bytes, 0, bytes.length, b, 'pec').ended).toBe(true);
  return b;
}

describe('PEC stitch codec', () => {
  it('decodes short and long deltas, flags and colour changes', () => {
    // (+3,-2) short; long jump (+300,0); long trim-move (0,-100); colour change; end.
    const b = decode(
      new Uint8Array([
        0x03, 0x7e, 0x91, 0x2c, 0x90, 0x00, 0xa0, 0x00, 0xaf, 0x9c, 0xfe, 0xb0, 0x02, 0xff, 0x00,
      ]),
    );
    expect(entriesOf(b.build())).toEqual([
      [3, -2, STITCH],
      [303, -2, JUMP],
      [303, -2, TRIM],
      [303, -102, JUMP],
      [303, -102, COLOR_CHANGE],
    ]);
  });

  it('encodes what it decodes', () => {
    fc.assert(
      fc.property(
        arbitraryPattern({ maxMove: 2047, trims: true, stops: false, jumps: true }),
        (p) => {
          const out = new ByteWriter();
          encodePecStitches(p, out);
          const b = decode(out.toBytes());
          b.add(b.xs[b.length - 1] ?? 0, b.ys[b.length - 1] ?? 0, END);
          expect(entriesOf(b.build())).toEqual(entriesOf(p));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reports data cut inside a stitch or a colour change', () => {
    for (const bytes of [[0x91], [0x03, 0x91], [0xfe, 0xb0]]) {
      expect(() =>
        decodePecStitches(new Uint8Array(bytes), 0, bytes.length, new PatternBuilder(), 'pec'),
      ).toThrow(FormatError);
    }
    const open = decodePecStitches(new Uint8Array([0x01, 0x01]), 0, 2, new PatternBuilder(), 'pec');
    expect(open).toEqual({ offset: 2, ended: false });
  });
});
