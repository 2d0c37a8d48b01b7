import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { shv } from './shv.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));

describe('shv', () => {
  it('derives colour changes from the per-colour stitch counts', () => {
    const p = shv.read(corpus('real/shv/rec__Cake_3.shv'));
    const count = (c: number) => p.commands.subarray(0, p.length).filter((x) => x === c).length;
    expect([count(STITCH), count(JUMP), count(COLOR_CHANGE), count(END)]).toEqual([
      11582, 44, 19, 1,
    ]);
    expect(p.threads).toHaveLength(19);
    expect(p.metadata.name).toBe('Cake3');
  });

  it('detects SHV with and without the Viking signature text', () => {
    expect(shv.detect(corpus('real/shv/emm__Embroidermodder.shv'))).toBe(1);
    expect(shv.detect(corpus('real/shv/rec__Cake_3.shv'))).toBeGreaterThan(0);
    expect(shv.detect(corpus('real/xxx/rec__Cake_3.xxx'))).toBe(0);
  });

  it('throws a FormatError when the header is cut short', () => {
    expect(() => shv.read(corpus('real/shv/rec__Cake_3.shv').slice(0, 0x60))).toThrow(FormatError);
  });
});
