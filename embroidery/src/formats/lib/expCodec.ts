import { COLOR_CHANGE, JUMP, TRIM } from '../../model/commands.ts';
import { FormatError } from '../../model/formatError.ts';
import type { StitchSink } from './stitchSink.ts';

// Melco's expanded stitch records (EXP, and the bodies of STX and friends): two signed bytes
// dx, dy (y up in the file), or 0x80 followed by a control byte and two argument bytes.
// Controls, after the Melco description (hwiegman.home.xs4all.nl/fileformats, melco.txt):
// 0x01 colour change (its arguments a move), 0x02 and 0x04 jump, 0x80 trim.

export const EXP_CONTROL = 0x80;
export const EXP_COLOR = 0x01;
export const EXP_JUMP = 0x04;
/** The older lead-in for a jump; pyembroidery reads it as a stitch, which Melco's files contradict. */
export const EXP_JUMP_OLD = 0x02;
export const EXP_TRIM = 0x80;

function s8(b: number): number {
  return b > 127 ? b - 256 : b;
}

/** Where an EXP record stream stopped. */
export interface ExpEnd {
  offset: number;
  /** The control that ended the stream when `stopControls` names one. */
  stoppedBy?: number;
}

/**
 * Decodes EXP records from `start` to `end` into `sink`.
 * @param stopControls controls that end the stream (a container's end marker), if any
 * @throws FormatError for an unknown control or a record cut off by the end of the data
 */
export function decodeExp(
  bytes: Uint8Array,
  range: { start: number; end: number; format: string },
  sink: StitchSink,
  stopControls: readonly number[] = [],
): ExpEnd {
  const { end, format } = range;
  let i = range.start;
  while (i + 2 <= end) {
    const b0 = bytes[i] as number;
    const b1 = bytes[i + 1] as number;
    if (b0 !== EXP_CONTROL) {
      sink.stitch(s8(b0), -s8(b1));
      i += 2;
      continue;
    }
    if (stopControls.includes(b1)) return { offset: i + 2, stoppedBy: b1 };
    if (i + 4 > end) throw new FormatError(format, i, 'file ends inside a control record');
    const dx = s8(bytes[i + 2] as number);
    const dy = -s8(bytes[i + 3] as number);
    if (b1 === EXP_JUMP || b1 === EXP_JUMP_OLD) sink.rel(dx, dy, JUMP);
    else if (b1 === EXP_TRIM) sink.here(TRIM);
    else if (b1 === EXP_COLOR) {
      sink.here(COLOR_CHANGE);
      if (dx !== 0 || dy !== 0) sink.rel(dx, dy, JUMP);
    } else
      throw new FormatError(
        format,
        i + 1,
        `unknown control code 0x${b1.toString(16).padStart(2, '0')}`,
      );
    i += 4;
  }
  if (i < end) throw new FormatError(format, i, 'file ends inside a stitch record');
  return { offset: i };
}

/** Bytes `expShape` looks at, at most. */
const SHAPE_SAMPLE = 1 << 12;

/** How EXP-like some bytes are (see `expShape`). */
export interface ExpShape {
  records: number;
  /** Share of records that are plain stitches. */
  stitchShare: number;
  /** Share of stitches 10 mm or longer along an axis, which digitizers all but never make. */
  longShare: number;
}

/**
 * Parses `bytes[start..end)` as EXP records without building anything: undefined when they
 * cannot be EXP (unknown control, record cut off), else the shape of what was found.
 */
export function expShape(bytes: Uint8Array, start: number, end: number): ExpShape | undefined {
  let stitches = 0;
  let long = 0;
  let records = 0;
  let i = start;
  // A sample is enough to judge a large file; only a file read to its end must end on a record.
  const stop = Math.min(end, start + SHAPE_SAMPLE);
  while (i + 2 <= stop) {
    records++;
    if (bytes[i] !== EXP_CONTROL) {
      stitches++;
      if (Math.abs(s8(bytes[i] as number)) >= 100 || Math.abs(s8(bytes[i + 1] as number)) >= 100)
        long++;
      i += 2;
      continue;
    }
    const c = bytes[i + 1];
    if (i + 4 > end || (c !== EXP_JUMP && c !== EXP_JUMP_OLD && c !== EXP_TRIM && c !== EXP_COLOR))
      return undefined;
    i += 4;
  }
  if ((stop === end && i !== end) || records === 0) return undefined;
  return {
    records,
    stitchShare: stitches / records,
    longShare: stitches === 0 ? 0 : long / stitches,
  };
}
