import { END, JUMP, STITCH } from '../../model/commands.ts';
import { FormatError } from '../../model/formatError.ts';
import type { Command } from '../../model/commands.ts';
import { PatternBuilder } from '../../model/pattern.ts';
import type { Pattern } from '../../model/pattern.ts';

/** Longest move a writer can encode, per kind of move, in 0.1 mm along either axis. */
export interface MoveLimits {
  maxStitch: number;
  maxJump: number;
  /** Format named in the error when the split design would be absurdly long. */
  format?: string;
}

function stepsFor(dx: number, dy: number, max: number): number {
  return Math.max(1, Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / max));
}

/**
 * Entries the fitted pattern will have, so absurd coordinates (a metre-long jump split into
 * 12 mm pieces, over and over) are refused before anything is allocated.
 */
function checkSize(pattern: Pattern, limits: MoveLimits): void {
  const budget = 2 * pattern.length + 1_000_000;
  let total = 1;
  let x = 0;
  let y = 0;
  for (let i = 0; i < pattern.length && total <= budget; i++) {
    const dx = pattern.xs[i]! - x;
    const dy = pattern.ys[i]! - y;
    x += dx;
    y += dy;
    total +=
      1 + stepsFor(dx, dy, pattern.commands[i] === STITCH ? limits.maxStitch : limits.maxJump);
  }
  if (total > budget) {
    throw new FormatError(
      limits.format ?? 'pattern',
      0,
      `moves too long to write: more than ${budget} entries once split`,
    );
  }
}

function addSplit(
  out: PatternBuilder,
  from: [number, number],
  to: [number, number],
  max: number,
  command: Command,
): void {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const steps = stepsFor(dx, dy, max);
  for (let s = 1; s < steps; s++) {
    out.add(
      from[0] + Math.round((dx * s) / steps),
      from[1] + Math.round((dy * s) / steps),
      command,
    );
  }
  out.add(to[0], to[1], command);
}

/**
 * Prepares a pattern for a writer: stitches and jumps longer than the format allows are split
 * into equal parts (each within the limit, ending where the original did); commands that carry
 * no movement (trim, colour change, stop) are preceded by a jump when they sit elsewhere than
 * the needle; everything after the first END is dropped and exactly one END closes the result.
 * @throws FormatError when splitting would make the design absurdly long (hostile coordinates)
 */
export function fitToLimits(pattern: Pattern, limits: MoveLimits): Pattern {
  checkSize(pattern, limits);
  const out = new PatternBuilder(pattern.length + 16);
  out.threads = pattern.threads;
  out.metadata = pattern.metadata;
  const at: [number, number] = [0, 0];
  for (let i = 0; i < pattern.length; i++) {
    const command = pattern.commands[i]! as Command;
    const target: [number, number] = [pattern.xs[i]!, pattern.ys[i]!];
    const moves = target[0] !== at[0] || target[1] !== at[1];
    if (command === STITCH) addSplit(out, at, target, limits.maxStitch, STITCH);
    else if (command === JUMP || moves) addSplit(out, at, target, limits.maxJump, JUMP);
    at[0] = target[0];
    at[1] = target[1];
    if (command === END) break;
    if (command !== STITCH && command !== JUMP) out.add(at[0], at[1], command);
  }
  out.add(at[0], at[1], END);
  return out.build();
}
