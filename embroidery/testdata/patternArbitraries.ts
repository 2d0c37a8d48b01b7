// Test support (fast-check generators) for the long-tail writers' round-trip properties.
import fc from 'fast-check';
import {
  COLOR_CHANGE,
  END,
  JUMP,
  STITCH,
  STOP,
  TRIM,
  type Command,
} from '../src/model/commands.ts';
import { PatternBuilder, type Pattern } from '../src/model/pattern.ts';

/** What a format can say exactly, for generating patterns it must round-trip unchanged. */
export interface Flavour {
  /** Longest move per axis per record. */
  max: number;
  /** Jumps in a row (after stitching) the reader turns into a trim; 0 when trims are explicit. */
  trimRun: number;
  /** Whether STOP survives (else the format only has colour changes). */
  stops: boolean;
  /**
   * Colour changes are needle selections: one only counts between stitched blocks, so the
   * generator puts each after a stitch and follows it with one.
   */
  needles?: boolean;
}

type Segment = { kind: 'stitch' | 'jumps' | 'trim' | 'color' | 'stop'; moves: [number, number][] };

const segment = (max: number): fc.Arbitrary<Segment> =>
  fc.record({
    kind: fc.constantFrom('stitch', 'stitch', 'jumps', 'trim', 'color', 'stop'),
    moves: fc.array(fc.tuple(fc.integer({ min: -max, max }), fc.integer({ min: -max, max })), {
      minLength: 1,
      maxLength: 6,
    }),
  });

// Folds random segments into a pattern a format can hold exactly, tracking what readers track:
// whether the thread is cut, and the jumps (and their sum) since the last stitch or command.
class ExactBuilder {
  readonly b = new PatternBuilder();
  private x = 0;
  private y = 0;
  private cut = true;
  private sewn = false;
  private run = 0;
  private sx = 0;
  private sy = 0;
  private readonly flavour: Flavour;

  constructor(flavour: Flavour) {
    this.flavour = flavour;
  }

  private add(dx: number, dy: number, c: Command): void {
    this.x += dx;
    this.y += dy;
    this.b.add(this.x, this.y, c);
  }

  private restart(cut: boolean): void {
    this.cut = cut;
    this.run = 0;
    this.sx = 0;
    this.sy = 0;
  }

  stitches(moves: [number, number][]): void {
    for (const [dx, dy] of moves) this.add(dx, dy, STITCH);
    this.sewn = true;
    this.restart(false);
  }

  // Jumps that move, whose running sum never comes back to zero, at most `limit` of them.
  jumps(moves: [number, number][], limit = Infinity): void {
    const { trimRun } = this.flavour;
    const allowed =
      trimRun > 0 && !this.cut ? Math.max(0, Math.min(limit, trimRun - 1 - this.run)) : limit;
    for (const [dx, dy] of moves.slice(0, allowed)) {
      if ((dx === 0 && dy === 0) || (this.sx + dx === 0 && this.sy + dy === 0)) continue;
      this.sx += dx;
      this.sy += dy;
      this.run++;
      this.add(dx, dy, JUMP);
    }
  }

  // A needle selection: only between stitched blocks, and followed by a stitch.
  needle(move: [number, number]): void {
    if (!this.sewn) return;
    this.add(0, 0, COLOR_CHANGE);
    this.stitches([move]);
  }

  command(kind: Segment['kind'], moves: [number, number][]): void {
    const { trimRun, stops } = this.flavour;
    if (kind === 'trim' && trimRun > 0 && (this.cut || this.run > 0)) return;
    this.add(0, 0, kind === 'trim' ? TRIM : kind === 'stop' && stops ? STOP : COLOR_CHANGE);
    this.restart(true);
    this.jumps(moves);
  }

  end(): Pattern {
    this.add(0, 0, END);
    return this.b.build();
  }
}

/**
 * Patterns a format holds exactly: moves within one record, jumps whose running sum never returns
 * to the start (readers drop such runs), no redundant trims, short jump runs while the thread is
 * not cut when the format spells trims as jump runs, STOP only where the format has it.
 */
export function exactPattern(flavour: Flavour): fc.Arbitrary<Pattern> {
  return fc.array(segment(flavour.max), { maxLength: 40 }).map((segments) => {
    const b = new ExactBuilder(flavour);
    for (const { kind, moves } of segments) {
      if (kind === 'stitch') b.stitches(moves);
      else if (kind === 'jumps') b.jumps(moves);
      else if (kind === 'color' && flavour.needles) b.needle(moves[0]!);
      else b.command(kind, moves);
    }
    return b.end();
  });
}

/** Any pattern: long stitches and jumps, commands anywhere, positions within ±`span`. */
export function anyPattern(span = 3000): fc.Arbitrary<Pattern> {
  const entry = fc.tuple(
    fc.integer({ min: -span, max: span }),
    fc.integer({ min: -span, max: span }),
    fc.constantFrom<Command>(STITCH, STITCH, STITCH, JUMP, TRIM, COLOR_CHANGE, STOP),
  );
  return fc.array(entry, { maxLength: 60 }).map((list) => {
    const b = new PatternBuilder();
    for (const [x, y, c] of list) b.add(x, y, c);
    const last = list.at(-1);
    b.add(last?.[0] ?? 0, last?.[1] ?? 0, END);
    return b.build();
  });
}

/** Entries of a pattern as `[x, y, command]` triples, for deep equality. */
export function triples(p: Pattern): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < p.length; i++) out.push([p.xs[i]!, p.ys[i]!, p.commands[i]!]);
  return out;
}

/** Positions of the STITCH entries, in order. */
export function stitchPositions(p: Pattern): [number, number][] {
  return triples(p)
    .filter(([, , c]) => c === STITCH)
    .map(([x, y]) => [x, y]);
}

/** True when `needles` occur in `haystack` in order (not necessarily adjacent). */
export function isSubsequence(needles: [number, number][], haystack: [number, number][]): boolean {
  let j = 0;
  for (const [x, y] of haystack) {
    const want = needles[j];
    if (want && want[0] === x && want[1] === y) j++;
  }
  return j === needles.length;
}
