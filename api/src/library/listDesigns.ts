import { estimateMinutes, type DesignListResponse, type ListSort } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { badRequest } from '../lib/httpError.ts';
import type { PreviewUrls } from '../lib/previewUrl.ts';
import {
  COUNT_LIMITS,
  isPersonal,
  planCount,
  sampleEstimate,
  type CountLimits,
  type CountPlan,
  type SampleEstimate,
} from './countPlan.ts';
import { recordColumns, toRecord } from './designRecord.ts';
import { Params, filterSql } from './filterSql.ts';
import { isUnfilteredLibrary, type LibraryFilters } from './filters.ts';
import {
  afterWalk,
  boxWalkKey,
  collectCost,
  collectPage,
  longWalk,
  walkEnd,
  walkPage,
  type PageOrder,
  type PageRow,
  type WalkedPage,
} from './pageWalk.ts';
import {
  DEFAULT_GUARD,
  StatementTimeout,
  canCancel,
  forOneCall,
  guardedQuery,
  shapeOf,
  type StatementGuard,
} from './statementGuard.ts';
import { decodeCursor, defaultOrder, encodeCursor, sortKey, type Order } from './sorting.ts';
import { keyRange } from './keyRange.ts';
import { boxSql, boxesOf, cutBoxes, sortDimension, type Box } from './sizeBox.ts';
import { isDefaultProfile } from './runningTime.ts';
import { timePage } from './timePage.ts';

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
  rows: PageRow[];
  page: number;
  sort: ListSort;
  order: Order;
  /** Where the next page resumes when a degraded page ended before its last row; else null. */
  resumeAt: { value: number | string; id: string } | null;
}

// The personal scopes (small by nature): one statement, the filters in the walk of a covering
// index. Only the rows of the page are then read in full.
async function singlePage(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  textIndex: boolean,
): Promise<PageRow[]> {
  const p = new Params();
  let where = filterSql(f, p, textIndex);
  if (order.after) {
    const cmp = order.dir === 'DESC' ? '<' : '>';
    where += ` AND (${order.expr}, d.id) ${cmp} (${p.add(order.after.value)}::${order.type}, ${p.add(order.after.id)}::uuid)`;
  }
  const { expr, dir } = order;
  const limit = p.add(order.limit);
  const skip = p.add(order.offset);
  const columns = recordColumns(f.userId, p);
  const { rows } = await db.query<PageRow>(
    `SELECT ${columns}, page.sort_value FROM (
       SELECT d.id, ${expr} AS sort_value FROM design AS d WHERE ${where}
       ORDER BY ${expr} ${dir}, d.id ${dir} LIMIT ${limit} OFFSET ${skip}
     ) AS page JOIN design AS d ON d.id = page.id
     ORDER BY page.sort_value ${dir}, d.id ${dir}`,
    p.values,
  );
  return rows;
}

/**
 * The page's collect counting the matches for the total (listDesigns): a collect reads every
 * match before it sorts out the page, so the total need not read them again. The page decides
 * once, as soon as it knows: the matches to come, or null when it does not collect at once
 * (the total then counts on its own, as it would have).
 */
interface SharedCount {
  decided: Promise<{ matches: Promise<number | null> } | null>;
  decide(value: { matches: Promise<number | null> } | null): void;
}

function sharedCount(): SharedCount {
  let decide: SharedCount['decide'] = () => undefined;
  const decided = new Promise<{ matches: Promise<number | null> } | null>((resolve) => {
    decide = resolve;
  });
  return { decided, decide };
}

interface PageOptions {
  plan: Promise<CountPlan | null>;
  textIndex: Promise<boolean>;
  limits: CountLimits;
  guard: StatementGuard;
  share?: SharedCount;
}

/**
 * True when a first walk cannot be expected to fill the page, its matches spread evenly: the
 * sample says it would meet fewer than half of those the page needs (an offset and a page), or
 * the rarest filter value with its own index has too few designs for it to meet them all — an
 * upper bound on the matches, so no margin. The collect through that value's index then reads
 * fewer entries than the walk would have.
 */
