import { FormatError } from '../../model/formatError.ts';

/**
 * A cursor over a file's bytes whose every read is bounds-checked: reading past the end throws
 * a FormatError naming the format, the offset and what was being read, never a RangeError or a
 * silent `undefined`.
 */
export class ByteReader {
  readonly bytes: Uint8Array;
  readonly format: string;
  pos: number;
  private readonly view: DataView;

  constructor(bytes: Uint8Array, format: string, pos = 0) {
    this.bytes = bytes;
    this.format = format;
    this.pos = pos;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get length(): number {
    return this.bytes.length;
  }

  get remaining(): number {
    return this.bytes.length - this.pos;
  }

  /** Throws a FormatError for this format. */
  fail(reason: string, offset: number = this.pos): never {
    throw new FormatError(this.format, offset, reason);
  }

  /** Throws unless `count` bytes are present at the cursor. */
  need(count: number, what: string): void {
    if (count >= 0 && this.pos + count <= this.bytes.length) return;
    if (this.pos > this.bytes.length) {
      this.fail(
        `${what} at byte ${this.pos} lies past the end of the ${this.bytes.length}-byte file`,
        this.bytes.length,
      );
    }
    this.fail(`file ends inside ${what} (needs ${count} bytes, ${this.remaining} left)`);
  }

  /** Moves the cursor to an absolute offset, which must lie within the file (or at its end). */
  seek(offset: number, what = 'a section'): void {
    if (!Number.isInteger(offset) || offset < 0 || offset > this.bytes.length) {
      this.fail(
        `${what} is said to start at byte ${offset}, outside the ${this.bytes.length}-byte file`,
      );
    }
    this.pos = offset;
  }

  /** Advances the cursor by `count` bytes, which must be present. */
  skip(count: number, what = 'a skipped field'): void {
    this.need(count, what);
    this.pos += count;
  }

  u8(what = 'a byte'): number {
    this.need(1, what);
    return this.view.getUint8(this.pos++);
  }

  i8(what = 'a byte'): number {
    this.need(1, what);
    return this.view.getInt8(this.pos++);
  }

  u16le(what = 'a 16-bit value'): number {
    return this.num(2, what, (o) => this.view.getUint16(o, true));
  }

  u16be(what = 'a 16-bit value'): number {
    return this.num(2, what, (o) => this.view.getUint16(o, false));
  }

  i16le(what = 'a 16-bit value'): number {
    return this.num(2, what, (o) => this.view.getInt16(o, true));
  }

  i16be(what = 'a 16-bit value'): number {
    return this.num(2, what, (o) => this.view.getInt16(o, false));
  }

  u24le(what = 'a 24-bit value'): number {
    return this.num(
      3,
      what,
      (o) => this.view.getUint16(o, true) | (this.view.getUint8(o + 2) << 16),
    );
  }

  u24be(what = 'a 24-bit value'): number {
    return this.num(
      3,
      what,
      (o) => (this.view.getUint16(o, false) << 8) | this.view.getUint8(o + 2),
    );
  }

  u32le(what = 'a 32-bit value'): number {
    return this.num(4, what, (o) => this.view.getUint32(o, true));
  }

  u32be(what = 'a 32-bit value'): number {
    return this.num(4, what, (o) => this.view.getUint32(o, false));
  }

  i32le(what = 'a 32-bit value'): number {
    return this.num(4, what, (o) => this.view.getInt32(o, true));
  }

  i32be(what = 'a 32-bit value'): number {
    return this.num(4, what, (o) => this.view.getInt32(o, false));
  }

  f32le(what = 'a 32-bit float'): number {
    return this.num(4, what, (o) => this.view.getFloat32(o, true));
  }

  /** A view (not a copy) of the next `count` bytes. */
  take(count: number, what = 'a block'): Uint8Array {
    this.need(count, what);
    const out = this.bytes.subarray(this.pos, this.pos + count);
    this.pos += count;
    return out;
  }

  /** `count` bytes as Latin-1 text (every byte maps to one character; never fails). */
  latin1(count: number, what = 'a text field'): string {
    return latin1(this.take(count, what));
  }

  /** `count` bytes as UTF-8 text, invalid sequences replaced. */
  utf8(count: number, what = 'a text field'): string {
    return new TextDecoder('utf-8').decode(this.take(count, what));
  }

  /** `count` bytes as UTF-16 big-endian text. */
  utf16be(count: number, what = 'a text field'): string {
    return new TextDecoder('utf-16be').decode(this.take(count, what));
  }

  private num(size: number, what: string, read: (offset: number) => number): number {
    this.need(size, what);
    const value = read(this.pos);
    this.pos += size;
    return value;
  }
}

/** Bytes as Latin-1 text. */
export function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4096) {
    out += String.fromCharCode(...bytes.subarray(i, i + 4096));
  }
  return out;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes as UTF-8 text when they are valid UTF-8, else as Latin-1 (old writers' code pages). */
export function utf8OrLatin1(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    // Not UTF-8: one character per byte is the best reading of an unknown code page.
    return latin1(bytes);
  }
}

/** Offset of the first `text` (ASCII) in `bytes[from, to)`, or -1. */
export function findAscii(
  bytes: Uint8Array,
  text: string,
  from: number,
  to = bytes.length,
): number {
  const first = text.charCodeAt(0);
  const last = Math.min(to, bytes.length) - text.length;
  for (let i = Math.max(0, from); i <= last; i++) {
    if (bytes[i] === first && hasAscii(bytes, i, text)) return i;
  }
  return -1;
}

/** True when `bytes` hold the ASCII text `text` at `offset`. */
export function hasAscii(bytes: Uint8Array, offset: number, text: string): boolean {
  if (offset < 0 || offset + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) {
    if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  }
  return true;
}
