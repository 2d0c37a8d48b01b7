import type { Pattern } from '@stickerei/embroidery';
import type { ThemeCategory } from '@stickerei/shared/domain';
import { LETTERS, letterStrokes } from './glyphs.ts';
import type { Random } from './random.ts';
import * as shape from './shapes.ts';
import { fill, outline, satin } from './stitchTypes.ts';
import { StitchWriter, type Point } from './stitchWriter.ts';

/** Thread colours of common embroidery threads, covering every colour key of spec §3. */
const THREADS = [
  0x1a1a1a, 0x2b2b2b, 0x1f4fd1, 0x0b2a6f, 0x5a3fc0, 0x0f8f86, 0x2bb8e0, 0x8c8c8c, 0xc0c0c0,
  0x2e9e3e, 0x145a24, 0xd02a9a, 0xf28c1c, 0xe8531f, 0xc81e28, 0x8c1c2b, 0x8a3fb0, 0xf7f7f2,
  0xf5d018, 0x9cc43a, 0xf4a6c0, 0x7a4a25,
] as const;

/** One generated motif: its stitches and what it shows. */
export interface Motif {
  pattern: Pattern;
  kind: MotifKind;
  /** Theme categories it fits. */
  tags: ThemeCategory[];
  /** Words for names and labels. */
  words: string[];
}

export const MOTIF_KINDS = [
  'flower',
  'badge',
  'star',
  'heart',
  'monogram',
  'waves',
  'leaves',
  'geometric',
  'spiral',
] as const;
export type MotifKind = (typeof MOTIF_KINDS)[number];

/** Starts the next thread; a composer may ask for a colour (a centre yellow, a stem green). */
type NextThread = (colour?: number) => void;
type Compose = (w: StitchWriter, r: Random, next: NextThread) => Omit<Motif, 'pattern' | 'kind'>;

/** Sews one element per colour: the first without a colour change. */
function colourSteps(w: StitchWriter) {
  let first = true;
  return () => {
    if (!first) w.changeColour();
    first = false;
  };
}

const flower: Compose = (w, r, next) => {
  const size = r.range(250, 450);
  const count = r.int(5, 9);
  const petals = Array.from({ length: count }, (_, i) => {
    const a = (2 * Math.PI * i) / count;
    const petal = shape.leaf(size * 0.75, size * r.range(0.3, 0.45), a);
    return shape.place(petal, Math.cos(a) * size * 0.55, Math.sin(a) * size * 0.55);
  });
  next();
  petals.forEach((p, i) => fill(w, p, i * 0.7));
  next();
  for (const p of petals) outline(w, p);
  next(0xf5d018);
  fill(w, shape.circle(size * 0.28), r.range(0, Math.PI));
  next(0x2e9e3e);
  satin(
    w,
    [
      [0, size * 0.85],
      [size * 0.1, size * 1.4],
      [0, size * 1.9],
    ],
    30,
  );
  fill(w, shape.place(shape.leaf(size * 0.7, size * 0.3, -0.6), size * 0.35, size * 1.35), 0.7);
  return { tags: ['FLOWER', 'PLANT', 'SEASON'], words: ['flower', 'blossom', 'spring'] };
};

const badge: Compose = (w, r, next) => {
  const radius = r.range(300, 500);
  const base = r.chance(0.5) ? shape.circle(radius) : shape.regularPolygon(6, radius);
  next();
  fill(w, base, r.range(0, Math.PI));
  next();
  satin(w, [...base, base[0]!], 40);
  next();
  const word = Array.from({ length: r.int(2, 4) }, () => r.pick(LETTERS)).join('');
  for (const stroke of letterStrokes(word, radius * 0.45, 0, 0)) satin(w, stroke, 28);
  return { tags: ['ALPHABET_MONOGRAM', 'MOTIF'], words: ['badge', 'patch', word.toLowerCase()] };
};

const star: Compose = (w, r, next) => {
  const outer = r.range(250, 500);
  const points = shape.star(r.int(5, 8), outer, outer * r.range(0.38, 0.55));
  next();
  fill(w, points, r.range(0, Math.PI));
  next();
  outline(w, points, 3);
  if (r.chance(0.5)) {
    next();
    fill(w, shape.circle(outer * 0.15), 0.3);
  }
  return { tags: ['SKY', 'CHRISTMAS', 'USA_PATRIOTIC'], words: ['star', 'night', 'sparkle'] };
};

