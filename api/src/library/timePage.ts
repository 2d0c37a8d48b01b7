import type { MachineProfile } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { Params, conditionsSql, filterSql, walkColumns, walkConditions } from './filterSql.ts';
import type { LibraryFilters } from './filters.ts';
import { IN_ORDER, knnOrder, resume, walkEnd, type PageOrder, type PageRow } from './pageWalk.ts';
import {
  baseLimitOfMaxMinutes,
  baseOfTime,
  runSecondsSql,
  timeBound,
  timeEdge,
  TIME_BASES,
  type TermMaxima,
  type TimeBase,
  type TimeLine,
} from './runningTime.ts';
import { boundingBox, boxColumnsSql, boxSql, boxesOf, cutBoxes, type Box } from './sizeBox.ts';
import { StatementTimeout, guardedQuery, shapeOf, type StatementGuard } from './statementGuard.ts';

// Library pages sorted by the running time on a machine other than the indexed default (issue
// 16, docs/library.md "Every combination"). No index has that order, but one bounds it
// (`timeBound`): ascending, a design's time on the machine is at least a line of its key in the
// base index (`slope × key − offset`, the offset from the most colour changes, trims and stops
// any library design has). So a bounded walk of the base index, `walkLimit` entries from its
// start, finds matches whose times are known, and every design not walked runs at least the
// line at the last key walked: the walked matches below that edge are the first ones, in the
// machine's order. (Descending, symmetrically: at most, walking from the top.) When they fill
// the page, it is exact. Otherwise the page comes from one statement over the matches inside a
// range of the base index that the walk's first matches fix (or, narrower, that the sample's
// matches guess, kept only when the page's last row proves it), under the guard; cancelled, the
// page is what the walk proved (the matches below the edge), short if need be.

interface Walked {
  id: string;
  t: number;
}

export interface TimePageOptions {
  machine: MachineProfile;
  /** Index entries walked. */
  walkLimit: number;
  guard: StatementGuard;
  textIndex: boolean;
  columns: (p: Params) => string;
  /**
   * The library's sample (countPlan.ts) when the page's count plan read it: where the walk
   * proves too little, its matches guess a narrow window for the page's statement.
   */
  sample: {
    sampleKeys: number;
    scale: number;
    guessShare: number;
    /** Designs the sample puts inside the filters' size box (null: no size bounded). */
    box: number | null;
    /** Designs the sample expects to match all the filters. */
    estimate: number;
    /** Most designs inside the box a walk of it may be expected to read (countPlan.ts). */
    boxWalkLimit: number;
  } | null;
}

const before = (order: PageOrder, a: Walked, v: number, id: string) =>
  order.dir === 'ASC' ? a.t > v || (a.t === v && a.id > id) : a.t < v || (a.t === v && a.id < id);

// The walk's matches in base order, each with its time on the machine, from the count columns
// the base indexes carry: every filter is tested on the index entry (migration 044).
async function walkMatches(
  db: Queryable,
  f: LibraryFilters,
  walk: { base: string; dir: 'ASC' | 'DESC'; limit: number; range: string[] },
  o: TimePageOptions,
) {
  const p = new Params();
  const { base, dir } = walk;
  const tested = walkConditions(f, p);
  const range = walk.range.map((c) => ` AND ${c}`).join('');
  const { rows } = await db.query<Walked>(
    `SELECT d.id, ${runSecondsSql(o.machine)} AS t FROM (
       SELECT d.id, ${base} AS b, ${walkColumns(f)} FROM design AS d
       WHERE d.owner_id IS NULL${range} ORDER BY ${base} ${dir}, d.id ${dir} LIMIT ${String(walk.limit)}
     ) AS d WHERE ${tested.join(' AND ') || 'true'} ORDER BY d.b ${dir}, d.id ${dir}`,
    p.values,
  );
  return rows.map((r) => ({ id: r.id, t: Number(r.t) }));
}

async function rowsById(db: Queryable, picked: Walked[], o: TimePageOptions): Promise<PageRow[]> {
  if (picked.length === 0) return [];
  const p = new Params();
  const ids = p.add(picked.map((r) => r.id));
  const times = p.add(picked.map((r) => r.t));
  const { rows } = await db.query<PageRow>(
    `SELECT ${o.columns(p)}, x.t AS sort_value
     FROM unnest(${ids}::uuid[], ${times}::float8[]) WITH ORDINALITY AS x(id, t, n)
     JOIN design AS d ON d.id = x.id ORDER BY x.n`,
    p.values,
  );
  return rows;
}

