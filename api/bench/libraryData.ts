// Realistic design rows for benchmarks (api/bench/seed.ts): skewed popularity of categories,
// colours, formats, authors and sets, sizes around a typical hoop, and similarity vectors in
// motif clusters with near-duplicates (the same motif in another format).
import { COLOURS, STICK_TYPES, THEME_CATEGORIES } from '@stickerei/shared/domain';
import { seededRandom } from '../src/library/kmeans.ts';

export interface BenchDesign {
  id: string;
  name: string;
  labels: string[];
  author: string;
  stick_set: string;
  created_at: number;
  assigned_tags: string[];
  color_palette: string[];
  formats: string[];
  stick_type: string;
  commercially_usable: boolean;
  sponsored: boolean;
  design_width: number;
  design_height: number;
  stitch_count: number;
  stitch_block_count: number;
  color_change_count: number;
  trim_count: number;
  stop_count: number;
  similarity: number[];
}

const ADJECTIVES = (
  'little big happy wild sweet tiny golden silver spring winter summer autumn ' +
  'vintage modern floral sleepy funny brave royal lucky rustic gentle magic cozy bright dark ' +
  'swirly dotted striped merry jolly quiet proud shiny fancy simple'
).split(' ');
const NOUNS = (
  'rose tulip owl anchor heart star moon sun cat dog fox bear bunny deer horse ' +
  'whale fish bird butterfly bee ladybug tree leaf pumpkin snowman angel wreath candle cake ' +
  'cupcake apple cherry lemon car truck train rocket plane boat castle house lighthouse ' +
  'mandala monogram border frame ornament crown shell unicorn dragon elephant giraffe lion ' +
  'panda penguin turtle frog mushroom cactus feather balloon kite gift bell'
).split(' ');
const LABELS = (
  'applique outline redwork fill satin freestanding lace quilt kids baby towel ' +
  'pillow bag shirt cap patch mini large easy cutwork crossstitch inthehoop font border ' +
  'corner vintage christmas easter spring summer autumn winter gift wedding birthday'
).split(' ');
const FORMAT_SHARES: Array<[string, number]> = [
  ['pes', 0.55],
  ['dst', 0.5],
  ['jef', 0.25],
  ['exp', 0.15],
  ['vp3', 0.12],
  ['xxx', 0.1],
  ['hus', 0.08],
  ['pec', 0.05],
  ['sew', 0.04],
  ['shv', 0.01],
  ['tap', 0.01],
  ['u01', 0.005],
];
const COLOUR_SHARES = [
  0.45, 0.25, 0.08, 0.1, 0.12, 0.2, 0.3, 0.07, 0.15, 0.08, 0.3, 0.08, 0.4, 0.25, 0.12,
];
const STICK_SHARES = [0.3, 0.45, 0.1, 0.15];

function hex(random: () => number, digits: number): string {
  let out = '';
  for (let i = 0; i < digits; i++) out += Math.floor(random() * 16).toString(16);
  return out;
}

/** A random version-4 uuid from the seeded generator (reproducible data sets). */
function uuid(random: () => number): string {
  return `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${'89ab'[Math.floor(random() * 4)]}${hex(random, 3)}-${hex(random, 12)}`;
}

