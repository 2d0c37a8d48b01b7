import { COLOR_CHANGE, END, STITCH, type Command } from '../../model/commands.ts';
import { PatternBuilder, type Pattern } from '../../model/pattern.ts';
import { blockThreads, fillerThread } from './blockThreads.ts';

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

/**
 * The pattern as a needle machine sews it: a colour change only between two stitched blocks
 * (changes in a row become one, changes before the first stitch or after the last are dropped),
 * with one thread per stitched block, the one its stitches are sewn in. TBF and U01 select a
 * needle for each block, and a selection with nothing sewn after it selects nothing: readers
 * (ours and pyembroidery's) would not read such a change back.
 */
export function changesBetweenStitches(p: Pattern): Pattern {
  const out = new PatternBuilder(p.length + 1);
  out.metadata = p.metadata;
  let block = 0;
  let sewn = false;
  let change = -1;
  let end: [number, number] | undefined;
  for (let i = 0; i < p.length; i++) {
    const command = p.commands[i] as Command;
    if (command === END) {
      end = [p.xs[i]!, p.ys[i]!];
      break;
    }
    if (command === COLOR_CHANGE) {
      block++;
      if (sewn && change < 0) {
        change = out.length;
        out.add(p.xs[i]!, p.ys[i]!, COLOR_CHANGE);
      }
      continue;
    }
    if (command === STITCH && (!sewn || change >= 0)) {
      out.threads.push(p.threads[block] ?? fillerThread(block));
      sewn = true;
      change = -1;
    }
    out.add(p.xs[i]!, p.ys[i]!, command);
  }
  if (change >= 0) dropEntry(out, change);
  const last = out.length - 1;
  end ??= last >= 0 ? [out.xs[last]!, out.ys[last]!] : [0, 0];
  out.add(end[0], end[1], END);
  return out.build();
}

function dropEntry(b: PatternBuilder, i: number): void {
  b.xs.copyWithin(i, i + 1, b.length);
  b.ys.copyWithin(i, i + 1, b.length);
  b.commands.copyWithin(i, i + 1, b.length);
  b.length--;
}
