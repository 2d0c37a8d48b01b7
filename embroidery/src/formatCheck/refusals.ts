import { STITCH } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';
import { type FormatWarning, mm, num } from './formatWarning.ts';
import { blockCount, piecesOf } from './moves.ts';
import type { WriterView } from './writerView.ts';

/** `planRecords` refuses designs whose split moves need more records than this. */
const MAX_RECORDS = 8_000_000;

// planRecords' bound: one record per entry plus the pieces of its move at the shorter limit.
function recordsNeeded(p: Pattern, max: number): number {
  let total = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length && total <= MAX_RECORDS; i++) {
    total += 1 + Math.ceil(Math.max(Math.abs(p.xs[i]! - x), Math.abs(p.ys[i]! - y)) / max);
    x = p.xs[i]!;
    y = p.ys[i]!;
  }
  return total;
}

// fitToLimits' guard against hostile coordinates: entries after splitting, against its budget.
function fittedEntries(p: Pattern, limits: { maxStitch: number; maxJump: number }): number {
  const budget = 2 * p.length + 1_000_000;
  let total = 1;
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length && total <= budget; i++) {
    const max = p.commands[i] === STITCH ? limits.maxStitch : limits.maxJump;
    total += 1 + piecesOf(p.xs[i]! - x, p.ys[i]! - y, max);
    x = p.xs[i]!;
    y = p.ys[i]!;
  }
  return total;
}

function moveRefusal(view: WriterView): FormatWarning | undefined {
  const { format, facts, prepared } = view;
  const { maxStitch, maxJump } = format.limits;
  const shorter = Math.min(maxStitch, maxJump);
  if (facts.recordPlanner && recordsNeeded(prepared, shorter) > MAX_RECORDS) {
    return {
      code: 'too-many-stitches',
      message: `Split into moves of at most ${mm(shorter)} mm, the design needs more than ${num(MAX_RECORDS)} ${facts.label} records, more than our writer writes, so it cannot be converted.`,
      params: { max: MAX_RECORDS, unit: 'records', maxMoveMm: shorter / 10 },
    };
  }
  const budget = 2 * prepared.length + 1_000_000;
  if (fittedEntries(prepared, { maxStitch, maxJump }) > budget) {
    return {
      code: 'too-many-stitches',
      message: `Its moves are so long that, split into moves of at most ${mm(shorter)} mm, the design would need more than ${num(budget)} entries, which our ${facts.label} writer refuses.`,
      params: { max: budget, unit: 'entries', maxMoveMm: shorter / 10 },
    };
  }
  return undefined;
}

function blockRefusal(view: WriterView): FormatWarning | undefined {
  const { facts, prepared } = view;
  if (facts.maxBlocks === undefined) return undefined;
  // TBF lists one needle per block (stops stay in the records); PEC, PES and VP3 one per
  // colour change and stop.
  const blocks = blockCount(prepared, facts.needles === undefined);
  if (blocks <= facts.maxBlocks) return undefined;
  return {
    code: 'too-many-colours',
    message: `The design has ${num(blocks)} colour blocks and ${facts.label} lists at most ${facts.maxBlocks}, so it cannot be converted.`,
    params: { count: blocks, max: facts.maxBlocks, unit: 'colour blocks' },
  };
}

/** Why our writer would refuse the design (the download would fail), if it would. */
export function writerRefusal(view: WriterView): FormatWarning | undefined {
  return moveRefusal(view) ?? blockRefusal(view);
}
