/** A growable little/big-endian byte sink for writers, with back-patching of placeholders. */
export class ByteWriter {
  private buf: Uint8Array;
  private view: DataView;
  length = 0;

  constructor(capacity = 4096) {
    this.buf = new Uint8Array(Math.max(64, capacity));
    this.view = new DataView(this.buf.buffer);
  }

  private ensure(extra: number): void {
    const need = this.length + extra;
    if (need <= this.buf.length) return;
    const next = new Uint8Array(Math.max(need, this.buf.length * 2));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  u8(value: number): this {
    this.ensure(1);
    this.buf[this.length++] = value & 0xff;
    return this;
  }

  u16le(value: number): this {
    this.ensure(2);
    this.view.setUint16(this.length, value & 0xffff, true);
    this.length += 2;
    return this;
  }

  u16be(value: number): this {
    this.ensure(2);
    this.view.setUint16(this.length, value & 0xffff, false);
    this.length += 2;
    return this;
  }

  u24le(value: number): this {
    return this.u8(value)
      .u8(value >> 8)
      .u8(value >> 16);
  }

  u24be(value: number): this {
    return this.u8(value >> 16)
      .u8(value >> 8)
      .u8(value);
  }

  u32le(value: number): this {
    this.ensure(4);
    this.view.setUint32(this.length, value >>> 0, true);
    this.length += 4;
    return this;
  }

  u32be(value: number): this {
    this.ensure(4);
    this.view.setUint32(this.length, value >>> 0, false);
    this.length += 4;
    return this;
  }

  f32le(value: number): this {
    this.ensure(4);
    this.view.setFloat32(this.length, value, true);
    this.length += 4;
    return this;
  }

  bytes(data: ArrayLike<number>): this {
    this.ensure(data.length);
    this.buf.set(data, this.length);
    this.length += data.length;
    return this;
  }

  /** `count` copies of `value`. */
  fill(value: number, count: number): this {
    if (count <= 0) return this;
    this.ensure(count);
    this.buf.fill(value & 0xff, this.length, this.length + count);
    this.length += count;
    return this;
  }

  /** ASCII/Latin-1 text, one byte per character. */
  ascii(text: string): this {
    this.ensure(text.length);
    for (let i = 0; i < text.length; i++) this.buf[this.length++] = text.charCodeAt(i) & 0xff;
    return this;
  }

  /** UTF-8 text without a length prefix. */
  utf8(text: string): this {
    return this.bytes(new TextEncoder().encode(text));
  }

  /** Overwrites a 16-bit little-endian value written earlier at `offset`. */
  patchU16le(offset: number, value: number): void {
    this.view.setUint16(offset, value & 0xffff, true);
  }

  /** Overwrites a 24-bit little-endian value written earlier at `offset`. */
  patchU24le(offset: number, value: number): void {
    this.buf[offset] = value & 0xff;
    this.buf[offset + 1] = (value >> 8) & 0xff;
    this.buf[offset + 2] = (value >> 16) & 0xff;
  }

  /** Overwrites a 32-bit little-endian value written earlier at `offset`. */
  patchU32le(offset: number, value: number): void {
    this.view.setUint32(offset, value >>> 0, true);
  }

  /** Overwrites a 32-bit big-endian value written earlier at `offset`. */
  patchU32be(offset: number, value: number): void {
    this.view.setUint32(offset, value >>> 0, false);
  }

  /** The written bytes (a copy trimmed to length). */
  toBytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}
