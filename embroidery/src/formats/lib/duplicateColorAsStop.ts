import { COLOR_CHANGE, STITCH, STOP } from '../../model/commands.ts';
import type { PatternBuilder } from '../../model/pattern.ts';
import type { Thread } from '../../model/thread.ts';

function sameThread(a: Thread | undefined, b: Thread | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.color === b.color &&
    a.description === b.description &&
    a.catalogNumber === b.catalogNumber &&
    a.brand === b.brand &&
    a.chart === b.chart
  );
}

/**
 * Formats without a stop command (PEC and its family) express a stop as a colour change to the
 * same thread. This turns each such change into STOP and drops the repeated thread, as
 * pyembroidery's readers do, so both libraries count stops and colour changes alike.
 */
export function duplicateColorAsStop(builder: PatternBuilder): void {
  const { commands, threads } = builder;
  let threadIndex = 0;
  let startsBlock = true;
  let lastChange = -1;
  for (let i = 0; i < builder.length; i++) {
    const command = commands[i];
    if (command === COLOR_CHANGE) {
      startsBlock = true;
      lastChange = i;
    } else if (command === STITCH && startsBlock) {
      startsBlock = false;
      if (lastChange >= 0 && threadIndex !== 0) {
        // Blocks beyond the thread list cannot repeat a thread: nothing more to do.
        if (threadIndex >= threads.length) return;
        if (sameThread(threads[threadIndex - 1], threads[threadIndex])) {
          threads.splice(threadIndex, 1);
          commands[lastChange] = STOP;
          continue;
        }
      }
      threadIndex++;
    }
  }
}
