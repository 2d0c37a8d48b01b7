// Compares our running-time estimate with Ink/Stitch's (print preview) for every design file of
// the shared corpus our reader reads; prints a Markdown table and summary (docs/running-time.md).
//   cd embroidery && npx -y pnpm@10 exec node tools/runningTimeCompare.ts [corpus-dir]
// The corpus folder defaults to ../shared/corpus beside the repository. Both estimates take the
// counts of our reader (`analysePattern`, as processing fills stitch_count, trim_count, …).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analysePattern } from '../src/analyse/analysePattern.ts';
import { FormatError } from '../src/model/formatError.ts';
import { readPattern } from '../src/registry.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CORPUS = resolve(process.argv[2] ?? join(REPO_ROOT, '..', 'shared', 'corpus'));

/** Our defaults and formula: a copy of DEFAULT_MACHINE_PROFILE and estimateMinutes in
 * shared/src/domain/machine.ts (the embroidery package imports nothing of ours). */
const OURS = { stitchesPerMinute: 650, colourChange: 30, trim: 6, stop: 30 };

/** Ink/Stitch's print-preview defaults (Settings → Estimated Time in print/templates/ui.html). */
const INKSTITCH = { stitchesPerMinute: 700, colourChange: 10, trim: 10, additional: 0 };

interface Row {
  file: string;
  stitches: number;
  jumps: number;
  colourChanges: number;
  trims: number;
  stops: number;
  oursSeconds: number;
  inkstitchSeconds: number;
}

function oursSeconds(r: Omit<Row, 'oursSeconds' | 'inkstitchSeconds'>): number {
  return (
    (r.stitches / OURS.stitchesPerMinute) * 60 +
    r.colourChanges * OURS.colourChange +
    r.trims * OURS.trim +
    r.stops * OURS.stop
  );
}

// Ink/Stitch turns the speed into whole stitches per second (rounded down), counts every entry
// of its stitch plan as a stitch (jumps, trims, stops and colour changes included: a file it
// reads becomes one entry per command), charges each trim and each colour block after the first,
// charges nothing for a stop. (It shows the result as h:mm:ss rounded down; we keep the fraction,
// as for ours, and round both to a tenth of a minute only for the table.)
function inkstitchSeconds(entries: number, colourChanges: number, trims: number): number {
  const perSecond = Math.max(1, Math.floor(INKSTITCH.stitchesPerMinute / 60));
  return (
    entries / perSecond +
    trims * INKSTITCH.trim +
    colourChanges * INKSTITCH.colourChange +
    INKSTITCH.additional
  );
}

function designFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return designFiles(path);
      return /\.(json|md)$/i.test(entry.name) ? [] : [path];
    });
}

const minutes = (seconds: number) => (Math.round(seconds / 6) / 10).toFixed(1);
const differencePercent = (r: Row) => ((r.inkstitchSeconds - r.oursSeconds) / r.oursSeconds) * 100;
const signed = (n: number, digits: number) => (n > 0 ? '+' : '') + n.toFixed(digits);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const rows: Row[] = [];
const unread: string[] = [];
for (const path of designFiles(CORPUS)) {
  const file = relative(CORPUS, path);
  let pattern;
  try {
    pattern = readPattern(new Uint8Array(readFileSync(path)), path).pattern;
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    unread.push(file);
    continue;
  }
  const a = analysePattern(pattern);
  const counts = {
    file,
    stitches: a.stitches,
    jumps: a.jumps,
    colourChanges: a.colorChanges,
    trims: a.trims,
    stops: a.stops,
  };
  rows.push({
    ...counts,
    oursSeconds: oursSeconds(counts),
    inkstitchSeconds: inkstitchSeconds(pattern.length, a.colorChanges, a.trims),
  });
}

const out: string[] = [
  '| file | stitches | jumps | colour changes | trims | stops | ours (min) | Ink/Stitch (min) | difference % |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const r of rows) {
  const difference = r.oursSeconds > 0 ? signed(differencePercent(r), 1) : '—';
  out.push(
    `| ${r.file} | ${r.stitches} | ${r.jumps} | ${r.colourChanges} | ${r.trims} | ${r.stops} | ` +
      `${minutes(r.oursSeconds)} | ${minutes(r.inkstitchSeconds)} | ${difference} |`,
  );
}

function summary(label: string, selected: Row[]): string[] {
  const timed = selected.filter((r) => r.oursSeconds > 0);
  const byPercent = timed.map((r) => ({ r, abs: Math.abs(differencePercent(r)) }));
  const byMinutes = timed.map((r) => ({ r, abs: Math.abs(r.inkstitchSeconds - r.oursSeconds) }));
  const worst = <T extends { abs: number }>(list: T[]) =>
    list.reduce((a, b) => (b.abs > a.abs ? b : a));
  const worstPercent = worst(byPercent);
  const worstMinutes = worst(byMinutes);
  const lower = timed.filter((r) => r.inkstitchSeconds < r.oursSeconds).length;
  const higher = timed.filter((r) => r.inkstitchSeconds > r.oursSeconds).length;
  return [
    `- ${label}: ${timed.length} designs with stitches; Ink/Stitch lower for ${lower}, ` +
      `higher for ${higher}.`,
    `  - median absolute difference ${median(byPercent.map((x) => x.abs)).toFixed(1)} % ` +
      `(${(median(byMinutes.map((x) => x.abs)) / 60).toFixed(2)} min)`,
    `  - max absolute difference ${worstPercent.abs.toFixed(1)} % (${worstPercent.r.file}); ` +
      `in minutes ${(worstMinutes.abs / 60).toFixed(1)} min (${worstMinutes.r.file})`,
  ];
}

out.push('');
out.push(
  `Read ${rows.length} of ${rows.length + unread.length} files in ${relative(REPO_ROOT, CORPUS)}; ` +
    `difference % = (Ink/Stitch − ours) / ours, from the seconds before rounding; ` +
    `designs without stitches (ours 0 min) are left out of the figures below.`,
);
out.push('');
out.push(...summary('all files', rows));
out.push(
  ...summary(
    'real/ only',
    rows.filter((r) => r.file.startsWith('real/')),
  ),
);
if (unread.length) out.push('', `Not read (${unread.length}): ${unread.join(', ')}.`);
console.log(out.join('\n'));
