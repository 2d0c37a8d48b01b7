import { describe, expect, it } from 'vitest';
import { halveImage } from './halve.ts';

describe('halveImage', () => {
  it('averages 2×2 pixels, keeping the colour of a thread edge against transparency', () => {
    const data = new Uint8ClampedArray(16);
    data.set([200, 10, 20, 255], 0); // one opaque pixel, three transparent ones
    const half = halveImage({ width: 2, height: 2, data });
    expect([half.width, half.height]).toEqual([1, 1]);
    expect([...half.data]).toEqual([200, 10, 20, 64]);
  });

  it('mixes opaque colours by their share and keeps an odd last row and column out', () => {
    const data = new Uint8ClampedArray(3 * 3 * 4);
    for (let p = 0; p < 9; p++) data.set(p % 2 ? [0, 0, 200, 255] : [100, 0, 0, 255], p * 4);
    const half = halveImage({ width: 3, height: 3, data });
    expect([half.width, half.height]).toEqual([1, 1]);
    // Pixels 0, 1, 3, 4: two red-ish, two blue.
    expect([...half.data]).toEqual([50, 0, 100, 255]);
  });
});
