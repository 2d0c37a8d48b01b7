import { describe, expect, it } from 'vitest';
import { ciede2000, parseHex, rgbToLab, rgbToOklab } from './colourSpace.ts';

describe('colour space', () => {
  it('matches the CIEDE2000 test pairs of Sharma, Wu and Dalal', () => {
    const pairs: [number[], number[], number][] = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 0, 0], [50, -1, 2], 2.3669],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
      [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    ];
    for (const [[l1, a1, b1], [l2, a2, b2], expected] of pairs) {
      const d = ciede2000({ l: l1!, a: a1!, b: b1! }, { l: l2!, a: a2!, b: b2! });
      expect(d).toBeCloseTo(expected, 3);
    }
  });

  it('converts sRGB white, black and red to CIELAB', () => {
    const white = rgbToLab(0xffffff);
    expect(white.l).toBeCloseTo(100, 1);
    expect(Math.abs(white.a) + Math.abs(white.b)).toBeLessThan(0.05);
    expect(rgbToLab(0x000000).l).toBeCloseTo(0, 5);
    const red = rgbToLab(0xff0000);
    expect(red.l).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 0);
    expect(red.b).toBeCloseTo(67.2, 0);
  });

  it('converts sRGB to OKLab', () => {
    const white = rgbToOklab(0xffffff);
    expect(white.l).toBeCloseTo(1, 3);
    const blue = rgbToOklab(0x0000ff);
    expect(blue.l).toBeCloseTo(0.452, 2);
    expect(blue.b).toBeCloseTo(-0.312, 2);
  });

  it('parses hex colours', () => {
    expect(parseHex('#1f4fd1')).toBe(0x1f4fd1);
    expect(parseHex('ff0000')).toBe(0xff0000);
  });
});
