import type { Queryable } from '../lib/db.ts';
import type { DesignRow } from './designRecord.ts';
import { Params, filterSql, walkColumns, walkConditions } from './filterSql.ts';
import type { LibraryFilters } from './filters.ts';
import { BOX_POINT_SQL, boundingBox, boxSql, type Box } from './sizeBox.ts';
import { guardedQuery, shapeOf, type StatementGuard } from './statementGuard.ts';

// A library page under any filters, in work bounded by construction (issue 16, docs/library.md
// "Every combination"). Two ways, neither left to the planner's guess of how rare a combination
// is or where its matches lie in the sort order:
// 1. The walk: the first `walkLimit` entries of the sort's index (index-only, whatever the
//    filters), every filter tested on each entry: the sort indexes carry the filter columns,
//    search_text and the running-time counts (migration 044), so no table row is read until the
//    page's own. When the page's rows are among them the page is exact; so is a walk that
//    reached the end of the index.
// 2. Otherwise the collect: every match found by the cheapest path for the filters alone (the
//    sort order hidden from the planner behind a subquery fence), then the top rows sorted. It
//    runs when matches are too rare for the walk, so the set it sorts is small; its worst case
//    is the statement guard's.

export type PageRow = DesignRow & {
  sort_value: number | string;
  /** Every match of the filters, where a collect counted them (`countMatches`). */
  matches?: number;
};

/** The sort of a page: its key over `design AS d`, direction, and where a cursor resumes. */
export interface PageOrder {
  expr: string;
  type: string;
  dir: 'ASC' | 'DESC';
  /** The last row of the previous page (a keyset cursor), or null. */
  after: { value: number | string; id: string } | null;
  /** Rows to skip (page numbers) and rows to return (a page and one more). */
  offset: number;
  limit: number;
  /** Conditions on the key that the filters imply (keyRange.ts): where a walk starts and ends. */
  range?: string[];
}

/** Planner settings of a walk that only an index's own order keeps short: no sort, no bitmap,
 * no table scan. */
export const IN_ORDER = ['enable_sort = off', 'enable_bitmapscan = off', 'enable_seqscan = off'];

/**
 * The size box index's order on dimension `dim` of its point (a KNN scan): `~> n` is the point's
 * n-th coordinate (2 per dimension: lower and upper bound of a box); negative, its negation, so
 * the index walks the order descending.
 */
export const knnOrder = (dim: number, dir: 'ASC' | 'DESC') =>
  `${BOX_POINT_SQL} ~> ${String((dir === 'ASC' ? 1 : -1) * (2 * dim + 1))}`;

const rangeOf = (order: PageOrder) => (order.range ?? []).map((c) => ` AND ${c}`).join('');

/** The condition "after the cursor" in the page's order (empty without one). */
export function resume(order: PageOrder, p: Params): string {
  if (!order.after) return '';
  const cmp = order.dir === 'DESC' ? '<' : '>';
  return ` AND (${order.expr}, d.id) ${cmp} (${p.add(order.after.value)}::${order.type}, ${p.add(order.after.id)}::uuid)`;
}

const pageOf = (inner: string, columns: string, dir: string, extra = '') =>
  `SELECT ${columns}, page.sort_value${extra} FROM (${inner}) AS page JOIN design AS d ON d.id = page.id
   ORDER BY page.sort_value ${dir}, d.id ${dir}`;

function walkSql(
  f: LibraryFilters,
  order: PageOrder,
  p: Params,
  walkLimit: number,
  columns: (p: Params) => string,
): string {
  const { dir, expr } = order;
  const walked = `SELECT d.id, ${expr} AS sort_value, ${walkColumns(f)} FROM design AS d
    WHERE d.owner_id IS NULL${rangeOf(order)}${resume(order, p)}
    ORDER BY ${expr} ${dir}, d.id ${dir} LIMIT ${String(walkLimit)}`;
  const tested = walkConditions(f, p);
  // The matches up to the page's last, numbered: the walk still stops there. The page's rows
  // are those past the offset; the last match found also comes back when it lies before them
  // (at most one row more), so that every answer says how many the walk found (`found`).
  const skip = p.add(order.offset);
  const matched = `SELECT d.id, d.sort_value FROM (${walked}) AS d
    WHERE ${tested.join(' AND ') || 'true'}
    ORDER BY d.sort_value ${dir}, d.id ${dir}
    LIMIT ${p.add(order.offset + order.limit)}`;
  const numbered = `SELECT m.id, m.sort_value, row_number() OVER (ORDER BY m.sort_value ${dir}, m.id ${dir})::integer AS n,
    count(*) OVER ()::integer AS found FROM (${matched}) AS m`;
  const inner = `SELECT x.id, x.sort_value, x.n, x.found FROM (${numbered}) AS x
    WHERE x.n > ${skip} OR x.n = x.found`;
  return pageOf(inner, columns(p), dir, ', page.n, page.found');
}

