import type { QueryResult, Queryable } from '../lib/db.ts';
import { sharedRead } from '../lib/inFlightReads.ts';
import { Params, conditionsSql, wordsOnlySql } from './filterSql.ts';
import type { LibraryFilters } from './filters.ts';
import { boxColumnsSql, boxesOf } from './sizeBox.ts';

/** Where exact counting ends and estimating begins. */
export interface CountLimits {
  /** Totals above this are reported as estimates (DESIGN.md §5: "10,000+" or "about 65,000"). */
  totalCap: number;
  /**
   * Most index entries an exact count may walk: a filter value with its own index must narrow
   * the library this far (or the whole library be this small) for an exact count.
   */
  exactWalkLimit: number;
  /** Largest filtered set whose facets are counted exactly; larger ones come from the sample. */
  facetExactLimit: number;
  /** Designs the sample should hold (it is never more than the library). */
  sampleTarget: number;
  /** Fewest sample rows that make "more than the cap" a safe call. */
  minSampleHits: number;
  /** Free text matching at most this many designs is looked up in the GIN index. */
  wordIndexLimit: number;
  /**
   * Most entries of a sort index a library page walks before it collects the matches instead
   * (listDesigns, pageWalk.ts).
   */
  walkLimit: number;
  /**
   * A page the first walk could not fill collects every match when an index this narrow or
   * rare free text (the GIN index) leads to them; otherwise it walks on through the sort index
   * under the guard (pageWalk.ts, longWalk).
   */
  collectLimit: number;
  /**
   * Otherwise, the page collects every match still when the planner expects that to cost at
   * most this (its cost units, planning only): its indexes intersect to few rows. Measured at a
   * million designs on the server: collects planned at ≤ 20,000 ran in 3–75 ms (most ≤ 45),
   * those above 27,000 up to 330 ms (docs/library.md, "Collect or walk on").
   */
  collectCostLimit: number;
  /**
   * Or when the sample puts at most this many designs in the size box of the filters (sizes,
   * hoops, minutes: sizeBox.ts): the GiST index of migration 045 finds them, a table row each
   * (measured at a million: 4,600 in 14 ms, 13,000 in 23 ms, 39,000 in 130–170 ms).
   */
  boxLimit: number;
  /**
   * A size, stitch or time order under size filters walks the box index in that order instead
   * of the whole sort index when the sample expects it to read at most this many designs inside
   * the box (a table row each) before the page is full.
   */
  boxWalkLimit: number;
  /**
   * A total is counted exactly through the size box index when the sample puts at most this
   * many designs inside the box (a table row each, under the guard): "about 20" becomes 22.
   */
  boxCountLimit: number;
  /**
   * Where no statement can be cancelled (PGlite), the walk on through the sort index is a
   * bounded walk of this many entries instead, its end the degraded answer's cursor.
   */
  embeddedWalkLimit: number;
  /**
   * A page by the running time on a caller's own machine goes through the window the sample
   * guesses (timePage.ts) when the sample puts at most this share of the library inside it:
   * the statement reads every entry of the window's range. Measured at a million on PGlite, a
   * window of half the library took 777 ms where the statement over every match took 441.
   */
  guessShare: number;
}

export const COUNT_LIMITS: CountLimits = {
  totalCap: 10_000,
  exactWalkLimit: 20_000,
  facetExactLimit: 5_000,
  sampleTarget: 15_000,
  minSampleHits: 100,
  wordIndexLimit: 2_000,
  walkLimit: 20_000,
  collectLimit: 50_000,
  collectCostLimit: 20_000,
  boxLimit: 15_000,
  boxWalkLimit: 20_000,
  boxCountLimit: 5_000,
  embeddedWalkLimit: 100_000,
  guessShare: 0.15,
};

/** sample_key runs over 0–1023 (migration 011). */
const SAMPLE_KEY_RANGE = 1024;

/** What the sample said: the estimated count, its scale and which rows form the sample. */
export interface SampleEstimate {
  estimate: number;
  /** Sample rows that passed the filters. */
  hits: number;
  /** Designs estimated to match the free text alone; null without words. */
  words: number | null;
  /**
   * Designs estimated inside the size box of the filters (sizeBox.ts), whatever the other
   * filters; null when they bound no size.
   */
  box: number | null;
  scale: number;
  sampleKeys: number;
  /** Library designs in all (the maintained count). */
  libraryTotal: number;
}

/**
 * How the library counts under some filters are obtained (with the sample's view if read), and
 * whether queries should offer the GIN index for the free text.
 */
export type CountPlan = (
  { kind: 'exact'; sample: SampleEstimate | null } | { kind: 'sample'; sample: SampleEstimate }
) & {
  textIndex: boolean;
  /** Designs having the rarest filter value with its own index (Infinity: none, or personal). */
  bound: number;
  /** Library designs in all (the maintained count; Infinity for personal filters). */
  libraryTotal: number;
  /** True when the exact count goes through the size box index (few designs in the box). */
  byBox?: boolean;
};

