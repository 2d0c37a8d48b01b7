import { patternExtents } from '../model/extents.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule, WriteOptions } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import { blockThreads } from './lib/blockThreads.ts';
import { ByteReader, hasAscii } from './lib/byteReader.ts';
import { ByteWriter } from './lib/byteWriter.ts';
import { fitToLimits } from './lib/fitToLimits.ts';
import { pecIndices } from './lib/pecColors.ts';
import { PEC_MAX_COLORS, pecCapacity, readPecSection, writePecSection } from './lib/pecSection.ts';
import { readPesHeader } from './lib/pesHeader.ts';
import { writePesHeaderV6, writePesTailV6 } from './lib/pesV6.ts';
import { writePesBlocks } from './lib/pesBlocks.ts';

const MAX_MOVE = 2047;
const HEADER_END = 12;

function isPes(bytes: Uint8Array): boolean {
  if (!hasAscii(bytes, 0, '#PES')) return false;
  for (let i = 4; i < 8; i++) if (bytes[i]! < 0x30 || bytes[i]! > 0x39) return false;
  return true;
}

function read(bytes: Uint8Array): Pattern {
  if (!isPes(bytes)) throw new FormatError('pes', 0, 'missing the #PESnnnn signature');
  const r = new ByteReader(bytes, 'pes', 8);
  const pecOffset = r.u32le('the PEC section offset');
  if (pecOffset < HEADER_END || pecOffset >= bytes.length) {
    r.fail(`the PEC section offset ${pecOffset} lies outside the ${bytes.length}-byte file`, 8);
  }
  const version = String.fromCharCode(...bytes.subarray(4, 8));
  const header = readPesHeader(bytes, version);
  const builder = new PatternBuilder(pecCapacity(bytes, pecOffset));
  readPecSection(bytes, pecOffset, builder, { format: 'pes', chart: header.threads });
  Object.assign(builder.metadata, header.metadata, { version });
  return builder.build();
}

function write(pattern: Pattern, options?: WriteOptions): Uint8Array {
  const version = options?.version ?? 6;
  if (version !== 1 && version !== 6)
    throw new FormatError('pes', 0, `cannot write PES version ${version} (1 or 6)`);
  const fitted = fitToLimits(pattern, { maxStitch: MAX_MOVE, maxJump: MAX_MOVE, format: 'pes' });
  const threads = blockThreads(fitted, true);
  const extents = patternExtents(fitted);
  const hasStitches = fitted.length > 1;
  const out = new ByteWriter(fitted.length * 3 + 8192);
  out.ascii(version === 1 ? '#PES0001' : '#PES0060').u32le(0);
  if (version === 1)
    out
      .u16le(1)
      .u16le(1)
      .u16le(hasStitches ? 1 : 0);
  else writePesHeaderV6(out, fitted, threads, hasStitches);
  let transitions = 0;
  if (hasStitches) {
    out.u16le(0xffff).u16le(0);
    const codes = version === 1 ? pecIndices(threads) : threads.map((_, i) => i);
    transitions = writePesBlocks(out, fitted, extents, codes);
  } else {
    out.u16le(0).u16le(0);
  }
  if (version === 6 && hasStitches) {
    out.u32le(0).u32le(0);
    for (let i = 0; i < transitions; i++) out.u32le(i).u32le(0);
  }
  out.patchU32le(8, out.length);
  const colors = writePecSection(fitted, out, 'pes');
  if (version === 6) writePesTailV6(out, colors);
  return out.toBytes();
}

/** Brother PES (versions 1–10 read; 1 and 6 written): a PE-Design header plus a PEC section. */
export const pes: FormatModule = {
  id: 'pes',
  name: 'Brother PES',
  extensions: ['pes'],
  limits: { maxStitch: MAX_MOVE, maxJump: MAX_MOVE, maxColors: PEC_MAX_COLORS, paletteOnly: false },
  detect: (bytes) => (isPes(bytes) ? 1 : 0),
  read,
  write,
};
