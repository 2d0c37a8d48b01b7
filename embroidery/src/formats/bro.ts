import { JUMP } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { checkEnding } from './lib/signedRecords.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// Bits & Volts BRO. A 256-byte header ("U" 01 00, then the design name), then 2-byte stitch
// records (signed x, signed y up) and control groups: 0x80, a count n, n command bytes, and a
// move as two signed 16-bit little-endian values. Commands: 0x00 and 0x03 move, 0xE0–0xEF select
// a needle, 0x02 changes colour too, 0x7E ends the design. pyembroidery reads the move after
// 0x00 as stitches and stops at 0xE0 and 0x02, so it loses most of a multi-colour design; read
// this way, the sample designs match their DST, DSB and PHB versions.
const BODY_AT = 0x100;

function s8(b: number): number {
  return b > 127 ? b - 256 : b;
}

function s16(bytes: Uint8Array, at: number): number {
  const v = (bytes[at] as number) | ((bytes[at + 1] as number) << 8);
  return v > 0x7fff ? v - 0x10000 : v;
}

/** Applies one control group at `i`; returns the offset after it, or -1 after the end command. */
function controlGroup(bytes: Uint8Array, i: number, sink: StitchSink): number {
  const count = bytes[i + 1] as number;
  const args = i + 2 + count;
  if (args + 4 > bytes.length) throw new FormatError('bro', i, 'file ends inside a control record');
  let ended = false;
  for (let k = i + 2; k < args; k++) {
    const c = bytes[k] as number;
    if ((c & 0xf0) === 0xe0 || c === 0x02) sink.needle();
    else if (c === 0x7e) ended = true;
    else if (c !== 0x00 && c !== 0x03) {
      throw new FormatError('bro', k, `unknown command byte 0x${c.toString(16).padStart(2, '0')}`);
    }
  }
  const dx = s16(bytes, args);
  const dy = -s16(bytes, args + 2);
  if (dx !== 0 || dy !== 0) sink.rel(dx, dy, JUMP);
  return ended ? -1 : args + 4;
}

function readRecords(bytes: Uint8Array, sink: StitchSink): { offset: number; endRecord: boolean } {
  let i = BODY_AT;
  while (i + 2 <= bytes.length) {
    if (bytes[i] !== 0x80) {
      sink.stitch(s8(bytes[i] as number), -s8(bytes[i + 1] as number));
      i += 2;
      continue;
    }
    const next = controlGroup(bytes, i, sink);
    if (next < 0) return { offset: i, endRecord: true };
    i = next;
  }
  return { offset: i, endRecord: false };
}

/**
 * Reads a Bits & Volts BRO file.
 * @throws FormatError for a short header, an unknown command or a record cut off
 */
export function readBro(bytes: Uint8Array): Pattern {
  if (bytes.length < BODY_AT)
    throw new FormatError('bro', bytes.length, 'file ends inside the 256-byte header');
  const sink = new StitchSink(capacityFor(bytes.length - BODY_AT, 2));
  checkEnding(bytes, readRecords(bytes, sink), 'bro');
  sink.end();
  return sink.build();
}

/** Bits & Volts BRO. */
export const bro: FormatModule = {
  id: 'bro',
  name: 'Bits & Volts BRO',
  extensions: ['bro'],
  limits: { maxStitch: 127, maxJump: 32767, maxColors: Infinity, paletteOnly: false },
  // "U" 01 00 opens every sample, and the body starts with a control group.
  detect: (bytes) =>
    bytes.length > BODY_AT + 7 &&
    bytes[0] === 0x55 &&
    bytes[1] === 0x01 &&
    bytes[2] === 0x00 &&
    bytes[BODY_AT] === 0x80
      ? 0.9
      : 0,
  read: readBro,
};
