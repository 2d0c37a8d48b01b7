import { COLOR_CHANGE, JUMP, STITCH, TRIM } from '../../model/commands.ts';
import type { PatternBuilder } from '../../model/pattern.ts';

/** When a run of jumps after stitching counts as a trim. */
export interface TrimRules {
  /** A run of this many jumps is a trim (DST-style machines trim on 3+ jump codes). */
  jumpsForTrim?: number;
  /** A run moving further than this (0.1 mm, either axis) is a trim (Janome: 30 = 3 mm). */
  distanceForTrim?: number;
  /** Drop jump runs that end where they started (they move nothing). Default true. */
  clip?: boolean;
}

/** The output arrays and the jump run being followed. */
class TrimPass {
  xs: Int32Array;
  ys: Int32Array;
  cmds: Uint8Array;
  out = 0;
  runStart = 0;
  runCount = 0;
  runDx = 0;
  runDy = 0;

  constructor(capacity: number) {
    this.xs = new Int32Array(capacity);
    this.ys = new Int32Array(capacity);
    this.cmds = new Uint8Array(capacity);
  }

  push(x: number, y: number, command: number): void {
    this.xs[this.out] = x;
    this.ys[this.out] = y;
    this.cmds[this.out++] = command;
  }

  startRun(): void {
    this.runStart = this.out - 1;
    this.runCount = 0;
    this.runDx = 0;
    this.runDy = 0;
  }

  /** Inserts a TRIM before the run, where the needle stood after the last stitch. */
  trimBeforeRun(): void {
    const at = this.runStart;
    this.xs.copyWithin(at + 1, at, this.out);
    this.ys.copyWithin(at + 1, at, this.out);
    this.cmds.copyWithin(at + 1, at, this.out);
    this.xs[at] = at > 0 ? this.xs[at - 1]! : 0;
    this.ys[at] = at > 0 ? this.ys[at - 1]! : 0;
    this.cmds[at] = TRIM;
    this.runStart++;
    this.out++;
  }
}

/**
 * Formats without a trim command leave trimming to the machine, which cuts the thread on long
 * or repeated jumps. This inserts TRIM before each jump run that meets the rules (only after
 * stitching, never twice) and, with `clip`, drops runs that return to their start — the same
 * reading pyembroidery applies, so counts agree with it.
 */
export function interpolateTrims(builder: PatternBuilder, rules: TrimRules): void {
  const { jumpsForTrim, distanceForTrim = Infinity, clip = true } = rules;
  // At most one trim per stitch-then-jump transition, so half as many again suffices.
  const pass = new TrimPass(builder.length + (builder.length >> 1) + 16);
  let px = 0;
  let py = 0;
  let jumping = false;
  let trimmed = true;
  for (let i = 0; i < builder.length; i++) {
    const x = builder.xs[i]!;
    const y = builder.ys[i]!;
    const command = builder.commands[i]!;
    const dx = x - px;
    const dy = y - py;
    px = x;
    py = y;
    if (command === STITCH || command === COLOR_CHANGE || command === TRIM) {
      trimmed = command !== STITCH;
      jumping = false;
    }
    pass.push(x, y, command);
    if (command !== JUMP) continue;
    if (!jumping) pass.startRun();
    jumping = true;
    pass.runCount++;
    pass.runDx += dx;
    pass.runDy += dy;
    const far = Math.abs(pass.runDx) > distanceForTrim || Math.abs(pass.runDy) > distanceForTrim;
    if (!trimmed && (pass.runCount === jumpsForTrim || far)) {
      pass.trimBeforeRun();
      trimmed = true;
    }
    if (clip && pass.runDx === 0 && pass.runDy === 0) pass.out = pass.runStart;
  }
  builder.xs = pass.xs;
  builder.ys = pass.ys;
  builder.commands = pass.cmds;
  builder.length = pass.out;
}
