import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { hus } from './hus.ts';
import { husExpand } from './lib/husExpand.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));

/** Packs [value, bit count] pairs most significant bit first. */
function bits(fields: [number, number][]): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let used = 0;
  for (const [value, count] of fields) {
    for (let i = count - 1; i >= 0; i--) {
      acc = (acc << 1) | ((value >> i) & 1);
      if (++used === 8) {
        out.push(acc);
        acc = 0;
        used = 0;
      }
    }
  }
  if (used > 0) out.push(acc << (8 - used));
  return new Uint8Array(out);
}

describe('hus', () => {
  it('expands the compressed streams of a real file', () => {
    const p = hus.read(corpus('real/hus/emm__Star.hus'));
    const count = (c: number) => p.commands.subarray(0, p.length).filter((x) => x === c).length;
    expect([count(STITCH), count(JUMP), count(TRIM), count(COLOR_CHANGE), count(END)]).toEqual([
      2552, 3, 0, 1, 1,
    ]);
    expect(p.threads.map((t) => t.brand)).toEqual(['Husqvarna Viking', 'Husqvarna Viking']);
  });

  it('detects HUS by its magic and stream offsets', () => {
    expect(hus.detect(corpus('real/hus/rec__Bean.hus'))).toBeGreaterThan(0.5);
    expect(hus.detect(corpus('real/pes/rec__Bean.pes'))).toBe(0);
  });

  it('stops expanding at the size the header claims, even when codes take no bits', () => {
    // One block of 65535 tokens whose character code is the constant 'A' (zero bits each).
    const data = bits([
      [0xffff, 16],
      [0, 5],
      [0, 5],
      [0, 9],
      [65, 9],
      [0, 5],
      [0, 5],
    ]);
    const out = husExpand(data, 10, { format: 'hus', offset: 0 });
    expect(out.length).toBe(11);
    expect([...out].every((b) => b === 65)).toBe(true);
  });

  it('refuses a back-reference before the start of the output', () => {
    // Constant token 300 (a 47-byte copy) with constant distance code 3 (back 5) on empty output.
    const data = bits([
      [1, 16],
      [0, 5],
      [0, 5],
      [0, 9],
      [300, 9],
      [0, 5],
      [3, 5],
      [0, 2],
    ]);
    expect(() => husExpand(data, 100, { format: 'hus', offset: 0 })).toThrow(FormatError);
  });

  it('refuses a header claiming more stitches than the file could hold', () => {
    const bytes = corpus('real/hus/rec__rectangle.hus').slice();
    new DataView(bytes.buffer).setUint32(4, 0x7fffffff, true);
    expect(() => hus.read(bytes)).toThrow(/claims/);
  });

  it('refuses stream offsets out of order', () => {
    const bytes = corpus('real/hus/rec__rectangle.hus').slice();
    new DataView(bytes.buffer).setUint32(24, 0xffff, true);
    expect(() => hus.read(bytes)).toThrow(FormatError);
  });
});
