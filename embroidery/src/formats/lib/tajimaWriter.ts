import type { Pattern } from '../../model/pattern.ts';
import { ByteWriter } from './byteWriter.ts';
import {
  DST_MAX_MOVE,
  TAJIMA_COLOR,
  TAJIMA_JUMP,
  TAJIMA_STITCH,
  encodeTajima,
} from './dstCodec.ts';
import { planRecords } from './recordPlanner.ts';

/** The body of a Tajima file and what its header reports about it. */
export interface TajimaBody {
  bytes: Uint8Array;
  /** Records before the end record (stitches and jumps: what the header's ST counts). */
  records: number;
  colorChanges: number;
}

/**
 * Encodes a pattern as Tajima records: moves split at 121 per axis, a trim spelt as three jumps
 * that return to where they began (what machines and pyembroidery read as a trim), colour changes
 * and stops as the one colour-change record Tajima has, then the end record.
 */
export function encodeTajimaBody(p: Pattern): TajimaBody {
  const out = new ByteWriter(p.length * 3 + 16);
  const record = new Uint8Array(3);
  let records = 0;
  let colorChanges = 0;
  const put = (dx: number, dy: number, kind: number): void => {
    encodeTajima(record, 0, dx, dy, kind);
    out.bytes(record);
    records++;
  };
  const change = (): void => {
    put(0, 0, TAJIMA_COLOR);
    colorChanges++;
  };
  const emitter = {
    stitch: (dx: number, dy: number) => put(dx, dy, TAJIMA_STITCH),
    jump: (dx: number, dy: number) => put(dx, dy, TAJIMA_JUMP),
    trim: () => {
      put(2, 2, TAJIMA_JUMP);
      put(-4, -4, TAJIMA_JUMP);
      put(2, 2, TAJIMA_JUMP);
    },
    colorChange: change,
    stop: change,
    end: () => out.bytes([0, 0, 0xf3]),
  };
  planRecords(p, emitter, {
    format: 'dst',
    maxStitch: DST_MAX_MOVE,
    maxJump: DST_MAX_MOVE,
    trimsAsJumps: true,
  });
  return { bytes: out.toBytes(), records, colorChanges };
}
