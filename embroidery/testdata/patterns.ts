// Test support: pattern generators and comparisons for the format round-trip tests.
import fc from 'fast-check';
import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../src/model/commands.ts';
import type { Command } from '../src/model/commands.ts';
import { PatternBuilder } from '../src/model/pattern.ts';
import type { Pattern } from '../src/model/pattern.ts';

/** What a format can carry exactly, so generated patterns survive write → read unchanged. */
export interface PatternShape {
  /** Longest move per axis (the format's limit). */
  maxMove: number;
  /** Whether TRIM may appear (always directly before a jump, the one place every format keeps it). */
  trims: boolean;
  stops: boolean;
  jumps: boolean;
  /** Whether TRIM may also appear on its own between stitches (formats with a trim code). */
  looseTrims?: boolean;
  maxBlocks?: number;
}

type Delta = [number, number];
type Segment = { kind: 'stitch' | 'jump' | 'trim' | 'cut' | 'stop'; deltas: Delta[] };

function segmentsArb(shape: PatternShape): fc.Arbitrary<Segment[]> {
  const delta = fc.tuple(
    fc.integer({ min: -shape.maxMove, max: shape.maxMove }),
    fc.integer({ min: -shape.maxMove, max: shape.maxMove }),
  );
  const stitches = fc
    .array(delta, { minLength: 1, maxLength: 12 })
    .map((deltas): Segment => ({ kind: 'stitch', deltas }));
  const kinds: Segment['kind'][] = [];
  if (shape.jumps) kinds.push('jump');
  if (shape.jumps && shape.trims) kinds.push('trim');
  if (shape.stops) kinds.push('stop');
  if (shape.looseTrims) kinds.push('cut');
  const breaks =
    kinds.length === 0
      ? fc.constant<Segment[]>([])
      : fc
          .array(
            fc.tuple(
              fc.constantFrom(...kinds),
              fc.array(delta, { minLength: 1, maxLength: 3 }),
              stitches,
            ),
            { maxLength: 4 },
          )
          .map((parts) =>
            parts.flatMap(([kind, deltas, s]): Segment[] => [
              { kind, deltas: kind === 'stop' || kind === 'cut' ? [] : deltas },
              s,
            ]),
          );
  return fc.tuple(stitches, breaks).map(([first, rest]) => [first, ...rest]);
}

/**
 * Patterns of 1..maxBlocks colour blocks, each starting with stitches, with jumps, trims and
 * stops only where `shape` allows; every block has its own distinct colour.
 */
export function arbitraryPattern(shape: PatternShape): fc.Arbitrary<Pattern> {
  return fc.integer({ min: 1, max: shape.maxBlocks ?? 6 }).chain((blocks) =>
    fc
      .tuple(
        fc.array(segmentsArb(shape), { minLength: blocks, maxLength: blocks }),
        fc.uniqueArray(fc.integer({ min: 0, max: 0xffffff }), {
          minLength: blocks,
          maxLength: blocks,
        }),
      )
      .map(([blockSegments, colors]) => buildPattern(blockSegments, colors)),
  );
}

function buildPattern(blockSegments: Segment[][], colors: number[]): Pattern {
  const b = new PatternBuilder();
  let x = 0;
  let y = 0;
  const move = (deltas: Delta[], command: Command) => {
    for (const [dx, dy] of deltas) b.add((x += dx), (y += dy), command);
  };
  blockSegments.forEach((segments, block) => {
    if (block > 0) b.add(x, y, COLOR_CHANGE);
    for (const segment of segments) {
      if (segment.kind === 'stop') b.add(x, y, STOP);
      else if (segment.kind === 'cut') b.add(x, y, TRIM);
      else if (segment.kind === 'trim') {
        b.add(x, y, TRIM);
        move(segment.deltas, JUMP);
      } else move(segment.deltas, segment.kind === 'jump' ? JUMP : STITCH);
    }
  });
  b.add(x, y, END);
  b.threads = colors.map((color, i) => ({ color, description: `Colour ${i + 1}` }));
  return b.build();
}

/** `[x, y, command]` for every entry, for readable comparisons. */
export function entriesOf(pattern: Pattern): [number, number, number][] {
  return Array.from({ length: pattern.length }, (_, i) => [
    pattern.xs[i]!,
    pattern.ys[i]!,
    pattern.commands[i]!,
  ]);
}

/** A copy of a pattern that a reader-side transformation may change in place. */
export function builderOf(pattern: Pattern): PatternBuilder {
  const b = new PatternBuilder(pattern.length + 16);
  for (let i = 0; i < pattern.length; i++)
    b.add(pattern.xs[i]!, pattern.ys[i]!, pattern.commands[i] as Command);
  b.threads = pattern.threads.map((t) => ({ ...t }));
  return b;
}

/** Positions of STITCH entries, in order. */
export function stitchPositions(pattern: Pattern): string[] {
  const out: string[] = [];
  for (let i = 0; i < pattern.length; i++)
    if (pattern.commands[i] === STITCH) out.push(`${pattern.xs[i]},${pattern.ys[i]}`);
  return out;
}

/** Longest move (either axis) between consecutive entries, by command of the later entry. */
export function longestMoves(pattern: Pattern): { stitch: number; jump: number } {
  const longest = { stitch: 0, jump: 0 };
  for (let i = 1; i < pattern.length; i++) {
    const d = Math.max(
      Math.abs(pattern.xs[i]! - pattern.xs[i - 1]!),
      Math.abs(pattern.ys[i]! - pattern.ys[i - 1]!),
    );
    if (pattern.commands[i] === STITCH) longest.stitch = Math.max(longest.stitch, d);
    if (pattern.commands[i] === JUMP) longest.jump = Math.max(longest.jump, d);
  }
  return longest;
}

/** Any pattern: long moves, commands anywhere, missing threads — what writers must cope with. */
export function arbitraryWildPattern(): fc.Arbitrary<Pattern> {
  const entry = fc.tuple(
    fc.integer({ min: -3000, max: 3000 }),
    fc.integer({ min: -3000, max: 3000 }),
    fc.constantFrom<Command>(STITCH, STITCH, STITCH, STITCH, JUMP, TRIM, COLOR_CHANGE, STOP),
  );
  return fc
    .tuple(
      fc.array(entry, { maxLength: 60 }),
      fc.array(fc.integer({ min: 0, max: 0xffffff }), { maxLength: 4 }),
    )
    .map(([entries, colors]) => {
      const b = new PatternBuilder();
      for (const [x, y, c] of entries) b.add(x, y, c);
      b.threads = colors.map((color) => ({ color }));
      return b.build();
    });
}

/** True when `needles` occur in `hay` in order (not necessarily adjacent). */
export function isSubsequence(needles: readonly string[], hay: readonly string[]): boolean {
  let j = 0;
  for (const s of hay) if (j < needles.length && s === needles[j]) j++;
  return j === needles.length;
}
