import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { ZSK_LAYOUT } from './lib/barudanLayouts.ts';
import { DST_HEADER_SIZE, hasDstLabel, readDstHeader } from './lib/dstHeader.ts';
import { type SignedLayout, isSignedBody, readSignedBody } from './lib/signedRecords.ts';

/**
 * Reads a file of ZSK records behind DST's 512-byte header (DSZ, GT).
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readZskWithHeader(bytes: Uint8Array, layout: SignedLayout): Pattern {
  const sink = readSignedBody(bytes, DST_HEADER_SIZE, layout);
  readDstHeader(bytes, sink.metadata, sink.threads);
  return sink.build();
}

/**
 * Reads a ZSK DSZ file.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readDsz(bytes: Uint8Array): Pattern {
  return readZskWithHeader(bytes, ZSK_LAYOUT);
}

/** How sure a Tajima-headed ZSK file is one: DSZ and GT share this layout byte for byte. */
export function detectZskWithHeader(bytes: Uint8Array): number {
  if (!hasDstLabel(bytes) || !isSignedBody(bytes, DST_HEADER_SIZE, ZSK_LAYOUT)) return 0;
  return 0.9;
}

/** ZSK DSZ: a Tajima header over ZSK's sign-and-magnitude records. */
export const dsz: FormatModule = {
  id: 'dsz',
  name: 'ZSK USA DSZ',
  extensions: ['dsz'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: detectZskWithHeader,
  read: readDsz,
};
