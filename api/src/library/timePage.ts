import type { MachineProfile } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { Params, filterSql, walkColumns, walkConditions } from './filterSql.ts';
import type { LibraryFilters } from './filters.ts';
import type { PageOrder, PageRow } from './pageWalk.ts';
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

/** What the first walk tells of the page (`firstWalk`). */
interface FirstWalk {
  /** The first `n` matches past the cursor in the machine's order, proved or not. */
  first: Walked[];
  /** The last entry walked when the walk read all `limit` entries, else null (the index ended). */
  end: { value: number; id: string } | null;
  /** Of the first `n` matches past the cursor in base order: how many there are (at most n) … */
  found: number;
  /** … and the largest (descending: the smallest) time among them. */
  reach: number | null;
}

/**
 * The first walk, one statement: `limit` entries of the base index from its start, the matches
 * past the cursor with their times on the machine (every filter tested on the index entry,
 * migration 044), and of them only what the page needs sent back — its first `n` in the
 * machine's order, where the walk ended, and how far the first `n` in base order reach. Sending
 * every match (up to `limit` rows) and reading the walk's end again was most of what these pages
 * cost on PGlite (docs/library.md "Every combination").
 */
async function firstWalk(
  db: Queryable,
  f: LibraryFilters,
  order: PageOrder,
  walk: { base: string; limit: number; range: string[]; n: number },
  o: TimePageOptions,
): Promise<FirstWalk> {
  const p = new Params();
  const { base, limit, n } = walk;
  const dir = order.dir;
  const tested = walkConditions(f, p);
  if (order.after) {
    const cmp = dir === 'ASC' ? '>' : '<';
    tested.push(
      `(${runSecondsSql(o.machine)}, d.id) ${cmp} (${p.add(order.after.value)}::float8, ${p.add(order.after.id)}::uuid)`,
    );
  }
  const range = walk.range.map((c) => ` AND ${c}`).join('');
  const { rows } = await db.query<{
    ids: string[] | null;
    times: Array<number | string> | null;
    end_value: number | string | null;
    end_id: string | null;
    found: number | string;
    reach: number | string | null;
  }>(
    `WITH w AS MATERIALIZED (
       SELECT d.id, ${base} AS b, ${walkColumns(f)},
              row_number() OVER (ORDER BY ${base} ${dir}, d.id ${dir}) AS n
       FROM design AS d
       WHERE d.owner_id IS NULL${range} ORDER BY ${base} ${dir}, d.id ${dir} LIMIT ${String(limit)}
     ), m AS MATERIALIZED (
       SELECT d.id, d.n, ${runSecondsSql(o.machine)} AS t FROM w AS d
       WHERE ${tested.join(' AND ') || 'true'}
     ), first AS (
       SELECT id, t FROM m ORDER BY t ${dir}, id ${dir} LIMIT ${String(n)}
     ), reach AS (
       SELECT t FROM m ORDER BY n LIMIT ${String(n)}
     )
     SELECT (SELECT array_agg(id ORDER BY t ${dir}, id ${dir}) FROM first) AS ids,
            (SELECT array_agg(t ORDER BY t ${dir}, id ${dir}) FROM first) AS times,
            (SELECT b FROM w WHERE n = ${String(limit)}) AS end_value,
            (SELECT id FROM w WHERE n = ${String(limit)}) AS end_id,
            (SELECT count(*) FROM reach) AS found,
            (SELECT ${dir === 'ASC' ? 'max' : 'min'}(t) FROM reach) AS reach`,
    p.values,
  );
  const row = rows[0]!;
  const ids = row.ids ?? [];
  const times = row.times ?? [];
  return {
    first: ids.map((id, i) => ({ id, t: Number(times[i]) })),
    end: row.end_id === null ? null : { value: Number(row.end_value), id: row.end_id },
    found: Number(row.found),
    reach: row.reach === null ? null : Number(row.reach),
  };
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

function windowOf(base: string, reach: number, factor: number, asc: boolean): string {
  const limit = asc ? (reach / factor) * (1 + 1e-9) + 1e-6 : (reach / factor) * (1 - 1e-9) - 1e-6;
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
  const n = order.offset + order.limit;
  const walked = await firstWalk(db, f, order, { base: base.expr, limit, range, n }, o);
  // Designs not walked run at least (descending: at most) `edge`. A hair of slack against
  // rounding in the last bit of the doubles. The walk's first n matches in the machine's order
  // that lie before it are the page's first n rows (those beyond it may not be).
  const edge = walked.end === null ? null : walked.end.value * factor;
  const sure = walked.first.filter(
    (r) => edge === null || (asc ? r.t < edge * (1 - 1e-9) - 1e-6 : r.t > edge * (1 + 1e-9) + 1e-6),
  );
  if (sure.length >= n || walked.end === null) {
    return { rows: await rowsById(db, sure.slice(order.offset, n), o), resumeAt: null };
  }
  // The first n matches in base order run at most (least) `reach`: the page lies where the base
  // is at most (least) reach / factor. A literal, so the planner estimates the range from
  // statistics.
  const window =
    walked.found >= n && walked.reach !== null
      ? windowOf(base.expr, walked.reach, factor, asc)
      : null;
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
