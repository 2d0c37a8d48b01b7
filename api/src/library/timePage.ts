import type { MachineProfile } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { Params, filterSql, walkColumns, walkConditions } from './filterSql.ts';
import type { LibraryFilters } from './filters.ts';
import { walkEnd, type PageOrder, type PageRow } from './pageWalk.ts';
import { baseLimitOfMaxMinutes, runSecondsSql, timeBound } from './runningTime.ts';
import { StatementTimeout, guardedQuery, shapeOf, type StatementGuard } from './statementGuard.ts';

// Library pages sorted by the running time on a machine other than the indexed default (issue
// 16, docs/library.md "Every combination"). No index has that order, but one bounds it
// (`timeBound`): ascending, a design's time on the machine is at least `factor` times its key in
// the base index. So a bounded walk of the base index, `walkLimit` entries from its start, finds
// matches whose times are known, and every design not walked runs at least `factor` times the
// last key walked: the walked matches below that line are the first ones, in the machine's order.
// (Descending, symmetrically: at most `factor` times the key, walking from the top.) When they
// fill the page, it is exact. Otherwise the page comes from one statement over the
// matches inside a range of the base index that the walk's first matches fix, under the guard;
// cancelled, the page is what the walk proved (the matches below the line), short if need be.

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
  window: string | null,
) {
  const p = new Params();
  let where = filterSql(f, p, o.textIndex);
  if (order.after) {
    const cmp = order.dir === 'DESC' ? '<' : '>';
    where += ` AND (${order.expr}, d.id) ${cmp} (${p.add(order.after.value)}::float8, ${p.add(order.after.id)}::uuid)`;
  }
  if (window) where += ` AND ${window}`;
  const { expr, dir } = order;
  const sql = `SELECT ${o.columns(p)}, page.sort_value FROM (
       SELECT d.id, ${expr} AS sort_value FROM design AS d WHERE ${where}
       ORDER BY ${expr} ${dir}, d.id ${dir} LIMIT ${p.add(order.limit)} OFFSET ${p.add(order.offset)}
     ) AS page JOIN design AS d ON d.id = page.id ORDER BY page.sort_value ${dir}, d.id ${dir}`;
  const shape = shapeOf(f, `time on own machine ${dir}`);
  return (await guardedQuery<PageRow>(db, o.guard, shape, sql, p.values)).rows;
}

function windowOf(base: string, first: Walked[], factor: number, asc: boolean): string {
  const times = first.map((r) => r.t);
  const limit = asc
    ? (Math.max(...times) / factor) * (1 + 1e-9) + 1e-6
    : (Math.min(...times) / factor) * (1 - 1e-9) - 1e-6;
  return `${base} ${asc ? '<=' : '>='} ${String(limit)}::float8`;
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
  const bound = timeBound(o.machine, asc ? 'asc' : 'desc');
  if (!bound) return { rows: await statementPage(db, f, order, o, null), resumeAt: null };
  const { base, factor } = bound;
  const limit = o.walkLimit;
  // `maxMinutes` bounds the base key too: the walk starts (descending) or ends (ascending)
  // where matches can be, as keyRange does for the indexed default (a literal, with a hair of
  // slack for the index's rounding).
  const most = f.maxMinutes === null ? null : baseLimitOfMaxMinutes(o.machine, base, f.maxMinutes);
  const range = most === null ? [] : [`${base.expr} <= ${String(most * (1 + 1e-9) + 1e-6)}`];
  const walk = { base: base.expr, dir: order.dir, limit, range };
  const walked = await walkMatches(db, f, walk, o);
  const after = order.after;
  const matches = after
    ? walked.filter((r) => before(order, r, Number(after.value), after.id))
    : walked;
  const baseOrder = { ...order, expr: base.expr, after: null, offset: 0, limit: 1, range };
  const end = await walkEnd(db, baseOrder, limit);
  // Designs not walked run at least (descending: at most) `edge`. A hair of slack against
  // rounding in the last bit of the doubles.
  const edge = end === null ? null : Number(end.value) * factor;
  const sure = matches
    .filter(
      (r) =>
        edge === null || (asc ? r.t < edge * (1 - 1e-9) - 1e-6 : r.t > edge * (1 + 1e-9) + 1e-6),
    )
    .sort((a, b) => (asc ? 1 : -1) * (a.t - b.t || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  const n = order.offset + order.limit;
  if (sure.length >= n || end === null) {
    return { rows: await rowsById(db, sure.slice(order.offset, n), o), resumeAt: null };
  }
  // The first n matches in base order run at most (least) `t`: the page lies where the base is
  // at most (least) t / factor. A literal, so the planner estimates the range from statistics.
  const window = matches.length >= n ? windowOf(base.expr, matches.slice(0, n), factor, asc) : null;
  try {
    return { rows: await statementPage(db, f, order, o, window), resumeAt: null };
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