type WalkedRow = PageRow & { n: number; found: number };

/** A walk's page rows and how many matches it found (none when no row came back). */
function pageOfWalk(rows: WalkedRow[], offset: number): { rows: PageRow[]; found: number } {
  const found = rows[0]?.found ?? 0;
  const page = rows
    .filter((r) => r.n > offset)
    .map(({ n: _n, found: _found, ...row }) => row as PageRow);
  return { rows: page, found };
}

/**
 * Rows of a walk of `walkLimit` index entries; `complete` when they are the exact page, else
 * `found` (the matches among the walked entries, the page's rows included) and `end`: the last
 * entry walked, where the next walk resumes — `undefined` when it was not read (`lazyEnd`): the
 * caller goes on to a page that is exact whether or not the walk reached the index's end (the
 * collect) and reads the end (`walkEnd`) only for what resumes after the walk. A walk that
 * reached the end is then collected again, but that is rare: 1 in 433 of the mix's first walks
 * that could not fill their page.
 */
export async function walkPage(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  options: {
    walkLimit: number;
    columns: (p: Params) => string;
    lazyEnd?: boolean;
  },
): Promise<WalkedPage> {
  const p = new Params();
  const sql = walkSql(f, order, p, options.walkLimit, options.columns);
  const { rows: walked } = await db.query<WalkedRow>(sql, p.values);
  const { rows, found } = pageOfWalk(walked, order.offset);
  if (rows.length === order.limit) return { rows, found, complete: true, end: null };
  if (options.lazyEnd) {
    return { rows, found, complete: false, end: undefined };
  }
  const end = await walkEnd(db, order, options.walkLimit);
  return { rows, found, complete: end === null, end };
}

export interface WalkedPage {
  rows: PageRow[];
  found: number;
  complete: boolean;
  end: { value: number | string; id: string } | null | undefined;
}

/**
 * What is left of the page after a walk that could not fill it and ended at `end`: the walk on
 * resumes there, its offset less the matches the walk found, its limit less the page's rows the
 * walk already holds. The entries walked are not read again.
 */
export function afterWalk(
  order: PageOrder,
  walked: { rows: PageRow[]; found: number },
  end: { value: number | string; id: string },
): PageOrder {
  return {
    ...order,
    after: end,
    offset: Math.max(0, order.offset - walked.found),
    limit: order.limit - walked.rows.length,
  };
}

/**
 * The last entry a walk of `walkLimit` entries reads, or null when the index ends before: where
 * the next page resumes after a walk that found too few matches.
 */
export async function walkEnd(
  db: Queryable,
  order: PageOrder,
  walkLimit: number,
): Promise<{ value: number | string; id: string } | null> {
  const p = new Params();
  const { rows } = await db.query<{ value: number | string; id: string }>(
    `SELECT ${order.expr} AS value, d.id FROM design AS d
     WHERE d.owner_id IS NULL${rangeOf(order)}${resume(order, p)}
     ORDER BY ${order.expr} ${order.dir}, d.id ${order.dir} OFFSET ${String(walkLimit - 1)} LIMIT 1`,
    p.values,
  );
  return rows[0] ?? null;
}

/**
 * The walk through the whole sort index (`libraryTotal` entries and more), under the guard: for
 * filters with many matches that lie far from the start of the sort order (correlated with it:
 * a large minimum height sorted by stitches ascending), where collecting every match would read
 * and sort tens of thousands of rows. Stopping at the page's last match, it reads only as far as
 * the page lies; finished, its page is exact. Sorts, bitmaps and table scans are switched off
 * for the statement: with a limit this large the planner might otherwise sort the library.
 * @throws StatementTimeout when the guard cancelled it (the page lay too far)
 */
export async function longWalk(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  options: {
    libraryTotal: number;
    guard: StatementGuard;
    columns: (p: Params) => string;
  },
): Promise<PageRow[]> {
  const p = new Params();
  // Designs added since the count was read are walked too: the limit is only a planner's hint.
  const limit = Math.ceil(options.libraryTotal * 1.1) + 1000;
  const sql = walkSql(f, order, p, limit, options.columns);
  const shape = shapeOf(
    f,
    `long walk ${order.expr.length > 40 ? 'time' : order.expr} ${order.dir}`,
  );
  const { rows } = await guardedQuery<PageRow>(db, options.guard, shape, sql, p.values, IN_ORDER);
  return rows;
}