// The page as one statement, the matches limited to the base range `window` (or all of them).
async function statementPage(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  o: TimePageOptions,
  window: string[],
) {
  const p = new Params();
  let where = filterSql(f, p, o.textIndex) + resume(order, p);
  for (const c of window) where += ` AND ${c}`;
  const { expr, dir } = order;
  const sql = `SELECT ${o.columns(p)}, page.sort_value FROM (
       SELECT d.id, ${expr} AS sort_value FROM design AS d WHERE ${where}
       ORDER BY ${expr} ${dir}, d.id ${dir} LIMIT ${p.add(order.limit)} OFFSET ${p.add(order.offset)}
     ) AS page JOIN design AS d ON d.id = page.id ORDER BY page.sort_value ${dir}, d.id ${dir}`;
  const shape = shapeOf(f, `time on own machine ${dir}`);
  return (await guardedQuery<PageRow>(db, o.guard, shape, sql, p.values)).rows;
}

/** An upper limit as a SQL literal, with a hair of slack for rounding in the doubles. */
const atMost = (limit: number) => String(limit * (1 + 1e-9) + 1e-6);

/** The base keys of designs running at most (ascending) or at least (descending) `t`. */
function windowOf(base: string, t: number, lines: TimeLine[], asc: boolean): string {
  const limit = asc
    ? baseOfTime(lines, 'asc', t) * (1 + 1e-9) + 1e-6
    : baseOfTime(lines, 'desc', t) * (1 - 1e-9) - 1e-6;
  return `${base} ${asc ? '<=' : '>='} ${String(limit)}::float8`;
}

/** The base key where a design running `t` can start (descending) or end (ascending), in SQL. */
function baseOfTimeSql(lines: TimeLine[], asc: boolean, t: string): string {
  const each = lines.map((l) =>
    asc
      ? `(${t} + ${String(l.offset)}::float8) / ${String(l.slope)}::float8`
      : `(${t} - ${String(l.offset)}::float8) / ${String(l.slope)}::float8`,
  );
  return `${asc ? 'LEAST' : 'GREATEST'}(${each.join(', ')})`;
}

/**
 * The time of the sample's k-th match in the page's order (after its cursor), k such that the
 * library holds about four times the designs up to the page's end before it: most likely the
 * whole page runs at least (ascending: at most) that. Null when the sample has fewer matches,
 * or when the base window of that time (within the walk's range) holds more than `guessShare`
 * of the sample. One index-only range of design_lib_sample_idx (migration 040).
 */
async function sampleTime(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  o: TimePageOptions,
  bound: { base: string; lines: TimeLine[]; most: number | null },
): Promise<number | null> {
  if (!o.sample) return null;
  const asc = order.dir === 'ASC';
  const n = order.offset + order.limit;
  const k = Math.max(3, Math.ceil((4 * n) / Math.max(o.sample.scale, 1)));
  const p = new Params();
  const hit = conditionsSql(f, p, false) + resume(order, p);
  const inside = asc ? '<=' : '>=';
  // The window lies inside the walk's range too (maxMinutes).
  const upTo = bound.most === null ? '' : ` AND s.b <= ${atMost(bound.most)}`;
  const { rows } = await db.query<{ t: number | null; n: number }>(
    `WITH s AS MATERIALIZED (
       SELECT ${order.expr} AS t, ${bound.base} AS b, ${hit} AS hit
       FROM design AS d WHERE d.sample_key < ${String(o.sample.sampleKeys)} AND d.owner_id IS NULL
     ), g AS (SELECT t FROM s WHERE hit ORDER BY t ${order.dir} OFFSET ${String(k - 1)} LIMIT 1)
     SELECT g.t, (SELECT count(*) FROM s WHERE s.b ${inside} ${baseOfTimeSql(bound.lines, asc, 'g.t')}${upTo})::float8 /
       greatest((SELECT count(*) FROM s), 1) AS n
     FROM g`,
    p.values,
  );
  const r = rows[0];
  if (!r || r.t === null || Number(r.n) > o.sample.guessShare) return null;
  return Number(r.t);
}

