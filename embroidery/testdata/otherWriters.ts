// Test support: the files of testdata/otherWriters/ (written by pyembroidery's writers in shapes
// other programs produce, see generate.py there) and pyembroidery's record of each.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('./otherWriters/', import.meta.url));

/** What one side says about a file: counts, extents (`bounds()`) and the thread list. */
export interface OtherWriterStats {
  stitches: number;
  jumps: number;
  trims: number;
  /** COLOR_CHANGE, plus NEEDLE_SET after the first stitch (TBF, U01). */
  color_changes: number;
  stops: number;
  extents: [number, number, number, number];
  threads: string[];
}

export interface OtherWriterFile {
  file: string;
  format: string;
  settings: Record<string, string | number>;
  /** The shape of file the case stands for. */
  case: string;
  /** The pattern as pyembroidery's encoder handed it to the writer. */
  written: OtherWriterStats;
  /** pyembroidery reading the file back. */
  pyembroidery: OtherWriterStats;
  /** Why pyembroidery's reading is wrong, where it is: then `written` is what counts. */
  pyembroidery_misreads?: string;
}

/** Every file with its record. */
export const OTHER_WRITER_FILES: readonly OtherWriterFile[] = JSON.parse(
  readFileSync(DIR + 'pyembroidery.json', 'utf8'),
) as OtherWriterFile[];

/** The bytes of one of the files. */
export function otherWriterBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(DIR + file));
}

/** What a correct reading gives: pyembroidery's reading, or what was written where it misreads. */
export function expectedOf(entry: OtherWriterFile): OtherWriterStats {
  return entry.pyembroidery_misreads ? entry.written : entry.pyembroidery;
}
