import {
  COLOURS,
  STICK_TYPES,
  THEME_CATEGORIES,
  type FacetCount,
  type FilterOptions,
} from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import {
  COUNT_LIMITS,
  isPersonal,
  isWalkable,
  libraryStats,
  sampleCondition,
  sampleCounts,
  useTextIndex,
  type CountLimits,
} from './countPlan.ts';
import { Params, filterSql } from './filterSql.ts';
import { isUnfilteredLibrary, type LibraryFilters } from './filters.ts';
import { MASK_KEYS, type MaskFacet } from './masks.ts';
import {
  DEFAULT_GUARD,
  StatementTimeout,
  forOneCall,
  guardedQuery,
  shapeOf,
  type StatementGuard,
} from './statementGuard.ts';

/** Authors and sets listed in the filter panel. */
export const TOP_VALUES = 20;

/** Counts gathered before they become FilterOptions. */
interface Tally {
  category: Map<string, number>;
  colour: Map<string, number>;
  format: Map<string, number>;
  stick_type: Map<string, number>;
  author: Map<string, number>;
  set: Map<string, number>;
  commercial: number;
  sponsored: number;
  total: number;
  size: FilterOptions['size'];
}

const emptyTally = (): Tally => ({
  category: new Map(),
  colour: new Map(),
  format: new Map(),
  stick_type: new Map(),
  author: new Map(),
  set: new Map(),
  commercial: 0,
  sponsored: 0,
  total: 0,
  size: { minWidth: 0, maxWidth: 0, minHeight: 0, maxHeight: 0 },
});

const add = (map: Map<string, number>, key: string, n: number) =>
  map.set(key, (map.get(key) ?? 0) + n);

function listOf<K extends string>(keys: readonly K[], counts: Map<string, number>) {
  return keys.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

function topOf(counts: Map<string, number>, limit = Infinity): FacetCount[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, limit);
}

function toOptions(t: Tally, estimated: boolean): FilterOptions {
  return {
    categories: listOf(THEME_CATEGORIES, t.category),
    colors: listOf(COLOURS, t.colour),
    stickTypes: listOf(STICK_TYPES, t.stick_type),
    formats: topOf(t.format),
    authors: topOf(t.author, TOP_VALUES),
    sets: topOf(t.set, TOP_VALUES),
    commercial: t.commercial,
    sponsored: t.sponsored,
    size: t.size,
    total: t.total,
    estimated,
  };
}

async function sizeExtremes(db: Queryable): Promise<FilterOptions['size']> {
  const { rows } = await db.query<Record<string, number | null>>(
    `SELECT min(design_width) AS a, max(design_width) AS b, min(design_height) AS c,
       max(design_height) AS d FROM design WHERE owner_id IS NULL`,
  );
  const r = rows[0] ?? {};
  return { minWidth: r.a ?? 0, maxWidth: r.b ?? 0, minHeight: r.c ?? 0, maxHeight: r.d ?? 0 };
}

// The unfiltered library: maintained counts (migration 012) and index look-ups for the sizes.
async function fromCountTable(db: Queryable): Promise<Tally> {
  const { rows } = await db.query<{ facet: string; value: string; count: number }>(
    `(SELECT facet, value, count FROM library_facet_count
      WHERE facet IN ('total', 'category', 'colour', 'format', 'stick_type', 'commercial',
        'sponsored') AND count > 0)
     UNION ALL (SELECT facet, value, count FROM library_facet_count WHERE facet = 'author'
      AND count > 0 ORDER BY count DESC, value LIMIT ${TOP_VALUES})
     UNION ALL (SELECT facet, value, count FROM library_facet_count WHERE facet = 'set'
      AND count > 0 ORDER BY count DESC, value LIMIT ${TOP_VALUES})`,
  );
  const t = emptyTally();
  for (const { facet, value, count } of rows) {
    if (facet === 'total') t.total = count;
    else if (facet === 'commercial') t.commercial = count;
    else if (facet === 'sponsored') t.sponsored = count;
    else if (facet in t && facet !== 'size') add(t[facet as 'author'], value, count);
  }
  t.size = await sizeExtremes(db);
  return t;
}

