import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { ByteWriter } from './lib/byteWriter.ts';
import { EXP_COLOR, EXP_CONTROL, EXP_JUMP, EXP_TRIM, decodeExp, expShape } from './lib/expCodec.ts';
import { greedySplit } from './lib/greedySplit.ts';
import { planRecords } from './lib/recordPlanner.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

/** Longest move one EXP record holds per axis: a signed byte, with -128 taken by the control mark. */
const EXP_MAX_MOVE = 127;

/**
 * Reads a Melco EXP file: records from the first byte to the last, no header, no end record.
 * @throws FormatError for an unknown control code or a record cut off by the end of the file
 */
export function readExp(bytes: Uint8Array): Pattern {
  const sink = new StitchSink(capacityFor(bytes.length, 2));
  decodeExp(bytes, { start: 0, end: bytes.length, format: 'exp' }, sink);
  sink.end();
  return sink.build();
}

// EXP has no magic number: a file is EXP-shaped when it parses to its last byte with known
// controls only. Digitizers' files are mostly stitches, rarely 10 mm or longer, while other
// formats' bytes read as EXP give many such moves, so files unlike that score barely above zero.
// Every score stays below any format with a signature or a checked header.
function detectExp(bytes: Uint8Array): number {
  if (isPlainText(bytes)) return 0;
  const shape = expShape(bytes, 0, bytes.length);
  if (!shape) return 0;
  if (shape.stitchShare < 0.5 || shape.longShare > 0.01) return 0.05;
  return shape.records >= 16 ? 0.3 : 0.15;
}

// Printable ASCII and line breaks only: as EXP every move would go right and up, which no design
// does, while every text file looks so. (The writer splits long moves into full 127 steps, so its
// output shows a 0x7F or 0x81 byte unless every move is short.)
function isPlainText(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096);
  for (let i = 0; i < n; i++) {
    const b = bytes[i] as number;
    if ((b < 0x20 || b > 0x7e) && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  }
  return n > 0;
}

/** Writes a pattern as EXP: long moves split into 127 steps, STOP written as EXP's colour change. */
export function writeExp(p: Pattern): Uint8Array {
  const out = new ByteWriter(p.length * 2 + 16);
  const control = (code: number, dx: number, dy: number): void => {
    out.u8(EXP_CONTROL).u8(code).u8(dx).u8(-dy);
  };
  planRecords(
    greedySplit(p, EXP_MAX_MOVE),
    {
      stitch: (dx, dy) => out.u8(dx).u8(-dy),
      jump: (dx, dy) => control(EXP_JUMP, dx, dy),
      // The trim control's arguments are 07 00 in every writer seen; readers ignore them.
      trim: () => control(EXP_TRIM, 7, 0),
      colorChange: () => control(EXP_COLOR, 0, 0),
      stop: () => control(EXP_COLOR, 0, 0),
      end: () => undefined,
    },
    { format: 'exp', maxStitch: EXP_MAX_MOVE, maxJump: EXP_MAX_MOVE, trimsAsJumps: false },
  );
  return out.toBytes();
}

/** Melco EXP: headerless 2-byte records, explicit jumps and trims, no colours. */
export const exp: FormatModule = {
  id: 'exp',
  name: 'Melco Expanded EXP',
  extensions: ['exp'],
  limits: {
    maxStitch: EXP_MAX_MOVE,
    maxJump: EXP_MAX_MOVE,
    maxColors: Infinity,
    paletteOnly: false,
  },
  detect: detectExp,
  read: readExp,
  write: writeExp,
};