/** What the maintained counts say about the library and the filters. */
export interface LibraryStats {
  total: number;
  /** The sample is the rows with sample_key below this. */
  sampleKeys: number;
  sampleSize: number;
  /** Designs having the rarest filter value that has its own index; Infinity when none. */
  bound: number;
  /**
   * True when that value's index carries the search words (categories, formats, authors, sets;
   * migration 033): walking it tests free text without reading the table.
   */
  boundHasWords: boolean;
}

/**
 * A read the list and the filter-options of one page both send, as they arrive together: the
 * same statement with the same parameters already running answers both (its rows are shared,
 * read only).
 */
const sharedQuery = <R>(db: Queryable, sql: string, params: unknown[]): Promise<QueryResult<R>> =>
  sharedRead(db, `${sql}\u0000${JSON.stringify(params)}`, () => db.query<R>(sql, params));

/** Reads the library size, the sample range and the rarest indexed filter value's count. */
export async function libraryStats(
  db: Queryable,
  f: LibraryFilters,
  limits: CountLimits = COUNT_LIMITS,
): Promise<LibraryStats> {
  // The sample is the first sample keys holding the target: the database sums the keys' counts
  // in key order and answers with the cut (row 'sample': keys below the value, their designs),
  // none when the whole library is smaller than the target. The 1,024 key counts stay in the
  // database (sent, they were two thirds of the read's time on PGlite).
  const { rows } = await sharedQuery<{ facet: string; value: string; count: number }>(
    db,
    `SELECT facet, value, count FROM library_facet_count
     WHERE facet = 'total' OR (facet = 'category' AND value = ANY($1))
       OR (facet = 'colour' AND value = ANY($2)) OR (facet = 'format' AND value = ANY($3))
       OR (facet = 'stick_type' AND value = $4) OR (facet = 'author' AND value = $5)
       OR (facet = 'set' AND value = $6) OR (facet = 'sponsored' AND $7)
     UNION ALL (
       SELECT 'sample', (c.key + 1)::text, c.upto FROM (
         SELECT k.key, sum(k.count) OVER (ORDER BY k.key) AS upto FROM (
           SELECT value::integer AS key, count FROM library_facet_count
           WHERE facet = 'sample_key') AS k) AS c
       WHERE c.upto >= $8 ORDER BY c.key LIMIT 1)`,
    [
      f.categories,
      f.colors,
      f.formats,
      f.stickType,
      f.author,
      f.set,
      f.sponsored,
      limits.sampleTarget,
    ],
  );
  const count = (facet: string, value: string) =>
    rows.find((r) => r.facet === facet && r.value === value)?.count ?? 0;
  const total = count('total', '');
  const cut = rows.find((r) => r.facet === 'sample');
  // Each value with its own index: how many designs have it, and whether its index carries the
  // search words.
  const indexed = (facet: string, value: string, words: boolean) => ({
    n: count(facet, value),
    words,
  });
  const narrowing = [
    ...f.categories.map((v) => indexed('category', v, true)),
    ...f.colors.map((v) => indexed('colour', v, false)),
    ...f.formats.map((v) => indexed('format', v, true)),
    ...(f.stickType ? [indexed('stick_type', f.stickType, false)] : []),
    ...(f.author !== null ? [indexed('author', f.author, true)] : []),
    ...(f.set !== null ? [indexed('set', f.set, true)] : []),
    ...(f.sponsored ? [indexed('sponsored', '', false)] : []),
  ];
  const bound = Math.min(...narrowing.map((v) => v.n));
  return {
    total,
    // Every key when the library is smaller than the target: the sample is the library.
    sampleKeys: cut ? Number(cut.value) : SAMPLE_KEY_RANGE,
    sampleSize: cut ? cut.count : total,
    bound,
    boundHasWords: narrowing.some((v) => v.n === bound && v.words),
  };
}

/**
 * Sample rows passing the filters, those passing the free text alone and those inside the size
 * box alone (an index-only range of design_lib_sample_idx).
 */
