// Worksheet PDFs (docs/worksheets.md, docs/benchmarks.md "Worksheets"): designs drawn from a seed
// with the test-data motif generator, their stitches split until each has the stitch count the
// benchmark asks for (5,000–60,000, as bench/importCollection.ts), each with a 512 px preview
// and a matched thread per colour block. Everything is prepared before the clock starts: only
// renderWorksheets is timed.
//
//   pnpm --filter @stickerei/api exec node bench/worksheet.ts [--seed 7] [--runs 20] [--designs 100]
//
// Budget: one 50,000-stitch design ≤ 300 ms (p95 of the runs), a bulk worksheet of 100 designs
// with a shopping list ≤ 10 s.
import { cpus, loadavg } from 'node:os';
import type { Readable } from 'node:stream';
import {
  commandSummary,
  COLOR_CHANGE,
  PatternBuilder,
  STITCH,
  threadHex,
  TRIM,
  type Command,
  type Pattern,
} from '@stickerei/embroidery';
import { generateMotif, MOTIF_KINDS } from '../src/admin/testData/motifs.ts';
import { createRandom, mixSeed } from '../src/admin/testData/random.ts';
import { renderPreviews } from '../src/jobs/renderPreviews.ts';
import { renderWorksheets } from '../src/worksheets/renderWorksheets.ts';
import type { ShoppingItem, WorksheetDesign } from '../src/worksheets/types.ts';
import { option } from './options.ts';

const SEED = option('seed', 7);
const RUNS = option('runs', 20);
const DESIGNS = option('designs', 100);

/** Motif `index` of the seed with each stitch cut into equal parts until it has about `target`. */
function motifOfSize(index: number, target: number): Pattern {
  const motif = generateMotif(
    MOTIF_KINDS[index % MOTIF_KINDS.length]!,
    createRandom(mixSeed(SEED, index)),
  ).pattern;
  const { counts } = commandSummary(motif);
  const parts = Math.max(1, Math.round(target / Math.max(1, counts[STITCH]!)));
  const b = new PatternBuilder(motif.length * parts);
  for (let i = 0; i < motif.length; i++) {
    const command = motif.commands[i]! as Command;
    if (command === STITCH && i > 0) {
      const [fromX, fromY] = [motif.xs[i - 1]!, motif.ys[i - 1]!];
      for (let k = 1; k < parts; k++) {
        const t = k / parts;
        b.add(
          Math.round(fromX + (motif.xs[i]! - fromX) * t),
          Math.round(fromY + (motif.ys[i]! - fromY) * t),
          STITCH,
        );
      }
    }
    b.add(motif.xs[i]!, motif.ys[i]!, command);
  }
  const pattern = b.build();
  pattern.threads = motif.threads;
  return pattern;
}

async function designOf(index: number, target: number): Promise<WorksheetDesign> {
  const r = createRandom(mixSeed(SEED, 1000 + index));
  const pattern = motifOfSize(index, target);
  const summary = commandSummary(pattern);
  const [minX, minY, maxX, maxY] = summary.extents;
  const [preview] = await renderPreviews(pattern, [512]);
  return {
    name: `Motif ${index + 1} (${MOTIF_KINDS[index % MOTIF_KINDS.length]})`,
    widthMm: (maxX - minX) / 10,
    heightMm: (maxY - minY) / 10,
    stitches: summary.counts[STITCH]!,
    colourChanges: summary.counts[COLOR_CHANGE]!,
    trims: summary.counts[TRIM]!,
    estimatedMinutes: summary.counts[STITCH]! / 650 + summary.counts[COLOR_CHANGE]! * 0.5,
    formats: ['pes', 'dst', 'jef', 'vp3'],
    previewPng: preview!.png,
    hoops: r.chance(0.8) ? [{ name: 'Medium', widthMm: 130, heightMm: 180 }] : [],
    brandName: 'Madeira Polyneon',
    blocks: summary.stitchesPerBlock.map((stitches, i) => ({
      index: i + 1,
      rgb: threadHex(pattern.threads[i]?.color ?? 0),
      stitches,
      minutes: Math.round((stitches / 650) * 10) / 10,
      match: r.chance(0.1)
        ? null
        : {
            brand: 'Madeira Polyneon',
            code: String(r.int(1600, 1999)),
            name: 'Thread colour',
            rgb: threadHex(pattern.threads[i]?.color ?? 0),
            deltaE: r.range(0, 9),
          },
    })),
    pattern,
  };
}

