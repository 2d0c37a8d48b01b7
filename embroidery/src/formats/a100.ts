import { COLOR_CHANGE, JUMP } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// Toyota 100 (after pyembroidery's reader): 4-byte records, no header: a type byte, a zero byte,
// then x and y as sign-and-magnitude bytes (0x80 + n is −n; y up). Type 0x61 stitches, an odd
// type (0x01, 0x03, 0x1F seen) moves, 0x04 changes colour. There is no end record.
const RECORD = 4;
const KNOWN = new Set([0x61, 0x01, 0x03, 0x04, 0x1f]);

function magnitude(b: number): number {
  return b > 0x80 ? -(b - 0x80) : b;
}

/**
 * Reads a Toyota 100 file.
 * @throws FormatError for an unknown record type or a record cut off
 */
export function read100(bytes: Uint8Array): Pattern {
  const sink = new StitchSink(capacityFor(bytes.length, RECORD));
  let i = 0;
  for (; i + RECORD <= bytes.length; i += RECORD) {
    const type = bytes[i] as number;
    const dx = magnitude(bytes[i + 2] as number);
    const dy = -magnitude(bytes[i + 3] as number);
    if (type === 0x61) sink.stitch(dx, dy);
    else if (type & 0x01) sink.rel(dx, dy, JUMP);
    else if (type === 0x04) sink.here(COLOR_CHANGE);
    else
      throw new FormatError(
        '100',
        i,
        `unknown record type 0x${type.toString(16).padStart(2, '0')}`,
      );
  }
  if (i !== bytes.length) throw new FormatError('100', i, 'file ends inside a stitch record');
  sink.end();
  return sink.build();
}

// No header: every record must have a known type and a zero second byte.
function detect100(bytes: Uint8Array): number {
  if (bytes.length < RECORD * 8 || bytes.length % RECORD !== 0) return 0;
  const limit = Math.min(bytes.length, RECORD * 4096);
  for (let i = 0; i < limit; i += RECORD) {
    if (bytes[i + 1] !== 0 || !KNOWN.has(bytes[i] as number)) return 0;
  }
  return 0.6;
}

/** Toyota 100. */
export const a100: FormatModule = {
  id: '100',
  name: 'Toyota 100',
  extensions: ['100'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: detect100,
  read: read100,
};
