import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { sew } from './sew.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../corpus/${path}`, import.meta.url))));

describe('sew', () => {
  it('reads stitches from 0x1D78 with Janome chart threads', () => {
    const p = sew.read(corpus('real/sew/emm__Star.sew'));
    const count = (c: number) => p.commands.subarray(0, p.length).filter((x) => x === c).length;
    expect([count(STITCH), count(JUMP), count(COLOR_CHANGE), count(END)]).toEqual([2549, 3, 1, 1]);
    expect(p.threads).toHaveLength(2);
    expect(p.threads[0]!.chart).toBe('SEW');
  });

  it('detects SEW by its colour list and sparse preview, not other formats', () => {
    expect(sew.detect(corpus('real/sew/rec__Cake_3.sew'))).toBeGreaterThan(0);
    for (const other of [
      'real/jef/rec__Cake_3_-_Food.jef',
      'real/pes/rec__Cake_3.pes',
      'real/xxx/rec__Cake_3.xxx',
    ]) {
      expect(sew.detect(corpus(other)), other).toBe(0);
    }
  });

  it('throws a FormatError when the file ends before the stitch data', () => {
    expect(() => sew.read(corpus('real/sew/emm__Star.sew').slice(0, 0x1000))).toThrow(FormatError);
  });

  it('throws a FormatError when a command is cut off', () => {
    const bytes = corpus('real/sew/emm__Star.sew').slice(0, 0x1d78 + 2);
    expect(() => sew.read(bytes)).toThrow(/inside a command/);
  });
});