export async function sampleCounts(
  db: Queryable,
  f: LibraryFilters,
  sampleKeys: number,
): Promise<{ hits: number; wordHits: number | null; boxHits: number | null }> {
  const p = new Params();
  const sample = `d.sample_key < ${sampleKeys} AND d.owner_id IS NULL`;
  const boxes = boxesOf(f);
  if (f.words.length === 0 && boxes === null) {
    const { rows } = await sharedQuery<{ n: number }>(
      db,
      `SELECT count(*)::integer AS n FROM design AS d WHERE ${sample} AND ${conditionsSql(f, p, false)}`,
      p.values,
    );
    return { hits: rows[0]?.n ?? 0, wordHits: null, boxHits: null };
  }
  const conditions = conditionsSql(f, p, false);
  const words = f.words.length > 0 ? wordsOnlySql(f, p) : 'false';
  const box = boxes === null ? 'false' : boxColumnsSql(boxes, p);
  const { rows } = await sharedQuery<{ n: number; w: number; b: number }>(
    db,
    `SELECT count(*) FILTER (WHERE ${conditions})::integer AS n,
       count(*) FILTER (WHERE ${words})::integer AS w,
       count(*) FILTER (WHERE ${box})::integer AS b
     FROM design AS d WHERE ${sample}`,
    p.values,
  );
  return {
    hits: rows[0]?.n ?? 0,
    wordHits: f.words.length > 0 ? (rows[0]?.w ?? 0) : null,
    boxHits: boxes === null ? null : (rows[0]?.b ?? 0),
  };
}

/** The sample condition of a plan, for queries over `design AS d`. */
export const sampleCondition = (sample: { sampleKeys: number }) =>
  `d.sample_key < ${sample.sampleKeys}`;

async function estimateFrom(
  db: Queryable,
  f: LibraryFilters,
  stats: LibraryStats,
): Promise<SampleEstimate> {
  const { hits, wordHits, boxHits } = await sampleCounts(db, f, stats.sampleKeys);
  const scale = stats.total / Math.max(stats.sampleSize, 1);
  return {
    estimate: Math.round(hits * scale),
    hits,
    words: wordHits === null ? null : Math.round(wordHits * scale),
    box: boxHits === null ? null : Math.round(boxHits * scale),
    scale,
    sampleKeys: stats.sampleKeys,
    libraryTotal: stats.total,
  };
}

/** The sample's estimate of the library designs under the filters. */
export async function sampleEstimate(
  db: Queryable,
  f: LibraryFilters,
  limits: CountLimits = COUNT_LIMITS,
): Promise<SampleEstimate> {
  return estimateFrom(db, f, await libraryStats(db, f, limits));
}

/** True for filters on the caller's own data: small by nature, always counted exactly. */
export const isPersonal = (f: LibraryFilters) => f.scope !== 'library' || f.favorites || f.stitched;

/** True when free text is rare enough to be looked up in the GIN index (or there is none). */
export const useTextIndex = (words: number | null, limits: CountLimits) =>
  words === null || words <= limits.wordIndexLimit;

/**
 * True when an exact count stays cheap: rare free text (GIN), or an index walk that stays short
 * (a value with its own index, or a small library). With common free text every walked entry
 * also reads its table row unless the walked index carries the words, so such a walk must be
 * four times shorter.
 */
export function isWalkable(
  stats: LibraryStats,
  f: LibraryFilters,
  limits: CountLimits,
  words: number | null,
): boolean {
  if (f.words.length > 0 && useTextIndex(words, limits)) return true;
  const readsRows = f.words.length > 0 && !(stats.bound <= stats.total && stats.boundHasWords);
  const reach = readsRows ? limits.exactWalkLimit / 4 : limits.exactWalkLimit;
  return Math.min(stats.bound, stats.total) <= reach;
}

/**
 * Decides between an exact count and a sample estimate for filtered library reads (DESIGN.md
 * §5). Exact: the caller's own or favorite designs (small by nature); a value with its
 * own index that is rarer than the cap; a library no larger than the sample; or, when the sample
 * says the result is not huge, a cheap walk (`isWalkable`). The sample scaled up otherwise.
 */
export async function planCount(
  db: Queryable,
  f: LibraryFilters,
  limits: CountLimits = COUNT_LIMITS,
): Promise<CountPlan> {
  if (isPersonal(f)) {
    return {
      kind: 'exact',
      sample: null,
      textIndex: true,
      bound: Infinity,
      libraryTotal: Infinity,
    };
  }
  const stats = await libraryStats(db, f, limits);
  if (stats.bound <= limits.totalCap || stats.sampleSize >= stats.total) {
    // A short walk of the narrowest index tests the words inside it (migration 033): offering
    // the GIN index as well only tempts the planner into computing every row's words.
    return {
      kind: 'exact',
      sample: null,
      textIndex: f.words.length === 0,
      bound: stats.bound,
      libraryTotal: stats.total,
    };
  }
  const sample = await estimateFrom(db, f, stats);
  const huge = sample.hits >= limits.minSampleHits && sample.estimate > 1.5 * limits.totalCap;
  const textIndex = useTextIndex(sample.words, limits);
  const { bound, total: libraryTotal } = stats;
  // Few designs inside the size box: counting them through its index stays cheap.
  const byBox = sample.box !== null && sample.box <= limits.boxCountLimit;
  return !huge && (isWalkable(stats, f, limits, sample.words) || byBox)
    ? { kind: 'exact', sample, textIndex, bound, libraryTotal, byBox }
    : { kind: 'sample', sample, textIndex, bound, libraryTotal };
}
