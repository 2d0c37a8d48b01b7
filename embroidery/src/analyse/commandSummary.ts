import { COLOR_CHANGE, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';

/** What one pass over a pattern's commands tells: the base of every analysis. */
export interface CommandSummary {
  /** How often each command occurs, indexed by command (STITCH = 0 …). */
  counts: Uint32Array;
  /** [min_x, min_y, max_x, max_y] in 0.1 mm over every command's position; zeros when empty. */
  extents: [number, number, number, number];
  /** STITCH commands in each colour block (block i is sewn with thread i). */
  stitchesPerBlock: number[];
  /** Index of every COLOR_CHANGE, in order. */
  colourChanges: number[];
}

// Two tight loops (positions, then commands) run faster here than one loop doing both.
function extentsOf(pattern: Pattern): [number, number, number, number] {
  const { xs, ys, length } = pattern;
  if (length === 0) return [0, 0, 0, 0];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

/**
 * Counts commands, measures extents and splits stitches by colour block.
 * @param pattern the pattern
 */
export function commandSummary(pattern: Pattern): CommandSummary {
  const { commands, length } = pattern;
  const stitchesPerBlock: number[] = [];
  const colourChanges: number[] = [];
  let [stitches, jumps, trims, changes, stops, others, inBlock] = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < length; i++) {
    const command = commands[i];
    if (command === STITCH) {
      stitches++;
      inBlock++;
    } else if (command === JUMP) jumps++;
    else if (command === TRIM) trims++;
    else if (command === COLOR_CHANGE) {
      changes++;
      stitchesPerBlock.push(inBlock);
      colourChanges.push(i);
      inBlock = 0;
    } else if (command === STOP) stops++;
    else others++;
  }
  stitchesPerBlock.push(inBlock);
  // The remaining commands are END (a reader emits no others).
  const counts = new Uint32Array([stitches, jumps, trims, changes, stops, others, 0, 0]);
  return { counts, extents: extentsOf(pattern), stitchesPerBlock, colourChanges };
}