const heart: Compose = (w, r, next) => {
  const size = r.range(400, 800);
  const outlineOf = shape.heart(size);
  next();
  fill(w, outlineOf, r.range(-0.8, 0.8));
  next();
  satin(w, [...outlineOf, outlineOf[0]!], 35);
  if (r.chance(0.6)) {
    next();
    fill(w, shape.place(shape.heart(size * 0.3), size * 0.55, -size * 0.45), 0.4);
  }
  return {
    tags: ['VALENTINES_DAY', 'HEART_AND_HOME', 'WEDDING_ANNIVERSARY'],
    words: ['heart', 'love'],
  };
};

const monogram: Compose = (w, r, next) => {
  const word = Array.from({ length: r.int(1, 3) }, () => r.pick(LETTERS)).join('');
  const height = r.range(300, 600);
  next();
  for (const stroke of letterStrokes(word, height, 0, 0)) satin(w, stroke, height * 0.16);
  next();
  outline(w, shape.ellipse(height * (0.55 + 0.5 * word.length), height * 0.8), 2);
  return {
    tags: ['ALPHABET_MONOGRAM', 'WEDDING_ANNIVERSARY'],
    words: ['monogram', 'initials', word.toLowerCase()],
  };
};

const waves: Compose = (w, r, next) => {
  const width = r.range(500, 1000);
  const rows = r.int(2, 4);
  for (let i = 0; i < rows; i++) {
    next();
    satin(
      w,
      shape.wave(width, r.range(40, 100), r.range(1, 2), (i - rows / 2) * 150),
      r.range(30, 60),
    );
  }
  return { tags: ['FISH_AND_SEA_CREATURE', 'MOTIF', 'SKY'], words: ['waves', 'sea', 'ocean'] };
};

const leaves: Compose = (w, r, next) => {
  const count = r.int(3, 5);
  const length = r.range(300, 550);
  next(r.pick([0x2e9e3e, 0x145a24, 0x9cc43a]));
  const shapes: Point[][] = [];
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * i) / count;
    const l = shape.leaf(length, length * 0.4, a);
    shapes.push(shape.place(l, Math.cos(a) * length * 0.55, Math.sin(a) * length * 0.55));
  }
  shapes.forEach((l, i) => fill(w, l, i * 0.9));
  next();
  for (const l of shapes) outline(w, l);
  return { tags: ['TREE_LEAF', 'PLANT', 'SEASON'], words: ['leaves', 'autumn', 'nature'] };
};

const geometric: Compose = (w, r, next) => {
  const count = r.int(2, 5);
  for (let i = 0; i < count; i++) {
    next();
    const poly = shape.regularPolygon(r.int(3, 8), r.range(120, 260));
    const placed = shape.place(poly, (i - count / 2) * 280, r.range(-150, 150));
    fill(w, placed, r.range(0, Math.PI));
    if (r.chance(0.5)) outline(w, placed);
  }
  return { tags: ['MOTIF', 'ARTS_AND_CRAFTS'], words: ['geometric', 'shapes', 'pattern'] };
};

const spiral: Compose = (w, r, next) => {
  const radius = r.range(250, 500);
  next();
  satin(w, shape.spiral(radius, r.int(2, 4)), r.range(30, 60));
  next();
  outline(w, shape.circle(radius * 1.1), 2);
  return { tags: ['MOTIF', 'FUNNY', 'KIDS_NOVELTY'], words: ['spiral', 'swirl'] };
};

const COMPOSERS: Record<MotifKind, Compose> = {
  flower,
  badge,
  star,
  heart,
  monogram,
  waves,
  leaves,
  geometric,
  spiral,
};

/**
 * A machine-embroidery motif made of fills, satin columns, outlines and lettering in several
 * thread colours, at real stitch densities.
 * @param kind what it shows
 * @param r the random source (seeded: the same seed gives the same motif)
 */
export function generateMotif(kind: MotifKind, r: Random): Motif {
  const w = new StitchWriter(16_384);
  const step = colourSteps(w);
  const threads: number[] = [];
  const about = COMPOSERS[kind](w, r, (colour) => {
    step();
    const free = THREADS.filter((t) => !threads.includes(t));
    threads.push(colour ?? r.pick(free));
  });
  return { pattern: w.finish(threads), kind, ...about };
}
