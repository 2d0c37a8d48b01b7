import { FormatError } from '../../model/formatError.ts';

// The LZ77 + Huffman compression of Husqvarna HUS (and VIP) stitch streams, as described by
// pyembroidery's EmbCompress: blocks of Huffman-coded tokens, each a literal byte (0–255), a
// back-reference (length token − 253, distance from a second code) or the end mark (510).
// Bits are read most significant first; reading past the data yields zeros.

/** A canonical Huffman decoder built from code lengths, or a constant when lengths are absent. */
interface Decoder {
  table: Uint16Array | null;
  lengths: Uint8Array;
  width: number;
  value: number;
}

class BitReader {
  readonly data: Uint8Array;
  readonly format: string;
  readonly offset: number;
  pos = 0;
  constructor(data: Uint8Array, format: string, offset: number) {
    this.data = data;
    this.format = format;
    this.offset = offset;
  }

  get exhausted(): boolean {
    return this.pos >= this.data.length * 8;
  }

  peek(count: number): number {
    if (count > 16) return this.peek(count - 16) * 0x10000 + this.peekAt(this.pos + count - 16, 16);
    return this.peekAt(this.pos, count);
  }

  /** Up to 16 bits from bit `pos`, from the three bytes that hold them. */
  private peekAt(pos: number, count: number): number {
    const i = pos >> 3;
    const d = this.data;
    const window = ((d[i] ?? 0) << 16) | ((d[i + 1] ?? 0) << 8) | (d[i + 2] ?? 0);
    return (window >>> (24 - (pos & 7) - count)) & ((1 << count) - 1);
  }

  pop(count: number): number {
    const value = this.peek(count);
    this.pos += count;
    return value;
  }

  fail(reason: string): never {
    throw new FormatError(
      this.format,
      this.offset + Math.min(this.pos >> 3, this.data.length),
      reason,
    );
  }
}

function decoder(lengths: Uint8Array, bits: BitReader): Decoder {
  let width = 0;
  for (const l of lengths) width = Math.max(width, l);
  if (width === 0 || width > 16) bits.fail(`invalid Huffman code lengths (longest ${width})`);
  const table = new Uint16Array(1 << width);
  let filled = 0;
  for (let length = 1; length <= width; length++) {
    const span = 1 << (width - length);
    for (let symbol = 0; symbol < lengths.length; symbol++) {
      if (lengths[symbol] !== length) continue;
      if (filled + span > table.length) bits.fail('Huffman code lengths overfill the code space');
      table.fill(symbol, filled, filled + span);
      filled += span;
    }
  }
  // Codes that fill only part of the space leave the rest unusable.
  return { table: table.subarray(0, filled), lengths, width, value: 0 };
}

function constant(value: number): Decoder {
  return { table: null, lengths: new Uint8Array(0), width: 0, value };
}

function decode(d: Decoder, bits: BitReader): number {
  if (!d.table) return d.value;
  const index = bits.peek(16) >>> (16 - d.width);
  if (index >= d.table.length) bits.fail('bit pattern matches no Huffman code');
  const symbol = d.table[index]!;
  bits.pos += d.lengths[symbol]!;
  return symbol;
}

function variableLength(bits: BitReader): number {
  let m = bits.pop(3);
  if (m !== 7) return m;
  for (let i = 0; i < 13 && bits.pop(1) === 1; i++) m++;
  return m;
}

function lengthCodes(bits: BitReader): Decoder {
  const count = bits.pop(5);
  if (count === 0) return constant(bits.pop(5));
  const lengths = new Uint8Array(count);
  for (let index = 0; index < count; index++) {
    // After three lengths, a 2-bit count of zero lengths follows.
    if (index === 3) index += bits.pop(2);
    if (index >= count) break;
    lengths[index] = variableLength(bits);
  }
  return decoder(lengths, bits);
}

function characterCodes(bits: BitReader, lengthDecoder: Decoder): Decoder {
  const count = bits.pop(9);
  if (count === 0) return constant(bits.pop(9));
  const lengths = new Uint8Array(count);
  for (let index = 0; index < count;) {
    const c = decode(lengthDecoder, bits);
    if (c === 0) index += 1;
    else if (c === 1) index += 3 + bits.pop(4);
    else if (c === 2) index += 20 + bits.pop(9);
    else lengths[index++] = c - 2;
  }
  return decoder(lengths, bits);
}

function distanceCodes(bits: BitReader): Decoder {
  const count = bits.pop(5);
  if (count === 0) return constant(bits.pop(5));
  const lengths = new Uint8Array(count);
  for (let i = 0; i < count; i++) lengths[i] = variableLength(bits);
  return decoder(lengths, bits);
}

/**
 * Expands one compressed HUS stream.
 * @param data the compressed bytes
 * @param size how many bytes the header says it expands to (output stops soon after)
 * @param options format name and file offset of `data`, for errors
 * @throws FormatError on codes that cannot be decoded or references before the start
 */
export function husExpand(
  data: Uint8Array,
  size: number,
  options: { format: string; offset: number },
): Uint8Array {
  const bits = new BitReader(data, options.format, options.offset);
  let out = new Uint8Array(Math.min(size, 1 << 16) + 260);
  let n = 0;
  let blockLeft = 0;
  let chars = constant(0);
  let distances = constant(0);
  while (!bits.exhausted && n <= size) {
    if (blockLeft <= 0) {
      blockLeft = bits.pop(16);
      chars = characterCodes(bits, lengthCodes(bits));
      distances = distanceCodes(bits);
    }
    blockLeft--;
    const token = decode(chars, bits);
    if (token === 510) break;
    if (n + 260 > out.length) {
      const grown = new Uint8Array(out.length * 2);
      grown.set(out.subarray(0, n));
      out = grown;
    }
    if (token <= 255) {
      out[n++] = token;
      continue;
    }
    const length = token - 253;
    const code = decode(distances, bits);
    const back = (code === 0 ? 0 : 2 ** (code - 1) + bits.pop(code - 1)) + 1;
    if (back > n) bits.fail(`back-reference ${back} bytes before the start of the output`);
    for (let i = 0; i < length; i++, n++) out[n] = out[n - back]!;
  }
  return out.subarray(0, n);
}
