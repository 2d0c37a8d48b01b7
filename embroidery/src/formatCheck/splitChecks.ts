import { STITCH } from '../model/commands.ts';
import { type FormatWarning, mm, num, plural } from './formatWarning.ts';
import { longMoves, splitJumpRunsTakenAsTrims } from './moves.ts';
import type { WriterView } from './writerView.ts';

/** Stitches longer than the format's longest, which the writer splits into equal pieces. */
export function longStitchWarning(view: WriterView): FormatWarning | undefined {
  const max = view.format.limits.maxStitch;
  const { count, pieces } = longMoves(view.unsplit, STITCH, max);
  if (count === 0) return undefined;
  return {
    code: 'long-stitches-split',
    message: `${view.facts.label} holds stitches of at most ${mm(max)} mm, so ${plural(count, 'longer stitch is', 'longer stitches are')} split into ${num(pieces)} shorter ones.`,
    params: { count, pieces, maxMm: max / 10 },
  };
}

/**
 * DST: jumps longer than a record holds become several jump records, and a run of three after
 * a stitch is what Tajima machines (and readers) take as a trim.
 */
export function jumpSplitWarning(view: WriterView): FormatWarning | undefined {
  const { facts, prepared } = view;
  if (facts.jumpsForTrim === undefined) return undefined;
  const maxJump = view.format.limits.maxJump;
  const count = splitJumpRunsTakenAsTrims(prepared, { maxJump, jumpsForTrim: facts.jumpsForTrim });
  if (count === 0) return undefined;
  return {
    code: 'jumps-split',
    message: `${facts.label} splits jumps longer than ${mm(maxJump)} mm, so ${plural(count, 'move', 'moves')} without a trim ${count === 1 ? 'becomes' : 'become'} ${facts.jumpsForTrim} or more jumps in a row, which machines take as a trim: the thread is cut there.`,
    params: { count, maxMm: maxJump / 10, jumpsForTrim: facts.jumpsForTrim },
  };
}
