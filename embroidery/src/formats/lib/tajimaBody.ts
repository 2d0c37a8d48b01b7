import { FormatError } from '../../model/formatError.ts';
import type { Pattern } from '../../model/pattern.ts';
import { TRIM_AFTER_JUMPS, decodeTajima, tajimaShape } from './dstCodec.ts';
import { interpolateTrims } from './interpolateTrims.ts';
import { StitchSink, capacityFor } from './stitchSink.ts';

export interface TajimaReadOptions {
  /** Jumps in a row that mean a trim (default 3); 0 returns the records exactly as stored. */
  trimAfterJumps?: number;
}

/**
 * Reads Tajima records from `start` to the end record, or to the end of the file when that falls
 * on a record boundary, and recovers trims from jump runs (Tajima has no trim command: machines
 * cut on a run of jumps, and a run that returns to its start is how writers spell a trim).
 * @returns the sink, with END added, for the caller to put header data into
 * @throws FormatError when the data ends inside a record
 */
export function readTajimaBody(
  bytes: Uint8Array,
  at: { format: string; start: number },
  options: TajimaReadOptions = {},
): StitchSink {
  if (bytes.length < at.start) {
    throw new FormatError(at.format, bytes.length, `file ends inside the ${at.start}-byte header`);
  }
  const sink = new StitchSink(capacityFor(bytes.length - at.start, 3));
  const end = decodeTajima(bytes, at.start, sink);
  if (!end.endRecord && end.offset !== bytes.length) {
    throw new FormatError(at.format, end.offset, 'file ends inside a stitch record');
  }
  sink.end();
  const jumpsForTrim = options.trimAfterJumps ?? TRIM_AFTER_JUMPS;
  if (jumpsForTrim > 0) interpolateTrims(sink, { jumpsForTrim });
  return sink;
}

/** A read that yields the pattern directly, for formats without header data. */
export function readTajimaPattern(
  bytes: Uint8Array,
  at: { format: string; start: number },
  options: TajimaReadOptions = {},
): Pattern {
  return readTajimaBody(bytes, at, options).build();
}

/**
 * True when every record from `start` (up to the sample) is a well-formed Tajima record and the
 * records end with the end record or exactly at the end of the file, over at least `minRecords`.
 */
export function isTajimaBody(bytes: Uint8Array, start: number, minRecords = 1): boolean {
  if (start > bytes.length) return false;
  const shape = tajimaShape(bytes, start);
  if (shape.share !== 1 || shape.records < minRecords) return false;
  return shape.end || (bytes.length - start) % 3 === 0;
}
