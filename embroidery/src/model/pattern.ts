import type { Command } from './commands.ts';
import type { Thread } from './thread.ts';

/**
 * A stitch pattern: absolute positions in 0.1 mm (x right, y down, as pyembroidery) with one
 * command per position, stored in typed arrays of which the first `length` entries are used.
 */
export interface Pattern {
  xs: Int32Array;
  ys: Int32Array;
  commands: Uint8Array;
  length: number;
  threads: Thread[];
  metadata: Record<string, string>;
}

/** Grows typed arrays while a reader appends stitches. */
export class PatternBuilder {
  xs: Int32Array;
  ys: Int32Array;
  commands: Uint8Array;
  length = 0;
  threads: Thread[] = [];
  metadata: Record<string, string> = {};

  constructor(capacity = 1024) {
    const size = Math.max(16, capacity);
    this.xs = new Int32Array(size);
    this.ys = new Int32Array(size);
    this.commands = new Uint8Array(size);
  }

  private grow(): void {
    const size = this.xs.length * 2;
    const xs = new Int32Array(size);
    const ys = new Int32Array(size);
    const commands = new Uint8Array(size);
    xs.set(this.xs);
    ys.set(this.ys);
    commands.set(this.commands);
    this.xs = xs;
    this.ys = ys;
    this.commands = commands;
  }

  /** Appends one absolute position with its command. */
  add(x: number, y: number, command: Command): void {
    if (this.length === this.xs.length) this.grow();
    const i = this.length++;
    this.xs[i] = x;
    this.ys[i] = y;
    this.commands[i] = command;
  }

  /** The pattern built so far; it shares this builder's arrays. */
  build(): Pattern {
    return {
      xs: this.xs,
      ys: this.ys,
      commands: this.commands,
      length: this.length,
      threads: this.threads,
      metadata: this.metadata,
    };
  }
}
