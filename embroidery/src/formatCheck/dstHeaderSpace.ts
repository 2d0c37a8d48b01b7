import { COLOR_CHANGE, STOP } from '../model/commands.ts';
import { patternExtents } from '../model/extents.ts';
import type { Pattern } from '../model/pattern.ts';
import { DST_HEADER_SIZE } from '../formats/lib/dstHeader.ts';
import { commandCounts } from './moves.ts';

// Lengths of the DST writer's header (`dst.ts`): `KEY:` value padded to its width (a sign where
// signed), then CR. A value longer than its width makes the field longer.
function fieldLength(value: number, width: number, signed = false): number {
  return 3 + (signed ? 1 : 0) + Math.max(width, String(Math.abs(value)).length) + 1;
}

/** Length of the header text before the thread lines: LA, ST, CO, extents, AX/AY, MX/MY, PD. */
function fixedHeaderLength(p: Pattern): number {
  const [minX, minY, maxX, maxY] = patternExtents(p);
  const last = p.length - 1;
  const counts = commandCounts(p);
  // LA: 16 characters; ST: the record count, which the writer's 8,000,000-record limit keeps in 7
  // digits; CO: colour changes and stops, both written as colour changes.
  let length = 20 + 11 + fieldLength(counts[COLOR_CHANGE]! + counts[STOP]!, 3);
  for (const extent of [maxX, -minX, -minY, maxY]) length += fieldLength(Math.max(0, extent), 5);
  length += fieldLength(last < 0 ? 0 : p.xs[last]!, 5, true);
  length += fieldLength(last < 0 ? 0 : p.ys[last]!, 5, true);
  return length + 10 + 10 + 10;
}

/**
 * Threads the DST writer puts into its header as `TC:#rrggbb,description,catalogue` lines (the
 * Ink/Stitch extension our reader and pyembroidery's read, machines ignore): all of them when
 * they fit the 512-byte header with its end mark, else none.
 */
export function dstThreadsInHeader(p: Pattern): number {
  let text = 0;
  for (const t of p.threads)
    text += 'TC:#rrggbb,,\r'.length + (t.description ?? '').length + (t.catalogNumber ?? '').length;
  return fixedHeaderLength(p) + text < DST_HEADER_SIZE ? p.threads.length : 0;
}
