import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';
import { blocksOf } from '../formats/lib/vp3Blocks.ts';
import { type FormatWarning, num, plural } from './formatWarning.ts';
import { commandCounts } from './moves.ts';
import type { WriterView } from './writerView.ts';

/** Janome machines cut on a jump run longer than 3 mm (the rule of our JEF reader and pyembroidery's). */
const JANOME_CUT_DISTANCE = 30;

function dropped(command: string, count: number, handling: string, message: string): FormatWarning {
  return { code: 'commands-dropped', message, params: { command, count, handling } };
}

/** Trims the DST writer spells as jumps: each trim while the thread is not cut already. */
function dstTrims(p: Pattern): number {
  let trims = 0;
  let cut = true;
  for (let i = 0; i < p.length && p.commands[i] !== END; i++) {
    const command = p.commands[i];
    if (command === STITCH) cut = false;
    else if (command === TRIM && !cut) trims++;
    if (command !== STITCH && command !== JUMP) cut = true;
  }
  return trims;
}

/**
 * Trims between two stitches that JEF cannot write, split by what the machine does there: it
 * cuts when the jumps that follow go further than 3 mm, else the thread stays. A trim next to
 * a colour change is left out (the thread is cut to change it anyway).
 */
function jefTrims(fitted: Pattern): { machineCuts: number; lost: number } {
  const result = { machineCuts: 0, lost: 0 };
  let afterStitch = false;
  let trim = false;
  let change = false;
  let far = false;
  let run: [number, number] | undefined;
  for (let i = 0; i < fitted.length && fitted.commands[i] !== END; i++) {
    const command = fitted.commands[i];
    const x = fitted.xs[i]!;
    const y = fitted.ys[i]!;
    if (command === STITCH) {
      if (afterStitch && trim && !change) result[far ? 'machineCuts' : 'lost']++;
      afterStitch = true;
      trim = change = far = false;
      run = undefined;
    } else if (command === JUMP) {
      run ??= i > 0 ? [fitted.xs[i - 1]!, fitted.ys[i - 1]!] : [0, 0];
      far ||= Math.max(Math.abs(x - run[0]), Math.abs(y - run[1])) > JANOME_CUT_DISTANCE;
    } else if (command === TRIM) trim = true;
    else if (command === COLOR_CHANGE) {
      change = true;
      run = undefined;
    }
  }
  return result;
}

/** VP3: stitches that carry the travel of the jumps before them (`vp3Writer.ts`). */
function vp3MergedJumps(fitted: Pattern): number {
  let merged = 0;
  for (const block of blocksOf(fitted)) {
    let [x, y] = block.start;
    for (let i = block.from; i < block.to; i++) {
      if (fitted.commands[i] !== STITCH) continue;
      const before = i > 0 ? [fitted.xs[i - 1]!, fitted.ys[i - 1]!] : [0, 0];
      if (before[0] !== x || before[1] !== y) merged++;
      x = fitted.xs[i]!;
      y = fitted.ys[i]!;
    }
  }
  return merged;
}

function stopWarnings({ facts, source }: WriterView): FormatWarning[] {
  const stops = commandCounts(source)[STOP]!;
  if (facts.stops !== 'as-colour-change' || stops === 0) return [];
  const what =
    stops === 1
      ? 'the stop is written as a colour change'
      : `the ${num(stops)} stops are written as colour changes`;
  return [dropped('stop', stops, 'as-colour-change', `${facts.label} has no stop code: ${what}.`)];
}

function trimWarnings({ facts, source }: WriterView, fitted: Pattern): FormatWarning[] {
  const label = facts.label;
  if (facts.trims === 'as-jumps') {
    const trims = dstTrims(source);
    const what = plural(trims, 'trim is', 'trims are');
    const message = `${label} has no trim code: ${what} written as three short jumps in a row, which machines take as a trim.`;
    return trims > 0 ? [dropped('trim', trims, 'as-jumps', message)] : [];
  }
  if (facts.trims !== 'long-jumps') return [];
  const { machineCuts, lost } = jefTrims(fitted);
  const warnings: FormatWarning[] = [];
  if (machineCuts > 0) {
    const what = plural(machineCuts, 'trim comes', 'trims come');
    const message = `${label} has no trim code: ${what} before a jump longer than 3 mm, where Janome machines cut the thread themselves.`;
    warnings.push(dropped('trim', machineCuts, 'machine-cuts-long-jump', message));
  }
  if (lost > 0) {
    const what = plural(lost, 'trim is', 'trims are');
    const message = `${label} has no trim code: ${what} lost where no jump longer than 3 mm follows, so the thread there stays uncut.`;
    warnings.push(dropped('trim', lost, 'lost', message));
  }
  return warnings;
}

function jumpWarnings({ facts }: WriterView, fitted: Pattern): FormatWarning[] {
  if (facts.jumps !== 'into-next-stitch') return [];
  const merged = vp3MergedJumps(fitted);
  if (merged === 0) return [];
  const what =
    merged === 1 ? 'a move without stitching goes' : `${num(merged)} moves without stitching go`;
  const message = `${facts.label} has no jump code: ${what} into the stitch after ${merged === 1 ? 'it' : 'them'}, which readers take as one long stitch.`;
  return [dropped('jump', merged, 'into-next-stitch', message)];
}

/** Stops, trims and jumps the format cannot hold, with what the writer writes instead. */
export function droppedCommands(view: WriterView, fitted: Pattern): FormatWarning[] {
  return [...stopWarnings(view), ...trimWarnings(view, fitted), ...jumpWarnings(view, fitted)];
}