function walkIsHopeless(plan: CountPlan | null, order: PageOrder, walkLimit: number): boolean {
  if (!plan) return false;
  const needed = (order.offset + order.limit) * plan.libraryTotal;
  if (plan.bound * walkLimit < needed) return true;
  return plan.sample !== null && plan.sample.estimate * walkLimit < 0.5 * needed;
}

/** Where a walk ended (null: at the index's end), read once when the walk did not say. */
async function endOf(db: Queryable, order: PageOrder, walked: WalkedPage, walkLimit: number) {
  if (walked.end === undefined) walked.end = await walkEnd(db, order, walkLimit);
  return walked.end;
}

/**
 * Where a walk on goes after a first walk that could not fill the page: after its last entry,
 * for what the page still lacks, the walk's rows first; null when the walk reached the index's
 * end (its rows are then the whole page).
 */
async function walkedOn(
  db: Queryable,
  order: PageOrder,
  walked: WalkedPage,
  walkLimit: number,
): Promise<{ order: PageOrder; rows: PageRow[] } | null> {
  const end = await endOf(db, order, walked, walkLimit);
  if (end === null) return null;
  return { order: afterWalk(order, walked, end), rows: walked.rows };
}

/**
 * Library pages: a bounded walk (skipped when the sample says it cannot fill the page); when it
 * could not, the collect of every match if a narrow path leads to them or the planner expects it
 * cheap, else the walk on through the index; past the guard, what a bounded walk found
 * (pageWalk.ts).
 */
async function libraryPage(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  opts: PageOptions & { sort: ListSort },
): Promise<{ rows: PageRow[]; resumeAt: Page['resumeAt'] }> {
  const columns = (p: Params) => recordColumns(f.userId, p);
  const plan = await opts.plan;
  const { walkLimit } = opts.limits;
  // Where the first walk ended is read only when something resumes there (endOf).
  const walk = () => walkPage(db, f, order, { walkLimit, columns, lazyEnd: true });
  let walked: Awaited<ReturnType<typeof walk>> | null = null;
  const hopeless = walkIsHopeless(plan, order, opts.limits.walkLimit);
  // Only a collect of every match (no cursor) counts for the total. On a server only one made
  // at once: waiting for a walk first would hold back the total, which counts beside the page.
  // Where statements take turns (PGlite) nothing runs beside the page: the total waits for the
  // walk, and a collect after it counts the matches on its way (no count statement of its own).
  const totalAfterWalk = !canCancel(db) && !order.after;
  if (order.after || (!hopeless && !totalAfterWalk)) opts.share?.decide(null);
  if (!hopeless) {
    walked = await walk();
    if (walked.complete) return { rows: walked.rows, resumeAt: null };
  }
  try {
    const textIndex = await opts.textIndex;
    // Collect when a narrow index or the GIN index leads to the matches; otherwise finding
    // them would read a broad index and the table (a width range, a colour): walk on instead,
    // unless the planner expects the collect to be cheap (its indexes intersecting to few rows).
    const narrow =
      (plan?.bound ?? 0) <= opts.limits.collectLimit || (f.words.length > 0 && textIndex);
    // Size ranges, hoops and minutes meeting where few designs are: the size box index leads
    // to them (sizeBox.ts, migration 045).
    const boxes =
      plan?.sample?.box != null && plan.sample.box <= opts.limits.boxLimit ? boxesOf(f) : null;
    if (
      !narrow &&
      !boxes &&
      plan?.sample &&
      (await collectCost(db, f, order, { columns, textIndex })) > opts.limits.collectCostLimit
    ) {
      opts.share?.decide(null);
      // The walk on resumes where the first walk ended, the page less what it found there.
      const walkOn = async () =>
        walked ? await walkedOn(db, order, walked, walkLimit) : { order, rows: [] };
      if (!canCancel(db)) {
        // No guard can end a statement here (PGlite): the walk on is bounded by its length,
        // and where it ends short, the next page resumes after it.
        const on = await walkOn();
        if (!on) return { rows: walked!.rows, resumeAt: null };
        const embedded = opts.limits.embeddedWalkLimit;
        const far = await walkPage(db, f, on.order, { walkLimit: embedded, columns });
        const rows = [...on.rows, ...far.rows];
        return { rows, resumeAt: far.complete ? null : (far.end ?? null) };
      }
      const boxed = await boxWalk(db, f, order, { ...opts, sample: plan.sample, columns });
      if (boxed) return { rows: boxed, resumeAt: null };
      const on = await walkOn();
      if (!on) return { rows: walked!.rows, resumeAt: null };
      const { libraryTotal } = plan.sample;
      const rows = await longWalk(db, f, on.order, { libraryTotal, guard: opts.guard, columns });
      return { rows: [...on.rows, ...rows], resumeAt: null };
    }
    const countMatches = opts.share !== undefined && (hopeless || totalAfterWalk) && !order.after;
    const collected = collectPage(db, f, order, {
      guard: opts.guard,
      columns,
      textIndex,
      boxes,
      countMatches,
    });
    if (countMatches) {
      // No row (a page past the last match) says nothing of how many there are.
      const matches = collected.then(
        (rows) => rows[0]?.matches ?? null,
        () => null,
      );
      opts.share?.decide({ matches });
    }
    const rows = await collected;
    return { rows, resumeAt: null };
  } catch (error) {
    if (!(error instanceof StatementTimeout)) throw error;
    // Degraded but correct, at little further cost: a bounded walk's matches are the first ones
    // in order, and the next page resumes after the last entry it read, so scrolling misses
    // nothing.
    walked ??= await walk();
    if (walked.complete) return { rows: walked.rows, resumeAt: null };
    return { rows: walked.rows, resumeAt: await endOf(db, order, walked, walkLimit) };
  }
}