/**
 * Reads a stream to its end: bytes, time to the first byte and to the end (ms from `start`),
 * and the process's CPU time meanwhile (ms, its thread pool's included: a loaded machine
 * stretches the wall time, much less the CPU time).
 */
async function drain(stream: Readable, start: number) {
  const cpuBefore = process.cpuUsage();
  let bytes = 0;
  let firstByte = NaN;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByte = performance.now() - start;
    bytes += chunk.length;
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    bytes,
    firstByte,
    total: performance.now() - start,
    cpu: (cpu.user + cpu.system) / 1000,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const load = loadavg()[0]!;
const single = await designOf(0, 50_000);
const times: number[] = [];
const cpuTimes: number[] = [];
let singleBytes = 0;
for (let run = -2; run < RUNS; run++) {
  const result = await drain(
    renderWorksheets([single], { lang: 'de', paper: 'a4' }),
    performance.now(),
  );
  if (run >= 0) times.push(result.total);
  if (run >= 0) cpuTimes.push(result.cpu);
  singleBytes = result.bytes;
}

const r = createRandom(SEED);
const designs: WorksheetDesign[] = [];
for (let i = 0; i < DESIGNS; i++) designs.push(await designOf(i + 1, r.int(5_000, 60_000)));
const shoppingList: ShoppingItem[] = Array.from({ length: 30 }, (_, i) => ({
  brand: 'Madeira Polyneon',
  code: String(1700 + i),
  name: 'Thread colour',
  rgb: threadHex(r.int(0, 0xffffff)),
  designs: r.int(1, 9),
}));
const bulkRuns: Array<Awaited<ReturnType<typeof drain>> & { firstDesign: number }> = [];
for (let run = 0; run < 3; run++) {
  const start = performance.now();
  let firstDesign = NaN;
  async function* source() {
    for (const [i, design] of designs.entries()) {
      // Asked for design 2: design 1's pages have been written to the stream.
      if (i === 1) firstDesign = performance.now() - start;
      yield design;
    }
  }
  const result = await drain(
    renderWorksheets(source(), { lang: 'en', paper: 'a4', shoppingList }),
    start,
  );
  bulkRuns.push({ ...result, firstDesign });
}
const stitches = designs.reduce((sum, d) => sum + d.stitches, 0);
const ms = (v: number) => `${v.toFixed(0)} ms`;
const median = (key: 'total' | 'firstByte' | 'firstDesign' | 'cpu') =>
  percentile(
    bulkRuns.map((b) => b[key]),
    50,
  );
console.log(
  [
    `Worksheets, ${cpus().length} × ${cpus()[0]?.model.trim()}, load ${load.toFixed(2)} at the start, seed ${SEED}:`,
    `  one design of ${single.stitches.toLocaleString('en')} stitches, ${single.blocks.length} colours (${(singleBytes / 1024).toFixed(0)} KB): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} over ${RUNS} runs, CPU p50 ${ms(percentile(cpuTimes, 50))} p95 ${ms(percentile(cpuTimes, 95))} (budget ≤ 300 ms p95: ${percentile(times, 95) <= 300 ? 'met' : 'NOT met'})`,
    `  bulk: ${DESIGNS} designs, ${stitches.toLocaleString('en')} stitches, ${(bulkRuns[0]!.bytes / 1024 / 1024).toFixed(1)} MB with a shopping list: ${bulkRuns.map((b) => ms(b.total)).join(', ')} (median ${ms(median('total'))}, CPU ${ms(median('cpu'))}; budget ≤ 10 s: ${median('total') <= 10_000 ? 'met' : 'NOT met'})`,
    `  bulk stream: first byte after ${ms(median('firstByte'))}, design 1 written and design 2 asked for after ${ms(median('firstDesign'))} (medians)`,
    `  peak resident memory of the process (the 100 prepared designs included): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  ].join('\n'),
);
