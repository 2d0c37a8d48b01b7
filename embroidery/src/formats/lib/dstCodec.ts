import { COLOR_CHANGE, JUMP, STITCH } from '../../model/commands.ts';
import type { StitchSink } from './stitchSink.ts';

// Tajima's 3-byte stitch record (DST, and the DST-encoded TAP, EXY, T01 bodies). Each axis is a
// balanced-ternary sum of ±1, ±3, ±9, ±27, ±81 spread over the three bytes; the file's y axis
// points up, the model's down, so the y tables are negated here once.

const X0 = new Int8Array(256);
const X1 = new Int8Array(256);
const X2 = new Int8Array(256);
const Y0 = new Int8Array(256);
const Y1 = new Int8Array(256);
const Y2 = new Int8Array(256);

function bit(b: number, n: number): number {
  return (b >> n) & 1;
}

for (let b = 0; b < 256; b++) {
  X0[b] = bit(b, 0) - bit(b, 1) + 9 * (bit(b, 2) - bit(b, 3));
  X1[b] = 3 * (bit(b, 0) - bit(b, 1)) + 27 * (bit(b, 2) - bit(b, 3));
  X2[b] = 81 * (bit(b, 2) - bit(b, 3));
  Y0[b] = -(bit(b, 7) - bit(b, 6) + 9 * (bit(b, 5) - bit(b, 4)));
  Y1[b] = -(3 * (bit(b, 7) - bit(b, 6)) + 27 * (bit(b, 5) - bit(b, 4)));
  Y2[b] = -81 * (bit(b, 5) - bit(b, 4));
}

/** Longest move one Tajima record holds along either axis (0.1 mm). */
export const DST_MAX_MOVE = 121;

/** How many jump records in a row Tajima machines (and pyembroidery) take as a trim. */
export const TRIM_AFTER_JUMPS = 3;

/** Where a Tajima record stream stopped: at the end record, at the end of data, or mid-record. */
export interface TajimaEnd {
  /** Offset just past the last whole record read. */
  offset: number;
  /** True when the end-of-design record was found. */
  endRecord: boolean;
}

/**
 * Decodes Tajima records from `start` into `sink` until the end record (b2 & 0xF3 = 0xF3) or the
 * end of `bytes`. Colour changes (b2 & 0xC3 = 0xC3) keep their displacement, as the machine
 * moves while it changes. Sequin records (b2 & 0x43 = 0x43) toggle sequin mode, in which jump
 * records drop a sequin: the model has no sequins, so those become stitches and the toggle a
 * plain move.
 */
export function decodeTajima(bytes: Uint8Array, start: number, sink: StitchSink): TajimaEnd {
  let i = start;
  const limit = bytes.length - 2;
  let sequins = false;
  while (i < limit) {
    const b0 = bytes[i] as number;
    const b1 = bytes[i + 1] as number;
    const b2 = bytes[i + 2] as number;
    i += 3;
    if ((b2 & 0xf3) === 0xf3) return { offset: i, endRecord: true };
    const dx = (X0[b0] as number) + (X1[b1] as number) + (X2[b2] as number);
    const dy = (Y0[b0] as number) + (Y1[b1] as number) + (Y2[b2] as number);
    if ((b2 & 0xc3) === 0xc3) sink.rel(dx, dy, COLOR_CHANGE);
    else if ((b2 & 0x43) === 0x43) {
      sequins = !sequins;
      if (dx !== 0 || dy !== 0) sink.rel(dx, dy, JUMP);
    } else if ((b2 & 0x83) === 0x83) sink.rel(dx, dy, sequins ? STITCH : JUMP);
    else sink.stitch(dx, dy);
  }
  return { offset: i, endRecord: false };
}

/** Record kinds the encoder writes. */
export const TAJIMA_STITCH = 0x03;
export const TAJIMA_JUMP = 0x83;
export const TAJIMA_COLOR = 0xc3;

// Balanced-ternary digits, largest first: weight, byte, bit for +weight, bit for -weight. Taking
// a digit whenever the rest exceeds half of it leaves every value in ±121 exactly one encoding.
type Digits = readonly (readonly [number, number, number, number])[];

const X_DIGITS: Digits = [
  [81, 2, 0x04, 0x08],
  [27, 1, 0x04, 0x08],
  [9, 0, 0x04, 0x08],
  [3, 1, 0x01, 0x02],
  [1, 0, 0x01, 0x02],
];
const Y_DIGITS: Digits = [
  [81, 2, 0x20, 0x10],
  [27, 1, 0x20, 0x10],
  [9, 0, 0x20, 0x10],
  [3, 1, 0x80, 0x40],
  [1, 0, 0x80, 0x40],
];

function encodeAxis(out: Uint8Array, offset: number, value: number, digits: Digits): void {
  let v = value;
  for (const [weight, index, plus, minus] of digits) {
    const half = (weight - 1) / 2;
    if (v > half) {
      out[offset + index] = (out[offset + index] as number) | plus;
      v -= weight;
    } else if (v < -half) {
      out[offset + index] = (out[offset + index] as number) | minus;
      v += weight;
    }
  }
}

/**
 * Writes one record moving (dx, dy) in model units (y down) at `offset` of `out`.
 * @param kind TAJIMA_STITCH, TAJIMA_JUMP or TAJIMA_COLOR; |dx|, |dy| ≤ 121 (the caller splits)
 */
export function encodeTajima(
  out: Uint8Array,
  offset: number,
  dx: number,
  dy: number,
  kind: number,
): void {
  out[offset] = 0;
  out[offset + 1] = 0;
  out[offset + 2] = kind;
  encodeAxis(out, offset, dx, X_DIGITS);
  encodeAxis(out, offset, -dy, Y_DIGITS);
}

/** How well bytes look like Tajima records (see `tajimaShape`). */
export interface TajimaShape {
  /** Share of the records read whose third byte has the two low bits every record has. */
  share: number;
  /** Whether the end record was met. */
  end: boolean;
  /** Records read (up to the sample size or the end record). */
  records: number;
}

/**
 * Reads up to `sample` records from `start` and reports how Tajima-like they are, giving up
 * (with the share so far) once more than `maxBad` records lack the Tajima bits.
 */
export function tajimaShape(
  bytes: Uint8Array,
  start: number,
  sample = 4096,
  maxBad = 0,
): TajimaShape {
  let bad = 0;
  let seen = 0;
  for (let i = start; i + 3 <= bytes.length && seen < sample; i += 3) {
    const b2 = bytes[i + 2] as number;
    seen++;
    if ((b2 & 0x03) !== 0x03) {
      if (++bad > maxBad) break;
      continue;
    }
    if ((b2 & 0xf3) === 0xf3) return { share: (seen - bad) / seen, end: true, records: seen };
  }
  return { share: seen === 0 ? 0 : (seen - bad) / seen, end: false, records: seen };
}
