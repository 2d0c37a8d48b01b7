import {
  estimateMinutes,
  type DesignListResponse,
  type ListSort,
  type MachineProfile,
} from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { badRequest } from '../lib/httpError.ts';
import type { PreviewUrls } from '../lib/previewUrl.ts';
import { COUNT_LIMITS, planCount, type CountLimits, type CountPlan } from './countPlan.ts';
import { recordColumns, toRecord, type DesignRow } from './designRecord.ts';
import { Params, filterSql } from './filterSql.ts';
import { isUnfilteredLibrary, type LibraryFilters } from './filters.ts';
import { decodeCursor, defaultOrder, encodeCursor, sortKey, type Order } from './sorting.ts';
import { isDefaultProfile, runSecondsSql, timeBound } from './runningTime.ts';

/** Deepest row a page number may reach; deeper pages follow `nextCursor`. */
export const MAX_OFFSET = 10_000;

export interface PageRequest {
  sort?: ListSort;
  order?: Order;
  page?: number;
  pageSize: number;
  cursor?: string;
}

interface Page {
  rows: Array<DesignRow & { sort_value: number | string }>;
  page: number;
  sort: ListSort;
  order: Order;
}

/**
 * Sorting by the running time on a machine other than the indexed default would sort every
 * match. Instead: the first `n` matches in an indexed order give a running time on the caller's
 * machine that the page cannot pass (their largest, ascending); since a design's time on that
 * machine is bounded by a fixed factor times the indexed key (`timeBound`), every design of the
 * page lies within a range of that index. Returns that condition, or null when fewer than `n`
 * designs match (the page then sorts them all; few anyway).
 */
async function timeWindow(
  db: Queryable,
  where: string,
  values: unknown[],
  machine: MachineProfile,
  order: Order,
  n: number,
): Promise<string | null> {
  const bound = timeBound(machine, order);
  if (!bound) return null;
  const { base, factor } = bound;
  const dir = order === 'desc' ? 'DESC' : 'ASC';
  const { rows } = await db.query<{ t: number }>(
    `SELECT ${runSecondsSql(machine)} AS t FROM design AS d WHERE ${where}
     ORDER BY ${base.expr} ${dir}, d.id ${dir} LIMIT ${String(n)}`,
    values,
  );
  if (rows.length < n) return null;
  const times = rows.map((r) => Number(r.t));
  // A hair of slack against rounding in the last bit of the doubles.
  const limit =
    order === 'asc'
      ? (Math.max(...times) / factor) * (1 + 1e-9) + 1e-6
      : (Math.min(...times) / factor) * (1 - 1e-9) - 1e-6;
  // A number from the database, written as a literal: the planner then estimates the range from
  // the statistics of migration 039 instead of guessing a third of the library.
  return `${base.expr} ${order === 'asc' ? '<=' : '>='} ${String(limit)}::float8`;
}

// The inner query reads only indexed columns, so it walks a covering index without touching the
// table; only the rows of the page are then read in full.
async function readPage(
  db: Queryable,
  f: LibraryFilters,
  req: PageRequest,
  textIndex: boolean,
): Promise<Page> {
  const sort = req.sort ?? 'newest';
  const order = req.order ?? defaultOrder(sort);
  const cursor = req.cursor ? decodeCursor(req.cursor, sort, order) : null;
  const page = cursor ? cursor.page : (req.page ?? 1);
  const offset = cursor ? 0 : (page - 1) * req.pageSize;
  if (offset > MAX_OFFSET) {
    throw badRequest(`Page ${page} is too deep for page numbers: follow nextCursor instead.`);
  }
  const key = sortKey(sort, f.machine);
  const dir = order === 'desc' ? 'DESC' : 'ASC';
  const p = new Params();
  let where = filterSql(f, p, textIndex);
  if (cursor) {
    const cmp = order === 'desc' ? '<' : '>';
    where += ` AND (${key.expr}, d.id) ${cmp} (${p.add(cursor.value)}::${key.type}, ${p.add(cursor.id)}::uuid)`;
  }
  if (sort === 'time' && !isDefaultProfile(f.machine)) {
    const n = offset + req.pageSize + 1;
    const window = await timeWindow(db, where, [...p.values], f.machine, order, n);
    if (window) where += ` AND ${window}`;
  }
  const limit = p.add(req.pageSize + 1);
  const skip = p.add(offset);
  const columns = recordColumns(f.userId, p);
  const { rows } = await db.query<DesignRow & { sort_value: number | string }>(
    `SELECT ${columns}, page.sort_value FROM (
       SELECT d.id, ${key.expr} AS sort_value FROM design AS d WHERE ${where}
       ORDER BY ${key.expr} ${dir}, d.id ${dir} LIMIT ${limit} OFFSET ${skip}
     ) AS page JOIN design AS d ON d.id = page.id
     ORDER BY page.sort_value ${dir}, d.id ${dir}`,
    p.values,
  );
  return { rows, page, sort, order };
}

