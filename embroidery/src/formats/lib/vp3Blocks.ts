import { COLOR_CHANGE, END, JUMP, STITCH, STOP } from '../../model/commands.ts';
import type { Pattern } from '../../model/pattern.ts';
import type { Thread } from '../../model/thread.ts';
import { blockThreads } from './blockThreads.ts';

/** A colour block: entries [from, to) of the pattern, entered at `start`. */
export interface Block {
  from: number;
  to: number;
  start: [number, number];
  thread: Thread;
}

/**
 * Splits a pattern into colour blocks at colour changes and stops (VP3 has no stop code). A
 * block's leading jumps become its start position, so they cost no bytes.
 */
export function blocksOf(p: Pattern): Block[] {
  const threads = blockThreads(p, true);
  const blocks: Block[] = [];
  let from = 0;
  let at: [number, number] = [0, 0];
  let needle: [number, number] = [0, 0];
  for (let i = 0; i <= p.length; i++) {
    const command = i < p.length ? p.commands[i] : END;
    if (command !== COLOR_CHANGE && command !== STOP && command !== END) continue;
    let start = from;
    while (start < i && p.commands[start] === JUMP) start++;
    let entry: [number, number] = start > from ? [p.xs[start - 1]!, p.ys[start - 1]!] : at;
    // pyembroidery's reader moves to a block's start only when it lies off both axes, so a start
    // on an axis is left where the needle is and the first stitch carries the travel instead.
    const onAxis = entry[0] === 0 || entry[1] === 0;
    if (onAxis && (entry[0] !== needle[0] || entry[1] !== needle[1])) entry = needle;
    const block = { from: start, to: i, start: entry, thread: threads[blocks.length]! };
    blocks.push(block);
    needle = blockEnd(p, block);
    at = i < p.length ? [p.xs[i]!, p.ys[i]!] : at;
    from = i + 1;
    if (command === END) break;
  }
  return blocks;
}

/** Where the needle is after a block: its last stitch, or its start when it sews nothing. */
export function blockEnd(p: Pattern, block: Block): [number, number] {
  for (let i = block.to - 1; i >= block.from; i--)
    if (p.commands[i] === STITCH) return [p.xs[i]!, p.ys[i]!];
  return block.start;
}
