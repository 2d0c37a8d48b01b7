import { describe, expect, it } from 'vitest';
import { END, JUMP, STITCH } from '../model/commands.ts';
import { PatternBuilder, type Pattern } from '../model/pattern.ts';
import { writePattern } from '../registry.ts';
import { checkFormat, checkableFormats } from './checkFormat.ts';

/** Stitches along the edges of a width × height box from the origin (0.1 mm). */
function box(width: number, height: number): Pattern {
  const b = new PatternBuilder();
  const corners = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
    [0, 0],
  ];
  for (let k = 1; k < corners.length; k++) {
    const [x0, y0] = corners[k - 1]!;
    const [x1, y1] = corners[k]!;
    const steps = Math.ceil(Math.max(Math.abs(x1! - x0!), Math.abs(y1! - y0!)) / 50);
    for (let s = 1; s <= steps; s++)
      b.add(
        x0! + Math.round(((x1! - x0!) * s) / steps),
        y0! + Math.round(((y1! - y0!) * s) / steps),
        STITCH,
      );
  }
  b.add(0, 0, END);
  b.threads = [{ color: 0x000000 }];
  return b.build();
}

const tooLarge = (p: Pattern, format: string) =>
  checkFormat(p, format).warnings.find((w) => w.code === 'too-large');
const u32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(at, true);

describe('too-large', () => {
  it('JEF: a design 200 mm wide gets the 110 × 110 mm hoop code', () => {
    expect(u32(writePattern(box(1990, 1500), 'jef'), 32)).toBe(4);
    expect(tooLarge(box(1990, 1500), 'jef')).toBeUndefined();
    expect(u32(writePattern(box(2000, 1500), 'jef'), 32)).toBe(0);
    expect(tooLarge(box(2000, 1500), 'jef')!.params).toEqual({
      widthMm: 200,
      heightMm: 150,
      limitMm: 200,
      declaredHoop: '110 × 110 mm',
    });
  });

  it.each(['pec', 'pes', 'xxx'])('%s: width and height beyond 16 bits', (format) => {
    expect(tooLarge(box(32_767, 1000), format)).toBeUndefined();
    expect(tooLarge(box(33_000, 1000), format)!.params).toEqual({
      widthMm: 3300,
      heightMm: 100,
      limitMm: 3276.7,
    });
  });

  it('PEC: the width field holds the low 16 bits only', () => {
    const bytes = writePattern(box(70_000, 1000), 'pec');
    const width = bytes[8 + 512 + 8]! | (bytes[8 + 512 + 9]! << 8);
    expect(width).toBe(70_000 & 0xffff);
  });

  it('XXX: counts the distance of the start from the design too', () => {
    const b = new PatternBuilder();
    b.add(40_000, 0, JUMP);
    b.add(40_000, 0, STITCH);
    b.add(40_050, 50, STITCH);
    b.add(40_050, 50, END);
    b.threads = [{ color: 0 }];
    expect(tooLarge(b.build(), 'xxx')!.params).toMatchObject({ limitMm: 3276.7 });
  });

  it.each(['dst', 'tbf'])(
    '%s: a reach over 9,999.9 mm overruns the header’s 5 digits',
    (format) => {
      const p = box(100_000, 500);
      const header = new TextDecoder('latin1').decode(writePattern(p, format).subarray(0, 0x200));
      expect(header).toContain('+X:100000\r');
      expect(tooLarge(p, format)!.params).toEqual({ reachMm: 10_000, limitMm: 9999.9 });
      expect(tooLarge(box(99_999, 500), format)).toBeUndefined();
    },
  );

  it.each(['exp', 'u01', 'vp3'])('%s states no size to overrun', (format) => {
    expect(tooLarge(box(100_000, 100_000), format)).toBeUndefined();
  });

  it('is silent for an ordinary design in every format', () => {
    for (const format of checkableFormats())
      expect(tooLarge(box(1000, 800), format), format).toBeUndefined();
  });
});
