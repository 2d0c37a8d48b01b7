import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { phb } from './phb.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));

describe('phb', () => {
  it('reads the PEC stitches and colour list of Star.phb', () => {
    const p = phb.read(corpus('real/phb/emm__Star.phb'));
    const count = (c: number) => p.commands.subarray(0, p.length).filter((x) => x === c).length;
    expect([count(STITCH), count(JUMP), count(COLOR_CHANGE), count(END)]).toEqual([2539, 1, 1, 1]);
    expect(p.threads.map((t) => t.description)).toEqual(['Vermilion', 'White']);
  });

  it('throws a FormatError at the broken offset when a section length points outside the file', () => {
    const bytes = corpus('real/phb/emm__Star.phb').slice();
    new DataView(bytes.buffer).setUint32(0x54, 0x7fffffff, true);
    expect(() => phb.read(bytes)).toThrow(FormatError);
    try {
      phb.read(bytes);
    } catch (error) {
      expect((error as FormatError).format).toBe('phb');
      expect((error as FormatError).offset).toBe(0x58);
    }
  });
});
