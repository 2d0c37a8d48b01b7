// Draws the library queries users make (issue 16): every pair and triple of filter kinds, each
// with every sort, random values, words, orders and pages 1–10, from a seed. The same mix feeds
// the benchmark (bench/libraryMix.ts) and the plan check in CI (test/library/queryMix...).
import {
  COLOURS,
  DEFAULT_MACHINE_PROFILE,
  STICK_TYPES,
  THEME_CATEGORIES,
  type ListSort,
  type MachineProfile,
} from '@stickerei/shared/domain';
import { seededRandom } from '../src/library/kmeans.ts';
import { parseFilters, type FilterQuery, type LibraryFilters } from '../src/library/filters.ts';
import { MASK_FORMATS } from '../src/library/masks.ts';

export const FILTER_KINDS = [
  'q',
  'categories',
  'colors',
  'formats',
  'stickType',
  'commercial',
  'sponsored',
  'author',
  'set',
  'width',
  'height',
  'hoop',
  'fitsMyHoops',
  'maxMinutes',
] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const SORTS: readonly ListSort[] = ['newest', 'name', 'stitches', 'size', 'time'];

/** One drawn list query; filter-options takes its filters. */
export interface MixQuery {
  kinds: FilterKind[];
  query: FilterQuery;
  sort: ListSort;
  order: 'asc' | 'desc';
  page: number;
  /** The caller's hoops for fitsMyHoops (a signed-in user), else null. */
  hoops: Array<{ width: number; height: number }> | null;
  /** The caller's machine when signed in (the default profile or an own one). */
  machine: MachineProfile;
}

// The words of bench/libraryData.ts (names, labels, authors, sets) and some that match nothing;
// a third of them are cut to a prefix, as users type.
const WORDS = (
  'rose tulip owl anchor heart star moon cat fox bear bunny whale butterfly tree pumpkin ' +
  'snowman cake train castle mandala monogram unicorn dragon panda cactus kite bell ' +
  'little happy wild golden spring winter vintage floral royal magic cozy merry shiny ' +
  'applique outline redwork satin lace quilt kids towel patch easy christmas wedding ' +
  'author set zebra quokka xylophone'
).split(' ');
const HOOPS: Array<[number, number]> = [
  [100, 100],
  [130, 180],
  [160, 260],
  [200, 200],
  [240, 150],
  [300, 200],
  [360, 200],
  [50, 50],
];
const MACHINES: MachineProfile[] = [
  DEFAULT_MACHINE_PROFILE,
  { stitchesPerMinute: 800, secondsPerColourChange: 45, secondsPerTrim: 8, secondsPerStop: 20 },
  { stitchesPerMinute: 1000, secondsPerColourChange: 60, secondsPerTrim: 0, secondsPerStop: 30 },
];

type Random = () => number;
const int = (r: Random, n: number) => Math.floor(r() * n);
const pick = <T>(r: Random, values: readonly T[]): T => values[int(r, values.length)]!;

function word(r: Random): string {
  const w = pick(r, WORDS);
  return r() < 0.3 && w.length > 3 ? w.slice(0, 3 + int(r, w.length - 3)) : w;
}

// Two values of a list facet at most; the first drawn more often among the common ones.
function some<T>(r: Random, values: readonly T[]): T[] {
  const n = r() < 0.7 ? 1 : 2;
  return [...new Set(Array.from({ length: n }, () => pick(r, values)))];
}

// An author of bench/libraryData.ts (Zipf over 3,000: low numbers are prolific).
const author = (r: Random) => `Author ${Math.floor(3000 ** r()) - 1}`;

function range(r: Random): { min?: number; max?: number } {
  const a = 20 + int(r, 200);
  const width = 5 + int(r, 120);
  const shape = int(r, 3);
  if (shape === 0) return { min: a };
  if (shape === 1) return { max: a };
  return { min: a, max: a + width };
}

