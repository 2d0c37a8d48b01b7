import type { LibraryFilters } from './filters.ts';
import { maskBit, type MaskFacet } from './masks.ts';
import { maxMinutesSql } from './runningTime.ts';

/** Positional parameters of one statement. */
export class Params {
  readonly values: unknown[] = [];
  /** Adds a value and returns its placeholder (`$n`). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

// A facet bit is written into the SQL as a number, exactly as the partial indexes of migration
// 011 spell their predicates: the planner can only use a partial index when it sees the same
// constant, not a parameter. The number comes from a fixed key list, never from the request.
function bitTest(facet: MaskFacet, key: string): string | null {
  const bit = maskBit(facet, key);
  return bit === null ? null : `(d.${facet}_mask & ${bit.toString()}) <> 0`;
}

function scopeSql(f: LibraryFilters, p: Params): string {
  if (f.scope === 'library') return 'd.owner_id IS NULL';
  const user = p.add(f.userId);
  return f.scope === 'mine'
    ? `d.owner_id = ${user}`
    : `(d.owner_id IS NULL OR d.owner_id = ${user})`;
}

function facetSql(f: LibraryFilters, p: Params): string[] {
  const out: string[] = [];
  for (const key of f.categories) out.push(bitTest('tag', key) ?? 'false');
  for (const key of f.colors) out.push(bitTest('color', key) ?? 'false');
  for (const key of f.formats) {
    out.push(
      bitTest('format', key) ??
        `EXISTS (SELECT 1 FROM unnest(d.formats) AS f WHERE lower(f) = ${p.add(key)})`,
    );
  }
  if (f.stickType) out.push(`d.stick_type = ${p.add(f.stickType)}`);
  if (f.commercial) out.push('d.commercially_usable');
  if (f.sponsored) out.push('d.sponsored');
  if (f.author !== null) out.push(`d.author = ${p.add(f.author)}`);
  if (f.set !== null) out.push(`d.stick_set = ${p.add(f.set)}`);
  return out;
}

// Fits the hoop W×H either way round.
function fitsSql(hoop: { width: number; height: number }, p: Params): string {
  const w = p.add(hoop.width);
  const h = p.add(hoop.height);
  return (
    `((d.design_width <= ${w} AND d.design_height <= ${h}) OR ` +
    `(d.design_width <= ${h} AND d.design_height <= ${w}))`
  );
}

function sizeSql(f: LibraryFilters, p: Params): string[] {
  const out: string[] = [];
  if (f.width.min !== null) out.push(`d.design_width >= ${p.add(f.width.min)}`);
  if (f.width.max !== null) out.push(`d.design_width <= ${p.add(f.width.max)}`);
  if (f.height.min !== null) out.push(`d.design_height >= ${p.add(f.height.min)}`);
  if (f.height.max !== null) out.push(`d.design_height <= ${p.add(f.height.max)}`);
  if (f.hoop) out.push(fitsSql(f.hoop, p));
  if (f.myHoops) {
    out.push(f.myHoops.length ? `(${f.myHoops.map((h) => fitsSql(h, p)).join(' OR ')})` : 'false');
  }
  if (f.maxMinutes !== null) out.push(...maxMinutesSql(f.machine, f.maxMinutes, p));
  return out;
}

// Each word must start a word of search_text. Common words (no index): `strpos` finds " word"
// inside search_text wherever a row is read (index walks, the sample). The planner has no
// statistics for it and assumes a third of the rows match, so it walks the narrowest index in
// order and stops after a page; with `LIKE '% word%'` it guesses such patterns rare, and for some
// words then preferred reading the whole table (measured: 250 ms instead of 2 ms at a million).
// Rare words: `LIKE` (estimated rare, rightly) with the tsquery, so that the planner can use the
// GIN index of migration 011. Words hold only letters and digits, so neither needs escaping.
function wordsSql(f: LibraryFilters, p: Params, useIndex: boolean): string[] {
  if (f.words.length === 0) return [];
  if (!useIndex) return f.words.map((w) => `strpos(d.search_text, ${p.add(` ${w}`)}) > 0`);
  const out = f.words.map((w) => `d.search_text LIKE ${p.add(`% ${w}%`)}`);
  const query = f.words.map((w) => `'${w}':*`).join(' & ');
  out.push(`library_search_words(d.search_text) @@ ${p.add(query)}::tsquery`);
  return out;
}

/** The free-text condition alone, without the GIN index (true when there are no words). */
export function wordsOnlySql(f: LibraryFilters, p: Params): string {
  return wordsSql(f, p, false).join(' AND ') || 'true';
}

function personalSql(f: LibraryFilters, p: Params): string[] {
  const out: string[] = [];
  if (f.favorites) {
    out.push(
      `EXISTS (SELECT 1 FROM favorite AS fav WHERE fav.user_id = ${p.add(f.userId)} AND fav.design_id = d.id)`,
    );
  }
  if (f.stitched) {
    out.push(
      `EXISTS (SELECT 1 FROM already_stitched AS st WHERE st.user_id = ${p.add(f.userId)} AND st.design_id = d.id)`,
    );
  }
  return out;
}

/**
 * The WHERE clause (without the keyword) of the filters over `design AS d`.
 * @param textIndex false checks free text without the GIN index: on the sample, and for common
 *   words, where walking an index in order beats reading every match through the GIN index
 */
export function filterSql(f: LibraryFilters, p: Params, textIndex = true): string {
  return `${scopeSql(f, p)} AND ${conditionsSql(f, p, textIndex)}`;
}

/**
 * The filters without the scope (`true` when there are none): for aggregates' FILTER clauses
 * over rows already scoped, which must not name `owner_id` (the partial indexes do not carry
 * it, so naming it would read the table).
 */
export function conditionsSql(f: LibraryFilters, p: Params, textIndex = true): string {
  const parts = [
    ...facetSql(f, p),
    ...sizeSql(f, p),
    ...wordsSql(f, p, textIndex),
    ...personalSql(f, p),
  ];
  return parts.join(' AND ') || 'true';
}

/**
 * The conditions of library filters (no personal ones) for a bounded walk of a sort index
 * (listDesigns, timePage): all of them are tested on the index entry, since every sort index
 * carries the filter columns, search_text and the running-time counts (migrations 011, 039, 044).
 * Free text without the GIN index: the walk tests each entry it reads.
 */
export function walkConditions(f: LibraryFilters, p: Params): string[] {
  return [...facetSql(f, p), ...sizeSql(f, p), ...wordsSql(f, p, false)];
}

/** The columns every library sort index carries besides its key (migrations 011, 039, 044). */
const INDEX_COLUMNS =
  'd.tag_mask, d.color_mask, d.format_mask, d.stick_type, d.commercially_usable, d.sponsored, ' +
  'd.design_width, d.design_height, d.author, d.stick_set, d.search_text, d.stitch_count, ' +
  'd.color_change_count, d.trim_count, d.stop_count';

/**
 * What a walk reads of each entry for `walkConditions`: the index's columns, and the formats
 * array when a format filter has no bit in the mask (tested on the array: the table row is read).
 */
export function walkColumns(f: LibraryFilters): string {
  const unmasked = f.formats.some((key) => maskBit('format', key) === null);
  return unmasked ? `${INDEX_COLUMNS}, d.formats` : INDEX_COLUMNS;
}
