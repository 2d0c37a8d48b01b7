import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Pattern } from '../model/pattern.ts';
import { readPattern } from '../registry.ts';
import { scalePattern } from './samplePatterns.ts';
import { similarityDistance, similarityVector } from './similarity.ts';
import { patternStatistics } from './statistics.ts';

const CORPUS = fileURLToPath(new URL('../../../corpus/', import.meta.url));

// Which corpus files show the same motif, by looking at their previews (docs/previews): the
// file names alone do not tell (the PEmbroider smiley comes under six names, the cake under
// three). A file not listed here is its own motif.
const MOTIFS: Record<string, string> = {
  Cake_3: 'cake',
  'Cake_3_-_Food': 'cake',
  Cake_Applique_2: 'cake',
  EMBROIDERMODDER: 'Embroidermodder',
  Hello_PEmbroider: 'pembroider-smiley',
  Hello_etebigger_3widfacespace3_text3: 'pembroider-smiley',
  dst_no_color: 'pembroider-smiley',
  pes1fix: 'pembroider-smiley',
  pes_v1_trunc: 'pembroider-smiley',
  pes_v6_trunc: 'pembroider-smiley',
  'complex-v1': 'frno7-complex',
  'complex-v6': 'frno7-complex',
  'tsp-painting-cmyk-v1': 'pembroider-parrot',
  'tsp-painting-cmyk-v2': 'pembroider-parrot',
};

interface Reference {
  file: string;
  stitches: number | null;
  width_mm: number | null;
  height_mm: number | null;
}

interface Design {
  file: string;
  motif: string;
  pattern: Pattern;
  vector: Float32Array;
}

function motifOf(file: string): string {
  const stem = file
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '')
    .replace(/^[a-z0-9]+__/, '');
  return MOTIFS[stem] ?? stem;
}

// A file counts when we read it as pyembroidery does (stitch count within 2 %, size within
// 1 mm), or pyembroidery cannot read it at all: a misread file says nothing about the vector.
function agrees(pattern: Pattern, reference: Reference | undefined): boolean {
  if (!reference) return false;
  if (reference.stitches === null || reference.width_mm === null || reference.height_mm === null) {
    return true;
  }
  const s = patternStatistics(pattern);
  const close = (a: number, b: number) => Math.abs(a - b) <= 1;
  return (
    Math.abs(s.stitches - reference.stitches) <= 0.02 * reference.stitches &&
    close(s.widthMm, reference.width_mm) &&
    close(s.heightMm, reference.height_mm)
  );
}

function loadDesigns(): { designs: Design[]; skipped: string[] } {
  const references = JSON.parse(
    readFileSync(join(CORPUS, 'reference.json'), 'utf8'),
  ) as Reference[];
  const byFile = new Map(references.map((r) => [r.file, r]));
  const designs: Design[] = [];
  const skipped: string[] = [];
  for (const folder of readdirSync(join(CORPUS, 'real')).sort()) {
    for (const name of readdirSync(join(CORPUS, 'real', folder)).sort()) {
      const file = `real/${folder}/${name}`;
      let pattern: Pattern | undefined;
      try {
        pattern = readPattern(new Uint8Array(readFileSync(join(CORPUS, file))), name).pattern;
      } catch {
        pattern = undefined;
      }
      const vector = pattern && similarityVector(pattern);
      if (!pattern || !vector?.some((v) => v !== 0) || !agrees(pattern, byFile.get(file)))
        skipped.push(file);
      else designs.push({ file, motif: motifOf(file), pattern, vector });
    }
  }
  return { designs, skipped };
}

function nearest(vector: Float32Array, candidates: Design[]): { design: Design; distance: number } {
  return candidates
    .map((design) => ({ design, distance: similarityDistance(vector, design.vector) }))
    .reduce((best, c) => (c.distance < best.distance ? c : best));
}

describe('similarity vector on the real corpus', () => {
  const { designs, skipped } = loadDesigns();
  const sharedMotifs = new Set(
    designs.map((d) => d.motif).filter((m, i, all) => all.indexOf(m) !== i),
  );

  it('reads enough of the corpus to mean something', () => {
    console.log(
      `similarity: ${designs.length} files compared, ${skipped.length} left out (unread, empty or misread)`,
    );
    expect(sharedMotifs.size).toBeGreaterThanOrEqual(5);
    expect(designs.filter((d) => sharedMotifs.has(d.motif)).length).toBeGreaterThanOrEqual(30);
  });

  it('finds the same motif (another format, another version) as the nearest design', () => {
    const misses = designs
      .filter((d) => sharedMotifs.has(d.motif))
      .map((d) => ({
        d,
        hit: nearest(
          d.vector,
          designs.filter((o) => o !== d),
        ),
      }))
      .filter(({ d, hit }) => hit.design.motif !== d.motif)
      .map(({ d, hit }) => `${d.file} → ${hit.design.file} (${hit.distance.toFixed(3)})`);
    expect(misses).toEqual([]);
  });

  it('keeps a design scaled by 0.9 and 1.1 nearer to itself than to any other motif', () => {
    const misses: string[] = [];
    for (const d of designs) {
      const others = designs.filter((o) => o.motif !== d.motif);
      for (const factor of [0.9, 1.1]) {
        const scaled = similarityVector(scalePattern(d.pattern, factor));
        const own = similarityDistance(scaled, d.vector);
        const other = nearest(scaled, others);
        if (own >= other.distance)
          misses.push(
            `${d.file} × ${factor}: ${own.toFixed(3)} vs ${other.design.file} ${other.distance.toFixed(3)}`,
          );
      }
    }
    expect(misses).toEqual([]);
  });
});
