import { COLOR_CHANGE, END, STOP } from '../../model/commands.ts';
import type { Pattern } from '../../model/pattern.ts';
import type { Thread } from '../../model/thread.ts';

// Distinct colours for blocks a pattern has no thread for (black, red, blue, green, …).
const FILLER_COLORS = [
  0x000000, 0xd01020, 0x1040c0, 0x10a040, 0xf0c000, 0x8020a0, 0xf07010, 0x20b0d0,
];

/** A stand-in thread for colour block `index` when the pattern names none. */
export function fillerThread(index: number): Thread {
  return { color: FILLER_COLORS[index % FILLER_COLORS.length]! };
}

/**
 * The thread of each colour block as formats that list one colour per block need it: a
 * COLOR_CHANGE moves on to the next thread of the pattern, a STOP starts a new block with the
 * same thread (how PEC, VP3 and others express a stop). Missing threads get filler colours.
 * @param splitOnStop whether a STOP starts a new block (true for formats without a stop code)
 */
export function blockThreads(pattern: Pattern, splitOnStop: boolean): Thread[] {
  const threadFor = (k: number): Thread => pattern.threads[k] ?? fillerThread(k);
  let threadIndex = 0;
  const blocks: Thread[] = [threadFor(0)];
  for (let i = 0; i < pattern.length; i++) {
    const command = pattern.commands[i];
    if (command === END) break;
    if (command === COLOR_CHANGE) blocks.push(threadFor(++threadIndex));
    else if (command === STOP && splitOnStop) blocks.push(threadFor(threadIndex));
  }
  return blocks;
}