const GROUPS = ['tag_mask', 'color_mask', 'format_mask', 'stick_type', 'author', 'stick_set'];
/** GROUPING() of the rows grouped by `column`: a 1 bit for every other column, first highest. */
const groupingOf = (column: string) => 63 ^ (1 << (GROUPS.length - 1 - GROUPS.indexOf(column)));
const MASK_GROUPS: Record<string, [MaskFacet, 'category' | 'colour' | 'format']> = {
  tag_mask: ['tag', 'category'],
  color_mask: ['color', 'colour'],
  format_mask: ['format', 'format'],
};

/**
 * A row of the pass: a mask group with every mask and its count in two arrays, a value of a
 * single-value group with its count, or (g 63) the whole set with its flags and size extremes.
 */
interface GroupRow {
  g: number;
  value: string | null;
  n: number | null;
  masks: number[] | null;
  ns: number[] | null;
  commercial: number | null;
  sponsored: number | null;
  min_w: number | null;
  max_w: number | null;
  min_h: number | null;
  max_h: number | null;
}

function tallyRow(t: Tally, row: GroupRow, scale: number): void {
  const scaled = (n: number | null) => Math.round((n ?? 0) * scale);
  const column = GROUPS.find((c) => row.g === groupingOf(c));
  if (!column) {
    t.total = scaled(row.n);
    t.commercial = scaled(row.commercial);
    t.sponsored = scaled(row.sponsored);
    t.size = {
      minWidth: row.min_w ?? 0,
      maxWidth: row.max_w ?? 0,
      minHeight: row.min_h ?? 0,
      maxHeight: row.max_h ?? 0,
    };
    return;
  }
  const mask = MASK_GROUPS[column];
  if (mask) {
    const keys = MASK_KEYS[mask[0]];
    (row.masks ?? []).forEach((value, m) => {
      const n = scaled(row.ns![m]!);
      const bits = BigInt(value);
      keys.forEach((key, i) => {
        if ((bits >> BigInt(i)) & 1n) add(t[mask[1]], key, n);
      });
    });
  } else if (row.value !== null && row.value !== '') {
    add(
      column === 'stick_set' ? t.set : t[column as 'author' | 'stick_type'],
      row.value,
      scaled(row.n),
    );
  }
}

/**
 * The pass's groups as few rows: each mask group's masks and counts aggregated into arrays (a
 * filtered set has thousands of distinct masks; sent as rows, they were three quarters of the
 * pass's time on PGlite), authors and sets only their top TOP_VALUES by count then value (code
 * point order, as topOf), the rest as they are.
 */
function groupRowsSql(grouped: string): string {
  const noTotals =
    'NULL::integer AS commercial, NULL::integer AS sponsored, NULL::real AS min_w, ' +
    'NULL::real AS max_w, NULL::real AS min_h, NULL::real AS max_h';
  const masks = Object.keys(MASK_GROUPS).map(groupingOf).join(', ');
  // The rows of a single-value group: its value and count.
  const valueRows = (column: string) =>
    `SELECT g, ${column}, n, NULL, NULL, ${noTotals} FROM r WHERE g = ${groupingOf(column)}`;
  const top = (column: string) =>
    `(${valueRows(column)} AND ${column} <> ''
      ORDER BY n DESC, ${column} COLLATE "C" LIMIT ${TOP_VALUES})`;
  return `WITH r AS MATERIALIZED (${grouped})
    SELECT g, NULL::text AS value, NULL::integer AS n,
      array_agg(coalesce(tag_mask, color_mask, format_mask)::float8) AS masks,
      array_agg(n) AS ns, ${noTotals}
    FROM r WHERE g IN (${masks}) GROUP BY g
    UNION ALL ${valueRows('stick_type')}
    UNION ALL SELECT g, NULL, n, NULL, NULL, commercial, sponsored, min_w, max_w, min_h, max_h
      FROM r WHERE g = 63
    UNION ALL ${top('author')}
    UNION ALL ${top('stick_set')}`;
}

