import { COLOR_CHANGE, JUMP, STITCH, STOP, TRIM } from '../../model/commands.ts';
import { FormatError } from '../../model/formatError.ts';
import { StitchSink, capacityFor } from './stitchSink.ts';

// The 3-byte records many machine formats share (Barudan DSB/U01/TBF, ZSK DSZ, Toyota 10o,
// Inbro INB, …): one control byte, the x and y magnitudes as unsigned bytes, and two bits of the
// control byte saying which of them are negative. Formats differ only in where each byte sits,
// which bits carry the signs, and what each control value means, so one table-driven loop
// decodes them all.

/** What a control value does. Moves are applied before the command unless noted. */
export const A_UNKNOWN = 0;
export const A_STITCH = 1;
export const A_JUMP = 2;
/** Trim, then jump by the record's move if it has one. */
export const A_TRIM = 3;
/** Stop, then jump by the record's move if it has one. */
export const A_STOP = 4;
/** Needle selection (a colour change between stitched blocks), then jump by the move. */
export const A_NEEDLE = 5;
/** Colour change at the position the record moves to. */
export const A_COLOR = 6;
export const A_END = 7;
/** A record that means nothing to the model (a machine's start marker). */
export const A_SKIP = 8;
/** A speed flag: the move, if any, is a stitch. */
export const A_STITCH_IF_MOVED = 9;
/** A speed flag: the move, if any, is a jump. */
export const A_JUMP_IF_MOVED = 10;

export interface SignedLayout {
  format: string;
  /** Byte positions of the control byte and of the x and y magnitudes within a record. */
  ctrl: number;
  x: number;
  y: number;
  /** Control-byte bits marking x and y negative. */
  xNeg: number;
  yNeg: number;
  /** What each of the 256 control values does. */
  actions: Uint8Array;
  /** Whether the format closes its records with an end record (ZSK's formats do not). */
  endRecord: boolean;
}

/** Builds an action table: `rule(ctrl)` for every control value. */
export function actionTable(rule: (ctrl: number) => number): Uint8Array {
  const table = new Uint8Array(256);
  for (let c = 0; c < 256; c++) table[c] = rule(c);
  return table;
}

/**
 * Decodes records from `start` until an end record or the end of the data. Positive y in these
 * files points up, so y is negated for the model.
 * @returns the offset after the last record read and whether an end record stopped it
 * @throws FormatError for a control value the format does not define
 */
export function decodeSigned(
  bytes: Uint8Array,
  start: number,
  layout: SignedLayout,
  sink: StitchSink,
): { offset: number; endRecord: boolean } {
  const { ctrl: ci, x: xi, y: yi, xNeg, yNeg, actions } = layout;
  let i = start;
  const limit = bytes.length - 2;
  while (i < limit) {
    const c = bytes[i + ci] as number;
    const mx = bytes[i + xi] as number;
    const my = bytes[i + yi] as number;
    const dx = c & xNeg ? -mx : mx;
    const dy = c & yNeg ? my : -my;
    const action = actions[c] as number;
    if (action === A_STITCH) sink.stitch(dx, dy);
    else if (action === A_JUMP) sink.rel(dx, dy, JUMP);
    else if (action === A_END) return { offset: i + 3, endRecord: true };
    else if (action === A_UNKNOWN) {
      throw new FormatError(
        layout.format,
        i + ci,
        `unknown control byte 0x${c.toString(16).padStart(2, '0')}`,
      );
    } else command(sink, action, dx, dy);
    i += 3;
  }
  return { offset: i, endRecord: false };
}

function command(sink: StitchSink, action: number, dx: number, dy: number): void {
  const moved = dx !== 0 || dy !== 0;
  if (action === A_COLOR) {
    sink.rel(dx, dy, COLOR_CHANGE);
    return;
  }
  if (action === A_STITCH_IF_MOVED || action === A_JUMP_IF_MOVED) {
    if (moved) sink.rel(dx, dy, action === A_STITCH_IF_MOVED ? STITCH : JUMP);
    return;
  }
  if (action === A_TRIM) sink.here(TRIM);
  else if (action === A_STOP) sink.here(STOP);
  else if (action === A_NEEDLE) sink.needle();
  if (moved && action !== A_SKIP) sink.rel(dx, dy, JUMP);
}

/**
 * Checks how a record stream ended: at an end record, exactly at the end of the file, or with
 * only DOS end-of-file bytes (0x1A) after the last whole record, as old writers leave them.
 * @throws FormatError when the file ends inside a record
 */
export function checkEnding(
  bytes: Uint8Array,
  end: { offset: number; endRecord: boolean },
  format: string,
): void {
  if (end.endRecord) return;
  for (let i = end.offset; i < bytes.length; i++) {
    if (bytes[i] !== 0x1a)
      throw new FormatError(format, end.offset, 'file ends inside a stitch record');
  }
}

/**
 * Share of the first `sample` records from `start` whose control value the layout defines (the
 * scan stops at the first that is not), and whether an end record was met.
 */
export function signedShape(
  bytes: Uint8Array,
  start: number,
  layout: SignedLayout,
  sample = 4096,
): { share: number; end: boolean; records: number } {
  let seen = 0;
  for (let i = start; i + 3 <= bytes.length && seen < sample; i += 3) {
    seen++;
    const action = layout.actions[bytes[i + layout.ctrl] as number];
    if (action === A_UNKNOWN) return { share: (seen - 1) / seen, end: false, records: seen };
    if (action === A_END) return { share: 1, end: true, records: seen };
  }
  return { share: seen === 0 ? 0 : 1, end: false, records: seen };
}

/**
 * Reads a whole record stream from `start`: decode, check the ending, close with END.
 * @returns the sink for the caller to add header data to
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readSignedBody(bytes: Uint8Array, start: number, layout: SignedLayout): StitchSink {
  if (bytes.length < start) {
    throw new FormatError(layout.format, bytes.length, `file ends inside the ${start}-byte header`);
  }
  const sink = new StitchSink(capacityFor(bytes.length - start, 3, 2));
  checkEnding(bytes, decodeSigned(bytes, start, layout, sink), layout.format);
  sink.end();
  return sink;
}

/** Trailing bytes a file may carry after its end record (padding, DOS end-of-file marks). */
const TAIL_SLACK = 16;

/**
 * True when the records from `start` look like this layout: every one of the first 4096 has a
 * control value the layout defines, and the stream ends where the file does: with an end record
 * among the last few bytes, or (for layouts without one) exactly at the end of the file.
 */
export function isSignedBody(
  bytes: Uint8Array,
  start: number,
  layout: SignedLayout,
  minRecords = 8,
): boolean {
  if (start > bytes.length) return false;
  const shape = signedShape(bytes, start, layout);
  if (shape.share !== 1) return false;
  const lastWhole = start + Math.floor((bytes.length - start) / 3) * 3;
  if (shape.end) return start + shape.records * 3 >= bytes.length - TAIL_SLACK;
  if (shape.records < minRecords) return false;
  for (let i = lastWhole - 3; i >= start && i >= bytes.length - TAIL_SLACK - 3; i -= 3) {
    if (layout.actions[bytes[i + layout.ctrl] as number] === A_END) return true;
  }
  return !layout.endRecord && (bytes.length - start) % 3 <= 1;
}
