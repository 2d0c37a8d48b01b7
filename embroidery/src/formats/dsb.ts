import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { DSB_LAYOUT } from './lib/barudanLayouts.ts';
import { DST_HEADER_SIZE, hasDstLabel, readDstHeader } from './lib/dstHeader.ts';
import { isSignedBody, readSignedBody } from './lib/signedRecords.ts';

/**
 * Reads a Barudan DSB file: DST's 512-byte text header, then Barudan records.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readDsb(bytes: Uint8Array): Pattern {
  const sink = readSignedBody(bytes, DST_HEADER_SIZE, DSB_LAYOUT);
  readDstHeader(bytes, sink.metadata, sink.threads);
  return sink.build();
}

/** Barudan DSB: a Tajima header over Barudan's sign-and-magnitude records. */
export const dsb: FormatModule = {
  id: 'dsb',
  name: 'Barudan DSB',
  extensions: ['dsb'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: (bytes) => {
    if (!hasDstLabel(bytes) || !isSignedBody(bytes, DST_HEADER_SIZE, DSB_LAYOUT)) return 0;
    return 0.95;
  },
  read: readDsb,
};