// One pass over the filtered designs (or over their sample) with a group per facet.
async function fromPass(
  db: Queryable,
  f: LibraryFilters,
  from: {
    sample: { sampleKeys: number; scale: number } | null;
    textIndex: boolean;
    guard?: StatementGuard;
  },
): Promise<Tally> {
  const { sample } = from;
  const p = new Params();
  const where = filterSql(f, p, sample === null && from.textIndex);
  const columns = GROUPS.map((c) => `d.${c}`).join(', ');
  const grouped = `SELECT ${columns}, GROUPING(${columns}) AS g, count(*)::integer AS n,
       count(*) FILTER (WHERE d.commercially_usable)::integer AS commercial,
       count(*) FILTER (WHERE d.sponsored)::integer AS sponsored,
       min(d.design_width) AS min_w, max(d.design_width) AS max_w,
       min(d.design_height) AS min_h, max(d.design_height) AS max_h
     FROM design AS d WHERE ${sample ? `${sampleCondition(sample)} AND ` : ''}${where}
     GROUP BY GROUPING SETS (${GROUPS.map((c) => `(d.${c})`).join(', ')}, ())`;
  const sql = groupRowsSql(grouped);
  const { rows } = await (from.guard
    ? guardedQuery<GroupRow>(db, from.guard, shapeOf(f, 'facets'), sql, p.values)
    : db.query<GroupRow>(sql, p.values));
  const t = emptyTally();
  for (const row of rows) tallyRow(t, row, sample?.scale ?? 1);
  return t;
}

/**
 * Every facet with its counts under the filters (DESIGN.md §5): the maintained counts for the
 * whole library; one exact pass over a filtered set that is small and cheap to find; otherwise
 * one pass over the sample, scaled up and flagged `estimated` (its size extremes are the
 * sample's).
 */
export async function filterOptions(
  db: Queryable,
  f: LibraryFilters,
  limits: CountLimits = COUNT_LIMITS,
  callGuard: StatementGuard = DEFAULT_GUARD,
): Promise<FilterOptions> {
  const guard = forOneCall(callGuard);
  if (isUnfilteredLibrary(f)) return toOptions(await fromCountTable(db), false);
  if (isPersonal(f))
    return toOptions(await fromPass(db, f, { sample: null, textIndex: true }), false);
  const stats = await libraryStats(db, f, limits);
  const sampled = async () => {
    const sample = { sampleKeys: stats.sampleKeys, scale: stats.total / stats.sampleSize };
    return toOptions(await fromPass(db, f, { sample, textIndex: false }), true);
  };
  // The exact pass under the guard: cancelled, the sample's estimate answers (issue 16).
  const exact = async (textIndex: boolean) => {
    try {
      return toOptions(await fromPass(db, f, { sample: null, textIndex, guard }), false);
    } catch (error) {
      if (!(error instanceof StatementTimeout)) throw error;
      return sampled();
    }
  };
  // A short walk of the narrowest index tests the words inside it (migration 033).
  if (stats.sampleSize >= stats.total || stats.bound <= limits.facetExactLimit) {
    return exact(f.words.length === 0);
  }
  // Where an exact pass could be cheap, count the sample first (a fraction of a pass) to know.
  if (f.words.length > 0 || Math.min(stats.bound, stats.total) <= limits.exactWalkLimit) {
    const { hits, wordHits } = await sampleCounts(db, f, stats.sampleKeys);
    const scale = stats.total / stats.sampleSize;
    const words = wordHits === null ? null : Math.round(wordHits * scale);
    if (hits * scale <= limits.facetExactLimit && isWalkable(stats, f, limits, words)) {
      return exact(useTextIndex(words, limits));
    }
  }
  return sampled();
}