/** The coordinate of the size box's point (sizeBox.ts) that is a time base's key, or null. */
function boxDimension(base: TimeBase): number | null {
  if (base.expr === TIME_BASES[0]!.expr) return 4;
  if (base.expr === 'd.stitch_count') return 2;
  return null;
}

const byTime = (asc: boolean) => (a: Walked, b: Walked) =>
  (asc ? 1 : -1) * (a.t - b.t || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The page from the size box index (migration 045), for filters that bound the sizes (a width
 * range, hoops, "fits my hoops", minutes): their matches can lie anywhere in base order, often
 * low (small designs sorted longest first), where the base walk meets a few among many. The box
 * index walks only the designs inside the box, in base order (a KNN scan on the base's
 * coordinate, the box cut where `maxMinutes` lets matches be), a bounded number of them, each
 * table row tested against the filters, until eight times the page's rows (offset and page)
 * have matched. The designs not walked lie beyond the last key read in base order, so the
 * lines bound their time as they do the base walk's: the walked matches beyond that bound, when
 * they fill the page, are its rows. Otherwise the n-th time among them fixes the page's range in
 * base order, and where the sample puts few enough designs inside the box cut there, a second
 * walk reads them all. Null when neither proves the page (the statements after the base walk
 * answer), and where it does not apply: no size bounded, no base that is a coordinate of the
 * point, matches the sample expects to be rare inside the box.
 */
async function boxTimePage(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  o: TimePageOptions,
  maxima: TermMaxima,
): Promise<PageRow[] | null> {
  const asc = order.dir === 'ASC';
  // The first base the point has as a coordinate (ascending on a machine that gives trims or
  // stops no time, the stitches).
  const bases = TIME_BASES.filter((b) => boxDimension(b) !== null);
  const bound = timeBound(o.machine, asc ? 'asc' : 'desc', maxima, bases);
  const dim = bound && boxDimension(bound.base);
  let boxes = boxesOf(f);
  if (!bound || dim == null || boxes === null || !o.sample || o.sample.boxWalkLimit < 1)
    return null;
  if (f.maxMinutes !== null) {
    const most = baseLimitOfMaxMinutes(o.machine, bound.base, f.maxMinutes, maxima);
    if (most !== null) boxes = cutBoxes(boxes, dim, most, true);
  }
  const n = order.offset + order.limit;
  const wanted = 8 * n;
  // Designs inside the box read per match, if the other filters pass evenly inside it: filters
  // rare inside the box (words, a category) leave the page to the statements.
  const { box, estimate, boxWalkLimit } = o.sample;
  const expected = box === null ? Infinity : (wanted * box) / Math.max(estimate, 1);
  if (expected > boxWalkLimit) return null;
  // Where filters favour one end of the order inside the box (minutes and the longest first),
  // the matches come later than that: the first walk reads at most four times as far (and at
  // least a tenth of the limit).
  const reads = Math.min(boxWalkLimit, Math.ceil(Math.max(boxWalkLimit / 10, 4 * expected)));
  const walk = { boxes, dim, wanted, reads };
  const first = await walkBox(db, f, order, o, walk);
  const page = provedPage(first, bound.lines, asc, n);
  if (page) return rowsById(db, page.slice(order.offset, n), o);
  if (first.matches.length < n) return null;
  // The walk's matches fix the page's times: it runs at least (ascending: at most) their n-th
  // time, so its rows lie inside the box cut at that time's base key. Every design there, up to
  // `boxWalkLimit` of them, read on in the same order.
  const known = [...first.matches].sort(byTime(asc))[n - 1]!.t;
  const limit = baseOfTime(bound.lines, asc ? 'asc' : 'desc', known);
  const cut = cutBoxes(boxes, dim, limit, asc);
  // Only when the sample expects the cut box to hold no more than half that (its bounding box,
  // which the walk reads): else the reading would end short and the statements answer after it.
  if ((await sampleInBoxes(db, o.sample, [boundingBox(cut)])) > boxWalkLimit / 2) return null;
  const rest = await walkBox(db, f, order, o, {
    boxes: cut,
    dim,
    wanted: boxWalkLimit,
    reads: boxWalkLimit,
  });
  const all = provedPage(rest, bound.lines, asc, n);
  return all ? rowsById(db, all.slice(order.offset, n), o) : null;
}

/** Library designs inside `boxes`, estimated from the sample (countPlan.ts). */
async function sampleInBoxes(
  db: Queryable,
  sample: { sampleKeys: number; scale: number },
  boxes: Box[],
): Promise<number> {
  const p = new Params();
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM design AS d
     WHERE d.sample_key < ${String(sample.sampleKeys)} AND d.owner_id IS NULL AND ${boxColumnsSql(boxes, p)}`,
    p.values,
  );
  return Number(rows[0]?.n ?? 0) * sample.scale;
}

/**
 * The matches proved to come first in the machine's order, sorted: all of them when the walk
 * read every design (`edgeKey` null), else those the lines put beyond every design past the
 * walk's last key (a hair of slack against rounding in the last bit of the doubles).
 */
function provedMatches(
  matches: Walked[],
  edgeKey: number | null,
  lines: TimeLine[],
  asc: boolean,
): Walked[] {
  const edge = edgeKey === null ? null : timeEdge(lines, asc ? 'asc' : 'desc', edgeKey);
  return matches
    .filter(
      (r) =>
        edge === null || (asc ? r.t < edge * (1 - 1e-9) - 1e-6 : r.t > edge * (1 + 1e-9) + 1e-6),
    )
    .sort(byTime(asc));
}

/** The proved matches when they fill `n` rows or the walk read every design, else null. */
function provedPage(
  walked: { matches: Walked[]; edgeKey: number | null },
  lines: TimeLine[],
  asc: boolean,
  n: number,
): Walked[] | null {
  const sure = provedMatches(walked.matches, walked.edgeKey, lines, asc);
  return sure.length >= n || walked.edgeKey === null ? sure : null;
}

/**
 * The matches among the first `reads` designs inside the box in base order (after the page's
 * cursor), up to `wanted` of them, and the key of the last design read: designs not read lie
 * beyond it. Null as the key when the box ended first (every match was read). One statement:
 * the filters are tested on the rows the KNN scan brings in order, the `reads`-th design comes
 * back as well (not a match) to say where the reading stopped, and the limit of `wanted` rows
 * ends the scan early when the matches come first.
 */
async function walkBox(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  o: TimePageOptions,
  walk: { boxes: Box[]; dim: number; wanted: number; reads: number },
): Promise<{ matches: Walked[]; edgeKey: number | null }> {
  const p = new Params();
  const knn = knnOrder(walk.dim, order.dir);
  const inBox = boxSql([boundingBox(walk.boxes)], p);
  const hit = conditionsSql(f, p, false) + resume(order, p);
  const reads = String(walk.reads);
  const sql = `SELECT w.id, w.k, w.t, w.hit, w.n FROM (
      SELECT r.*, row_number() OVER () AS n FROM (
        SELECT d.id, ${knn} AS k, ${order.expr} AS t, (${hit}) AS hit FROM design AS d
        WHERE d.owner_id IS NULL AND ${inBox} ORDER BY ${knn} LIMIT ${reads}
      ) AS r
    ) AS w WHERE w.hit OR w.n = ${reads} LIMIT ${String(walk.wanted)}`;
  const shape = shapeOf(f, `box walk time on own machine ${order.dir}`);
  const { rows } = await guardedQuery<{
    id: string;
    k: number;
    t: number;
    hit: boolean;
    n: number | string;
  }>(db, o.guard, shape, sql, p.values, IN_ORDER);
  const sign = order.dir === 'ASC' ? 1 : -1;
  const matches = rows.filter((r) => r.hit).map((r) => ({ id: r.id, t: Number(r.t) }));
  // Fewer rows than asked and no `reads`-th design among them: the box ended.
  const last = rows.at(-1);
  const ended = rows.length < walk.wanted && (last === undefined || Number(last.n) < walk.reads);
  return { matches, edgeKey: ended || !last ? null : sign * Number(last.k) };
}

/**
 * The most colour changes, trims and stops of any library design, from the counts the facet
 * triggers keep per value (migration 047); the stitches are left unbounded (a line leaning on
 * the longest design would bound nothing).
 */
export async function readTermMaxima(db: Queryable): Promise<TermMaxima> {
  const { rows } = await db.query<{ facet: string; most: number }>(
    `SELECT facet, max(value::integer) AS most FROM library_facet_count
     WHERE facet IN ('changes', 'trims', 'stops') AND count > 0 GROUP BY facet`,
  );
  const most = (facet: string) => Number(rows.find((r) => r.facet === facet)?.most ?? 0);
  return [Infinity, most('changes'), most('trims'), most('stops')];
}

/**
 * A library page in the running-time order of `o.machine` (not the indexed default), and where
 * the next page resumes when the guard cut it short (else null): after its last row, which the
 * walk proved among the first matches in that order.
 */
export async function timePage(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  o: TimePageOptions,
): Promise<{ rows: PageRow[]; resumeAt: { value: number; id: string } | null }> {
  const asc = order.dir === 'ASC';
  const maxima = await readTermMaxima(db);
  const bound = timeBound(o.machine, asc ? 'asc' : 'desc', maxima);
  if (!bound) return { rows: await statementPage(db, f, order, o, []), resumeAt: null };
  const { base, lines } = bound;
  const limit = o.walkLimit;
  // `maxMinutes` bounds the base key too: the walk starts (descending) or ends (ascending)
  // where matches can be, as keyRange does for the indexed default (a literal, with a hair of
  // slack for the index's rounding).
  const most =
    f.maxMinutes === null ? null : baseLimitOfMaxMinutes(o.machine, base, f.maxMinutes, maxima);
  const range = most === null ? [] : [`${base.expr} <= ${atMost(most)}`];
  const walk = { base: base.expr, dir: order.dir, limit, range };
  const walked = await walkMatches(db, f, walk, o);
  const after = order.after;
  const matches = after
    ? walked.filter((r) => before(order, r, Number(after.value), after.id))
    : walked;
  const baseOrder = { ...order, expr: base.expr, after: null, offset: 0, limit: 1, range };
  const end = await walkEnd(db, baseOrder, limit);
  // Designs not walked run at least (descending: at most) what the lines give at its end.
  const sure = provedMatches(matches, end === null ? null : Number(end.value), lines, asc);
  const n = order.offset + order.limit;
  if (sure.length >= n || end === null) {
    return { rows: await rowsById(db, sure.slice(order.offset, n), o), resumeAt: null };
  }
  // The first n matches in base order run at most (least) `t`: the page lies where the lines
  // let a design run that long. A literal, so the planner estimates the range from statistics.
  const exact = [...range];
  let known: number | null = null;
  if (matches.length >= n) {
    const first = matches.slice(0, n).map((r) => r.t);
    known = asc ? Math.max(...first) : Math.min(...first);
    exact.push(windowOf(base.expr, known, lines, asc));
  }
  try {
    const boxed = await boxTimePage(db, f, order, o, maxima);
    if (boxed) return { rows: boxed, resumeAt: null };
    // Where the walk met too few matches (filters that the longest or shortest designs seldom
    // pass), the sample guesses a narrower window: every design running at least (ascending:
    // at most) its k-th match's time. The page is right when its last row runs that long too
    // (all designs before it then lie inside); otherwise the page comes from the exact window.
    const guess = await sampleTime(db, f, order, o, { base: base.expr, lines, most });
    const narrower = guess !== null && (known === null || (asc ? guess < known : guess > known));
    if (narrower) {
      const guessed = windowOf(base.expr, guess, lines, asc);
      const rows = await statementPage(db, f, order, o, [...exact, guessed]);
      const last = rows.at(-1);
      const t = last === undefined ? NaN : Number(last.sort_value);
      if (rows.length === order.limit && (asc ? t <= guess : t >= guess)) {
        return { rows, resumeAt: null };
      }
    }
    return { rows: await statementPage(db, f, order, o, exact), resumeAt: null };
  } catch (error) {
    if (!(error instanceof StatementTimeout)) throw error;
    // Degraded: the matches the walk proved, short of a page; scrolling goes on after them (a
    // page past them, with none proved, ends the list as before).
    const proved = sure.slice(order.offset, n);
    const last = proved.at(-1);
    const resumeAt = last ? { value: last.t, id: last.id } : null;
    return { rows: await rowsById(db, proved, o), resumeAt };
  }
}
