import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { patternExtents } from '../model/extents.ts';
import type { Pattern } from '../model/pattern.ts';
import { blockThreads } from './lib/blockThreads.ts';
import { ByteWriter } from './lib/byteWriter.ts';
import { fitToLimits } from './lib/fitToLimits.ts';

function writeHeader(out: ByteWriter, p: Pattern, colorCount: number): void {
  const [minX, minY, maxX, maxY] = patternExtents(p);
  const last = p.length - 1;
  out
    .fill(0, 0x17)
    .u32le(p.length - 1)
    .fill(0, 0x0c)
    .u32le(colorCount)
    .u16le(0);
  out
    .u16le(maxX - minX)
    .u16le(maxY - minY)
    .u16le(p.xs[last]!)
    .u16le(-p.ys[last]!)
    .u16le(-minX)
    .u16le(maxY);
  out
    .fill(0, 0x42 + 4 + 0x73)
    .u16le(0x20)
    .fill(0, 8);
}

function writeStitches(out: ByteWriter, p: Pattern): void {
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length; i++) {
    const command = p.commands[i];
    if (command === END) break;
    const dx = p.xs[i]! - x;
    const dy = p.ys[i]! - y;
    x = p.xs[i]!;
    y = p.ys[i]!;
    if (command === STITCH) out.u8(dx).u8(-dy);
    else if (command === JUMP && Math.abs(dx) <= 127 && Math.abs(dy) <= 127)
      out.u8(0x7f).u8(0x01).u8(dx).u8(-dy);
    else if (command === JUMP) out.u8(0x7d).u16le(dx).u16le(-dy);
    else if (command === TRIM) out.u8(0x7f).u8(0x03).u8(0).u8(0);
    else if (command === COLOR_CHANGE || command === STOP) out.u8(0x7f).u8(0x08).u8(0).u8(0);
  }
}

/**
 * Writes a pattern as XXX: stitches split to 12.3 mm (longer ones would read as jumps), jumps
 * up to 12.7 mm as 7F 01 and longer as 16-bit 7D moves, stops as colour changes to the same
 * thread (XXX has no stop code), then the RGB colour table.
 */
export function writeXxx(pattern: Pattern): Uint8Array {
  const p = fitToLimits(pattern, { maxStitch: 123, maxJump: 32767, format: 'xxx' });
  const threads = blockThreads(p, true);
  const out = new ByteWriter(0x100 + p.length * 4 + threads.length * 4 + 128);
  writeHeader(out, p, threads.length);
  const endAt = out.length;
  out.u32le(0);
  writeStitches(out, p);
  out.patchU32le(endAt, out.length);
  out.u8(0x7f).u8(0x7f).u8(0x02).u8(0x14).u16le(0);
  for (const thread of threads) out.u32be(thread.color & 0xffffff);
  out
    .fill(0, 4 * Math.max(0, 21 - threads.length))
    .u32be(0xffffff00)
    .u8(0)
    .u8(1);
  return out.toBytes();
}
