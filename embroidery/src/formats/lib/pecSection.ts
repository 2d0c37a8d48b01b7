import { END } from '../../model/commands.ts';
import { patternExtents } from '../../model/extents.ts';
import { FormatError } from '../../model/formatError.ts';
import type { Pattern, PatternBuilder } from '../../model/pattern.ts';
import type { Thread } from '../../model/thread.ts';
import { blockThreads } from './blockThreads.ts';
import { ByteReader, findAscii, hasAscii, utf8OrLatin1 } from './byteReader.ts';
import type { ByteWriter } from './byteWriter.ts';
import { duplicateColorAsStop } from './duplicateColorAsStop.ts';
import { pecIndices, pecThreads } from './pecColors.ts';
import { decodePecStitches, encodePecStitches } from './pecStitches.ts';
import { PEC_ICON_HEIGHT, PEC_ICON_STRIDE, pecIcons } from './pecThumbnail.ts';

// Layout of a PEC section, from its "LA:" label: the colour count (minus one, 0xFF = none) at
// 48 and the colour indices after it; at 514 the 24-bit length of the stitch block that starts
// at 512; stitch data from 528; then the preview icons.
const COLOR_COUNT = 48;
const BLOCK = 512;
const BLOCK_LENGTH = 514;
const STITCHES = 528;
/** Most colour blocks a PEC colour list can hold (its count byte 0xFF means "none"). */
export const PEC_MAX_COLORS = 255;
const LABEL_END = 19;

/**
 * How far the label pushes the rest of the section. Brother's 16-byte label ends with "\r" at
 * 19; pyembroidery writes the first 8 characters of the name padded to 16 characters, so a
 * name with non-ASCII letters takes more bytes and everything after it moves by the difference.
 * The shift is taken only when the "\r" and the FF 00 that follows 12 bytes later both say so.
 */
function labelShift(bytes: Uint8Array, start: number): number {
  if (bytes[start + LABEL_END] === 0x0d) return 0;
  const cr = findAscii(bytes, '\r', start + 3, start + 3 + 64);
  const shift = cr - start - LABEL_END;
  return cr >= 0 && hasAscii(bytes, start + 32 + shift, '\xff\x00') ? shift : 0;
}

/**
 * Reads the PEC section starting at `start` into `builder`: stitches, END, threads (from
 * `chart` when a PES header supplied one) and the label as metadata `name`; colour changes to
 * a repeated thread become stops.
 * @throws FormatError when the section is cut short or its stitch data has no end marker
 */
export function readPecSection(
  bytes: Uint8Array,
  start: number,
  builder: PatternBuilder,
  options: { format: string; chart?: readonly Thread[] },
): void {
  const { format, chart = [] } = options;
  const shift = labelShift(bytes, start);
  const r = new ByteReader(bytes, format, start);
  r.need(STITCHES + shift, 'the PEC header');
  const name = utf8OrLatin1(bytes.subarray(start + 3, start + LABEL_END + shift))
    .replace(/\0/g, '')
    .trim();
  if (name) builder.metadata.name = name;
  const base = start + shift;
  const countByte = bytes[base + COLOR_COUNT]!;
  const colorCount = countByte === 0xff ? 0 : countByte + 1;
  const colorBytes = bytes.subarray(base + COLOR_COUNT + 1, base + COLOR_COUNT + 1 + colorCount);
  r.seek(base + BLOCK_LENGTH);
  const blockLength = r.u24le('the stitch block length');
  let x = 0;
  let y = 0;
  // A block shorter than its own header holds no stitches (Brother writes empty designs so).
  if (BLOCK + blockLength > STITCHES) {
    const result = decodePecStitches(bytes, base + STITCHES, bytes.length, builder, format);
    if (!result.ended)
      throw new FormatError(format, result.offset, 'stitch data ends without its end marker');
    if (builder.length > 0) {
      x = builder.xs[builder.length - 1]!;
      y = builder.ys[builder.length - 1]!;
    }
  }
  builder.add(x, y, END);
  builder.threads = pecThreads(colorBytes, chart);
  duplicateColorAsStop(builder);
}

/** Capacity for a builder reading PEC stitch data from `start`: at most one entry per 2 bytes. */
export function pecCapacity(bytes: Uint8Array, start: number): number {
  return Math.max(16, (bytes.length - start) >> 1);
}

/** What a PES writer repeats after the PEC section. */
export interface PecColorInfo {
  indices: number[];
  threads: Thread[];
}

function writeHeader(out: ByteWriter, name: string, indices: readonly number[]): void {
  const label = name
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 16)
    .padEnd(16, ' ');
  out.ascii(`LA:${label}\r`).fill(0x20, 12).u8(0xff).u8(0x00);
  out.u8(PEC_ICON_STRIDE).u8(PEC_ICON_HEIGHT).fill(0x20, 12);
  out.u8(indices.length - 1).bytes(indices);
  out.fill(0x20, BLOCK - COLOR_COUNT - 1 - indices.length);
}

/**
 * Writes a PEC section (label, colour list, stitch block, preview icons) for a pattern already
 * fitted to PEC's limits.
 * @throws FormatError when the pattern has more colour blocks than PEC can list
 */
export function writePecSection(pattern: Pattern, out: ByteWriter, format: string): PecColorInfo {
  const threads = blockThreads(pattern, true);
  if (threads.length > PEC_MAX_COLORS) {
    throw new FormatError(
      format,
      0,
      `${threads.length} colour blocks; PEC holds at most ${PEC_MAX_COLORS}`,
    );
  }
  const indices = pecIndices(threads);
  const start = out.length;
  writeHeader(out, pattern.metadata.name ?? 'Untitled', indices);
  const extents = patternExtents(pattern);
  out.u16le(0).u24le(0).u8(0x31).u8(0xff).u8(0xf0);
  out
    .u16le(extents[2] - extents[0])
    .u16le(extents[3] - extents[1])
    .u16le(0x1e0)
    .u16le(0x1b0);
  encodePecStitches(pattern, out);
  out.patchU24le(start + BLOCK_LENGTH, out.length - start - BLOCK);
  for (const icon of pecIcons(pattern, extents)) out.bytes(icon);
  return { indices, threads };
}
