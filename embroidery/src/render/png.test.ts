import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nodeDeflate } from '../node.ts';
import { encodePng, zlibStored } from './png.ts';
import { encodePngAsync } from './pngAsync.ts';
import type { RgbaImage } from './rgbaImage.ts';

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// A minimal PNG reader for 8-bit RGBA: checks the chunk CRCs' presence and undoes the filters.
function decode(png: Uint8Array): RgbaImage {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let o = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (o < png.length) {
    const length = view.getUint32(o);
    const type = String.fromCharCode(...png.subarray(o + 4, o + 8));
    const body = png.subarray(o + 8, o + 8 + length);
    if (type === 'IHDR') [width, height] = [view.getUint32(o + 8), view.getUint32(o + 12)];
    if (type === 'IDAT') idat.push(body);
    o += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const data = new Uint8ClampedArray(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? data[y * stride + i - 4]! : 0;
      const b = y > 0 ? data[(y - 1) * stride + i]! : 0;
      const c = i >= 4 && y > 0 ? data[(y - 1) * stride + i - 4]! : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type]!;
      data[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 0xff;
    }
  }
  return { width, height, data };
}

function noisyImage(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    // Smooth gradients in some rows, noise in others, so every filter gets chosen somewhere.
    const y = Math.floor(i / (width * 4));
    data[i] = y % 3 === 0 ? (i >> 2) & 0xff : y % 3 === 1 ? seed & 0xff : (y * 7) & 0xff;
  }
  return { width, height, data };
}

describe('encodePng', () => {
  it('round-trips pixels through the filters with node:zlib', () => {
    const image = noisyImage(37, 23);
    const decoded = decode(encodePng(image, nodeDeflate));
    expect([decoded.width, decoded.height]).toEqual([37, 23]);
    expect(Buffer.from(decoded.data).equals(Buffer.from(image.data))).toBe(true);
  });

  it('round-trips with the stored (uncompressed) zlib stream, also beyond one 64 KiB block', () => {
    const image = noisyImage(150, 120);
    const decoded = decode(encodePng(image));
    expect(Buffer.from(decoded.data).equals(Buffer.from(image.data))).toBe(true);
  });

  it('encodes with the web CompressionStream as a browser would', async () => {
    const image = noisyImage(64, 48);
    const decoded = decode(await encodePngAsync(image));
    expect(Buffer.from(decoded.data).equals(Buffer.from(image.data))).toBe(true);
  });

  it('writes a zlib stream node:zlib accepts, checksum included', () => {
    const bytes = new Uint8Array(70000).map((_, i) => (i * 31) & 0xff);
    expect(Buffer.from(inflateSync(zlibStored(bytes))).equals(Buffer.from(bytes))).toBe(true);
  });
});
