import { describe, expect, it } from 'vitest';
import { readCorpus } from '../../testdata/corpusCases.ts';
import { readPattern, writePattern } from '../registry.ts';
import { JUMP, STITCH, type Command } from '../model/commands.ts';
import { PatternBuilder, type Pattern } from '../model/pattern.ts';
import { MOTIF_PRINT_GRID, motifPrint, motifPrintDistance } from './motifPrint.ts';
import { sampleFlower } from './samplePatterns.ts';

const BYTES = MOTIF_PRINT_GRID * MOTIF_PRINT_GRID * 2;

function rebuild(pattern: Pattern, point: (x: number, y: number) => [number, number]): Pattern {
  const b = new PatternBuilder();
  for (let i = 0; i < pattern.length; i++) {
    const [x, y] = point(pattern.xs[i]!, pattern.ys[i]!);
    b.add(x, y, pattern.commands[i]! as Command);
  }
  const built = b.build();
  built.threads.push(...pattern.threads);
  return built;
}

// Every stitch split in `parts` stitches along its path, as formats with a shorter longest
// stitch store the same design.
function split(pattern: Pattern, parts: number): Pattern {
  const b = new PatternBuilder();
  for (let i = 0; i < pattern.length; i++) {
    const [x, y, c] = [pattern.xs[i]!, pattern.ys[i]!, pattern.commands[i]!];
    if (c === STITCH && i > 0)
      for (let k = 1; k < parts; k++) {
        const [px, py] = [pattern.xs[i - 1]!, pattern.ys[i - 1]!];
        b.add(
          Math.round(px + ((x - px) * k) / parts),
          Math.round(py + ((y - py) * k) / parts),
          STITCH,
        );
      }
    b.add(x, y, c as Command);
  }
  return b.build();
}

// A letter-like shape of satin columns: `bars` says which of three horizontal bars it has.
function letter(bars: [boolean, boolean, boolean]): Pattern {
  const b = new PatternBuilder();
  b.add(0, 0, JUMP);
  for (let y = 0; y <= 600; y += 4) b.add(y % 8 === 0 ? 0 : 60, y, STITCH);
  bars.forEach((bar, k) => {
    if (!bar) return;
    const top = k * 270;
    b.add(60, top, JUMP);
    for (let x = 60; x <= 400; x += 4) b.add(x, x % 8 === 0 ? top : top + 60, STITCH);
  });
  return b.build();
}

describe('motifPrint', () => {
  const flower = sampleFlower({ stitches: 4000 });

  it('has a fixed size, unit length, and is empty for a pattern that sews nothing', () => {
    const print = motifPrint(flower);
    expect(print).toHaveLength(BYTES);
    const view = new DataView(print.buffer);
    let sum = 0;
    for (let i = 0; i < BYTES; i += 2) sum += (view.getUint16(i, true) / 0xffff) ** 2;
    expect(sum).toBeCloseTo(1, 3);
    const empty = new PatternBuilder();
    empty.add(0, 0, JUMP);
    expect(motifPrint(empty.build()).every((b) => b === 0)).toBe(true);
  });

  it('does not change when stitches are split, the design moved, turned or mirrored', () => {
    const print = motifPrint(flower);
    expect(motifPrintDistance(print, motifPrint(split(flower, 3)))).toBeLessThan(0.02);
    expect(
      motifPrintDistance(print, motifPrint(rebuild(flower, (x, y) => [x + 500, y - 70]))),
    ).toBe(0);
    expect(motifPrintDistance(print, motifPrint(rebuild(flower, (x, y) => [y, -x])))).toBeLessThan(
      0.02,
    );
    expect(motifPrintDistance(print, motifPrint(rebuild(flower, (x, y) => [-x, y])))).toBeLessThan(
      0.02,
    );
  });

  it('is nearly the same for a design written in every format users bring', () => {
    const print = motifPrint(flower);
    for (const format of ['pes', 'pec', 'jef', 'vp3', 'xxx', 'dst', 'exp', 'u01', 'tbf']) {
      const back = readPattern(writePattern(flower, format), `flower.${format}`).pattern;
      expect(motifPrintDistance(print, motifPrint(back)), format).toBeLessThan(0.02);
    }
    // A real motif in two real files of other programs.
    const a = motifPrint(readCorpus('real/dst/emm__shamrockin.dst'));
    const b = motifPrint(readCorpus('real/vp3/emm__shamrockin.vp3'));
    expect(motifPrintDistance(a, b)).toBeLessThan(0.05);
  });

  it('tells apart motifs of one size whose threads lie differently', () => {
    const e = motifPrint(letter([true, true, true]));
    const f = motifPrint(letter([true, true, false]));
    const l = motifPrint(letter([false, false, true]));
    expect(motifPrintDistance(e, f)).toBeGreaterThan(0.2);
    expect(motifPrintDistance(f, l)).toBeGreaterThan(0.2);
    expect(motifPrintDistance(e, motifPrint(flower))).toBeGreaterThan(0.5);
  });

  it('refuses a print of the wrong length', () => {
    expect(() => motifPrintDistance(new Uint8Array(10), motifPrint(flower))).toThrow(RangeError);
  });
});
