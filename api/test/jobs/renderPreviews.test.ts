import { readPattern } from '@stickerei/embroidery';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../fixtures/uploads.ts';
import { halve, renderPreviews } from '../../src/jobs/renderPreviews.ts';

const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
};

describe('preview rendering', () => {
  it('halves an image, keeping the colour of a thread edge against transparency', () => {
    const data = new Uint8ClampedArray(16);
    data.set([200, 10, 20, 255], 0); // one opaque pixel, three transparent ones
    data.set([0, 0, 0, 0], 4);
    const half = halve({ width: 2, height: 2, data });
    expect(half.width).toBe(1);
    expect([...half.data]).toEqual([200, 10, 20, 64]);
  });

  it('renders every requested size as a PNG of that size, from one rendering', async () => {
    const { pattern } = readPattern(await corpusFile('pes/rec__Bean.pes'), 'Bean.pes');
    const previews = renderPreviews(pattern, [128, 256, 512, 200]);
    expect(previews.map((p) => p.size)).toEqual([128, 256, 512, 200]);
    for (const { size, png } of previews) expect(pngSize(png)).toEqual([size, size]);
  });
});
