import { COLOR_CHANGE, JUMP, STITCH, STOP } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';

/** The sewn stitches of a pattern as line segments in 0.1 mm, with the colour block of each. */
export interface StitchSegments {
  count: number;
  x0: Int32Array;
  y0: Int32Array;
  x1: Int32Array;
  y1: Int32Array;
  /** Colour block of each segment: the number of colour changes before it. */
  block: Uint32Array;
  /** Number of colour blocks: colour changes + 1. */
  blockCount: number;
}

/** Options of `stitchSegments`. */
export interface SegmentOptions {
  /**
   * Look at one command in every `stride` (a sample of a large design), chosen at a random but
   * repeatable place within each run of `stride` so that no period of the stitching aliases
   * with the sample; default 1 (every command).
   */
  stride?: number;
  /** Indices of the colour changes (from `commandSummary`); needed when `stride` > 1. */
  colourChanges?: readonly number[];
}

// Thread lies between two needle points only when the needle stayed threaded: after a trim or a
// colour change the next stitch starts a new thread, so the move before it is not sewn.
const SEWN_AFTER = new Uint8Array(256);
SEWN_AFTER[STITCH] = 1;
SEWN_AFTER[JUMP] = 1;
SEWN_AFTER[STOP] = 1;

function colourChangesOf(pattern: Pattern): number[] {
  const changes: number[] = [];
  for (let i = 0; i < pattern.length; i++)
    if (pattern.commands[i] === COLOR_CHANGE) changes.push(i);
  return changes;
}

/**
 * Lists the segments that are sewn: every STITCH whose previous command keeps the thread
 * (stitch, jump or stop). Zero-length stitches (tie-ins) are left out.
 * @param pattern the pattern to walk
 * @param options a stride to sample a large design
 * @returns the segments in sewing order
 */
export function stitchSegments(pattern: Pattern, options: SegmentOptions = {}): StitchSegments {
  const { xs, ys, commands, length } = pattern;
  const stride = Math.max(1, Math.floor(options.stride ?? 1));
  const changes = options.colourChanges ?? colourChangesOf(pattern);
  const capacity = Math.ceil(length / stride);
  const s: StitchSegments = {
    count: 0,
    x0: new Int32Array(capacity),
    y0: new Int32Array(capacity),
    x1: new Int32Array(capacity),
    y1: new Int32Array(capacity),
    block: new Uint32Array(capacity),
    blockCount: changes.length + 1,
  };
  let block = 0;
  // A fixed seed: the same pattern always gives the same sample.
  let seed = 0x9e3779b9;
  for (let start = 0; start < length; start += stride) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const i = stride > 1 ? start + Math.floor((seed / 2 ** 32) * stride) : start;
    if (i >= length) break;
    while (block < changes.length && changes[block]! < i) block++;
    if (commands[i] !== STITCH || i === 0 || SEWN_AFTER[commands[i - 1]!] !== 1) continue;
    const ax = xs[i - 1]!;
    const ay = ys[i - 1]!;
    if (ax === xs[i] && ay === ys[i]) continue;
    const k = s.count++;
    s.x0[k] = ax;
    s.y0[k] = ay;
    s.x1[k] = xs[i]!;
    s.y1[k] = ys[i]!;
    s.block[k] = block;
  }
  return s;
}
