import { END, JUMP, STITCH } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';
import { ByteWriter } from '../formats/lib/byteWriter.ts';
import { encodePecStitches } from '../formats/lib/pecStitches.ts';
import { type FormatWarning, num } from './formatWarning.ts';

/** The PEC stitch block states its length (from 16 bytes before the stitches) in 24 bits. */
const PEC_MAX_BLOCK = 0xffffff;
const PEC_BLOCK_HEADER = 16;
/** PES's CSewSeg list counts runs, and the points of each run, in 16 bits. */
const PES_MAX_COUNT = 0xffff;

/**
 * PEC: the stitch block's length does not fit its 24-bit field (the writer writes the low 24
 * bits, so the offset of the preview after it is wrong). Encoded only when a bound of 7 bytes
 * per entry could pass the limit.
 */
export function pecBlockWarning(fitted: Pattern, label: string): FormatWarning | undefined {
  if (PEC_BLOCK_HEADER + 7 * fitted.length + 1 <= PEC_MAX_BLOCK) return undefined;
  const out = new ByteWriter(PEC_MAX_BLOCK);
  encodePecStitches(fitted, out);
  const length = PEC_BLOCK_HEADER + out.length;
  if (length <= PEC_MAX_BLOCK) return undefined;
  return {
    code: 'too-many-stitches',
    message: `The stitch data takes ${num(length)} bytes but ${label}'s machine part states its length in 24 bits (at most ${num(PEC_MAX_BLOCK)}), so the file gives a wrong length and machines may reject it.`,
    params: { count: length, max: PEC_MAX_BLOCK, unit: 'bytes of stitch data' },
  };
}

/** Stitch runs as the PES writer lists them (`pesBlocks.ts`): the longest, and how many. */
function pesRuns(fitted: Pattern): { runs: number; longest: number } {
  let runs = 0;
  let longest = 0;
  let current = 0;
  let state: 'none' | 'stitch' | 'jump' = 'none';
  for (let i = 0; i < fitted.length && fitted.commands[i] !== END; i++) {
    const command = fitted.commands[i];
    if (command === STITCH) {
      if (state !== 'stitch') runs++;
      current = state === 'stitch' ? current + 1 : 1;
      longest = Math.max(longest, current);
      state = 'stitch';
    } else if (command === JUMP) {
      if (state !== 'jump') runs++;
      state = 'jump';
    } else {
      // A trim, colour change or stop ends the run.
      state = 'none';
    }
  }
  return { runs, longest };
}

/** PES: a run longer, or more runs, than the design section's 16-bit counts hold. */
export function pesRunsWarning(fitted: Pattern): FormatWarning | undefined {
  const { runs, longest } = pesRuns(fitted);
  if (longest > PES_MAX_COUNT) {
    return {
      code: 'too-many-stitches',
      message: `A run of ${num(longest)} stitches without a jump, trim or colour change is longer than the ${num(PES_MAX_COUNT)} the PES design section counts, so PE-Design misreads the design (the machine part is complete).`,
      params: { count: longest, max: PES_MAX_COUNT, unit: 'stitches in one run' },
    };
  }
  if (runs > PES_MAX_COUNT) {
    return {
      code: 'too-many-stitches',
      message: `The design has ${num(runs)} stitch and jump runs, more than the ${num(PES_MAX_COUNT)} the PES design section counts, so PE-Design misreads it (the machine part is complete).`,
      params: { count: runs, max: PES_MAX_COUNT, unit: 'runs' },
    };
  }
  return undefined;
}