/**
 * A size, stitch or time order under size filters: when the sample says the designs inside the
 * size box that the page must pass over are few enough (`boxWalkLimit`), the box index walks the
 * order inside the box to the page's last key and the page is collected from the box cut there
 * (sizeBox.ts, pageWalk.ts `boxWalkKey`). Null when that does not apply.
 */
async function boxWalk(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  opts: PageOptions & {
    sort: ListSort;
    sample: SampleEstimate;
    columns: (p: Params) => string;
  },
): Promise<PageRow[] | null> {
  const dim = sortDimension(opts.sort, f.machine);
  const boxes = boxesOf(f);
  const inBox = opts.sample.box;
  if (dim === null || boxes === null || inBox === null) return null;
  // Designs in the box read per match, if the other filters pass evenly inside it.
  const reads = ((order.offset + order.limit) * inBox) / Math.max(opts.sample.estimate, 1);
  if (reads > opts.limits.boxWalkLimit) return null;
  const key = await boxWalkKey(db, f, order, { boxes, dim, guard: opts.guard });
  const cut = key === null ? boxes : cutBoxes(boxes, dim, key, order.dir === 'ASC');
  return collectPage(db, f, order, {
    guard: opts.guard,
    columns: opts.columns,
    textIndex: false,
    boxes: cut,
  });
}

async function readPage(
  db: Queryable,
  f: LibraryFilters,
  req: PageRequest,
  opts: PageOptions,
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
  const pageOrder: PageOrder = {
    expr: key.expr,
    type: key.type,
    dir: order === 'desc' ? 'DESC' : 'ASC',
    after: cursor ? { value: cursor.value, id: cursor.id } : null,
    offset,
    limit: req.pageSize + 1,
    range: keyRange(f, sort),
  };
  if (isPersonal(f) || (sort === 'time' && !isDefaultProfile(f.machine))) opts.share?.decide(null);
  if (isPersonal(f)) {
    const rows = await singlePage(db, f, pageOrder, await opts.textIndex);
    return { rows, page, sort, order, resumeAt: null };
  }
  if (sort === 'time' && !isDefaultProfile(f.machine)) {
    const timed = await timePage(db, f, pageOrder, {
      machine: f.machine,
      walkLimit: opts.limits.walkLimit,
      guard: opts.guard,
      textIndex: await opts.textIndex,
      columns: (p) => recordColumns(f.userId, p),
      sample: await opts.plan.then((plan) =>
        plan?.sample
          ? {
              ...plan.sample,
              guessShare: opts.limits.guessShare,
              boxWalkLimit: opts.limits.boxWalkLimit,
            }
          : null,
      ),
    });
    return { ...timed, page, sort, order };
  }
  return { ...(await libraryPage(db, f, pageOrder, { ...opts, sort })), page, sort, order };
}

