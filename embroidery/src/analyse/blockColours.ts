import type { Pattern } from '../model/pattern.ts';
import { COLOR_CHANGE } from '../model/commands.ts';

// Shown for colour blocks a file does not name (DST, EXP, …): distinct thread-like colours so
// the blocks of a design stay apart in a preview.
const FILLER_COLOURS = [
  0x23408e, 0xc0262d, 0xe8a417, 0x2f8a3b, 0x6b3a96, 0xe06a1b, 0x178f8a, 0xd45a9a, 0x7a4a23,
  0x1c1c1c, 0x5fa8d8, 0x9cbf2e,
];

/** The colour used for a colour block when the file names no thread for it. */
export function fillerColour(index: number): number {
  return FILLER_COLOURS[index % FILLER_COLOURS.length]!;
}

function countBlocks(pattern: Pattern): number {
  const { commands, length } = pattern;
  let blocks = 1;
  for (let i = 0; i < length; i++) if (commands[i] === COLOR_CHANGE) blocks++;
  return blocks;
}

/**
 * The colour of every colour block: block i is sewn with thread i (as pyembroidery), or a
 * filler colour when the file names fewer threads.
 * @param pattern the pattern
 * @param blocks its number of colour blocks (colour changes + 1), when known
 * @returns 0xRRGGBB per block, and which came from the file
 */
export function blockColours(
  pattern: Pattern,
  blocks = countBlocks(pattern),
): { colours: number[]; known: boolean[] } {
  const colours: number[] = [];
  const known: boolean[] = [];
  for (let b = 0; b < blocks; b++) {
    const thread = pattern.threads[b];
    colours.push(thread ? thread.color & 0xffffff : fillerColour(b));
    known.push(thread !== undefined);
  }
  return { colours, known };
}
