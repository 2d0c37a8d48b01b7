import { COLOR_CHANGE, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { commandSummary, type CommandSummary } from './commandSummary.ts';

/** Counts and size of a pattern, in the conventions of pyembroidery (corpus/reference.json). */
export interface PatternStatistics {
  /** Width of the extents in mm (0.1 mm resolution). */
  widthMm: number;
  heightMm: number;
  stitches: number;
  jumps: number;
  trims: number;
  colorChanges: number;
  stops: number;
  /** Colour blocks (runs between colour changes) that sew at least one stitch. */
  stitchBlockCount: number;
  /** [min_x, min_y, max_x, max_y] in 0.1 mm over every command's position; zeros when empty. */
  extents: [number, number, number, number];
  threads: Thread[];
}

/**
 * The statistics of a pattern.
 * @param pattern the pattern to measure
 * @param summary its command summary, when already computed
 * @returns counts per command, colour blocks, extents and size
 */
export function patternStatistics(
  pattern: Pattern,
  summary: CommandSummary = commandSummary(pattern),
): PatternStatistics {
  const { counts, extents } = summary;
  return {
    widthMm: (extents[2] - extents[0]) / 10,
    heightMm: (extents[3] - extents[1]) / 10,
    stitches: counts[STITCH]!,
    jumps: counts[JUMP]!,
    trims: counts[TRIM]!,
    colorChanges: counts[COLOR_CHANGE]!,
    stops: counts[STOP]!,
    stitchBlockCount: summary.stitchesPerBlock.filter((n) => n > 0).length,
    extents: [...extents],
    threads: pattern.threads,
  };
}
