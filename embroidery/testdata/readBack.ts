// Test support for the read-back checks (src/readBack.test.ts, bench/readBack.ts): what a
// pattern written by one of our writers must read back as, by the rules each format's own
// limits force, and the comparison of a reading with that.
import { COLOR_CHANGE, END, STITCH, STOP } from '../src/model/commands.ts';
import { patternExtents, type Extents } from '../src/model/extents.ts';
import type { Pattern } from '../src/model/pattern.ts';
import { expectedChanges } from './readBackChanges.ts';
import { formatById } from '../src/registry.ts';

/** Every format we write, and so check. */
export const READ_BACK_FORMATS = ['dst', 'exp', 'jef', 'pec', 'pes', 'tbf', 'u01', 'vp3', 'xxx'];

/** What a reading is compared on. */
export interface ReadBackStats {
  stitches: number;
  colorChanges: number;
  stops: number;
  extents: Extents;
}

/** The statistics of a pattern as read. */
export function readBackStats(p: Pattern): ReadBackStats {
  let stitches = 0;
  let colorChanges = 0;
  let stops = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p.commands[i];
    if (c === STITCH) stitches++;
    else if (c === COLOR_CHANGE) colorChanges++;
    else if (c === STOP) stops++;
  }
  return { stitches, colorChanges, stops, extents: patternExtents(p) };
}

/** What a written pattern must read back as, and how far its extents may grow. */
export interface ReadBackExpectation extends ReadBackStats {
  /** The box the extents may grow to: the source's, or with the origin when the first move was split. */
  outer: Extents;
}

/**
 * The rules, format by format (docs/formats.md, "Conversion"):
 * - Stitches: a stitch longer along either axis than the format's longest stitch (its module's
 *   `limits.maxStitch`) is split into ⌈length / limit⌉ stitches; no other stitch is split,
 *   added or dropped.
 * - Extents: the source's, within 0.1 mm. Only when the move from the origin to the first
 *   position is longer than the format holds do its pieces widen them, towards the origin.
 * - DST, EXP, VP3, XXX have no stop code: a stop is written, and read back, as a colour change.
 * - PEC and PES have no stop code either: a stop is a change to the thread in use, and readers
 *   (pyembroidery's convention, ours too) take a change for a stop when the thread list repeats
 *   itself where stitches resume. With no empty colour blocks that is "a change to the same
 *   thread is a stop" (same colour; in PES also the same name, brand, catalogue number and
 *   chart); see `repeatedThreadStops` for the exact pairing. The count of changes and stops
 *   together never changes.
 * - TBF and U01 change colour by selecting a needle: a colour change is written only between
 *   two stitched blocks, once however many there are in a row.
 * - JEF keeps colour changes and stops as they are.
 */
export function expectedReadBack(p: Pattern, format: string): ReadBackExpectation {
  const module = formatById(format);
  if (!module) throw new Error(`no format ${format}`);
  const { maxStitch, maxJump } = module.limits;
  const source = readBackStats(p);
  const changes = expectedChanges(p, format, source);
  const extents = source.extents;
  const outer: Extents = [...extents];
  if (p.length > 0) {
    const first = Math.max(Math.abs(p.xs[0]!), Math.abs(p.ys[0]!));
    if (first > (p.commands[0] === STITCH ? maxStitch : maxJump)) {
      outer[0] = Math.min(outer[0], 0);
      outer[1] = Math.min(outer[1], 0);
      outer[2] = Math.max(outer[2], 0);
      outer[3] = Math.max(outer[3], 0);
    }
  }
  return { stitches: splitStitches(p, maxStitch), ...changes, extents, outer };
}

function splitStitches(p: Pattern, max: number): number {
  let count = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length && p.commands[i] !== END; i++) {
    const long = Math.max(Math.abs(p.xs[i]! - x), Math.abs(p.ys[i]! - y));
    if (p.commands[i] === STITCH) count += Math.max(1, Math.ceil(long / max));
    x = p.xs[i]!;
    y = p.ys[i]!;
  }
  return count;
}

/** What differs between a reading and the expectation, in words (empty when nothing does). */
export function readBackMismatches(actual: ReadBackStats, expected: ReadBackExpectation): string[] {
  const out: string[] = [];
  if (actual.stitches !== expected.stitches)
    out.push(`stitches ${actual.stitches} ≠ ${expected.stitches}`);
  if (actual.colorChanges !== expected.colorChanges)
    out.push(`colour changes ${actual.colorChanges} ≠ ${expected.colorChanges}`);
  if (actual.stops !== expected.stops) out.push(`stops ${actual.stops} ≠ ${expected.stops}`);
  const [a, e, o] = [actual.extents, expected.extents, expected.outer];
  // Each side within 0.1 mm of the source's, or (towards the origin) within the outer box.
  const ok =
    [0, 1].every((k) => a[k]! <= e[k]! + 1 && a[k]! >= o[k]! - 1) &&
    [2, 3].every((k) => a[k]! >= e[k]! - 1 && a[k]! <= o[k]! + 1);
  if (!ok) out.push(`extents ${JSON.stringify(a)} ≠ ${JSON.stringify(e)}`);
  return out;
}