function addKind(r: Random, kind: FilterKind, q: FilterQuery): void {
  switch (kind) {
    case 'q':
      q.q = Array.from({ length: r() < 0.75 ? 1 : 2 }, () => word(r)).join(' ');
      break;
    case 'categories':
      q.categories = some(r, THEME_CATEGORIES);
      break;
    case 'colors':
      q.colors = some(r, COLOURS);
      break;
    case 'formats':
      q.formats = some(r, MASK_FORMATS.slice(0, 12));
      break;
    case 'stickType':
      q.stickType = pick(r, STICK_TYPES);
      break;
    case 'commercial':
      q.commercial = true;
      break;
    case 'sponsored':
      q.sponsored = true;
      break;
    case 'author':
      q.author = author(r);
      break;
    case 'set':
      q.set = `Set ${Math.floor(3000 ** r()) - 1}-${int(r, 8)}`;
      break;
    case 'width': {
      const { min, max } = range(r);
      Object.assign(q, { minWidth: min, maxWidth: max });
      break;
    }
    case 'height': {
      const { min, max } = range(r);
      Object.assign(q, { minHeight: min, maxHeight: max });
      break;
    }
    case 'hoop': {
      const [w, h] = pick(r, HOOPS);
      Object.assign(q, { hoopWidth: w, hoopHeight: h });
      break;
    }
    case 'fitsMyHoops':
      q.fitsMyHoops = true;
      break;
    case 'maxMinutes':
      q.maxMinutes = 2 + int(r, 60);
      break;
  }
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) =>
    combinations(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]),
  );
}

/**
 * Every single filter kind, pair and triple of kinds, each with every sort, in a shuffled order
 * (`singles`: 14, pairs: 91, triples: 364, times 5 sorts: 2,345 queries), then more random
 * triples until `min` queries. Values, words, order and page (1–10) are drawn from `seed`.
 */
export function queryMix(seed: number, min = 2000): MixQuery[] {
  const r = seededRandom(seed);
  const shapes = [1, 2, 3].flatMap((k) => combinations(FILTER_KINDS, k));
  const all: Array<[FilterKind[], ListSort]> = shapes.flatMap((kinds) =>
    SORTS.map((sort): [FilterKind[], ListSort] => [kinds, sort]),
  );
  while (all.length < min) all.push([pick(r, shapes), pick(r, SORTS)]);
  for (let i = all.length - 1; i > 0; i--) {
    const j = int(r, i + 1);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.map(([kinds, sort]) => {
    const query: FilterQuery = {};
    for (const kind of kinds) addKind(r, kind, query);
    const signedIn = kinds.includes('fitsMyHoops') || r() < 0.2;
    const hoops = kinds.includes('fitsMyHoops')
      ? Array.from({ length: 1 + int(r, 3) }, () => {
          const [width, height] = pick(r, HOOPS);
          return { width, height };
        })
      : null;
    return {
      kinds,
      query,
      sort,
      order: r() < 0.3 ? (sort === 'newest' ? 'asc' : 'desc') : sort === 'newest' ? 'desc' : 'asc',
      page: r() < 0.5 ? 1 : 1 + int(r, 10),
      hoops,
      machine: signedIn ? pick(r, MACHINES) : DEFAULT_MACHINE_PROFILE,
    };
  });
}

/** A short text of a query for reports: its filters, sort, order and page. */
export function describeQuery(m: MixQuery): string {
  const filters = Object.entries(m.query)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('+') : String(v)}`)
    .join(' ');
  const machine =
    m.machine === DEFAULT_MACHINE_PROFILE ? '' : ` machine=${m.machine.stitchesPerMinute}spm`;
  return `${filters || '(none)'} sort=${m.sort} ${m.order} page=${m.page}${machine}`;
}

const USER = '00000000-0000-4000-8000-00000000b16b';

/** The filters the routes build for a query: the caller's hoops and machine filled in. */
export function filtersOf(m: MixQuery): LibraryFilters {
  const signedIn = m.hoops !== null || m.machine !== DEFAULT_MACHINE_PROFILE;
  const f = parseFilters(m.query, signedIn ? USER : null);
  return { ...f, machine: m.machine, myHoops: m.hoops };
}
