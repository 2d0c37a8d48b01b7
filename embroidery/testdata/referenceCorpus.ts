// Test support for the long-tail format tests (not exported by the library): the corpus files
// of a format with pyembroidery's reference statistics, and the same statistics of our reading.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  COLOR_CHANGE,
  COMMAND_NAMES,
  END,
  JUMP,
  STITCH,
  STOP,
  TRIM,
} from '../src/model/commands.ts';
import type { Pattern } from '../src/model/pattern.ts';
import { threadHex } from '../src/model/thread.ts';

/** The project's copy of the corpus (repo-relative, never the read-only original). */
export const CORPUS_DIR = fileURLToPath(new URL('../../corpus/', import.meta.url));

export interface Counts {
  stitches: number;
  jumps: number;
  trims: number;
  color_changes: number;
  stops: number;
  end: number;
}

export interface ReferenceEntry extends Counts {
  file: string;
  format: string;
  readable: boolean;
  other_commands: Record<string, number>;
  extents: [number, number, number, number];
  thread_count: number;
  threads: ({ hex: string } | null)[] | null;
  head: [number, number, string][];
  tail: [number, number, string][];
  metadata: Record<string, string>;
  raw?: Counts & { other_commands: Record<string, number> };
  /** Synthetic files: the pattern as it was before pyembroidery wrote it. */
  intended?: Counts & { extents: [number, number, number, number]; threads: { hex: string }[] };
}

function load(relative: string, prefix: string): ReferenceEntry[] {
  const entries = JSON.parse(readFileSync(CORPUS_DIR + relative, 'utf8')) as ReferenceEntry[];
  return entries.map((e) => ({ ...e, file: prefix + e.file }));
}

const ALL = [...load('reference.json', ''), ...load('synth/reference.json', 'synth/')];

/** Reference entries of one format (real and synthetic files), file paths relative to the corpus. */
export function referenceFor(format: string): ReferenceEntry[] {
  return ALL.filter((e) => e.format === format);
}

/** Every reference entry. */
export function allReferences(): ReferenceEntry[] {
  return ALL;
}

/** The bytes of a corpus file. */
export function corpusBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(CORPUS_DIR + file));
}

/** Just the six counts of a reference block (the default view or its `raw` block). */
export function pickCounts(c: Counts): Counts {
  const { stitches, jumps, trims, color_changes, stops, end } = c;
  return { stitches, jumps, trims, color_changes, stops, end };
}

/** A pattern's counts in the reference's terms. */
export function countsOf(p: Pattern): Counts {
  const n = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < p.length; i++) n[p.commands[i] as number]!++;
  return {
    stitches: n[STITCH]!,
    jumps: n[JUMP]!,
    trims: n[TRIM]!,
    color_changes: n[COLOR_CHANGE]!,
    stops: n[STOP]!,
    end: n[END]!,
  };
}

/** Extents over every entry, as pyembroidery's `bounds()` computes them. */
export function extentsOf(p: Pattern): [number, number, number, number] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < p.length; i++) {
    minX = Math.min(minX, p.xs[i]!);
    maxX = Math.max(maxX, p.xs[i]!);
    minY = Math.min(minY, p.ys[i]!);
    maxY = Math.max(maxY, p.ys[i]!);
  }
  return [minX, minY, maxX, maxY];
}

/** Entries `from`..`to` as `[x, y, COMMAND]`, the reference's head/tail shape. */
export function entries(p: Pattern, from: number, to: number): [number, number, string][] {
  const out: [number, number, string][] = [];
  for (let i = Math.max(0, from); i < Math.min(p.length, to); i++) {
    out.push([p.xs[i]!, p.ys[i]!, COMMAND_NAMES[p.commands[i]!]!]);
  }
  return out;
}

/** Everything the reference states about a file, computed from our pattern. */
export function summary(p: Pattern): Counts & {
  extents: [number, number, number, number];
  threads: string[];
  head: [number, number, string][];
  tail: [number, number, string][];
} {
  return {
    ...countsOf(p),
    extents: extentsOf(p),
    threads: p.threads.map((t) => threadHex(t.color)),
    head: entries(p, 0, 5),
    tail: entries(p, p.length - 5, p.length),
  };
}

/** The reference's view in the shape `summary` returns. */
export function expected(e: ReferenceEntry): ReturnType<typeof summary> {
  return {
    stitches: e.stitches,
    jumps: e.jumps,
    trims: e.trims,
    color_changes: e.color_changes,
    stops: e.stops,
    end: e.end,
    extents: e.extents,
    threads: (e.threads ?? []).map((t) => t?.hex ?? 'none'),
    head: e.head,
    tail: e.tail,
  };
}
