import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../../model/commands.ts';
import { FormatError } from '../../model/formatError.ts';
import type { Pattern } from '../../model/pattern.ts';
import { fitToLimits } from './fitToLimits.ts';

/** What a relative-move writer emits; moves arrive already split to the format's limits. */
export interface RecordEmitter {
  stitch(dx: number, dy: number): void;
  jump(dx: number, dy: number): void;
  trim(): void;
  colorChange(): void;
  stop(): void;
  end(): void;
}

export interface PlanOptions {
  /** Format id, for errors. */
  format: string;
  /** Longest stitch per axis per record. */
  maxStitch: number;
  /** Longest jump per axis per record. */
  maxJump: number;
  /**
   * For formats that spell a trim as a run of jumps (DST): a TRIM met after jumps is written
   * where those jumps begin, so trim and travel form the one run a machine reads as a trim, and
   * a TRIM while the thread is already cut is left out.
   */
  trimsAsJumps: boolean;
}

/**
 * Walks a pattern and emits the records of a relative-move format: moves split within the
 * limits (by `fitToLimits`), jumps that move nothing left out, exactly one END at the end.
 */
export function planRecords(p: Pattern, emit: RecordEmitter, options: PlanOptions): void {
  const records = recordsNeeded(p, Math.min(options.maxStitch, options.maxJump));
  if (records > MAX_RECORDS) {
    const reason = `the pattern's moves need ${records} records, more than ${MAX_RECORDS}`;
    throw new FormatError(options.format, 0, reason);
  }
  const q = fitToLimits(p, options);
  const state = { x: 0, y: 0, cut: true, runEnd: -1 };
  for (let i = 0; i < q.length; i++) {
    const c = q.commands[i] as number;
    const dx = (q.xs[i] as number) - state.x;
    const dy = (q.ys[i] as number) - state.y;
    state.x += dx;
    state.y += dy;
    if (c === STITCH) {
      emit.stitch(dx, dy);
      state.cut = false;
    } else if (c === JUMP) jump(q, i, { emit, options, state, dx, dy });
    else if (c === END) {
      emit.end();
      return;
    } else {
      if (c === TRIM && (!options.trimsAsJumps || !state.cut)) emit.trim();
      else if (c === COLOR_CHANGE) emit.colorChange();
      else if (c === STOP) emit.stop();
      state.cut = true;
    }
  }
}

interface JumpContext {
  emit: RecordEmitter;
  options: PlanOptions;
  state: { cut: boolean; runEnd: number };
  dx: number;
  dy: number;
}

// A jump that moves; for trims-as-jumps formats, the trim of a run that ends in one goes first.
function jump(q: Pattern, i: number, { emit, options, state, dx, dy }: JumpContext): void {
  if (dx === 0 && dy === 0) return;
  if (options.trimsAsJumps && !state.cut && i >= state.runEnd) {
    state.runEnd = endOfJumps(q, i);
    if (q.commands[state.runEnd] === TRIM) {
      emit.trim();
      state.cut = true;
    }
  }
  emit.jump(dx, dy);
}

/** Most records a writer produces: far beyond any design, well short of exhausting memory. */
const MAX_RECORDS = 8_000_000;

// An upper bound of the records the split moves take, so absurd coordinates are refused before
// anything is allocated for them.
function recordsNeeded(p: Pattern, max: number): number {
  let total = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length && total <= MAX_RECORDS; i++) {
    const nx = p.xs[i] as number;
    const ny = p.ys[i] as number;
    total += 1 + Math.ceil(Math.max(Math.abs(nx - x), Math.abs(ny - y)) / max);
    x = nx;
    y = ny;
  }
  return total;
}

function endOfJumps(p: Pattern, from: number): number {
  let i = from;
  while (i < p.length && p.commands[i] === JUMP) i++;
  return i;
}
