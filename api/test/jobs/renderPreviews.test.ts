import sharp from 'sharp';
import { previewImages, readPattern } from '@stickerei/embroidery';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../fixtures/uploads.ts';
import { renderPreview, UnprocessableUploadError } from '../../src/jobs/analyseUpload.ts';
import { renderPreviews } from '../../src/jobs/renderPreviews.ts';

describe('preview rendering', () => {
  it('renders every requested size as a lossless RGBA PNG of that size', async () => {
    const { pattern } = readPattern(await corpusFile('pes/rec__Bean.pes'), 'Bean.pes');
    const previews = await renderPreviews(pattern, [128, 256, 200]);
    expect(previews.map((p) => p.size)).toEqual([128, 256, 200]);
    const images = previewImages(pattern, [128, 256, 200]);
    for (const [i, { size, png }] of previews.entries()) {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ format: 'raw', width: size, height: size, channels: 4 });
      expect(Buffer.compare(data, Buffer.from(images[i]!.image.data))).toBe(0);
    }
  });

  it('renders one size from a stored file or from a pattern', async () => {
    const bytes = await corpusFile('pes/rec__Cake_3.pes');
    const fromFile = await renderPreview({ bytes, fileName: 'Cake 3.pes' }, 512);
    const { pattern } = readPattern(bytes, 'Cake 3.pes');
    const fromPattern = await renderPreview({ pattern }, 512);
    expect(Buffer.compare(fromFile, fromPattern)).toBe(0);
    expect(await sharp(fromFile).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 512,
    });
  });

  it("refuses a file that cannot be read with the reader's message", async () => {
    const bytes = (await corpusFile('pes/rec__Cake_3.pes')).subarray(0, 40);
    const error = await renderPreview({ bytes, fileName: 'cut.pes' }, 1024).catch((e) => e);
    expect(error).toBeInstanceOf(UnprocessableUploadError);
    expect((error as Error).message).toMatch(/^PES: .*\(at byte \d+\)$/);
  });
});
