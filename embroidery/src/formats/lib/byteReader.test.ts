import { describe, expect, it } from 'vitest';
import { FormatError } from '../../model/formatError.ts';
import { ByteReader, hasAscii } from './byteReader.ts';

describe('ByteReader', () => {
  const bytes = new Uint8Array([0x01, 0x02, 0x03, 0x04, 0xff, 0xfe]);

  it('reads little- and big-endian integers and advances', () => {
    const r = new ByteReader(bytes, 'test');
    expect(r.u16le()).toBe(0x0201);
    expect(r.u16be()).toBe(0x0304);
    expect(r.i16le()).toBe(-257);
    expect(r.remaining).toBe(0);
    expect(new ByteReader(bytes, 'test').u24be()).toBe(0x010203);
    expect(new ByteReader(bytes, 'test', 2).i32be()).toBe(0x0304fffe);
  });

  it('throws a FormatError naming format, offset and field when the file ends', () => {
    const r = new ByteReader(bytes, 'demo', 4);
    try {
      r.u32le('the stitch count');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FormatError);
      expect(error).toMatchObject({ format: 'demo', offset: 4 });
      expect((error as FormatError).message).toMatch(
        /DEMO: file ends inside the stitch count .*at byte 4/,
      );
    }
  });

  it('refuses seeks outside the file and never reports an offset past its end', () => {
    const r = new ByteReader(bytes, 'demo');
    expect(() => r.seek(7, 'the colour table')).toThrow(/colour table is said to start at byte 7/);
    expect(() => new ByteReader(bytes, 'demo', 40).u8('a field')).toThrow(
      expect.objectContaining({ offset: 6 }),
    );
  });

  it('finds ASCII signatures only where they fit', () => {
    const text = new TextEncoder().encode('#PES0001');
    expect(hasAscii(text, 0, '#PES')).toBe(true);
    expect(hasAscii(text, 6, '#PES')).toBe(false);
  });
});
