import type { Pattern } from '../../model/pattern.ts';
import { ByteWriter } from './byteWriter.ts';
import { ELTAC_HEADER_SIZE } from './eltacHeader.ts';
import { assignNeedles, changesBetweenStitches } from './needleAssignment.ts';
import { planRecords } from './recordPlanner.ts';

/** Longest move of one U01 record per axis (a magnitude byte; 127 as pyembroidery keeps it). */
export const U01_MAX_MOVE = 127;
const NEEDLES = 15;

/**
 * Writes a pattern as Barudan U01: the all-'0' 256-byte header of the sample file, then records
 * of control (bit 7 set, 0x40 y up-positive, 0x20 x negative, low bits the command), |dy|, |dx|.
 * A needle selection comes before the first stitch (after the jumps that lead to it, so readers
 * do not place it at the origin) and each colour change selects the block's needle; colour
 * changes are written only between stitched blocks (`changesBetweenStitches`).
 */
export function writeU01(pattern: Pattern): Uint8Array {
  const p = changesBetweenStitches(pattern);
  const out = new ByteWriter(ELTAC_HEADER_SIZE + p.length * 3 + 16);
  out.fill(0x30, ELTAC_HEADER_SIZE);
  const record = (command: number, dx: number, dy: number): void => {
    const flags = 0x80 | (dy >= 0 ? 0x40 : 0) | (dx < 0 ? 0x20 : 0);
    out
      .u8(flags | command)
      .u8(Math.abs(dy))
      .u8(Math.abs(dx));
  };
  const { perBlock } = assignNeedles(p, NEEDLES);
  let block = 0;
  let threaded = false;
  planRecords(
    p,
    {
      stitch: (dx, dy) => {
        if (!threaded) record(0x08 + perBlock[0]!, 0, 0);
        threaded = true;
        record(0x00, dx, dy);
      },
      jump: (dx, dy) => record(0x01, dx, dy),
      trim: () => record(0x07, 0, 0),
      stop: () => record(0x08, 0, 0),
      colorChange: () => record(0x08 + (perBlock[++block] ?? 1), 0, 0),
      end: () => record(0x18, 0, 0),
    },
    { format: 'u01', maxStitch: U01_MAX_MOVE, maxJump: U01_MAX_MOVE, trimsAsJumps: false },
  );
  return out.toBytes();
}
