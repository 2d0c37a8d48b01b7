import { STITCH, TRIM } from '../model/commands.ts';
import { patternExtents } from '../model/extents.ts';
import type { Extents } from '../model/extents.ts';
import { FormatError } from '../model/formatError.ts';
import type { Pattern } from '../model/pattern.ts';
import { type Block, blockEnd, blocksOf } from './lib/vp3Blocks.ts';
import { ByteWriter } from './lib/byteWriter.ts';
import { fitToLimits } from './lib/fitToLimits.ts';

const PRODUCER = 'Produced by     Software Ltd';
/** A long move holds 16-bit signed deltas: up to 3.2 m along either axis. */
export const VP3_MAX_MOVE = 32767;

function string16(out: ByteWriter, text: string): void {
  out.u16be(text.length * 2);
  for (let i = 0; i < text.length; i++) out.u16be(text.charCodeAt(i));
}

function string8(out: ByteWriter, text: string | undefined): void {
  const bytes = new TextEncoder().encode(text ?? '').subarray(0, 0xffff);
  out.u16be(bytes.length).bytes(bytes);
}

/** Writes a 32-bit big-endian length placeholder; call the result to patch it. */
function lengthFrom(out: ByteWriter): () => void {
  const at = out.length;
  out.u32be(0);
  return () => out.patchU32be(at, out.length - at - 4);
}

/**
 * Writes a block's stitches: 8-bit moves, or a 16-bit long move (80 01 … 80 02) for a stitch over
 * 12.7 mm. VP3 has no jump: readers take every move for a stitch, so a jump is not written and
 * its travel goes into the stitch after it (as pyembroidery writes VP3), which keeps the stitch
 * count.
 */
function writeStitches(out: ByteWriter, p: Pattern, block: Block): void {
  let [x, y] = block.start;
  for (let i = block.from; i < block.to; i++) {
    const command = p.commands[i];
    if (command === TRIM) out.u8(0x80).u8(0x03);
    if (command !== STITCH) continue;
    const dx = p.xs[i]! - x;
    const dy = p.ys[i]! - y;
    x = p.xs[i]!;
    y = p.ys[i]!;
    if (Math.abs(dx) <= 127 && Math.abs(dy) <= 127) out.u8(dx).u8(dy);
    else out.u8(0x80).u8(0x01).u16be(dx).u16be(dy).u8(0x80).u8(0x02);
  }
}

function writeBlock(out: ByteWriter, p: Pattern, block: Block, center: [number, number]): void {
  out.u8(0).u8(5).u8(0);
  const done = lengthFrom(out);
  out.u32be((block.start[0] - center[0]) * 100).u32be(-(block.start[1] - center[1]) * 100);
  out.u8(1).u8(0).u24be(block.thread.color).u8(0).u16be(0).u8(5).u8(0x28);
  string8(out, block.thread.catalogNumber);
  string8(out, block.thread.description ?? `#${block.thread.color.toString(16).padStart(6, '0')}`);
  string8(out, block.thread.brand);
  const last = blockEnd(p, block);
  out.u32be((last[0]! - block.start[0]) * 100).u32be(-(last[1]! - block.start[1]) * 100);
  out.u8(0).u8(1).u8(0);
  const stitchesDone = lengthFrom(out);
  out.u8(0x0a).u8(0xf6).u8(0);
  writeStitches(out, p, block);
  stitchesDone();
  out.u8(0);
  done();
}

function writeDesign(out: ByteWriter, p: Pattern, extents: Extents, blocks: Block[]): void {
  const [minX, minY, maxX, maxY] = extents;
  const center: [number, number] = [Math.trunc((minX + maxX) / 2), Math.trunc((minY + maxY) / 2)];
  const halfW = Math.trunc((maxX - minX) / 2);
  const halfH = Math.trunc((maxY - minY) / 2);
  out.u8(0).u8(3).u8(0);
  const done = lengthFrom(out);
  out
    .u32be(center[0] * 100)
    .u32be(-center[1] * 100)
    .u8(0)
    .u8(0)
    .u8(0);
  for (const v of [-halfW, halfW, -halfH, halfH, maxX - minX, maxY - minY]) out.u32be(v * 100);
  string16(out, '');
  // Unknown settings as Husqvarna software writes them: "dd", 4096, 0, 0, 4096, "xxPP" 01 00.
  out.u8(0x64).u8(0x64).u32be(4096).u32be(0).u32be(0).u32be(4096).ascii('xxPP').u8(1).u8(0);
  string16(out, PRODUCER);
  out.u16be(blocks.length);
  for (const block of blocks) writeBlock(out, p, block, center);
  done();
}

/**
 * Writes a pattern as VP3: one colour block per thread (stops become blocks of the same
 * thread), stitches over 12.7 mm as 16-bit long moves, trims as 0x80 0x03; jumps go into the
 * next stitch's move, and a block's leading jumps into its start position.
 * @throws FormatError when the pattern has more than 255 colour blocks
 */
export function writeVp3(pattern: Pattern): Uint8Array {
  const p = fitToLimits(pattern, { maxStitch: VP3_MAX_MOVE, maxJump: VP3_MAX_MOVE, format: 'vp3' });
  const blocks = blocksOf(p);
  if (blocks.length > 255)
    throw new FormatError('vp3', 0, `${blocks.length} colour blocks; VP3 holds at most 255`);
  const extents = patternExtents(p);
  const out = new ByteWriter(p.length * 2 + 4096);
  out.ascii('%vsm%').u8(0);
  string16(out, PRODUCER);
  out.u8(0).u8(2).u8(0);
  const done = lengthFrom(out);
  string16(out, '');
  const [minX, minY, maxX, maxY] = extents;
  out
    .u32be(maxX * 100)
    .u32be(-minY * 100)
    .u32be(minX * 100)
    .u32be(-maxY * 100);
  out
    .u32be(p.length - 1)
    .u8(0)
    .u8(blocks.length)
    .u8(12)
    .u8(0)
    .u8(1);
  writeDesign(out, p, extents, blocks);
  done();
  return out.toBytes();
}
