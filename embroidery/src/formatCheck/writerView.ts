import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { fitToLimits } from '../formats/lib/fitToLimits.ts';
import { greedySplit } from '../formats/lib/greedySplit.ts';
import { changesBetweenStitches } from '../formats/lib/needleAssignment.ts';
import type { FormatFacts } from './formatFacts.ts';

/** The design as a writer sees it on the way to the bytes, built with the writer's own helpers. */
export interface WriterView {
  format: FormatModule;
  facts: FormatFacts;
  /** The design as given. */
  source: Pattern;
  /** What the writer fits to its move limits (needle blocks for TBF and U01, greedy split for EXP). */
  prepared: Pattern;
  /** Where long stitches are counted: before any splitting. */
  unsplit: Pattern;
}

/** The writer's preparation of `source`, before moves are fitted. */
export function writerView(format: FormatModule, facts: FormatFacts, source: Pattern): WriterView {
  let prepared = source;
  let unsplit = source;
  if (facts.prepare === 'needle-blocks') prepared = unsplit = changesBetweenStitches(source);
  else if (facts.prepare === 'greedy-split')
    prepared = greedySplit(source, format.limits.maxStitch);
  return { format, facts, source, prepared, unsplit };
}

/**
 * The prepared design fitted to the format's move limits, as the writer writes it: long moves
 * split, commands away from the needle preceded by a jump, one END. Call only when the writer
 * does not refuse the design (`fitToLimits` throws for absurd coordinates).
 */
export function fittedPattern(view: WriterView): Pattern {
  const { maxStitch, maxJump } = view.format.limits;
  return fitToLimits(view.prepared, { maxStitch, maxJump, format: view.format.id });
}
