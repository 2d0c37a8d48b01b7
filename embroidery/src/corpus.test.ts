import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from './model/commands.ts';
import { patternExtents } from './model/extents.ts';
import { FormatError } from './model/formatError.ts';
import { threadHex } from './model/thread.ts';
import type { Pattern } from './model/pattern.ts';
import { detectFormat, formatById } from './registry.ts';
import { KNOWN_WRONG } from '../testdata/corpusKnownWrong.ts';
import type { CorpusStats } from '../testdata/corpusKnownWrong.ts';

// Reads every file of the corpus and compares it with pyembroidery's reference statistics.
const CORPUS = fileURLToPath(new URL('../../corpus/', import.meta.url));

type Position = [number, number, string];
interface Counts {
  stitches: number;
  jumps: number;
  trims: number;
  color_changes: number;
  stops: number;
  end: number;
}
interface Reference extends Counts {
  file: string;
  format: string;
  readable: boolean;
  extents: [number, number, number, number];
  threads: ({ hex: string } | null)[] | null;
  head: Position[];
  tail: Position[];
  raw?: Counts;
}

function loadReferences(): Map<string, Reference> {
  const refs = new Map<string, Reference>();
  for (const [file, prefix] of [
    ['reference.json', ''],
    ['synth/reference.json', 'synth/'],
  ] as const) {
    for (const ref of JSON.parse(readFileSync(join(CORPUS, file), 'utf8')) as Reference[]) {
      refs.set(prefix + ref.file, ref);
    }
  }
  return refs;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return name.endsWith('.json') ? [] : [path];
  });
}

function statsOf(pattern: Pattern): CorpusStats {
  const n = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < pattern.length; i++) n[pattern.commands[i]!]!++;
  return {
    stitches: n[0]!,
    jumps: n[1]!,
    trims: n[2]!,
    color_changes: n[3]!,
    stops: n[4]!,
    end: n[5]!,
    extents: patternExtents(pattern),
    threads: pattern.threads.map((t) => threadHex(t.color)),
  };
}

function entries(pattern: Pattern, from: number, to: number): Position[] {
  const out: Position[] = [];
  for (let i = Math.max(0, from); i < Math.min(to, pattern.length); i++) {
    out.push([pattern.xs[i]!, pattern.ys[i]!, COMMAND_NAMES[pattern.commands[i]!]!]);
  }
  return out;
}

const COUNT_KEYS = ['stitches', 'jumps', 'trims', 'color_changes', 'stops', 'end'] as const;

/** Differences between what we read and what the reference (with known corrections) says. */
function compare(
  ours: CorpusStats,
  pattern: Pattern,
  ref: Reference,
  corrected: boolean,
): string[] {
  const expected: CorpusStats = {
    ...ref,
    threads: (ref.threads ?? []).map((t) => t?.hex.toLowerCase() ?? 'none'),
    ...(KNOWN_WRONG[ref.file]?.expect ?? {}),
  };
  const diffs: string[] = [];
  const countsMatch = (c: Counts) => COUNT_KEYS.every((k) => ours[k] === c[k]);
  const viaRaw =
    !corrected && !countsMatch(expected) && ref.raw !== undefined && countsMatch(ref.raw);
  for (const k of COUNT_KEYS) {
    if (!viaRaw && ours[k] !== expected[k]) diffs.push(`${k} ${ours[k]} ≠ ${expected[k]}`);
  }
  if (JSON.stringify(ours.extents) !== JSON.stringify(expected.extents)) {
    diffs.push(`extents ${JSON.stringify(ours.extents)} ≠ ${JSON.stringify(expected.extents)}`);
  }
  if (ours.threads.join() !== expected.threads.join()) {
    diffs.push(`threads ${ours.threads.join(' ')} ≠ ${expected.threads.join(' ')}`);
  }
  if (!corrected && !viaRaw) {
    const head = JSON.stringify(entries(pattern, 0, ref.head.length));
    const tail = JSON.stringify(entries(pattern, pattern.length - ref.tail.length, pattern.length));
    if (head !== JSON.stringify(ref.head)) diffs.push(`head ${head} ≠ ${JSON.stringify(ref.head)}`);
    if (tail !== JSON.stringify(ref.tail)) diffs.push(`tail ${tail} ≠ ${JSON.stringify(ref.tail)}`);
  }
  return diffs;
}

type Outcome = 'agree' | 'known-reference-wrong' | 'disagree' | 'no reader';

function check(path: string, ref: Reference | undefined): { outcome: Outcome; detail?: string } {
  const extension = path.split('.').pop()!.toLowerCase();
  if (!formatById(extension)) return { outcome: 'no reader' };
  if (!ref) return { outcome: 'disagree', detail: 'no reference entry' };
  const bytes = new Uint8Array(readFileSync(join(CORPUS, path)));
  const detected = detectFormat(bytes, path);
  const known = KNOWN_WRONG[path];
  const expectedFormat = known?.detectedAs ?? extension;
  if (
    !detected ||
    (detected.id !== expectedFormat && !detected.extensions.includes(expectedFormat))
  ) {
    return { outcome: 'disagree', detail: `detected as ${detected?.id ?? 'nothing'}` };
  }
  if (!ref.readable && !known)
    return { outcome: 'disagree', detail: 'reference unreadable and no expectation' };
  let pattern: Pattern;
  try {
    pattern = detected.read(bytes);
  } catch (error) {
    return {
      outcome: 'disagree',
      detail: error instanceof FormatError ? error.message : String(error),
    };
  }
  const diffs = compare(statsOf(pattern), pattern, { ...ref, file: path }, known !== undefined);
  if (diffs.length > 0) return { outcome: 'disagree', detail: diffs.join('; ') };
  return { outcome: known ? 'known-reference-wrong' : 'agree' };
}

function table(rows: Map<string, Record<Outcome, number>>): string {
  const header = ['format', 'files', 'agree', 'known-reference-wrong', 'disagree', 'no reader'];
  const lines = [...rows]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([format, r]) => {
      const files = r.agree + r['known-reference-wrong'] + r.disagree + r['no reader'];
      return [format, files, r.agree, r['known-reference-wrong'], r.disagree, r['no reader']].map(
        String,
      );
    });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [header, ...lines].map((l) => l.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n');
}

describe('the corpus', () => {
  it('agrees with the reference statistics wherever a reader exists', () => {
    const refs = loadReferences();
    const rows = new Map<string, Record<Outcome, number>>();
    const failures: string[] = [];
    for (const full of [...listFiles(join(CORPUS, 'real')), ...listFiles(join(CORPUS, 'synth'))]) {
      const path = relative(CORPUS, full).split('\\').join('/');
      const format = path.split('.').pop()!.toLowerCase();
      const { outcome, detail } = check(path, refs.get(path));
      const row = rows.get(format) ?? {
        agree: 0,
        'known-reference-wrong': 0,
        disagree: 0,
        'no reader': 0,
      };
      row[outcome]++;
      rows.set(format, row);
      if (outcome === 'disagree') failures.push(`${path}: ${detail}`);
    }
    console.log(`Corpus agreement with pyembroidery's reference\n${table(rows)}`);
    expect(failures).toEqual([]);
  });

  it('explains every known-wrong reference and names only corpus files', () => {
    const refs = loadReferences();
    for (const [path, known] of Object.entries(KNOWN_WRONG)) {
      expect(refs.has(path), path).toBe(true);
      expect(known.reason.length).toBeGreaterThan(20);
    }
  });
});
