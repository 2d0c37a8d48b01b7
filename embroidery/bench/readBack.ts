// Converts every corpus file with each of our writers into a temporary folder and reads each
// result back with pyembroidery (bench/pyembroidery_readback.py), comparing stitches, colour
// changes, stops and extents with the rules of testdata/readBack.ts (src/readBack.test.ts does
// the same with our own reader). Prints a table per format and every mismatch.
// Run: PYEMBROIDERY_DIR=/path/to/pyembroidery pnpm exec node embroidery/bench/readBack.ts
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatById, readPattern } from '../src/registry.ts';
import type { Pattern } from '../src/model/pattern.ts';
import {
  READ_BACK_FORMATS,
  type ReadBackExpectation,
  type ReadBackStats,
  expectedReadBack,
  readBackMismatches,
  readBackStats,
} from '../testdata/readBack.ts';
import { REPO_ROOT, loadCorpus } from './corpusFiles.ts';

interface Written {
  source: string;
  format: string;
  path: string;
  expected: ReadBackExpectation;
  ours: ReadBackStats;
}

function sources(): { path: string; pattern: Pattern }[] {
  return [...loadCorpus('real'), ...loadCorpus('synth')].flatMap((file) => {
    try {
      return [{ path: file.path, pattern: readPattern(file.bytes, file.name).pattern }];
    } catch {
      return []; // not readable by us: nothing to convert (corpus.test.ts lists these)
    }
  });
}

function writeAll(folder: string): Written[] {
  const written: Written[] = [];
  const files = sources();
  for (const id of READ_BACK_FORMATS) {
    const format = formatById(id)!;
    mkdirSync(join(folder, id));
    for (const { path, pattern } of files) {
      const bytes = format.write!(pattern);
      const out = join(folder, id, `${path.replace(/[/\\]/g, '__')}.${id}`);
      writeFileSync(out, bytes);
      const ours = readBackStats(format.read(bytes));
      written.push({
        source: path,
        format: id,
        path: out,
        expected: expectedReadBack(pattern, id),
        ours,
      });
    }
  }
  return written;
}

type PyResult = ReadBackStats | { error: string };

function pyembroideryRead(paths: string[]): Record<string, PyResult> {
  const result = spawnSync(
    'python3',
    [join(REPO_ROOT, 'embroidery/bench/pyembroidery_readback.py'), ...paths],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  if (result.status !== 0) {
    throw new Error(`pyembroidery read-back failed: ${result.stderr || result.error?.message}`);
  }
  return JSON.parse(result.stdout) as Record<string, PyResult>;
}

/** Mismatches of one format's files, ours and pyembroidery's, in words. */
function compareFormat(
  files: Written[],
  theirs: Record<string, PyResult>,
): { ours: string[]; pyembroidery: string[] } {
  const ours: string[] = [];
  const pyembroidery: string[] = [];
  for (const w of files) {
    const mine = readBackMismatches(w.ours, w.expected);
    const py = theirs[w.path];
    const other = !py
      ? ['not read']
      : 'error' in py
        ? [py.error]
        : readBackMismatches(py, w.expected);
    if (mine.length > 0) ours.push(`${w.format} ${w.source} (ours): ${mine.join('; ')}`);
    if (other.length > 0)
      pyembroidery.push(`${w.format} ${w.source} (pyembroidery): ${other.join('; ')}`);
  }
  return { ours, pyembroidery };
}

function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, k) => c.padEnd(widths[k]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function main(): void {
  const folder = mkdtempSync(join(tmpdir(), 'stickerei-readback-'));
  try {
    const written = writeAll(folder);
    const theirs = pyembroideryRead(written.map((w) => w.path));
    const rows: string[][] = [];
    const mismatches: string[] = [];
    for (const id of READ_BACK_FORMATS) {
      const files = written.filter((w) => w.format === id);
      const { ours, pyembroidery } = compareFormat(files, theirs);
      rows.push([id, String(files.length), String(ours.length), String(pyembroidery.length)]);
      mismatches.push(...ours, ...pyembroidery);
    }
    const header = ['format', 'files', 'mismatches (our reader)', 'mismatches (pyembroidery)'];
    console.log(markdownTable(header, rows));
    if (mismatches.length > 0) console.log(`\n${mismatches.join('\n')}`);
    process.exitCode = mismatches.length > 0 ? 1 : 0;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main();
