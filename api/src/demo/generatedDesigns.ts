import { commandSummary, parseHex, writePattern, type Pattern } from '@stickerei/embroidery';
import {
  COLOUR_INFO,
  COLOURS,
  DOWNLOAD_FORMATS,
  STICK_TYPES,
  THEME_CATEGORIES,
  type ThemeCategory,
} from '@stickerei/shared/domain';
import { categoryLabel } from '@stickerei/shared/i18n';
import { ADJECTIVES, AUTHORS, SETS } from '../admin/testData/designRows.ts';
import { generateMotif, MOTIF_KINDS, type MotifKind } from '../admin/testData/motifs.ts';
import { createRandom, mixSeed } from '../admin/testData/random.ts';
import type { DemoDesign } from './demoDesign.ts';

/** Generated designs per theme category: 6 × 48 = 288, with the corpus over 300 designs. */
export const PER_CATEGORY = 6;
const SEED = 20_261_125;

// Motif kinds whose stitches suit a category; the others take every kind in turn.
const KINDS_BY_CATEGORY: Partial<Record<ThemeCategory, MotifKind[]>> = {
  ALPHABET_MONOGRAM: ['monogram', 'badge'],
  FLOWER: ['flower'],
  PLANT: ['leaves', 'flower'],
  TREE_LEAF: ['leaves'],
  SEASON: ['leaves', 'flower', 'star'],
  SKY: ['star', 'waves'],
  CHRISTMAS: ['star'],
  USA_PATRIOTIC: ['star', 'badge'],
  VALENTINES_DAY: ['heart'],
  HEART_AND_HOME: ['heart'],
  WEDDING_ANNIVERSARY: ['heart', 'monogram'],
  MOTHERS_DAY: ['heart', 'flower'],
  FISH_AND_SEA_CREATURE: ['waves'],
  MOTIF: ['geometric', 'spiral'],
  ARTS_AND_CRAFTS: ['geometric'],
  FUNNY: ['spiral'],
  KIDS_NOVELTY: ['spiral', 'star'],
};

// The category a kind's stitches show, added to the category the design stands in for.
const KIND_CATEGORY: Record<MotifKind, ThemeCategory> = {
  flower: 'FLOWER',
  badge: 'MOTIF',
  star: 'SKY',
  heart: 'HEART_AND_HOME',
  monogram: 'ALPHABET_MONOGRAM',
  waves: 'FISH_AND_SEA_CREATURE',
  leaves: 'TREE_LEAF',
  geometric: 'MOTIF',
  spiral: 'MOTIF',
};

// What a kind is called in design names (an adjective goes in front).
const KIND_WORDS: Record<MotifKind, string[]> = {
  flower: ['Blossom', 'Daisy', 'Bloom'],
  badge: ['Badge', 'Patch', 'Emblem'],
  star: ['Star', 'Sparkle'],
  heart: ['Heart', 'Sweetheart'],
  monogram: ['Monogram', 'Initial'],
  waves: ['Waves', 'Ripples'],
  leaves: ['Leaves', 'Foliage'],
  geometric: ['Shapes', 'Mosaic'],
  spiral: ['Swirl', 'Spiral'],
};

/**
 * Makes the thread of the block with the most stitches the colour family's swatch, so the
 * design's palette leads with that family.
 */
function leadWith(pattern: Pattern, hex: string): void {
  const blocks = commandSummary(pattern).stitchesPerBlock;
  const heaviest = blocks.indexOf(Math.max(...blocks));
  const thread = pattern.threads[heaviest];
  if (thread) thread.color = parseHex(hex);
}

function kindFor(category: ThemeCategory, i: number): MotifKind {
  const kinds = KINDS_BY_CATEGORY[category];
  // Categories without a kind of their own take all kinds in turn, each starting elsewhere.
  if (!kinds) return MOTIF_KINDS[(i * 5) % MOTIF_KINDS.length]!;
  return kinds[Math.floor(i / THEME_CATEGORIES.length) % kinds.length]!;
}

/**
 * Generated design `i` of the demo library: every theme category gets PER_CATEGORY designs,
 * the colour families lead in turn and the six machine formats take turns (with a second format
 * every other design), so every filter value has designs to show.
 */
export function generatedDesign(i: number): DemoDesign {
  const category = THEME_CATEGORIES[i % THEME_CATEGORIES.length]!;
  const kind = kindFor(category, i);
  const colour = COLOURS[i % COLOURS.length]!;
  const r = createRandom(mixSeed(SEED, i));
  const formats = DOWNLOAD_FORMATS.filter(
    (_, f) => f === i % DOWNLOAD_FORMATS.length || (i % 2 === 0 && f === (i + 3) % 6),
  );
  const name = `${r.pick(ADJECTIVES)} ${r.pick(KIND_WORDS[kind])}`;
  const stem = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`;
  return {
    key: `generated/${i}`,
    name,
    tags: [...new Set([category, KIND_CATEGORY[kind]])],
    labels: [
      kind,
      COLOUR_INFO[colour].en.toLowerCase(),
      categoryLabel(category, 'en').toLowerCase(),
    ],
    author: r.pick(AUTHORS),
    stickSet: r.chance(0.6) ? r.pick(SETS) : '',
    stickType: r.pick(STICK_TYPES),
    commercial: r.chance(0.4),
    source: { kind: 'generated' },
    files() {
      const motif = generateMotif(kind, createRandom(mixSeed(SEED + 1, i)));
      leadWith(motif.pattern, COLOUR_INFO[colour].hex);
      return formats.map((format) => ({
        format,
        fileName: `${stem}.${format}`,
        bytes: writePattern(motif.pattern, format),
      }));
    },
  };
}

/** Every generated design of the demo library, in a mixed (seeded, fixed) order. */
export function generatedDesigns(): DemoDesign[] {
  const count = PER_CATEGORY * THEME_CATEGORIES.length;
  const order = createRandom(SEED).sample(
    Array.from({ length: count }, (_, i) => i),
    count,
  );
  return order.map(generatedDesign);
}
