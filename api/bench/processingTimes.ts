// Processing cost of one file by its stitch count (part of bench/uploadPipeline.ts): what a
// worker thread does for each upload — read, analyse, render and encode the list preview —
// timed in this thread, and the analysis pool's throughput on a mix of such files. Collection
// imports (≥ 18 files/s on this 2-core machine) need about 100 ms of processor time per file.
import { previewImages, readPattern, writePattern } from '@stickerei/embroidery';
import { analyseUpload } from '../src/jobs/analyseUpload.ts';
import { createAnalysisPool } from '../src/jobs/analysisPool.ts';
import { encodePreviewPng } from '../src/jobs/renderPreviews.ts';
import { PROCESSING_PREVIEW_SIZES } from '../src/lib/previewUrl.ts';
import { filledSquares } from '../test/fixtures/patterns.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(task: () => unknown): Promise<{ wall: number; cpu: number }> {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  await task();
  const cpu = process.cpuUsage(cpuBefore);
  return { wall: performance.now() - start, cpu: (cpu.user + cpu.system) / 1000 };
}

// One stitch count: the whole analyseUpload (processor time counts sharp's threads too), and its
// steps one by one on the same file.
async function perFile(stitches: number, runs: number): Promise<string> {
  const file = writePattern(filledSquares(stitches), 'pes');
  const { pattern } = readPattern(file, 'bench.pes');
  const series = (): number[] => [];
  const t = { read: series(), analyse: series(), rasterise: series(), encode: series() };
  const whole = { wall: series(), cpu: series() };
  for (let run = -2; run < runs; run++) {
    let last = performance.now();
    const stages: number[] = [];
    const all = await timed(() =>
      analyseUpload(file, 'bench.pes', () => {
        stages.push(performance.now() - last);
        last = performance.now();
      }),
    );
    let images: ReturnType<typeof previewImages> = [];
    const raster = await timed(() => (images = previewImages(pattern, PROCESSING_PREVIEW_SIZES)));
    const encoded = await timed(() => Promise.all(images.map((i) => encodePreviewPng(i.image))));
    if (run < 0) continue;
    t.read.push(stages[0]!);
    t.analyse.push(stages[1]!);
    t.rasterise.push(raster.cpu);
    t.encode.push(encoded.cpu);
    whole.wall.push(all.wall);
    whole.cpu.push(all.cpu);
  }
  const m = (values: number[]) => ms(median(values));
  return (
    `${String(stitches).padStart(6)} stitches (${(file.length / 1024).toFixed(0)} KiB PES): ` +
    `processor ${m(whole.cpu)}, wall ${m(whole.wall)}; steps (processor): read ${m(t.read)}, ` +
    `analyse ${m(t.analyse)}, rasterise ${m(t.rasterise)}, encode ${m(t.encode)}`
  );
}

// Files through the analysis pool at once, as a collection import sends them.
async function poolThroughput(stitchCounts: number[], filesEach: number): Promise<string> {
  const files = stitchCounts.flatMap((n) =>
    Array.from({ length: filesEach }, () => writePattern(filledSquares(n), 'pes')),
  );
  const threads = 2;
  const pool = createAnalysisPool({ size: threads, timeoutMs: 60_000, maxMemoryMb: 512 });
  try {
    await Promise.all([0, 1].map(() => pool.analyse(files[0]!, 'warm.pes')));
    const { wall, cpu } = await timed(() =>
      Promise.all(files.map((f) => pool.analyse(f, 'b.pes'))),
    );
    return (
      `analysis pool (${threads} threads), ${files.length} files of ${stitchCounts.join(' / ')} stitches: ` +
      `${((files.length / wall) * 1000).toFixed(1)} files/s, processor ${ms(cpu / files.length)} per file`
    );
  } finally {
    await pool.close();
  }
}

/** Report lines: per-file cost for each stitch count, then the pool's throughput. */
export async function processingTimes(stitchCounts: number[], runs: number): Promise<string[]> {
  const lines: string[] = [];
  for (const stitches of stitchCounts) lines.push(await perFile(stitches, runs));
  lines.push(await poolThroughput(stitchCounts, 10));
  return lines;
}
