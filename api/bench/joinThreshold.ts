// Calibrates the "same motif" rule of processing (docs/processing.md): reads every real corpus
// file, groups them by motif (the file name without its origin tag and extension), and generated
// motifs written in nine formats, and prints the similarity distance, motif print distance and
// size difference of pairs of one size: same motif in another format vs different motifs. Run: pnpm --filter @stickerei/api exec node bench/joinThreshold.ts
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  analysePattern,
  motifPrintDistance,
  readPattern,
  similarityDistance,
  writePattern,
} from '@stickerei/embroidery';
import { generateMotif, MOTIF_KINDS } from '../src/admin/testData/motifs.ts';
import { createRandom, mixSeed } from '../src/admin/testData/random.ts';

const root = path.resolve(import.meta.dirname, '../../corpus/real');

// Formats users upload (the product writes these and reads them best).
const MAIN_FORMATS = ['dst', 'pes', 'jef', 'exp', 'vp3', 'xxx', 'pec', 'hus', 'sew'];

interface Item {
  motif: string;
  file: string;
  format: string;
  vector: Float32Array;
  print: Uint8Array;
  width: number;
  height: number;
  stitches: number;
}

async function load(): Promise<Item[]> {
  const items: Item[] = [];
  for (const dir of MAIN_FORMATS) {
    for (const file of await readdir(path.join(root, dir))) {
      const bytes = await readFile(path.join(root, dir, file));
      try {
        const { format, pattern } = readPattern(bytes, file);
        const a = analysePattern(pattern);
        if (a.stitches === 0) continue;
        const motif = file
          .replace(/^[a-z0-9]+__/, '')
          .replace(/\.[^.]+$/, '')
          .replace(/_-_.*$/, '')
          .toLowerCase();
        items.push({
          motif,
          file: `${dir}/${file}`,
          format: format.id,
          vector: a.similarity,
          print: a.motifPrint,
          width: a.widthMm,
          height: a.heightMm,
          stitches: a.stitches,
        });
      } catch {
        // unreadable corpus files are not part of the calibration
      }
    }
  }
  return items;
}

// Relative difference of the longer and of the shorter side (a design may lie turned by 90°).
function sizeDiff(a: Item, b: Item): number {
  const [a1, a2] = [Math.min(a.width, a.height), Math.max(a.width, a.height)];
  const [b1, b2] = [Math.min(b.width, b.height), Math.max(b.width, b.height)];
  return Math.max(Math.abs(a1 - b1) / Math.max(a1, b1, 1), Math.abs(a2 - b2) / Math.max(a2, b2, 1));
}

// Generated motifs (the test-data generator: nine kinds drawn from a seed), each written in the
// formats users bring and read back: many different motifs of one size and density, as a
// designer's series is.
const GENERATED_FORMATS = ['pes', 'pec', 'jef', 'vp3', 'xxx', 'dst', 'exp', 'u01', 'tbf'];
function generated(count: number, seed: number): Item[] {
  const items: Item[] = [];
  for (let m = 0; m < count; m++) {
    const r = createRandom(mixSeed(seed, m));
    const pattern = generateMotif(MOTIF_KINDS[m % MOTIF_KINDS.length]!, r).pattern;
    for (const format of GENERATED_FORMATS) {
      const read = readPattern(writePattern(pattern, format), `m.${format}`).pattern;
      const a = analysePattern(read);
      items.push({
        motif: `generated-${m}`,
        file: `generated/motif-${m}.${format}`,
        format,
        vector: a.similarity,
        print: a.motifPrint,
        width: a.widthMm,
        height: a.heightMm,
        stitches: a.stitches,
      });
    }
  }
  return items;
}

type Row = [similarity: number, print: number, size: number, label: string];
const SAME_SIZE = 0.03;
const fmt = ([d, p, s, label]: Row) =>
  `similarity ${d.toFixed(4)}  print ${p.toFixed(4)}  size Δ ${(s * 100).toFixed(1)} %  ${label}`;

function report(title: string, items: Item[]) {
  const same: Row[] = [];
  const other: Row[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      const size = sizeDiff(a, b);
      if (size > SAME_SIZE) continue;
      const row: Row = [
        similarityDistance(a.vector, b.vector),
        motifPrintDistance(a.print, b.print),
        size,
        `${a.file} ~ ${b.file}`,
      ];
      (a.motif === b.motif ? same : other).push(row);
    }
  }
  console.log(
    `\n${title}: ${items.length} files; pairs within ${SAME_SIZE * 100} % of each other's size:`,
  );
  console.log(`${same.length} same-motif pairs, ${other.length} pairs of different motifs`);
  for (const [k, name] of [
    [0, 'similarity'],
    [1, 'print'],
  ] as const) {
    console.log(`\nsame motif, farthest by ${name} first:`);
    [...same]
      .sort((x, y) => y[k] - x[k])
      .slice(0, 6)
      .forEach((r) => console.log(fmt(r)));
    console.log(`different motifs, nearest by ${name} first:`);
    const seen = new Set<string>();
    [...other]
      .filter((r) => !(r[3].split('pembroider').length > 2))
      .sort((x, y) => x[k] - y[k])
      .filter((r) => {
        // One line per pair of motifs.
        const pair = r[3].replace(/\.[a-z0-9]+(?= ~ |$)/g, '');
        return !seen.has(pair) && seen.add(pair);
      })
      .slice(0, 12)
      .forEach((r) => console.log(fmt(r)));
  }
}

report('real corpus', await load());
report('generated motifs (seed 7)', generated(120, 7));
