import { readPattern, writePattern } from '@stickerei/embroidery';

/** A stored file of a design. */
export interface StoredFile {
  format: string;
  storage_key: string;
}

// Formats that name their thread colours come first: a conversion from them keeps the colours
// where the target can hold them. DST, EXP and the other stitch-only formats come last.
const SOURCE_PREFERENCE = ['pes', 'vp3', 'jef', 'xxx', 'hus', 'sew', 'pec', 'shv'];

/** True for formats that name their threads' colours (PES, VP3, JEF …; not DST or EXP). */
export const namesThreadColours = (format: string) => SOURCE_PREFERENCE.includes(format);

/** The file to convert from: the richest format the design has. */
export function conversionSource<T extends StoredFile>(files: T[]): T | undefined {
  const rank = (f: StoredFile) => {
    const i = SOURCE_PREFERENCE.indexOf(f.format);
    return i < 0 ? SOURCE_PREFERENCE.length : i;
  };
  return [...files].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * Converts a design file to another machine format.
 * @throws FormatError when the source cannot be read or the target cannot hold the design
 */
export function convertDesign(bytes: Uint8Array, sourceName: string, format: string): Uint8Array {
  return writePattern(readPattern(bytes, sourceName).pattern, format);
}
