import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, JUMP, STITCH, TRIM } from '../model/commands.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { rasterise } from './rasterise.ts';
import type { RgbaImage } from './rgbaImage.ts';

function pixel(image: RgbaImage, x: number, y: number): number[] {
  const p = (y * image.width + x) * 4;
  return Array.from(image.data.subarray(p, p + 4));
}

// Two horizontal stitches in red and blue, with a jump and a trim between them.
function twoBars() {
  const b = new PatternBuilder();
  b.threads = [{ color: 0xcc2222 }, { color: 0x2244cc }];
  b.add(0, 0, JUMP);
  for (let x = 0; x <= 400; x += 40) b.add(x, 0, STITCH);
  b.add(400, 0, TRIM);
  b.add(400, 0, COLOR_CHANGE);
  b.add(0, 200, JUMP);
  for (let x = 0; x <= 400; x += 40) b.add(x, 200, STITCH);
  return b.build();
}

describe('rasterise', () => {
  it('draws stitches in their thread colours, fitted and centred, on the given background', () => {
    const image = rasterise(twoBars(), { size: 200, background: '#ffffff', shadow: false });
    expect([image.width, image.height]).toEqual([200, 200]);
    expect(pixel(image, 2, 2)).toEqual([255, 255, 255, 255]);
    // The bars sit at 1/4 and 3/4 of the design's height, which is centred in the image.
    const rows = [...Array(200).keys()].filter((y) => pixel(image, 100, y)[1]! < 200);
    const top = rows.filter((y) => y < 100);
    const bottom = rows.filter((y) => y >= 100);
    expect(Math.abs(top[0]! + bottom.at(-1)! - 199)).toBeLessThanOrEqual(2);
    const red = pixel(image, 100, top[Math.floor(top.length / 2)]!);
    const blue = pixel(image, 100, bottom[Math.floor(bottom.length / 2)]!);
    expect(red[0]!).toBeGreaterThan(red[2]! + 60);
    expect(blue[2]!).toBeGreaterThan(blue[0]! + 60);
  });

  it('does not draw jumps or the move after a trim', () => {
    const image = rasterise(twoBars(), { size: 200, shadow: false });
    // Midway between the bars, where the jump from (400,0) to (0,200) would pass.
    for (let x = 0; x < 200; x++) expect(pixel(image, x, 100)[3]).toBe(0);
  });

  it('shades a thread darker at its edges than along its middle', () => {
    const b = new PatternBuilder();
    b.threads = [{ color: 0x808080 }];
    b.add(0, 0, STITCH);
    b.add(400, 0, STITCH);
    const image = rasterise(b.build(), {
      width: 400,
      height: 100,
      padding: 0,
      threadWidthMm: 2,
      shadow: false,
    });
    const column = [...Array(100).keys()]
      .map((y) => pixel(image, 200, y))
      .filter((p) => p[3] === 255);
    const brightness = column.map((p) => p[0]! + p[1]! + p[2]!);
    const middle = brightness[Math.floor(brightness.length / 2)]!;
    expect(column.length).toBeGreaterThan(10);
    expect(brightness[0]!).toBeLessThan(middle);
    expect(brightness.at(-1)!).toBeLessThan(middle);
  });

  it('leaves a transparent background transparent and casts a soft shadow', () => {
    const plain = rasterise(twoBars(), { size: 120, shadow: false });
    const shaded = rasterise(twoBars(), { size: 120 });
    const alpha = (image: RgbaImage) =>
      image.data.filter((_, i) => i % 4 === 3).reduce((n, a) => n + a, 0);
    expect(pixel(plain, 0, 0)[3]).toBe(0);
    expect(alpha(shaded)).toBeGreaterThan(alpha(plain));
  });

  it('rejects sizes beyond the limit', () => {
    expect(() => rasterise(twoBars(), { size: 100000 })).toThrow(RangeError);
    expect(() => rasterise(twoBars(), { size: 0 })).toThrow(RangeError);
    expect(() => rasterise(twoBars(), { background: 'red"/><script>' })).toThrow(RangeError);
  });
});
