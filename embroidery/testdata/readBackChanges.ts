// Test support for testdata/readBack.ts: the colour changes and stops a written pattern reads
// back with, by the rules of each format (see `expectedReadBack`).
import { COLOR_CHANGE, END, STITCH, STOP } from '../src/model/commands.ts';
import type { Pattern } from '../src/model/pattern.ts';
import type { Thread } from '../src/model/thread.ts';
import { fillerThread } from '../src/formats/lib/blockThreads.ts';

export function expectedChanges(
  p: Pattern,
  format: string,
  source: { colorChanges: number; stops: number },
): { colorChanges: number; stops: number } {
  const { colorChanges, stops } = source;
  if (['dst', 'exp', 'vp3', 'xxx'].includes(format))
    return { colorChanges: colorChanges + stops, stops: 0 };
  if (format === 'pec' || format === 'pes') return repeatedThreadStops(p, format);
  if (format === 'tbf' || format === 'u01')
    return { colorChanges: changesBetweenStitchedBlocks(p), stops };
  return { colorChanges, stops };
}

function changesBetweenStitchedBlocks(p: Pattern): number {
  let count = 0;
  let sewn = false;
  let pending = false;
  for (let i = 0; i < p.length; i++) {
    const c = p.commands[i];
    if (c === COLOR_CHANGE && sewn) pending = true;
    else if (c === STITCH) {
      if (pending) count++;
      pending = false;
      sewn = true;
    }
  }
  return count;
}

function sameThread(a: Thread | undefined, b: Thread | undefined, format: string): boolean {
  if (!a || !b || (a.color & 0xffffff) !== (b.color & 0xffffff)) return false;
  if (format === 'pec') return true;
  return (
    a.description === b.description &&
    a.brand === b.brand &&
    a.catalogNumber === b.catalogNumber &&
    a.chart === b.chart
  );
}

// PEC writes every colour change and stop as a change of thread (a stop keeps the thread), so
// its thread list has one entry per block. Readers (pyembroidery's convention) take one entry per
// stitched block: when stitches follow changes and the next entry repeats the one before it, the
// last of those changes is a stop and the repeated entry is dropped; every other change is a
// colour change. With no empty blocks that is exactly "a change to the same thread is a stop".
function repeatedThreadStops(p: Pattern, format: string): { colorChanges: number; stops: number } {
  const threads: Thread[] = [p.threads[0] ?? fillerThread(0)];
  let thread = 0;
  let changes = 0;
  const end = endOf(p);
  for (let i = 0; i < end; i++) {
    const c = p.commands[i];
    if (c === COLOR_CHANGE) thread++;
    if (c !== COLOR_CHANGE && c !== STOP) continue;
    changes++;
    threads.push(p.threads[thread] ?? fillerThread(thread));
  }
  let stops = 0;
  let entry = 0;
  let startsBlock = true;
  let changed = false;
  for (let i = 0; i < end; i++) {
    const c = p.commands[i];
    if (c === COLOR_CHANGE || c === STOP) {
      startsBlock = true;
      changed = true;
    } else if (c === STITCH && startsBlock) {
      startsBlock = false;
      if (changed && entry !== 0) {
        if (entry >= threads.length) break;
        if (sameThread(threads[entry - 1], threads[entry], format)) {
          threads.splice(entry, 1);
          stops++;
          continue;
        }
      }
      entry++;
    }
  }
  return { colorChanges: changes - stops, stops };
}

function endOf(p: Pattern): number {
  for (let i = 0; i < p.length; i++) if (p.commands[i] === END) return i;
  return p.length;
}
