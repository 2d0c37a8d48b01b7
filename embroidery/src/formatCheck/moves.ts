import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';

/** Entries of each command up to the first END (what every writer writes). */
export function commandCounts(p: Pattern): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < p.length; i++) {
    const command = p.commands[i]!;
    if (command === END) break;
    counts[command]!++;
  }
  return counts;
}

/** Colour blocks a writer lists: one per colour change, and one per stop where `stops` is true. */
export function blockCount(p: Pattern, stops: boolean): number {
  const counts = commandCounts(p);
  return 1 + counts[COLOR_CHANGE]! + (stops ? counts[STOP]! : 0);
}

/** Pieces a move of (dx, dy) is split into under `max` per axis (as `fitToLimits` splits). */
export function piecesOf(dx: number, dy: number, max: number): number {
  return Math.max(1, Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / max));
}

/** Moves of one kind longer than the limit, and the pieces they become. */
export interface Splits {
  count: number;
  pieces: number;
}

/**
 * Stitches (or jumps) longer than `max` along an axis, from the origin on, as the writers split
 * them: each into ⌈length ÷ max⌉ pieces.
 */
export function longMoves(p: Pattern, command: typeof STITCH | typeof JUMP, max: number): Splits {
  const splits = { count: 0, pieces: 0 };
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length && p.commands[i] !== END; i++) {
    const pieces = piecesOf(p.xs[i]! - x, p.ys[i]! - y, max);
    x = p.xs[i]!;
    y = p.ys[i]!;
    if (p.commands[i] !== command || pieces === 1) continue;
    splits.count++;
    splits.pieces += pieces;
  }
  return splits;
}

/**
 * Moves without stitching, after a stitch and without a trim, that the writer splits into at
 * least `jumpsForTrim` jump records because a jump in them is longer than `maxJump`. DST
 * machines, and readers, cut the thread on such a run although the design does not ask for it.
 * A trim, colour change or stop that sits away from the needle is reached by jumps too
 * (`fitToLimits`); jumps that move nothing are not written.
 */
export function splitJumpRunsTakenAsTrims(
  p: Pattern,
  options: { maxJump: number; jumpsForTrim: number },
): number {
  let runs = 0;
  let afterStitch = false;
  let records = 0;
  let split = false;
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length; i++) {
    const command = p.commands[i]!;
    const pieces = piecesOf(p.xs[i]! - x, p.ys[i]! - y, options.maxJump);
    const moves = p.xs[i] !== x || p.ys[i] !== y;
    x = p.xs[i]!;
    y = p.ys[i]!;
    if (command === STITCH) {
      if (afterStitch && split && records >= options.jumpsForTrim) runs++;
      afterStitch = true;
      records = 0;
      split = false;
      continue;
    }
    if (moves && afterStitch) {
      records += pieces;
      split ||= pieces > 1;
    }
    if (command === JUMP) continue;
    // The run ends here: a trim is written before it (no cut added); anything else closes it.
    if (command !== TRIM && afterStitch && split && records >= options.jumpsForTrim) runs++;
    afterStitch = false;
    if (command === END) break;
  }
  return runs;
}
