import { COLOR_CHANGE, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { checkEnding } from './lib/signedRecords.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// Pfaff KSM, after the description at hwiegman.home.xs4all.nl (fileformats/ksm): data from byte
// 512, records y, x, control; bit 7 of the control always set, bit 6 makes x negative, bit 5 y.
// The low five bits: 0 a move (a stitch, or a jump while the needle is up), 0x99 resumes sewing
// with the next colour (the description's colour-change record), 0x18 resumes with the same
// colour. 0x07, 0x13, 0x17, 0x1B–0x1E and the needle codes 0x0B–0x12 lift the needle (cut the
// thread), moving by their displacement; 0x05 stops, 0x08 ends. Resuming puts the needle down
// where it stands: that needle-down is the first stitch of the block in the DSB, DSZ and TBF
// versions of the same design, and KSM stores it in no other record.
const BODY_AT = 0x200;

const CUT = new Set([
  0x07, 0x13, 0x17, 0x1b, 0x1c, 0x1d, 0x1e, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x12,
]);

function readRecords(bytes: Uint8Array, sink: StitchSink): { offset: number; endRecord: boolean } {
  let up = false;
  let sewn = false;
  let i = BODY_AT;
  for (; i + 3 <= bytes.length; i += 3) {
    const c = bytes[i + 2] as number;
    const mx = bytes[i + 1] as number;
    const my = bytes[i] as number;
    const dx = c & 0x40 ? -mx : mx;
    const dy = c & 0x20 ? my : -my;
    const command = c & 0x1f;
    const moved = dx !== 0 || dy !== 0;
    if (command === 0) {
      if (moved) sink.rel(dx, dy, up ? JUMP : STITCH);
      sewn ||= moved && !up;
    } else if (CUT.has(command)) {
      if (!up && sewn) sink.here(TRIM);
      up = true;
      if (moved) sink.rel(dx, dy, JUMP);
    } else if (command === 0x18 || command === 0x19) {
      if (moved) sink.rel(dx, dy, JUMP);
      if (command === 0x19 && sewn) sink.here(COLOR_CHANGE);
      sink.here(STITCH);
      up = false;
      sewn = true;
    } else if (command === 0x05) sink.here(STOP);
    else if (command === 0x08) return { offset: i + 3, endRecord: true };
    else
      throw new FormatError(
        'ksm',
        i + 2,
        `unknown control byte 0x${c.toString(16).padStart(2, '0')}`,
      );
  }
  return { offset: i, endRecord: false };
}

/**
 * Reads a Pfaff KSM file.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readKsm(bytes: Uint8Array): Pattern {
  if (bytes.length < BODY_AT)
    throw new FormatError('ksm', bytes.length, 'file ends inside the 512-byte header');
  const sink = new StitchSink(capacityFor(bytes.length - BODY_AT, 3, 3));
  checkEnding(bytes, readRecords(bytes, sink), 'ksm');
  sink.end();
  return sink.build();
}

// Every control byte has bit 7 set and a known command, and the records end with the end command.
// Bytes a writer may leave after the end record (padding); more means it is not the end.
const MAX_TAIL = 512;

function detectKsm(bytes: Uint8Array): number {
  if (bytes.length < BODY_AT + 3) return 0;
  for (let i = BODY_AT; i + 3 <= bytes.length; i += 3) {
    const c = bytes[i + 2] as number;
    const command = c & 0x1f;
    if (
      (c & 0x80) === 0 ||
      (command !== 0 && command !== 5 && command !== 0x18 && command !== 0x19 && !CUT.has(command))
    ) {
      if (command !== 0x08 || (c & 0x80) === 0) return 0;
      // The end record closes a KSM file; one met early leaves data unread: another format's
      // records that happen to look like these (an EXP file's jumps do).
      return bytes.length - (i + 3) <= MAX_TAIL ? 0.6 : 0.05;
    }
  }
  return 0.3;
}

/** Pfaff KSM. */
export const ksm: FormatModule = {
  id: 'ksm',
  name: 'Pfaff KSM',
  extensions: ['ksm'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: detectKsm,
  read: readKsm,
};
