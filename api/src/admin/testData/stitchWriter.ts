import { COLOR_CHANGE, END, JUMP, PatternBuilder, STITCH, TRIM } from '@stickerei/embroidery';
import type { Pattern } from '@stickerei/embroidery';

/** A point in 0.1 mm (x right, y down, as the embroidery model). */
export type Point = readonly [number, number];

// A gap this long (0.1 mm) is crossed with a trim and a jump, not sewn.
const MAX_TRAVEL = 30;

/** Appends stitches to a pattern the way a digitizer's output sews them. */
export class StitchWriter {
  readonly builder: PatternBuilder;
  private started = false;

  constructor(capacity = 4096) {
    this.builder = new PatternBuilder(capacity);
  }

  get stitches(): number {
    return this.builder.length;
  }

  private last(): Point {
    const b = this.builder;
    return [b.xs[b.length - 1] ?? 0, b.ys[b.length - 1] ?? 0];
  }

  /** Goes to `p` without sewing: a trim and a jump after the first element. */
  moveTo(p: Point): void {
    const [x, y] = this.last();
    if (this.started) this.builder.add(x, y, TRIM);
    this.builder.add(Math.round(p[0]), Math.round(p[1]), JUMP);
    this.started = true;
  }

  /** Sews to `p`; a long way from the last point is travelled with a jump instead. */
  sew(p: Point): void {
    const [x, y] = this.last();
    if (!this.started || Math.hypot(p[0] - x, p[1] - y) > MAX_TRAVEL * 4) this.moveTo(p);
    this.builder.add(Math.round(p[0]), Math.round(p[1]), STITCH);
  }

  /** Sews a straight line in stitches of at most `maxLength`. */
  sewLine(to: Point, maxLength: number): void {
    const [x, y] = this.last();
    const steps = Math.max(1, Math.ceil(Math.hypot(to[0] - x, to[1] - y) / maxLength));
    for (let s = 1; s <= steps; s++)
      this.sew([x + ((to[0] - x) * s) / steps, y + ((to[1] - y) * s) / steps]);
  }

  /** Whether `p` is close enough to sew to instead of jumping. */
  near(p: Point): boolean {
    const [x, y] = this.last();
    return this.started && Math.hypot(p[0] - x, p[1] - y) <= MAX_TRAVEL;
  }

  /** The next thread: a colour change at the current position. */
  changeColour(): void {
    const [x, y] = this.last();
    this.builder.add(x, y, COLOR_CHANGE);
  }

  /** Ends the pattern and returns it with its threads. */
  finish(threads: number[]): Pattern {
    const [x, y] = this.last();
    this.builder.add(x, y, END);
    this.builder.threads = threads.map((color) => ({ color }));
    return this.builder.build();
  }
}