async function exactCount(
  db: Queryable,
  f: LibraryFilters,
  cap: number | null,
  textIndex: boolean,
): Promise<number> {
  const p = new Params();
  const where = filterSql(f, p, textIndex);
  const limit = cap === null ? '' : ` LIMIT ${p.add(cap + 1)}`;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM (SELECT 1 FROM design AS d WHERE ${where}${limit}) AS s`,
    p.values,
  );
  return rows[0]?.n ?? 0;
}

async function libraryTotal(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count FROM library_facet_count WHERE facet = 'total' AND value = ''`,
  );
  return rows[0]?.count ?? 0;
}

/** The total under a plan: exact up to the cap, beyond it an estimate. */
async function countWith(
  db: Queryable,
  f: LibraryFilters,
  plan: CountPlan | null,
  limits: CountLimits,
): Promise<{ total: number; estimated: boolean }> {
  if (!plan) return { total: await libraryTotal(db), estimated: false };
  if (plan.kind === 'sample') return { total: plan.sample.estimate, estimated: true };
  const cap = f.scope === 'library' ? limits.totalCap : null;
  const n = await exactCount(db, f, cap, plan.textIndex);
  return cap !== null && n > cap ? { total: cap, estimated: true } : { total: n, estimated: false };
}

const planFor = (db: Queryable, f: LibraryFilters, limits: CountLimits) =>
  isUnfilteredLibrary(f) ? Promise.resolve(null) : planCount(db, f, limits);

/** The total under the filters: exact up to the cap, beyond it an estimate. */
export async function countDesigns(
  db: Queryable,
  f: LibraryFilters,
  limits: CountLimits = COUNT_LIMITS,
): Promise<{ total: number; estimated: boolean }> {
  return countWith(db, f, await planFor(db, f, limits), limits);
}

/** One page of designs with its total and the cursor of the next page. */
export async function listDesigns(
  db: Queryable,
  previews: PreviewUrls,
  f: LibraryFilters,
  req: PageRequest,
  limits: CountLimits = COUNT_LIMITS,
): Promise<DesignListResponse> {
  // The plan says how to count and, with free text, whether the words are rare enough for the
  // GIN index; without words the page need not wait for it.
  const planned = planFor(db, f, limits);
  const textIndex = f.words.length > 0 ? ((await planned)?.textIndex ?? true) : true;
  const [page, counted] = await Promise.all([
    readPage(db, f, req, textIndex),
    planned.then((plan) => countWith(db, f, plan, limits)),
  ]);
  const more = page.rows.length > req.pageSize;
  const rows = page.rows.slice(0, req.pageSize);
  const last = rows.at(-1);
  const seen = (page.page - 1) * req.pageSize + rows.length;
  // An estimate is never below what the pages so far have shown, and a page that reaches the
  // end knows the total exactly.
  let total = counted.total;
  let estimated = counted.estimated;
  if (estimated && !more && (rows.length > 0 || page.page === 1))
    [total, estimated] = [seen, false];
  else if (estimated) total = Math.max(total, seen + 1);
  return {
    items: rows.map((row) => ({
      ...toRecord(row, previews),
      estimated_minutes: estimateMinutes(
        {
          stitches: row.stitch_count,
          colourChanges: row.color_change_count,
          trims: row.trim_count,
          stops: row.stop_count,
        },
        f.machine,
      ),
    })),
    page: page.page,
    pageSize: req.pageSize,
    total,
    totalIsEstimate: estimated,
    nextCursor:
      more && last
        ? encodeCursor({
            sort: page.sort,
            order: page.order,
            value: last.sort_value,
            id: last.id,
            page: page.page + 1,
          })
        : null,
  };
}
