import type { Pattern } from '../../model/pattern.ts';
import { blockThreads } from './blockThreads.ts';

/**
 * Needles for the colour blocks of a pattern on a machine with `needles` needles: blocks of the
 * same colour share a needle, each new colour takes the next needle, and past the last needle
 * the colours wrap around (the operator rethreads).
 * @returns the needle (1-based) of each block, and the colour first put on each needle
 */
export function assignNeedles(
  p: Pattern,
  needles: number,
): { perBlock: number[]; colors: number[] } {
  const distinct: number[] = [];
  const perBlock = blockThreads(p, false).map((thread) => {
    const color = thread.color & 0xffffff;
    let k = distinct.indexOf(color);
    if (k < 0) k = distinct.push(color) - 1;
    return (k % needles) + 1;
  });
  return { perBlock, colors: distinct.slice(0, needles) };
}
