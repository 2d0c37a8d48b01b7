import { createHash } from 'node:crypto';
import type { Colour, DesignThread } from '@stickerei/shared/domain';
import { analysePattern, threadHex, writePattern } from '@stickerei/embroidery';
import type { Storage } from '../../plugins/storage.ts';
import { generateMotif, MOTIF_KINDS, type Motif } from './motifs.ts';
import { createRandom, mixSeed } from './random.ts';

/**
 * The pool of generated motifs every test design refers to (DESIGN.md §9: 100,000 designs cannot
 * each get their own rendered previews in a minute). The pool is fixed — the same motifs on every
 * run and instance — and its files live once in storage under POOL_PREFIX.
 */
export const POOL_VERSION = 'v1';
export const POOL_PREFIX = `test-data/motifs/${POOL_VERSION}`;
export const POOL_SIZE = 180;
const POOL_SEED = 20_261_120;
// Formats the motifs are written in, in turn: the machine formats users meet most.
const POOL_FORMATS = ['pes', 'dst', 'jef', 'exp', 'vp3', 'xxx'] as const;

/** One motif of the pool as designs refer to it. */
export interface PoolMotif {
  index: number;
  kind: Motif['kind'];
  tags: Motif['tags'];
  words: string[];
  widthMm: number;
  heightMm: number;
  stitches: number;
  jumps: number;
  trims: number;
  colorChanges: number;
  stitchBlockCount: number;
  colorPalette: Colour[];
  threads: DesignThread[];
  similarity: number[];
  file: {
    format: string;
    file_name: string;
    size_bytes: number;
    sha256: string;
    storage_key: string;
  };
}

/** The motif at `index` of the pool (the same stitches every time). */
export function poolPattern(index: number): Motif {
  const kind = MOTIF_KINDS[index % MOTIF_KINDS.length]!;
  return generateMotif(kind, createRandom(mixSeed(POOL_SEED, index)));
}

/** Storage key of a pool motif's preview at `size` px. */
export const motifPreviewKey = (index: number, size: number, format: 'png' | 'avif' = 'png') =>
  `${POOL_PREFIX}/${index}/${size}.${format}`;

const MOTIF_FILE = new RegExp(`^${POOL_PREFIX}/(\\d+)/motif\\.[a-z0-9]+$`);

/** The pool index of a stored motif file's key, or null for any other key. */
export function motifOfKey(storageKey: string): number | null {
  const match = MOTIF_FILE.exec(storageKey);
  return match ? Number(match[1]) : null;
}

function describe(index: number, motif: Motif, bytes: Uint8Array, format: string): PoolMotif {
  const a = analysePattern(motif.pattern);
  return {
    index,
    kind: motif.kind,
    tags: motif.tags,
    words: motif.words,
    widthMm: a.widthMm,
    heightMm: a.heightMm,
    stitches: a.stitches,
    jumps: a.jumps,
    trims: a.trims,
    colorChanges: a.colorChanges,
    stitchBlockCount: a.stitchBlockCount,
    colorPalette: a.colorPalette,
    threads: motif.pattern.threads.map((t) => ({
      hex: threadHex(t.color),
      description: '',
      brand: '',
      catalog_number: '',
    })),
    similarity: Array.from(a.similarity, (v) => Math.round(v * 1e6) / 1e6),
    file: {
      format,
      file_name: `${motif.kind}-${index}.${format}`,
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storage_key: `${POOL_PREFIX}/${index}/motif.${format}`,
    },
  };
}

/**
 * Generates, analyses and stores the pool's files (once: a stored pool is read back from its
 * index), calling `onMotif` after each new motif.
 */
export async function buildMotifPool(
  storage: Storage,
  onMotif: (done: number, total: number) => void = () => undefined,
): Promise<PoolMotif[]> {
  const indexKey = `${POOL_PREFIX}/pool.json`;
  if (await storage.exists(indexKey)) {
    const stored = JSON.parse((await storage.get(indexKey)).toString('utf8')) as PoolMotif[];
    const files = await Promise.all(stored.map((m) => storage.exists(m.file.storage_key)));
    if (stored.length === POOL_SIZE && files.every(Boolean)) return stored;
  }
  const pool: PoolMotif[] = [];
  for (let index = 0; index < POOL_SIZE; index++) {
    const motif = poolPattern(index);
    const format = POOL_FORMATS[Math.floor(index / MOTIF_KINDS.length) % POOL_FORMATS.length]!;
    const bytes = writePattern(motif.pattern, format);
    const described = describe(index, motif, bytes, format);
    await storage.put(described.file.storage_key, bytes);
    pool.push(described);
    onMotif(index + 1, POOL_SIZE);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await storage.put(indexKey, Buffer.from(JSON.stringify(pool)));
  return pool;
}
