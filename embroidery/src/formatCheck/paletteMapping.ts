import { COLOR_CHANGE, END, STOP } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { blockThreads, fillerThread } from '../formats/lib/blockThreads.ts';
import { nearestThreadIndex } from '../formats/lib/colorMatch.ts';
import { pecIndices } from '../formats/lib/pecColors.ts';
import { JEF_THREADS } from '../formats/lib/threads/jefThreads.ts';
import { PEC_THREADS } from '../formats/lib/threads/pecThreads.ts';

/** A design thread and the chart thread a writer puts in its place. */
export interface MappedColour {
  from: number;
  to: Thread;
}

/**
 * The thread index of each colour block (a colour change moves on to the next thread; a stop,
 * where `splitOnStop`, starts a block with the same thread), as `blockThreads` counts them.
 */
function blockThreadIndices(p: Pattern, splitOnStop: boolean): number[] {
  let thread = 0;
  const blocks = [0];
  for (let i = 0; i < p.length && p.commands[i] !== END; i++) {
    if (p.commands[i] === COLOR_CHANGE) blocks.push(++thread);
    else if (p.commands[i] === STOP && splitOnStop) blocks.push(thread);
  }
  return blocks;
}

/**
 * The PEC chart entry each of the design's own threads gets, as the PEC and PES writers choose
 * them (`pecIndices` over every block, filler colours included, since they take entries too).
 * Blocks without a thread of the design are left out: there is no colour to lose.
 */
export function pecMapping(p: Pattern): MappedColour[] {
  const indices = pecIndices(blockThreads(p, true));
  return blockThreadIndices(p, true).flatMap((thread, block) => {
    const own = p.threads[thread];
    const index = indices[block];
    if (!own || index === undefined) return [];
    return [{ from: own.color & 0xffffff, to: PEC_THREADS[index]! }];
  });
}

/**
 * The Janome chart entry of each colour block, as the JEF writer chooses them (`jefWriter.ts`):
 * the nearest entry but 0, or the next nearest when that would repeat the previous block's
 * entry for a different colour (the machine would not ask for a change).
 */
export function janomeMapping(p: Pattern): MappedColour[] {
  const mapped: MappedColour[] = [];
  let last = -1;
  let lastColor = -1;
  for (const thread of blockThreadIndices(p, false)) {
    const color = (p.threads[thread] ?? fillerThread(thread)).color & 0xffffff;
    let index = nearestThreadIndex(color, JEF_THREADS, new Set([0]));
    if (index === last && color !== lastColor)
      index = nearestThreadIndex(color, JEF_THREADS, new Set([0, last]));
    last = index;
    lastColor = color;
    if (thread < p.threads.length) mapped.push({ from: color, to: JEF_THREADS[index]! });
  }
  return mapped;
}

/** Colours of a chart a writer can choose from (index 0 of both charts is never chosen). */
export const CHART_SIZES = { pec: PEC_THREADS.length - 1, janome: JEF_THREADS.length - 1 };