/** Zipf-like picking of one of `n` ranked values. */
function zipf(n: number, exponent: number): (random: () => number) => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cumulative[r] = sum += 1 / (r + 1) ** exponent;
  return (random) => {
    const target = random() * sum;
    let [lo, hi] = [0, n - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Index chosen by `r` in [0, 1) from shares that sum to 1. */
function weighted(r: number, shares: readonly number[]): number {
  let sum = 0;
  for (let k = 0; k < shares.length; k++) if (r < (sum += shares[k]!)) return k;
  return shares.length - 1;
}

function unit(v: number[]): number[] {
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** Creates the generator of a reproducible data set; `next(i)` gives design number i. */
export function designGenerator(total: number, seed = 1) {
  const random = seededRandom(seed);
  const tagOf = zipf(THEME_CATEGORIES.length, 1.1);
  const authorOf = zipf(3000, 0.9);
  // Vectors: 300 themes, each with 40 motifs around it (families of similar designs); a design
  // varies its motif a little, and one in ten designs stands alone.
  const themes = Array.from({ length: 300 }, () =>
    unit(Array.from({ length: 32 }, () => gaussian(random))),
  );
  const motifs = Array.from({ length: 12_000 }, (_, m) =>
    unit(themes[m % 300]!.map((x) => x + gaussian(random) * 0.1)),
  );
  const motifOf = zipf(motifs.length, 0.5);
  // A shuffled order of categories, so the popular ones are not the alphabetical first.
  const tags = [...THEME_CATEGORIES].sort(() => random() - 0.5);
  const start = Date.UTC(2018, 0, 1);
  const span = 8 * 365 * 24 * 3600 * 1000;
  let previous: BenchDesign | null = null;

  return function next(i: number): BenchDesign {
    // Every tenth design is the previous one's motif in another format.
    if (previous && i % 10 === 1) {
      const twin: BenchDesign = {
        ...previous,
        id: uuid(random),
        formats: [FORMAT_SHARES[Math.floor(random() * 6)]![0]],
        created_at: previous.created_at + 1000,
        similarity: unit(previous.similarity.map((x) => x + gaussian(random) * 0.004)),
      };
      previous = null;
      return twin;
    }
    const author = authorOf(random);
    const width = Math.min(400, Math.max(10, Math.exp(Math.log(90) + gaussian(random) * 0.45)));
    const height = Math.min(400, Math.max(10, width * Math.exp(gaussian(random) * 0.35)));
    const pick = <T>(shares: Array<[T, number]>) =>
      shares.filter(([, p]) => random() < p).map(([v]) => v);
    const colours = pick(COLOURS.map((c, k) => [c, COLOUR_SHARES[k]!] as [string, number]));
    const formats = pick(FORMAT_SHARES);
    const loner = random() < 0.1;
    const motif = loner
      ? unit(Array.from({ length: 32 }, () => gaussian(random)))
      : motifs[motifOf(random)]!;
    const design: BenchDesign = {
      id: uuid(random),
      name: `${ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]} ${NOUNS[Math.floor(random() * NOUNS.length)]}`,
      labels: [
        ...new Set(
          Array.from(
            { length: Math.floor(random() * 4) },
            () => LABELS[Math.floor(random() * LABELS.length)]!,
          ),
        ),
      ],
      author: `Author ${author}`,
      stick_set: random() < 0.7 ? `Set ${author}-${Math.floor(random() * 8)}` : '',
      created_at: Math.round(start + (i / total) * span + random() * 60_000),
      assigned_tags: [
        ...new Set(
          Array.from({ length: 1 + Math.floor(random() * 3) }, () => tags[tagOf(random)]!),
        ),
      ],
      color_palette: colours.length ? colours : ['BLACK'],
      formats: formats.length ? formats : ['pes'],
      stick_type: STICK_TYPES[weighted(random(), STICK_SHARES)]!,
      commercially_usable: random() < 0.4,
      // Sponsored follows active campaigns (the api resets it at start); the bench has none.
      sponsored: false,
      design_width: Math.round(width * 10) / 10,
      design_height: Math.round(height * 10) / 10,
      stitch_count: Math.round(width * height * (0.5 + random() * 2)),
      stitch_block_count: 1 + Math.floor(random() * 12),
      // From the index, not the generator: the other fields stay as seeded before (issue 13).
      color_change_count: 0, // one change between blocks, set below
      trim_count: (i * 37) % 60,
      stop_count: i % 50 === 0 ? 1 : 0,
      similarity: unit(motif.map((x) => x + gaussian(random) * (loner ? 0 : 0.04))),
    };
    design.color_change_count = design.stitch_block_count - 1;
    previous = design;
    return design;
  };
}
