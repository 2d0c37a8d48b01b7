import type { Thread } from '../../model/thread.ts';
import { nearestThreadIndex } from './colorMatch.ts';
import { PEC_THREADS } from './threads/pecThreads.ts';
import { threadAt } from './threads/threadTable.ts';

/**
 * Threads of a PEC colour list. Without a PES thread chart each byte names a PEC chart entry.
 * With a chart of at least as many threads the chart is taken as is; with a shorter one each
 * distinct PEC index takes the next chart thread, as Brother software assigns them.
 */
export function pecThreads(colorBytes: Uint8Array, chart: readonly Thread[]): Thread[] {
  if (chart.length === 0) return Array.from(colorBytes, (b) => threadAt(PEC_THREADS, b));
  if (chart.length >= colorBytes.length) return chart.map((t) => ({ ...t }));
  const pending = chart.slice();
  const byIndex = new Map<number, Thread>();
  const threads: Thread[] = [];
  for (const b of colorBytes) {
    const index = b % PEC_THREADS.length;
    let thread = byIndex.get(index);
    if (!thread) {
      thread = pending.shift() ?? threadAt(PEC_THREADS, index);
      byIndex.set(index, thread);
    }
    threads.push({ ...thread });
  }
  return threads;
}

/**
 * PEC chart indices for a list of block threads: each distinct colour gets its own nearest
 * free chart entry (so a change between two different threads never reads back as a stop),
 * and the same colour always gets the same entry. Index 0 is never used.
 */
export function pecIndices(threads: readonly Thread[]): number[] {
  const taken = new Set<number>([0]);
  const byColor = new Map<number, number>();
  return threads.map((thread) => {
    const color = thread.color & 0xffffff;
    let index = byColor.get(color);
    if (index === undefined) {
      index = nearestThreadIndex(color, PEC_THREADS, taken);
      if (index < 0) index = nearestThreadIndex(color, PEC_THREADS, new Set([0]));
      taken.add(index);
      byColor.set(color, index);
    }
    return index;
  });
}
