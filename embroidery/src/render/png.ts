import type { RgbaImage } from './rgbaImage.ts';

/** Compresses bytes into a zlib stream (RFC 1950), e.g. node:zlib's deflateSync. */
export type ZlibDeflate = (raw: Uint8Array) => Uint8Array;

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the longest run whose sums cannot overflow before the modulo.
  for (let i = 0; i < bytes.length; i += 5552) {
    const end = Math.min(bytes.length, i + 5552);
    for (let k = i; k < end; k++) {
      a += bytes[k]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * A zlib stream of stored (uncompressed) blocks: valid everywhere, no compression. The default
 * when no deflate is given, so the encoder works without any platform API.
 */
export function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  const view = new DataView(out.buffer);
  out[0] = 0x78;
  out[1] = 0x01;
  let o = 2;
  for (let b = 0; b < blocks; b++) {
    const chunk = raw.subarray(b * 65535, Math.min(raw.length, (b + 1) * 65535));
    out[o] = b === blocks - 1 ? 1 : 0;
    view.setUint16(o + 1, chunk.length, true);
    view.setUint16(o + 3, ~chunk.length & 0xffff, true);
    out.set(chunk, o + 5);
    o += 5 + chunk.length;
  }
  view.setUint32(o, adler32(raw));
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = p > a ? p - a : a - p;
  const pb = p > b ? p - b : b - p;
  const pc = p > c ? p - c : c - p;
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function cost(v: number): number {
  const r = v & 0xff;
  return r < 128 ? r : 256 - r;
}

// Which filter (0 none, 1 sub, 2 up, 4 paeth) leaves the smallest sum of absolute values: the
// usual heuristic for what deflate compresses best. It is scored on every fourth pixel, which
// picks the same filter almost always at a quarter of the cost.
function chooseFilter(
  data: Uint8ClampedArray,
  start: number,
  previous: number,
  stride: number,
): number {
  let none = 0;
  let sub = 0;
  let up = 0;
  let best = 0;
  for (let i = 4; i < stride; i += 16) {
    for (let k = i; k < i + 4 && k < stride; k++) {
      const x = data[start + k]!;
      const a = data[start + k - 4]!;
      const b = previous >= 0 ? data[previous + k]! : 0;
      const c = previous >= 0 ? data[previous + k - 4]! : 0;
      none += x < 128 ? x : 256 - x;
      sub += cost(x - a);
      up += cost(x - b);
      best += cost(x - paeth(a, b, c));
    }
  }
  const min = Math.min(none, sub, up, best);
  return min === none ? 0 : min === sub ? 1 : min === up ? 2 : 4;
}

function writeRow(
  data: Uint8ClampedArray,
  start: number,
  previous: number,
  stride: number,
  out: Uint8Array,
  o: number,
): void {
  const type = chooseFilter(data, start, previous, stride);
  out[o++] = type;
  for (let i = 0; i < stride; i++) {
    const x = data[start + i]!;
    const a = i >= 4 ? data[start + i - 4]! : 0;
    const b = previous >= 0 ? data[previous + i]! : 0;
    const predicted =
      type === 0
        ? 0
        : type === 1
          ? a
          : type === 2
            ? b
            : paeth(a, b, i >= 4 && previous >= 0 ? data[previous + i - 4]! : 0);
    out[o + i] = x - predicted;
  }
}

/** The filtered scanlines of an image: what a PNG's IDAT compresses. */
export function pngScanlines(image: RgbaImage): Uint8Array<ArrayBuffer> {
  const stride = image.width * 4;
  const out = new Uint8Array((stride + 1) * image.height);
  for (let y = 0; y < image.height; y++)
    writeRow(image.data, y * stride, y > 0 ? (y - 1) * stride : -1, stride, out, y * (stride + 1));
  return out;
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out, 4, 8 + body.length));
  return out;
}

/**
 * Wraps a zlib-compressed scanline stream (see `pngScanlines`) into a PNG file (8-bit RGBA).
 * Use this with an asynchronous deflate such as the browser's CompressionStream('deflate').
 */
export function assemblePng(width: number, height: number, zlibData: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibData),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const part of parts) {
    out.set(part, o);
    o += part.length;
  }
  return out;
}

/**
 * Encodes an RGBA image as a PNG file.
 * @param image the pixels
 * @param deflate a zlib compressor (Node: `zlib.deflateSync`); without one the data is stored
 *   uncompressed (valid, but large)
 */
export function encodePng(image: RgbaImage, deflate: ZlibDeflate = zlibStored): Uint8Array {
  return assemblePng(image.width, image.height, deflate(pngScanlines(image)));
}