function collectSql(
  f: LibraryFilters,
  order: PageOrder,
  p: Params,
  options: {
    columns: (p: Params) => string;
    textIndex: boolean;
    boxes?: Box[] | null;
    countMatches?: boolean;
  },
): string {
  const { dir, expr } = order;
  const box = options.boxes ? ` AND ${boxSql(options.boxes, p)}` : '';
  const where = filterSql(f, p, options.textIndex) + box + resume(order, p);
  // Every match passes through here before the top rows are sorted out: counting them on the
  // way saves the total its own statement over the same rows.
  const matches = options.countMatches ? ', count(*) OVER ()::integer AS matches' : '';
  const inner = `SELECT c.id, c.sort_value${matches} FROM (
      SELECT d.id, ${expr} AS sort_value FROM design AS d WHERE ${where} OFFSET 0
    ) AS c ORDER BY c.sort_value ${dir}, c.id ${dir}
    LIMIT ${p.add(order.limit)} OFFSET ${p.add(order.offset)}`;
  return pageOf(inner, options.columns(p), dir, matches ? ', page.matches' : '');
}

/**
 * Every match by the cheapest path for the filters (the GIN index offered for words, the size
 * box index offered with `boxes`: the union of boxes the matches lie in, when the sample says it
 * holds few designs), then the page sorted from them. The `OFFSET 0` fence keeps the planner from
 * walking a sort index in order instead: the walk has already shown the matches are rare in that
 * order.
 * @throws StatementTimeout when the guard cancelled it
 */
export async function collectPage(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  options: {
    guard: StatementGuard;
    columns: (p: Params) => string;
    textIndex: boolean;
    boxes?: Box[] | null;
    /** Each row also says how many rows matched (`matches`): the boxes must not cut them. */
    countMatches?: boolean;
  },
): Promise<PageRow[]> {
  const p = new Params();
  const sql = collectSql(f, order, p, options);
  const expr = order.expr.length > 40 ? 'time' : order.expr;
  const shape = shapeOf(f, `collect${options.boxes ? ' by box' : ''} ${expr} ${order.dir}`);
  const { rows } = await guardedQuery<PageRow>(db, options.guard, shape, sql, p.values);
  return rows;
}

/**
 * What the planner expects the collect to cost (its total cost, planning only, 2–3 ms at a
 * million designs): low when its indexes intersect to few rows (two colours, an author and a
 * narrow width range), high when only broad ranges lead to the matches and every one of them
 * reads the table.
 */
export async function collectCost(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  options: { columns: (p: Params) => string; textIndex: boolean },
): Promise<number> {
  const p = new Params();
  const sql = collectSql(f, order, p, options);
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    p.values,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan?: { 'Total Cost'?: number };
  }>;
  return plans[0]?.Plan?.['Total Cost'] ?? Infinity;
}

/**
 * The sort key of the page's last row, found by walking the size box index in the sort's order
 * (a KNN scan on the key's dimension of the point, `~>`): every design inside the box, in order,
 * its table row tested against the filters, until the page's rows (offset + page) have matched.
 * For a size, stitch or time order with size filters whose matches lie far from the start of the
 * order (tall designs sorted by stitches ascending): the walk reads only designs inside the box,
 * where the long walk reads everything before them. Null when fewer match: all matches are then
 * among those walked, and the box itself holds the page. The scan's order is the key alone, so
 * the page itself comes from the collect of the box cut at that key (cutBoxes), sorted by key
 * and id.
 * @throws StatementTimeout when the guard cancelled it
 */
export async function boxWalkKey(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  options: { boxes: Box[]; dim: number; guard: StatementGuard },
): Promise<number | null> {
  const p = new Params();
  const ascending = order.dir === 'ASC';
  const knn = knnOrder(options.dim, order.dir);
  const wanted = order.offset + order.limit;
  const sql = `SELECT ${knn} AS k FROM design AS d
    WHERE ${filterSql(f, p, false)} AND ${boxSql([boundingBox(options.boxes)], p)}${resume(order, p)}
    ORDER BY ${knn} LIMIT ${p.add(wanted)}`;
  const shape = shapeOf(f, `box walk ${order.expr.length > 40 ? 'time' : order.expr} ${order.dir}`);
  const { rows } = await guardedQuery<{ k: number }>(
    db,
    options.guard,
    shape,
    sql,
    p.values,
    IN_ORDER,
  );
  if (rows.length < wanted) return null;
  const k = Number(rows.at(-1)!.k);
  return ascending ? k : -k;
}
