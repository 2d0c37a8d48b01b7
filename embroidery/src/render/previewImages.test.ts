import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, STITCH } from '../model/commands.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { halveImage } from './halve.ts';
import { previewImages } from './previewImages.ts';
import { rasterise } from './rasterise.ts';

// A small satin-like zigzag in two colours.
function zigzag() {
  const b = new PatternBuilder();
  b.threads = [{ color: 0xcc2222 }, { color: 0x2244cc }];
  for (let i = 0; i <= 40; i++) b.add(i * 10, i % 2 ? 60 : 0, STITCH);
  b.add(400, 0, COLOR_CHANGE);
  for (let i = 0; i <= 40; i++) b.add(i * 10, 100 + (i % 2 ? 60 : 0), STITCH);
  return b.build();
}

const pixels = (image: { data: Uint8ClampedArray }) => Buffer.from(image.data).toString('base64');

describe('previewImages', () => {
  it('renders a small preview at twice its size and halves it', () => {
    const pattern = zigzag();
    const [preview] = previewImages(pattern, [256]);
    expect(preview!.size).toBe(256);
    expect([preview!.image.width, preview!.image.height]).toEqual([256, 256]);
    expect(pixels(preview!.image)).toBe(pixels(halveImage(rasterise(pattern, { size: 512 }))));
  });

  it('renders the largest preview at its size and halves it for the smaller ones', () => {
    const pattern = zigzag();
    const previews = previewImages(pattern, [128, 1024, 256, 512]);
    expect(previews.map((p) => p.size)).toEqual([128, 1024, 256, 512]);
    const full = rasterise(pattern, { size: 1024 });
    const half = halveImage(full);
    expect(pixels(previews[1]!.image)).toBe(pixels(full));
    expect(pixels(previews[3]!.image)).toBe(pixels(half));
    expect(pixels(previews[2]!.image)).toBe(pixels(halveImage(half)));
    expect(pixels(previews[0]!.image)).toBe(pixels(halveImage(halveImage(half))));
  });

  it('keeps a given padding at the preview size', () => {
    const pattern = zigzag();
    // Drawn from x = 30 on (a thread's edge may reach a pixel further); without padding from 0.
    const leftmost = (padding: number) => {
      const { image } = previewImages(pattern, [100], { padding, shadow: false })[0]!;
      const columns = [...Array(100).keys()];
      return columns.find((x) => columns.some((y) => image.data[(y * 100 + x) * 4 + 3]! > 0));
    };
    expect(leftmost(30)).toBe(29);
    expect(leftmost(0)).toBe(0);
  });

  it('rejects sizes beyond the limit', () => {
    expect(() => previewImages(zigzag(), [0])).toThrow(RangeError);
    expect(() => previewImages(zigzag(), [5000])).toThrow(RangeError);
  });
});
