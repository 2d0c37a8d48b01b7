import { COLOR_CHANGE, END, STITCH, type Command } from '../../model/commands.ts';
import { PatternBuilder } from '../../model/pattern.ts';

/**
 * A PatternBuilder that also keeps the needle position, for formats that store moves relative
 * to the previous one. Readers size it from the file length, so memory stays bounded by input.
 */
export class StitchSink extends PatternBuilder {
  x = 0;
  y = 0;
  /** True once a STITCH was added since the start or the last colour change. */
  private sewn = false;
  /** Index of the colour change made by the last `needle()`, until a stitch confirms it. */
  private unconfirmed = -1;

  /** Moves by (dx, dy) and appends a STITCH there: the hot path of every reader. */
  stitch(dx: number, dy: number): void {
    this.sewn = true;
    this.unconfirmed = -1;
    this.write((this.x += dx), (this.y += dy), STITCH);
  }

  /** Moves by (dx, dy) and appends `command` at the new position. */
  rel(dx: number, dy: number, command: Command): void {
    this.x += dx;
    this.y += dy;
    this.put(command);
  }

  /** Moves to (x, y) and appends `command` there. */
  abs(x: number, y: number, command: Command): void {
    this.x = x;
    this.y = y;
    this.put(command);
  }

  /** Appends `command` at the current position. */
  here(command: Command): void {
    this.put(command);
  }

  private put(command: Command): void {
    if (command === STITCH) {
      this.sewn = true;
      this.unconfirmed = -1;
    } else if (command === COLOR_CHANGE) this.sewn = false;
    this.write(this.x, this.y, command);
  }

  // Stores an entry straight into the typed arrays, growing them through `add` only when full.
  private write(x: number, y: number, command: number): void {
    const i = this.length;
    if (i < this.commands.length) {
      this.xs[i] = x;
      this.ys[i] = y;
      this.commands[i] = command;
      this.length = i + 1;
    } else this.add(x, y, command as Command);
  }

  /**
   * A multi-needle machine selecting a needle. It is a colour change only between two stitched
   * blocks: the selection before the first stitch threads the first colour, selections in a row
   * are one change, and one after the last stitch changes to nothing.
   */
  needle(): void {
    if (!this.sewn) return;
    this.put(COLOR_CHANGE);
    this.unconfirmed = this.length - 1;
  }

  /** Closes the design with END at the current position (dropping an unconfirmed needle change). */
  end(): void {
    const i = this.unconfirmed;
    if (i >= 0) {
      this.xs.copyWithin(i, i + 1, this.length);
      this.ys.copyWithin(i, i + 1, this.length);
      this.commands.copyWithin(i, i + 1, this.length);
      this.length--;
      this.unconfirmed = -1;
    }
    this.add(this.x, this.y, END);
  }
}

/** Capacity for a reader that appends at most `perRecord` entries per `recordSize` bytes. */
export function capacityFor(byteCount: number, recordSize: number, perRecord = 1): number {
  return Math.floor(Math.max(0, byteCount) / recordSize) * perRecord + 2;
}
