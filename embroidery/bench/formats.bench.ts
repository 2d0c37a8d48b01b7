// Throughput of reading and analysing the embroidery corpus, against pyembroidery on the same
// files, and the time to render a 50,000-stitch design to a 1024 px PNG (DESIGN.md §9).
// Run: pnpm bench:formats [--write]   (--write updates the section in docs/benchmarks.md)
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { analysePattern } from '../src/analyse/analysePattern.ts';
import { sampleFlower } from '../src/analyse/samplePatterns.ts';
import { renderPreviewPng } from '../src/node.ts';
import { detectFormat, readPattern } from '../src/registry.ts';
import { writeSection } from './benchmarksDoc.ts';
import { loadCorpus, REPO_ROOT, type CorpusFile } from './corpusFiles.ts';

const PYEMBROIDERY = process.env.PYEMBROIDERY_DIR ?? '/work/ref/pyembroidery';
const MIN_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

interface Throughput {
  commands: number;
  bytes: number;
  /** Processor time of this process (the machine is shared, so wall time says less). */
  seconds: number;
  wallSeconds: number;
  passes: number;
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

// Repeats whole passes over the files until MIN_SECONDS of processor time have gone by, after
// a warm-up long enough for the JIT compiler to have optimised the hot paths.
function measure(files: CorpusFile[], work: (file: CorpusFile) => number): Throughput {
  const warmUp = cpuSeconds();
  while (cpuSeconds() - warmUp < Math.min(1, MIN_SECONDS / 2)) for (const file of files) work(file);
  let commands = 0;
  let passes = 0;
  const cpuStart = cpuSeconds();
  const wallStart = performance.now();
  let seconds = 0;
  while (seconds < MIN_SECONDS || passes < 2) {
    for (const file of files) commands += work(file);
    passes++;
    seconds = cpuSeconds() - cpuStart;
  }
  const bytes = files.reduce((n, f) => n + f.bytes.length, 0) * passes;
  return { commands, bytes, seconds, wallSeconds: (performance.now() - wallStart) / 1000, passes };
}

const readAndAnalyse = (file: CorpusFile): number => {
  const { pattern } = readPattern(file.bytes, file.name);
  analysePattern(pattern);
  return pattern.length;
};
const readOnly = (file: CorpusFile): number => readPattern(file.bytes, file.name).pattern.length;
// Detection alone (every format's detect), counted against the commands the file holds.
const commandCounts = new Map<CorpusFile, number>();
const detectOnly = (file: CorpusFile): number => {
  detectFormat(file.bytes, file.name);
  return commandCounts.get(file) ?? 0;
};

function pyembroideryRead(files: CorpusFile[]): (Throughput & { files: string[] }) | undefined {
  const result = spawnSync(
    'python3',
    [
      join(REPO_ROOT, 'embroidery/bench/pyembroidery_read.py'),
      PYEMBROIDERY,
      String(MIN_SECONDS),
      ...files.map((f) => join(REPO_ROOT, f.path)),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  if (result.status !== 0) {
    console.error(`pyembroidery comparison skipped: ${result.stderr || result.error?.message}`);
    return undefined;
  }
  const r = JSON.parse(result.stdout) as {
    files: string[];
    commands_per_pass: number;
    bytes_per_pass: number;
    passes: number;
    seconds: number;
    wall_seconds: number;
  };
  return {
    files: r.files,
    commands: r.commands_per_pass * r.passes,
    bytes: r.bytes_per_pass * r.passes,
    seconds: r.seconds,
    wallSeconds: r.wall_seconds,
    passes: r.passes,
  };
}

function renderTiming(): { stitches: number; times: number[]; cpu: number[]; bytes: number } {
  const pattern = sampleFlower({ stitches: 50_000 });
  let stitches = 0;
  for (let i = 0; i < pattern.length; i++) if (pattern.commands[i] === 0) stitches++;
  renderPreviewPng(pattern, { size: 1024 });
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    const cpuStart = cpuSeconds();
    bytes = renderPreviewPng(pattern, { size: 1024 }).length;
    times.push(performance.now() - start);
    cpu.push((cpuSeconds() - cpuStart) * 1000);
  }
  const sort = (values: number[]) => values.sort((a, b) => a - b);
  return { stitches, times: sort(times), cpu: sort(cpu), bytes };
}

const rate = (t: Throughput) => ({
  mcps: t.commands / t.seconds / 1e6,
  mbps: t.bytes / t.seconds / 1e6,
  wallMcps: t.commands / t.wallSeconds / 1e6,
});
const fmt = (n: number, digits = 2) => n.toFixed(digits);

function main(): void {
  const corpus = loadCorpus('real');
  const failed: string[] = [];
  const readable = corpus.filter((file) => {
    try {
      readOnly(file);
      return true;
    } catch {
      failed.push(file.path);
      return false;
    }
  });
  const load = loadavg()[0]!;
  for (const file of readable) commandCounts.set(file, readOnly(file));
  const analysed = rate(measure(readable, readAndAnalyse));
  const read = rate(measure(readable, readOnly));
  const detect = rate(measure(readable, detectOnly));
  const python = pyembroideryRead(readable);
  const common = python
    ? readable.filter((f) => python.files.includes(join(REPO_ROOT, f.path)))
    : [];
  const ours = python ? rate(measure(common, readAndAnalyse)) : undefined;
  const theirs = python ? rate(python) : undefined;
  const render = renderTiming();
  const lines = [
    `Command: \`pnpm bench:formats --write\` (corpus/real, each measurement repeated for at least ${MIN_SECONDS} s of processor time).`,
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${fmt(load)} at the start (shared with other work).`,
    'Rates are per second of processor time of the measuring process (Node: `process.cpuUsage`, Python: `time.process_time`), which a busy machine distorts far less than wall time; wall-clock rates in brackets.',
    '',
    '| measurement | files | M stitch commands/s | MB/s |',
    '|---|---|---|---|',
    `| read + analyse (statistics, palette, similarity vector) | ${readable.length} | ${fmt(analysed.mcps)} (${fmt(analysed.wallMcps)}) | ${fmt(analysed.mbps)} |`,
    `| read only | ${readable.length} | ${fmt(read.mcps)} (${fmt(read.wallMcps)}) | ${fmt(read.mbps)} |`,
    `| format detection only (part of read) | ${readable.length} | ${fmt(detect.mcps)} (${fmt(detect.wallMcps)}) | ${fmt(detect.mbps)} |`,
  ];
  if (ours && theirs) {
    lines.push(
      `| read + analyse, files pyembroidery also reads | ${common.length} | ${fmt(ours.mcps)} (${fmt(ours.wallMcps)}) | ${fmt(ours.mbps)} |`,
      `| pyembroidery ${'`read`'} only, same files (python3) | ${python!.files.length} | ${fmt(theirs.mcps, 3)} (${fmt(theirs.wallMcps, 3)}) | ${fmt(theirs.mbps, 3)} |`,
      '',
      `Against pyembroidery on the same files: **${fmt(ours.mbps / theirs.mbps, 0)} ×** the bytes per second and ${fmt(ours.mcps / theirs.mcps, 0)} × the stitch commands per second (each side counts its own commands; pyembroidery only reads, we also analyse). Budget: ≥ 30 × and ≥ 10 M commands/s.`,
    );
  }
  const perCommand = (r: { mcps: number }) => 1 / r.mcps;
  lines.push(
    '',
    `Where the time goes: format detection (every format's \`detect\` on every file) is ${fmt((100 * perCommand(detect)) / perCommand(read), 0)} % of reading; analysis is ${fmt((100 * (perCommand(analysed) - perCommand(read))) / perCommand(analysed), 0)} % of read + analyse.`,
  );
  lines.push(
    '',
    `Rendering a ${render.stitches.toLocaleString('en')}-stitch design (\`sampleFlower({ stitches: 50000 })\`) to a 1024 × 1024 PNG with shading, shadow and zlib: median ${fmt(render.times[3]!, 0)} ms wall (${fmt(render.cpu[3]!, 0)} ms processor time), fastest ${fmt(render.times[0]!, 0)} ms (${Math.round(render.bytes / 1024)} KiB).`,
  );
  if (failed.length > 0)
    lines.push('', `Not read (${failed.length}): ${failed.map((f) => `\`${f}\``).join(', ')}.`);
  const body = lines.join('\n');
  console.log(body);
  if (process.argv.includes('--write'))
    writeSection(join(REPO_ROOT, 'docs/benchmarks.md'), 'Embroidery formats', body);
}

main();
