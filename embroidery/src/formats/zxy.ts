import { JUMP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { checkEnding } from './lib/signedRecords.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// ZSK ZXY (layout after pyembroidery's reader): a 16-bit big-endian distance at byte 1 to the
// records; each record is control, x, y, with 0x08 marking x negative and 0x04 y negative.
// Control 0 stitches, bit 0x02 jumps, bit 0x20 a machine command named by the x byte: 0xFF ends
// the design, 0x00 selects the needle in the y byte and 0x02 trims. pyembroidery reads every
// command as a needle selection; the trims are where the DSB, DSZ and FXY versions of the same
// design trim, and the selections where they change colour.

function body(bytes: Uint8Array): number {
  if (bytes.length < 3) throw new FormatError('zxy', bytes.length, 'file ends inside the header');
  return 3 + (((bytes[1] as number) << 8) | (bytes[2] as number));
}

function readRecords(
  bytes: Uint8Array,
  start: number,
  sink: StitchSink,
): { offset: number; endRecord: boolean } {
  let i = start;
  for (; i + 3 <= bytes.length; i += 3) {
    const c = bytes[i] as number;
    const mx = bytes[i + 1] as number;
    const my = bytes[i + 2] as number;
    const dx = c & 0x08 ? -mx : mx;
    const dy = c & 0x04 ? my : -my;
    const kind = c & ~0x0c;
    if (kind === 0) sink.stitch(dx, dy);
    else if (kind & 0x02) sink.rel(dx, dy, JUMP);
    else if (kind & 0x20 && mx === 0xff) return { offset: i + 3, endRecord: true };
    else if (kind & 0x20 && mx === 0x00) sink.needle();
    else if (kind & 0x20 && mx === 0x02) sink.here(TRIM);
    else
      throw new FormatError(
        'zxy',
        i,
        `unknown record ${c.toString(16)} ${mx.toString(16)} ${my.toString(16)}`,
      );
  }
  return { offset: i, endRecord: false };
}

/**
 * Reads a ZSK ZXY file.
 * @throws FormatError for a short file, an unknown record or a record cut off
 */
export function readZxy(bytes: Uint8Array): Pattern {
  const start = body(bytes);
  if (start > bytes.length)
    throw new FormatError('zxy', 1, `records said to start at byte ${start}, past the end`);
  const sink = new StitchSink(capacityFor(bytes.length - start, 3));
  checkEnding(bytes, readRecords(bytes, start, sink), 'zxy');
  sink.end();
  return sink.build();
}

// Every ZXY file seen opens with F0; the records then end with the FF command.
function detectZxy(bytes: Uint8Array): number {
  if (bytes.length < 3 || bytes[0] !== 0xf0) return 0;
  const start = body(bytes);
  try {
    const sink = new StitchSink(16);
    const end = readRecords(
      bytes.subarray(0, Math.min(bytes.length, start + 3 * 4096)),
      start,
      sink,
    );
    return end.endRecord || end.offset === bytes.length ? 0.8 : 0.5;
  } catch (error) {
    if (error instanceof FormatError) return 0;
    throw error;
  }
}

/** ZSK ZXY. */
export const zxy: FormatModule = {
  id: 'zxy',
  name: 'ZSK ZXY',
  extensions: ['zxy'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: detectZxy,
  read: readZxy,
};
