// Calibrates the "same motif" rule of processing (docs/processing.md): reads every real corpus
// file, groups them by motif (the file name without its origin tag and extension) and prints the
// similarity distance and size difference of every pair: same motif in another format vs
// different motifs. Run: pnpm --filter @stickerei/api exec node bench/joinThreshold.ts
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { analysePattern, readPattern, similarityDistance } from '@stickerei/embroidery';

const root = path.resolve(import.meta.dirname, '../../corpus/real');

// Formats users upload (the product writes these and reads them best).
const MAIN_FORMATS = ['dst', 'pes', 'jef', 'exp', 'vp3', 'xxx', 'pec', 'hus', 'sew'];

interface Item {
  motif: string;
  file: string;
  format: string;
  vector: Float32Array;
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

const items = await load();
const same: Array<[number, number, string]> = [];
const other: Array<[number, number, string]> = [];
for (let i = 0; i < items.length; i++) {
  for (let j = i + 1; j < items.length; j++) {
    const a = items[i]!;
    const b = items[j]!;
    const d = similarityDistance(a.vector, b.vector);
    const row: [number, number, string] = [d, sizeDiff(a, b), `${a.file} ~ ${b.file}`];
    (a.motif === b.motif ? same : other).push(row);
  }
}
const SAME_SIZE = 0.03;
console.log(`pairs within ${SAME_SIZE * 100} % of each other's size:`);
same.sort((x, y) => y[0] - x[0]);
other.sort((x, y) => x[0] - y[0]);
const fmt = ([d, s, label]: [number, number, string]) =>
  `${d.toFixed(4)}  size Δ ${(s * 100).toFixed(1)} %  ${label}`;
console.log(
  `${items.length} readable files, ${same.length} same-motif pairs, ${other.length} others`,
);
console.log('\nsame motif, farthest first:');
same
  .filter((r) => r[1] <= SAME_SIZE)
  .slice(0, 15)
  .forEach((r) => console.log(fmt(r)));
console.log('\ndifferent motifs, nearest first:');
other
  .filter((r) => r[1] <= SAME_SIZE && !(r[2].split('pembroider').length > 2))
  .slice(0, 15)
  .forEach((r) => console.log(fmt(r)));
