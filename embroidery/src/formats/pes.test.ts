import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { END, JUMP, STITCH } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { arbitraryPattern, entriesOf } from '../../testdata/patterns.ts';
import { pec } from './pec.ts';
import { pes } from './pes.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));
const shape = { maxMove: 2047, trims: true, stops: true, jumps: true };

describe('pes', () => {
  it('reads the thread chart and metadata of a version 6 header', () => {
    const p = pes.read(corpus('real/pes/frno7__complex-v6.pes'));
    expect(p.metadata.version).toBe('0060');
    expect(p.threads).toHaveLength(12);
    expect(p.threads[0]).toMatchObject({
      brand: expect.any(String),
      catalogNumber: expect.any(String),
    });
  });

  it('reads version 1 to 6 of the same design alike', () => {
    const v1 = pes.read(corpus('real/pes/frno7__complex-v1.pes'));
    const v6 = pes.read(corpus('real/pes/frno7__complex-v6.pes'));
    expect(entriesOf(v6)).toEqual(entriesOf(v1));
  });

  it('reads empty designs as empty, not as their preview icons', () => {
    // frno7's blank files carry colour count 0xFF and a stitch block shorter than its header;
    // libpes's nothingV6 points at a PEC section of zero bytes. All hold no stitches.
    for (const name of [
      'frno7__blank-v1',
      'frno7__blank-v6',
      'frno7__metadata-v5',
      'libpes__nothingV6',
    ]) {
      const p = pes.read(corpus(`real/pes/${name}.pes`));
      expect(p.length, name).toBe(1);
    }
    expect(pes.read(corpus('real/pes/frno7__metadata-v5.pes')).metadata).toMatchObject({
      name: expect.any(String),
    });
  });

  it('counts the stitch records a file holds, not the needle-down PE-Design adds after a jump', () => {
    // libpes's README gives 6 stitches for minimalV6 (pyembroidery: 5). The file holds a jump and
    // 5 stitch records; PE-Design also counts the landing point of the first jump, where files
    // written by Brother software carry an explicit zero-length stitch (see complex-v1).
    const minimal = pes.read(corpus('real/pes/libpes__minimalV6.pes'));
    expect(entriesOf(minimal).map((e) => e[2])).toEqual([
      JUMP,
      STITCH,
      STITCH,
      STITCH,
      STITCH,
      STITCH,
      END,
    ]);
    const complex = entriesOf(pes.read(corpus('real/pes/frno7__complex-v1.pes')));
    const landings = complex.flatMap((e, i) => {
      const jump = complex[i - 1];
      return jump?.[2] === JUMP && e[2] === STITCH ? [[jump, e] as const] : [];
    });
    expect(landings).toHaveLength(45);
    expect(landings.every(([jump, stitch]) => jump[0] === stitch[0] && jump[1] === stitch[1])).toBe(
      true,
    );
  });

  for (const version of [1, 6]) {
    it(`keeps every position and command through a version ${version} write and read`, () => {
      fc.assert(
        fc.property(arbitraryPattern(shape), (p) => {
          const bytes = pes.write!(p, { version });
          expect(String.fromCharCode(...bytes.subarray(0, 8))).toBe(
            version === 1 ? '#PES0001' : '#PES0060',
          );
          expect(entriesOf(pes.read(bytes))).toEqual(entriesOf(p));
        }),
        { numRuns: 60 },
      );
    });
  }

  it('keeps exact thread colours and names in version 6', () => {
    fc.assert(
      fc.property(arbitraryPattern({ ...shape, stops: false }), (p) => {
        const read = pes.read(pes.write!(p));
        expect(read.threads.map((t) => [t.color, t.description])).toEqual(
          p.threads.map((t) => [t.color, t.description]),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('embeds a PEC section a PEC reader accepts, with one preview icon per colour block plus one', () => {
    fc.assert(
      fc.property(arbitraryPattern(shape), (p) => {
        const bytes = pes.write!(p, { version: 1 });
        const pecAt = new DataView(bytes.buffer).getUint32(8, true);
        const asPec = new Uint8Array([
          ...new TextEncoder().encode('#PEC0001'),
          ...bytes.subarray(pecAt),
        ]);
        expect(entriesOf(pec.read(asPec))).toEqual(entriesOf(p));
        const blocks = bytes[pecAt + 48]! + 1;
        const blockEnd =
          pecAt +
          512 +
          (bytes[pecAt + 514]! | (bytes[pecAt + 515]! << 8) | (bytes[pecAt + 516]! << 16));
        expect(bytes.length - blockEnd).toBe((blocks + 1) * 6 * 38);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses unknown versions and bad PEC offsets with a FormatError', () => {
    expect(() => pes.write!(arbitraryPatternSample(), { version: 3 })).toThrow(FormatError);
    const bytes = corpus('real/pes/rec__Bean.pes').slice();
    new DataView(bytes.buffer).setUint32(8, 0xffffff, true);
    expect(() => pes.read(bytes)).toThrow(/PEC section offset/);
  });
});

function arbitraryPatternSample() {
  return fc.sample(arbitraryPattern(shape), { numRuns: 1, seed: 1 })[0]!;
}