async function exactCount(
  db: Queryable,
  f: LibraryFilters,
  cap: number | null,
  opts: { textIndex: boolean; guard: StatementGuard; boxes?: Box[] | null },
): Promise<number> {
  const p = new Params();
  const box = opts.boxes ? ` AND ${boxSql(opts.boxes, p)}` : '';
  const where = filterSql(f, p, opts.textIndex) + box;
  const limit = cap === null ? '' : ` LIMIT ${p.add(cap + 1)}`;
  const sql = `SELECT count(*)::integer AS n FROM (SELECT 1 FROM design AS d WHERE ${where}${limit}) AS s`;
  const { rows } = await (cap === null
    ? db.query<{ n: number }>(sql, p.values)
    : guardedQuery<{ n: number }>(db, opts.guard, shapeOf(f, 'count'), sql, p.values));
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
  opts: { limits: CountLimits; guard: StatementGuard; shared?: SharedCount['decided'] },
): Promise<{ total: number; estimated: boolean }> {
  if (!plan) return { total: await libraryTotal(db), estimated: false };
  if (plan.kind === 'sample') return { total: plan.sample.estimate, estimated: true };
  const cap = f.scope === 'library' ? opts.limits.totalCap : null;
  const share = await opts.shared;
  const counted = share ? await share.matches : null;
  if (counted !== null) {
    return cap !== null && counted > cap
      ? { total: cap, estimated: true }
      : { total: counted, estimated: false };
  }
  try {
    const n = await exactCount(db, f, cap, {
      textIndex: plan.textIndex,
      guard: opts.guard,
      boxes: plan.byBox ? boxesOf(f) : null,
    });
    return cap !== null && n > cap
      ? { total: cap, estimated: true }
      : { total: n, estimated: false };
  } catch (error) {
    if (!(error instanceof StatementTimeout)) throw error;
    // Degraded: the sample's estimate (a walk of the sample index, bounded by its size).
    const sample = plan.sample ?? (await sampleEstimate(db, f, opts.limits));
    return { total: sample.estimate, estimated: true };
  }
}

const planFor = (db: Queryable, f: LibraryFilters, limits: CountLimits) =>
  isUnfilteredLibrary(f) ? Promise.resolve(null) : planCount(db, f, limits);

/** The total under the filters: exact up to the cap, beyond it an estimate. */
export async function countDesigns(
  db: Queryable,
  f: LibraryFilters,
  limits: CountLimits = COUNT_LIMITS,
  guard: StatementGuard = DEFAULT_GUARD,
): Promise<{ total: number; estimated: boolean }> {
  return countWith(db, f, await planFor(db, f, limits), { limits, guard: forOneCall(guard) });
}

/** One page of designs with its total and the cursor of the next page. */
export async function listDesigns(
  db: Queryable,
  previews: PreviewUrls,
  f: LibraryFilters,
  req: PageRequest,
  limits: CountLimits = COUNT_LIMITS,
  callGuard: StatementGuard = DEFAULT_GUARD,
): Promise<DesignListResponse> {
  const guard = forOneCall(callGuard);
  // The plan says how to count and, with free text, whether the words are rare enough for the
  // GIN index; the page waits for it only when it needs that.
  const planned = planFor(db, f, limits);
  const textIndex = planned.then((plan) => (f.words.length > 0 ? (plan?.textIndex ?? true) : true));
  const share = sharedCount();
  const [page, counted] = await Promise.all([
    readPage(db, f, req, { plan: planned, textIndex, limits, guard, share }).finally(() =>
      share.decide(null),
    ),
    planned.then((plan) => countWith(db, f, plan, { limits, guard, shared: share.decided })),
  ]);
  const more = page.rows.length > req.pageSize || page.resumeAt !== null;
  const rows = page.rows.slice(0, req.pageSize);
  const last = page.rows.length > req.pageSize ? rows.at(-1) : (page.resumeAt ?? rows.at(-1));
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
            value: 'sort_value' in last ? last.sort_value : last.value,
            id: last.id,
            page: page.page + 1,
          })
        : null,
  };
}
