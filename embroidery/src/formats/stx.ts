import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { ByteReader, hasAscii } from './lib/byteReader.ts';
import { decodeExp } from './lib/expCodec.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// Data Stitch STX (after pyembroidery's reader): "STX" and a version, then at 0x14 the 32-bit
// offset of the stitches, which are EXP records to the end of the file. The header also holds a
// palette and a list of slots whose meaning is not known well enough to name the threads.

/**
 * Reads a Data Stitch STX file.
 * @throws FormatError for a short header, an offset outside the file or a bad record
 */
export function readStx(bytes: Uint8Array): Pattern {
  const header = new ByteReader(bytes, 'stx');
  header.seek(0x14, 'the stitch offset');
  const start = header.u32le('the stitch offset');
  header.seek(start, 'the stitch data');
  const sink = new StitchSink(capacityFor(bytes.length - start, 2));
  decodeExp(bytes, { start, end: bytes.length, format: 'stx' }, sink);
  sink.end();
  return sink.build();
}

/** Data Stitch STX. */
export const stx: FormatModule = {
  id: 'stx',
  name: 'Data Stitch STX',
  extensions: ['stx'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: (bytes) => (hasAscii(bytes, 0, 'STX') && bytes.length >= 0x18 ? 1 : 0),
  read: readStx,
};
