import { FormatError } from './model/formatError.ts';
import type { FormatModule, WriteOptions } from './model/formatModule.ts';
import type { Pattern } from './model/pattern.ts';
import { CORE_FORMATS } from './formats/core.ts';
import { LONG_TAIL_FORMATS } from './formats/longTail.ts';

/**
 * The format registry: every format module the library knows. Format modules are listed here
 * (and in `formats/longTail.ts` for the long tail) so the model never imports formats.
 */
export const FORMATS: readonly FormatModule[] = [...CORE_FORMATS, ...LONG_TAIL_FORMATS];

/** The module for a format id or extension (case-insensitive), or undefined. */
export function formatById(idOrExtension: string): FormatModule | undefined {
  const key = idOrExtension.toLowerCase().replace(/^\./, '');
  return FORMATS.find((f) => f.id === key || f.extensions.includes(key));
}

/**
 * Scores below this come from the shape of records (EXP, KSM, ZXY, TAP, 10o …) or thin header
 * evidence, not from magic bytes: such a format can take another's file for its own by chance
 * (measured: the corpus' own files score 0.8–1 where a header is checked, 0.05–0.6 otherwise).
 */
const WEAK_SIGNATURE = 0.7;

/**
 * Extensions of files that sit beside designs in a collection (photos, colour charts, notes,
 * archives): such a file is never taken for a design by a weak signature alone (random bytes
 * pass KSM's record check now and then).
 */
const NOT_EMBROIDERY = new Set(
  (
    'jpg jpeg png gif bmp webp tif tiff heic svg ico pdf txt rtf doc docx odt md htm html url ' +
    'nfo csv xls xlsx ods zip rar 7z tar gz tgz bz2 xz exe msi dmg js'
  ).split(' '),
);

/**
 * Detects the format from the bytes. The file name's extension breaks ties, and it decides
 * between formats known only by the shape of their records: a file named `.exp` whose bytes EXP
 * accepts is read as EXP even where another headerless format scores higher. A file whose bytes
 * carry another format's magic (a PES renamed `.dst`) is still read as what it is; a photo,
 * document or archive by its extension is claimed only by magic bytes.
 * @returns the best module, or undefined when no format claims the bytes
 */
export function detectFormat(bytes: Uint8Array, fileName?: string): FormatModule | undefined {
  const ext = fileName?.split('.').pop()?.toLowerCase();
  let best: FormatModule | undefined;
  let bestScore = 0;
  let named: FormatModule | undefined;
  for (const format of FORMATS) {
    let score = format.detect(bytes);
    if (score > 0 && ext && format.extensions.includes(ext)) {
      score += 0.01;
      named ??= format;
    }
    if (score > bestScore) {
      best = format;
      bestScore = score;
    }
  }
  if (bestScore >= WEAK_SIGNATURE) return best;
  if (ext && NOT_EMBROIDERY.has(ext)) return undefined;
  return named ?? best;
}

/**
 * Reads a pattern from bytes, detecting the format.
 * @throws FormatError when no format matches or the file is unreadable
 */
export function readPattern(
  bytes: Uint8Array,
  fileName?: string,
): { format: FormatModule; pattern: Pattern } {
  const format = detectFormat(bytes, fileName);
  if (!format) throw new FormatError('unknown', 0, 'not a known embroidery format');
  return { format, pattern: format.read(bytes) };
}

/**
 * Writes a pattern in the format `id` (or extension) names.
 * @param options writer choices such as `{ version: 1 }` for PES version 1 (default 6)
 * @throws FormatError when the format cannot be written or the pattern exceeds its limits
 */
export function writePattern(pattern: Pattern, id: string, options?: WriteOptions): Uint8Array {
  const format = formatById(id);
  if (!format?.write) throw new FormatError(id, 0, 'this format cannot be written');
  return format.write(pattern, options);
}
