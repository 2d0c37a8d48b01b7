import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import { FORMATS } from '../registry.ts';
import { LONG_TAIL_FORMATS } from './longTail.ts';
import { corpusBytes, referenceFor } from '../../testdata/referenceCorpus.ts';

// Every long-tail reader, on damaged versions of its corpus files: a pattern whose memory is in
// proportion to the input, or a FormatError naming this format and an offset inside the input.
function readSafely(format: FormatModule, bytes: Uint8Array): void {
  try {
    const p = format.read(bytes);
    expect(p.xs.length).toBeLessThanOrEqual(64 * bytes.length + 4096);
    expect(p.length).toBeLessThanOrEqual(p.xs.length);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    expect(error.format).toBe(format.id);
    expect(error.offset).toBeGreaterThanOrEqual(0);
    expect(error.offset).toBeLessThanOrEqual(bytes.length);
  }
}

const damage = fc.record({
  cut: fc.double({ min: 0, max: 1, noNaN: true }),
  flips: fc.array(fc.tuple(fc.nat(), fc.nat(7)), { maxLength: 12 }),
  claim: fc.option(
    fc.tuple(fc.nat(2048), fc.constantFrom(0, 0xffffffff, 0x7fffffff, 0x80000000, 0xffff)),
  ),
});

function damaged(
  bytes: Uint8Array,
  d: { cut: number; flips: [number, number][]; claim: [number, number] | null },
): Uint8Array {
  const out = bytes.slice(0, Math.max(1, Math.ceil(d.cut * bytes.length)));
  for (const [at, bit] of d.flips) out[at % out.length]! ^= 1 << bit;
  if (d.claim && out.length >= 4) {
    new DataView(out.buffer).setUint32(
      Math.min(d.claim[0], out.length - 4),
      d.claim[1],
      d.claim[0] % 2 === 0,
    );
  }
  return out;
}

describe('the long-tail formats', () => {
  it('are registered once each, with ids and extensions no other module uses', () => {
    const ids = FORMATS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const format of LONG_TAIL_FORMATS) {
      expect(
        FORMATS.filter((f) => f.extensions.some((e) => format.extensions.includes(e))),
      ).toEqual([format]);
    }
  });

  it.each(LONG_TAIL_FORMATS.map((format) => ({ id: format.id, format })))(
    '$id survives truncation, bit flips and hostile 32-bit claims of its corpus files',
    ({ format }) => {
      for (const ref of referenceFor(format.id).slice(0, 3)) {
        const bytes = corpusBytes(ref.file);
        fc.assert(
          fc.property(damage, (d) => readSafely(format, damaged(bytes, d))),
          { numRuns: 15, seed: ref.file.length },
        );
      }
    },
  );

  it.each(LONG_TAIL_FORMATS.map((format) => ({ id: format.id, format })))(
    '$id survives random bytes and the empty file',
    ({ format }) => {
      readSafely(format, new Uint8Array(0));
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 4096 }), (bytes) => {
          expect(format.detect(bytes)).toBeGreaterThanOrEqual(0);
          readSafely(format, bytes);
        }),
        { numRuns: 40 },
      );
    },
  );
});
