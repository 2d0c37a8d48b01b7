import { describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_PROFILE, type ThemeCategory } from '@stickerei/shared/domain';
import type { Queryable } from '../../src/lib/db.ts';
import { migrate } from '../../src/lib/migrate.ts';
import { createPreviewUrls } from '../../src/lib/previewUrl.ts';
import { COUNT_LIMITS } from '../../src/library/countPlan.ts';
import { Params, filterSql } from '../../src/library/filterSql.ts';
import type { LibraryFilters } from '../../src/library/filters.ts';
import { listDesigns } from '../../src/library/listDesigns.ts';
import { defaultOrder, sortKey } from '../../src/library/sorting.ts';
import { canCancel, type StatementGuard } from '../../src/library/statementGuard.ts';
import { isDefaultProfile } from '../../src/library/runningTime.ts';
import { insertGenerated } from '../fixtures/library.ts';
import { filtersOf, queryMix, type MixQuery } from '../../bench/queryMix.ts';
import { recording, type Statement } from '../../bench/statementLog.ts';
import { freshDb } from '../helper.ts';

// Issue 16: a library page comes from a bounded walk of a sort index or from the collected
// matches (src/library/pageWalk.ts), and from a longer walk when the guard cancels the collect.
// Whichever way, the rows must be those of the plain query: every match, sorted, then paged.
describe('library pages: walk, collect and the guard give the plain query’s rows', async () => {
  const db = await freshDb();
  await migrate(db);
  await insertGenerated(db, 3000, 16);
  await db.query('ANALYZE design');
  const previews = createPreviewUrls('x'.repeat(32));
  // A walk of 150 entries: at 3,000 designs most filtered pages need the collect.
  const limits = { ...COUNT_LIMITS, walkLimit: 150 };
  const quiet: StatementGuard = { timeoutMs: 1000, warn: () => undefined };

  async function plain(f: LibraryFilters, m: MixQuery, offset = 0, limit = 20): Promise<string[]> {
    const p = new Params();
    const key = sortKey(m.sort, f.machine);
    const dir = m.order === 'desc' ? 'DESC' : 'ASC';
    const { rows: found } = await db.query<{ id: string }>(
      `SELECT d.id FROM design AS d WHERE ${filterSql(f, p, false)}
       ORDER BY ${key.expr} ${dir}, d.id ${dir} LIMIT ${limit} OFFSET ${offset}`,
      p.values,
    );
    return found.map((r) => r.id);
  }

  /** A drawn query's page and the statements it sent, checked against the plain query. */
  async function checkedPage(m: MixQuery, pageLimits: typeof limits, target: Queryable = db) {
    const f = filtersOf(m);
    const log: Statement[] = [];
    const req = { sort: m.sort, order: m.order, page: m.page, pageSize: 20 };
    const got = await listDesigns(recording(target, log), previews, f, req, pageLimits, quiet);
    const expected = await plain(f, m, (m.page - 1) * 20);
    expect(
      got.items.map((d) => d.id),
      JSON.stringify(m),
    ).toEqual(expected);
    return { log, expected };
  }

  const mix = queryMix(16, 0).slice(0, 160);
  // The same database through a handle that cannot cancel a statement, as on PGlite.
  const embedded: Queryable = { query: (sql, params) => db.query(sql, params) };

  /**
   * A drawn query's page through `target` with the statements it sent; null for a page by the
   * running time on another machine, which reads its own walk's end to bound the times of the
   * designs not walked (timePage.ts).
   */
  async function listedWithStatements(target: Queryable, m: MixQuery) {
    const f = filtersOf(m);
    if (m.sort === 'time' && !isDefaultProfile(f.machine)) return null;
    const log: Statement[] = [];
    const req = { sort: m.sort, order: m.order, page: m.page, pageSize: 20 };
    const got = await listDesigns(recording(target, log), previews, f, req, limits, quiet);
    const sql = log.map((s) => s.sql);
    return { f, got, sql, walked: sql.findIndex((q) => /LIMIT 150\b/.test(q)) };
  }

  it('answers a drawn mix of filters, sorts and pages as the plain query does', async () => {
    let nonEmpty = 0;
    for (const m of mix) {
      const f = filtersOf(m);
      const page = await listDesigns(
        db,
        previews,
        f,
        { sort: m.sort, order: m.order, page: m.page, pageSize: 20 },
        limits,
        quiet,
      );
      const expected = await plain(f, m, (m.page - 1) * 20);
      expect(
        page.items.map((d) => d.id),
        JSON.stringify(m),
      ).toEqual(expected);
      if (expected.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(40);
  });

  it('reads where the first walk ended only when a walk resumes there', async () => {
    // The end of a 150-entry walk is its 150th entry (OFFSET 149). A page the first walk could
    // not fill is collected (exact whether or not the walk reached the index's end): no end read.
    let collectedAfterWalk = 0;
    for (const m of mix) {
      const listed = await listedWithStatements(db, m);
      if (!listed) continue;
      const { sql, walked } = listed;
      const endRead = sql.findIndex((q) => /OFFSET 149 LIMIT 1\b/.test(q));
      if (endRead >= 0) {
        // Only a walk on (numbered matches after the end's key) needs it.
        expect(
          sql.slice(endRead + 1).some((q) => /row_number\(\) OVER/.test(q)),
          `${JSON.stringify(m)}\n${sql.map((q) => q.slice(0, 200)).join('\n')}`,
        ).toBe(true);
      }
      if (walked >= 0 && sql.slice(walked + 1).some((q) => /OFFSET 0\b/.test(q))) {
        collectedAfterWalk++;
      }
    }
    expect(collectedAfterWalk).toBeGreaterThan(10);
  });

  it('counts the total in the collect after a first walk where statements take turns', async () => {
    // No statement can be cancelled through this handle (as on PGlite): the total waits for the
    // page, and a page the first walk could not fill is collected with its matches counted.
    const countStatement = /^SELECT count\(\*\)::integer AS n FROM \(SELECT 1 FROM design/;
    let counted = 0;
    for (const m of mix) {
      const listed = await listedWithStatements(embedded, m);
      if (!listed) continue;
      const { f, got, sql, walked } = listed;
      const collected = sql.findIndex((q, i) => i > walked && /OFFSET 0\b/.test(q));
      if (walked < 0 || collected < 0 || got.items.length === 0) continue;
      counted++;
      expect(sql.some((q) => countStatement.test(q))).toBe(false);
      const p = new Params();
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM design AS d WHERE ${filterSql(f, p, false)}`,
        p.values,
      );
      const n = rows[0]!.n;
      expect(got.total).toBe(n > limits.totalCap ? limits.totalCap : n);
    }
    expect(counted).toBeGreaterThan(10);
  });

  // A partial sample (so the plan has an estimate), short walks, a low collect limit, and no
  // planner cost this low (the collect is never thought cheap).
  const far = {
    ...limits,
    walkLimit: 60,
    sampleTarget: 700,
    minSampleHits: 5,
    collectLimit: 40,
    collectCostLimit: 0,
    // No size box is this narrow: the size filters take the long walk too.
    boxLimit: 0,
    boxWalkLimit: 0,
    boxCountLimit: 0,
  };

  // Many matches far from the start of the sort order: with a partial sample (so the plan has an
  // estimate) and a low collect limit, such pages walk on through the index (pageWalk.ts,
  // longWalk) instead of collecting; the rows are still the plain query's.
  it('walks on through the index for many matches the first walk missed, as the plain query does', async () => {
    const { longWalks, skipped } = await pagesOf(far);
    expect(longWalks).toBeGreaterThan(5);
    // Some pages skipped the first walk (the sample said it could not fill them), not all.
    expect(skipped).toBeGreaterThan(0);
    expect(skipped).toBeLessThan(farCases.length * 2);
  });

  // A filter value with its own index held by fewer designs than a walk could meet a page of:
  // no first walk, the collect through that index answers at once; a common value still walks.
  it('collects at once where the rarest indexed value is too rare for a walk to fill the page', async () => {
    const { rows: authors } = await db.query<{ author: string; n: number }>(
      `SELECT author, count(*)::integer AS n FROM design GROUP BY author ORDER BY n DESC`,
    );
    // 3,000 designs, a walk of 400: a page of 21 needs a value held by 158 designs or more.
    const walking = { ...limits, walkLimit: 400 };
    const common = authors[0]!;
    const rare = authors.find((a) => a.n >= 25 && a.n < 150)!;
    expect(common.n).toBeGreaterThan(158);
    for (const [author, walks] of [
      [rare.author, false],
      [common.author, true],
    ] as const) {
      const m: MixQuery = {
        ...mix[0]!,
        kinds: ['author'],
        query: { author },
        sort: 'name',
        order: 'asc',
        page: 1,
        hoops: null,
        machine: DEFAULT_MACHINE_PROFILE,
      };
      const f = filtersOf(m);
      const log: Statement[] = [];
      const req = { sort: m.sort, order: m.order, page: 1, pageSize: 20 };
      const got = await listDesigns(recording(db, log), previews, f, req, walking, quiet);
      expect(got.items.map((d) => d.id)).toEqual(await plain(f, m));
      expect(
        log.some((s) => s.sql.includes('LIMIT 400)')),
        author,
      ).toBe(walks);
      expect(log.some((s) => !s.sql.startsWith('EXPLAIN') && /OFFSET 0\s/.test(s.sql))).toBe(
        !walks,
      );
      // The total is exact either way; collected at once, the collect counted it on the way
      // and no statement of its own counted again.
      expect(got).toMatchObject({ total: authors.find((a) => a.author === author)!.n });
      expect(got.totalIsEstimate).toBe(false);
      expect(
        log.some((s) => s.sql.startsWith('SELECT count(*)::integer')),
        author,
      ).toBe(walks);
    }
    // A page past the last match: the collect returns no row to count by, the total counts on
    // its own and is exact still.
    const m: MixQuery = {
      ...mix[0]!,
      kinds: ['author'],
      query: { author: rare.author },
      sort: 'newest',
      order: 'desc',
      page: 9,
      hoops: null,
      machine: DEFAULT_MACHINE_PROFILE,
    };
    const past = await listDesigns(
      db,
      previews,
      filtersOf(m),
      { sort: m.sort, order: m.order, page: 9, pageSize: 20 },
      walking,
      quiet,
    );
    expect(past).toMatchObject({ items: [], total: rare.n, totalIsEstimate: false });
  });

  const farCases: Array<Pick<MixQuery, 'query' | 'sort' | 'order'>> = [
    { query: { minHeight: 150 }, sort: 'stitches', order: 'asc' },
    { query: { minWidth: 140, commercial: true }, sort: 'time', order: 'asc' },
    { query: { maxWidth: 60, colors: ['RED'] }, sort: 'stitches', order: 'desc' },
    ...mix.slice(0, 40),
  ];

  /** A far case as a drawn query of an anonymous caller on the default machine. */
  const farQuery = (c: (typeof farCases)[number], page: number): MixQuery => ({
    ...mix[0]!,
    hoops: null,
    machine: DEFAULT_MACHINE_PROFILE,
    ...c,
    page,
  });

  /** Pages 1 and 4 of the far cases under `far`, each checked against the plain query. */
  async function pagesOf(pageLimits: typeof limits): Promise<{
    longWalks: number;
    collects: number;
    skipped: number;
    byBox: number;
    knn: number;
  }> {
    const log: Statement[] = [];
    let longWalks = 0;
    let collects = 0;
    let skipped = 0;
    let byBox = 0;
    let knn = 0;
    for (const c of farCases) {
      for (const page of [1, 4]) {
        const m = farQuery(c, page);
        const f = filtersOf(m);
        const req = { sort: m.sort, order: m.order, page, pageSize: 20 };
        log.length = 0;
        const got = await listDesigns(recording(db, log), previews, f, req, pageLimits, quiet);
        // The long walk's inner limit is the library's size and more; the first walk's is 60.
        if (log.some((s) => /LIMIT \d{4,}/.test(s.sql))) longWalks++;
        // The first walk's limit is 60 entries: without it, the sample said it was hopeless.
        if (!log.some((s) => /LIMIT 60\b/.test(s.sql))) skipped++;
        // The collect's fence, after the planner was asked what it would cost.
        if (log.some((s) => !s.sql.startsWith('EXPLAIN') && /OFFSET 0\s/.test(s.sql))) collects++;
        // The collect through the size box index.
        if (log.some((s) => s.sql.includes('<@ cube('))) byBox++;
        // The walk of the box in the sort's order.
        if (log.some((s) => s.sql.includes(' ~> '))) knn++;
        expect(
          got.items.map((d) => d.id),
          JSON.stringify(c),
        ).toEqual(await plain(f, m, (page - 1) * 20));
      }
    }
    return { longWalks, collects, skipped, byBox, knn };
  }

  // The same pages when the planner expects the collect to be cheap (its indexes intersecting
  // to few rows): each page that walked on is collected instead, with the same rows.
  it('collects instead when the planner expects the collect to be cheap, as the plain query does', async () => {
    const walking = await pagesOf(far);
    const collecting = await pagesOf({ ...far, collectCostLimit: Infinity });
    expect(walking.longWalks).toBeGreaterThan(5);
    expect(collecting).toEqual({
      longWalks: 0,
      collects: walking.collects + walking.longWalks,
      skipped: walking.skipped,
      byBox: 0,
      knn: 0,
    });
  });

  // A walk on after a first walk that could not fill the page starts after the first walk's last
  // entry (not at the index's start again), with the page's offset less the matches found there
  // and its limit less the page's rows found there; the rows are still the plain query's. Where
  // no statement can be cancelled the bounded walk on does the same.
  it('walks on from where the first walk ended, the page less what it found there', async () => {
    // Tall designs sorted by stitches ascending: many match, but few among the first entries
    // (stitches grow with the area), so the first walk finds some and the walk on the rest.
    const { rows: heights } = await db.query<{ h: number }>(
      `SELECT percentile_disc(ARRAY[0.4, 0.5, 0.6, 0.7, 0.8]) WITHIN GROUP (ORDER BY design_height) AS h
       FROM design`,
    );
    const cases = (heights[0]!.h as unknown as number[]).flatMap((minHeight) => [
      { query: { minHeight }, sort: 'stitches' as const, order: 'asc' as const },
      { query: { minHeight, commercial: true }, sort: 'size' as const, order: 'asc' as const },
    ]);
    for (const target of [db, embedded]) {
      const onWalk = canCancel(target) ? /LIMIT \d{4,}/ : /LIMIT 600\b/;
      let resumed = 0;
      let split = 0;
      let reduced = 0;
      for (const c of cases) {
        for (const page of [1, 2, 4]) {
          const m = farQuery(c, page);
          const f = filtersOf(m);
          const req = { sort: m.sort, order: m.order, page, pageSize: 20 };
          const log: Statement[] = [];
          const limits = { ...far, walkLimit: 300, embeddedWalkLimit: 600 };
          const got = await listDesigns(recording(target, log), previews, f, req, limits, quiet);
          const expected = await plain(f, m, (page - 1) * 20);
          // A bounded walk on may end short: its rows are then the page's first, and the cursor
          // resumes after them.
          const short = got.items.length < expected.length && got.nextCursor !== null;
          expect(got.items.map((d) => d.id)).toEqual(
            short ? expected.slice(0, got.items.length) : expected,
          );
          const first = log.some((s) => /LIMIT 300\b/.test(s.sql));
          const on = log.find((s) => onWalk.test(s.sql) && !s.sql.startsWith('EXPLAIN'));
          if (!first || !on) continue;
          resumed++;
          // No cursor in the request: only the resume point puts a key condition in the walk.
          expect(on.sql).toMatch(/, d\.id\) [<>] \(\$\d+::/);
          const param = (re: RegExp) => Number(on.params[Number(re.exec(on.sql)![1]) - 1]);
          const offset = param(/WHERE x\.n > \$(\d+)/);
          const upTo = param(/LIMIT \$(\d+)\s*\)?\s*AS m\b/);
          expect(offset).toBeLessThanOrEqual((page - 1) * 20);
          expect(upTo - offset).toBeLessThanOrEqual(21);
          if (upTo - offset < 21) split++;
          if (offset < (page - 1) * 20) reduced++;
        }
      }
      // Pages whose first rows came from the first walk, and pages whose offset it shortened.
      expect(resumed).toBeGreaterThan(5);
      expect(split).toBeGreaterThan(0);
      expect(reduced).toBeGreaterThan(0);
    }
  });

  // Size ranges, hoops and minutes whose box the sample says holds few designs: the page collects
  // through the size box index (sizeBox.ts, migration 045) instead of walking on, same rows.
  it('collects through the size box where the sample puts few designs in it, as the plain query does', async () => {
    const walking = await pagesOf(far);
    const boxed = await pagesOf({ ...far, boxLimit: 3000 });
    expect(boxed.byBox).toBeGreaterThan(5);
    expect(boxed.longWalks).toBeLessThan(walking.longWalks);
    expect(boxed.longWalks + boxed.byBox).toBeGreaterThanOrEqual(walking.longWalks);
    expect(walking.byBox).toBe(0);
  });

  // A size, stitch or time order under size filters whose box the pages must pass through is
  // small enough: the box index walks that order inside the box (KNN) to the page's last key,
  // and the page is collected from the box cut there — on the server (PGlite keeps its bounded
  // walk). Same rows as the plain query, ties of the key included (many designs share a size).
  it('walks the size box in the sort’s order where the pages lie inside it, as the plain query does', async () => {
    const walking = await pagesOf(far);
    const boxWalks = await pagesOf({ ...far, boxWalkLimit: Infinity });
    if (canCancel(db)) {
      expect(boxWalks.knn).toBeGreaterThan(5);
      expect(boxWalks.longWalks).toBeLessThan(walking.longWalks);
    } else {
      expect(boxWalks.knn).toBe(0);
    }
    expect(walking.knn).toBe(0);
  });

  // Totals of size filters whose box holds few designs are counted exactly through the box
  // index, where they were the sample's estimate: the same number as the plain count.
  it('counts through the size box exactly where the sample puts few designs in it', async () => {
    const estimating = { ...far, exactWalkLimit: 0 };
    const sized = farCases.filter((c) =>
      ['minWidth', 'maxWidth', 'minHeight', 'maxHeight', 'hoopWidth', 'maxMinutes'].some(
        (k) => k in c.query,
      ),
    );
    expect(sized.length).toBeGreaterThan(5);
    let exactByBox = 0;
    for (const c of sized) {
      const m = farQuery(c, 1);
      const f = filtersOf(m);
      const req = { sort: m.sort, order: m.order, page: 1, pageSize: 20 };
      const p = new Params();
      const { rows: counted } = await db.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM design AS d WHERE ${filterSql(f, p, false)}`,
        p.values,
      );
      const plainTotal = counted[0]!.n;
      const estimated = await listDesigns(db, previews, f, req, estimating, quiet);
      const log: Statement[] = [];
      const boxed = { ...estimating, boxCountLimit: 3000 };
      const exact = await listDesigns(recording(db, log), previews, f, req, boxed, quiet);
      expect(exact.totalIsEstimate, JSON.stringify(c)).toBe(false);
      expect(exact.total, JSON.stringify(c)).toBe(plainTotal);
      if (estimated.totalIsEstimate) {
        exactByBox++;
        expect(log.some((s) => /count\(\*\)[\s\S]*<@ cube\(/.test(s.sql))).toBe(true);
      }
    }
    expect(exactByBox).toBeGreaterThan(0);
  });

  // PGlite cannot cancel a statement: there the walk on is a bounded walk, and a page it cannot
  // fill comes back short with a cursor after the walked entries. Scrolling on gives every match.
  it('bounds the walk on where no statement can be cancelled, and scrolling misses nothing', async () => {
    const bounded = { ...far, embeddedWalkLimit: 300 };
    let shortWithCursor = 0;
    for (const c of farCases.slice(0, 12)) {
      const m = farQuery(c, 1);
      const f = filtersOf(m);
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 200; i++) {
        const req = { sort: m.sort, order: m.order, pageSize: 20, cursor };
        const page = await listDesigns(embedded, previews, f, req, bounded, quiet);
        seen.push(...page.items.map((d) => d.id));
        if (!page.nextCursor) break;
        if (page.items.length < 20) shortWithCursor++;
        cursor = page.nextCursor;
      }
      expect(seen, JSON.stringify(c)).toEqual(await plain(f, m, 0, 10_000));
    }
    expect(shortWithCursor).toBeGreaterThan(0);
  });

  // Filters that bound the sort key itself (src/library/keyRange.ts): the walk starts there.
  it('answers filters that bound the sort key as the plain query does', async () => {
    const base = mix[0]!;
    const cases: Array<Pick<MixQuery, 'query' | 'sort' | 'order'>> = [
      { query: { maxMinutes: 13 }, sort: 'stitches', order: 'desc' },
      { query: { maxMinutes: 13 }, sort: 'time', order: 'desc' },
      { query: { maxMinutes: 40, colors: ['BLUE'] }, sort: 'stitches', order: 'asc' },
      { query: { minWidth: 150, minHeight: 150 }, sort: 'size', order: 'asc' },
      { query: { maxWidth: 60, maxHeight: 60 }, sort: 'size', order: 'desc' },
      { query: { hoopWidth: 100, hoopHeight: 100 }, sort: 'size', order: 'desc' },
    ];
    for (const c of cases) {
      for (const page of [1, 3]) {
        const m: MixQuery = { ...base, ...c, page, hoops: null, machine: DEFAULT_MACHINE_PROFILE };
        const f = filtersOf(m);
        const req = { sort: m.sort, order: m.order, page, pageSize: 20 };
        const got = await listDesigns(db, previews, f, req, limits, quiet);
        expect(
          got.items.map((d) => d.id),
          JSON.stringify(c),
        ).toEqual(await plain(f, m, (page - 1) * 20));
      }
    }
  });

  // Running times on a caller's own machine: no index has that order, a bounded walk of the
  // index that bounds it (src/library/timePage.ts) answers, else the guarded statement.
  const MACHINES = [
    { stitchesPerMinute: 800, secondsPerColourChange: 45, secondsPerTrim: 8, secondsPerStop: 20 },
    { stitchesPerMinute: 1000, secondsPerColourChange: 60, secondsPerTrim: 0, secondsPerStop: 30 },
    { stitchesPerMinute: 400, secondsPerColourChange: 10, secondsPerTrim: 20, secondsPerStop: 0 },
  ];
  const timed = mix.slice(0, 60).flatMap((m, i) =>
    (['asc', 'desc'] as const).map((order): MixQuery => ({
      ...m,
      sort: 'time',
      order,
      machine: MACHINES[i % 3]!,
    })),
  );

  it('sorts by the running time on the caller’s machine as the plain query does', async () => {
    let nonEmpty = 0;
    for (const m of timed) {
      const f = filtersOf(m);
      const req = { sort: m.sort, order: m.order, page: m.page, pageSize: 20 };
      const page = await listDesigns(db, previews, f, req, limits, quiet);
      const expected = await plain(f, m, (m.page - 1) * 20);
      expect(
        page.items.map((d) => d.id),
        JSON.stringify(m),
      ).toEqual(expected);
      if (expected.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('follows cursors through the running time on the caller’s machine', async () => {
    for (const m of timed.slice(0, 16)) {
      const f = filtersOf(m);
      const all = await plain(f, m, 0, 200);
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 12 && seen.length < 200; i++) {
        const req = { sort: m.sort, order: m.order, pageSize: 20, cursor };
        const page = await listDesigns(db, previews, f, req, limits, quiet);
        seen.push(...page.items.map((d) => d.id));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(seen.slice(0, 200), JSON.stringify(m)).toEqual(all);
    }
  });

  // `maxMinutes` bounds the base key of a time page on another machine: the walk starts (or
  // ends) where matches can be, so pages of short designs can come from the walk instead of a
  // statement over every match.
  it('walks a time page from where maxMinutes lets matches be, as the plain query does', async () => {
    const machine = MACHINES.find((x) => !isDefaultProfile(x))!;
    const { rows } = await db.query<{ t: number }>(
      `SELECT percentile_disc(ARRAY[0.05, 0.2, 0.5]) WITHIN GROUP (ORDER BY stitch_count) AS t
       FROM design`,
    );
    const stitches = rows[0]!.t as unknown as number[];
    let fromTheWalk = 0;
    for (const s of stitches) {
      for (const order of ['asc', 'desc'] as const) {
        const maxMinutes = Math.ceil(s / machine.stitchesPerMinute);
        const m: MixQuery = {
          ...mix[0]!,
          kinds: ['maxMinutes'],
          query: { maxMinutes },
          sort: 'time',
          order,
          page: 1,
          hoops: null,
          machine,
        };
        const f = filtersOf(m);
        const log: Statement[] = [];
        const req = { sort: m.sort, order: m.order, page: 1, pageSize: 20 };
        const pageLimits = { ...limits, walkLimit: 100 };
        const page = await listDesigns(recording(db, log), previews, f, req, pageLimits, quiet);
        expect(
          page.items.map((d) => d.id),
          JSON.stringify(m),
        ).toEqual(await plain(f, m));
        // No statement over the matches (statementPage's LIMIT and OFFSET).
        if (!log.some((x) => /LIMIT \$\d+ OFFSET \$\d+/.test(x.sql))) fromTheWalk++;
      }
    }
    // Without the bound none of these pages came from the walk alone (measured: 0 of 6).
    expect(fromTheWalk).toBeGreaterThanOrEqual(2);
  });

  // A machine whose colour changes weigh far more than the default's (60 s against 30 s) bounds
  // the designs not walked by a factor of 2 of their key: a descending page proved by that
  // factor must walk down to half its own times. Leaning on the library's most colour changes,
  // trims and stops (runningTime.ts, TimeLine) the edge follows the real times, and the walk
  // proves the page itself.
  it('proves descending time pages of a machine with slow colour changes from the walk', async () => {
    const machine = MACHINES[1]!;
    const { rows } = await db.query<{ t: number }>(
      `SELECT percentile_disc(ARRAY[0.3, 0.6, 0.9]) WITHIN GROUP (ORDER BY stitch_count) AS t
       FROM design`,
    );
    const stitches = rows[0]!.t as unknown as number[];
    let fromTheWalk = 0;
    let pages = 0;
    const narrower: MixQuery['query'][] = [{}, { colors: ['RED'] }, { commercial: true }];
    for (const s of stitches) {
      for (const query of narrower) {
        for (const page of [1, 2]) {
          const maxMinutes = Math.ceil(s / machine.stitchesPerMinute);
          const m: MixQuery = {
            ...mix[0]!,
            kinds: ['maxMinutes'],
            query: { ...query, maxMinutes },
            sort: 'time',
            order: 'desc',
            page,
            hoops: null,
            machine,
          };
          const { log, expected } = await checkedPage(m, { ...limits, walkLimit: 300 });
          if (expected.length === 0) continue;
          pages++;
          if (!log.some((x) => /LIMIT \$\d+ OFFSET \$\d+/.test(x.sql))) fromTheWalk++;
        }
      }
    }
    expect(pages).toBeGreaterThan(12);
    // Measured: 5 of 18 with the lines, 0 with the factor alone (a walk of a tenth of the library).
    expect(fromTheWalk).toBeGreaterThanOrEqual(4);
  });

  // Filters the longest designs seldom pass (small ones, sorted longest first): the walk from
  // the top meets too few matches to fix a window, and the statement went over every match.
  // The sample's matches guess a narrow window; a page whose last row lies inside it is right,
  // otherwise the page comes from the exact window.
  it('answers time pages from a window the sample guesses, as the plain query does', async () => {
    const { rows } = await db.query<{ w: number[] }>(
      `SELECT percentile_disc(ARRAY[0.1, 0.3]) WITHIN GROUP (ORDER BY design_width) AS w
       FROM design`,
    );
    // Counts estimated from the sample, as in a library too large to count exactly; any window
    // the sample guesses is tried (in a library this small they are wide). The size box index
    // would answer these width ranges first (the next test): not here.
    const sampled = {
      ...limits,
      exactWalkLimit: 100,
      sampleTarget: 1000,
      guessShare: 1,
      boxWalkLimit: 0,
    };
    // A sample that guesses far beyond the page (a hundred times the time, or a hundredth): its
    // window cuts the page short.
    const farIn: Queryable = {
      query: async <T>(sql: string, params?: unknown[]) => {
        const result = await db.query<T>(sql, params);
        if (!sql.startsWith('WITH s AS')) return result;
        const desc = /ORDER BY t DESC/.test(sql);
        const far = result.rows.map((r) => {
          const t = Number((r as { t: number }).t);
          return { ...r, t: desc ? t * 100 : t / 100 };
        });
        return { ...result, rows: far };
      },
    };
    /**
     * The page through `target`, checked against the plain query: whether the sample guessed a
     * window (a time, its window at most `guessShare` of the sample) and the page statements.
     */
    async function statementsOf(target: Queryable, m: MixQuery) {
      let asked = false;
      const seeing: Queryable = {
        query: async <T>(sql: string, params?: unknown[]) => {
          const result = await target.query<T>(sql, params);
          if (sql.startsWith('WITH s AS')) {
            const r = result.rows[0] as { t: number | null; n: number } | undefined;
            asked = r !== undefined && r.t !== null;
          }
          return result;
        },
      };
      const { log, expected } = await checkedPage(m, sampled, seeing);
      const statements = log.filter((x) => /LIMIT \$\d+ OFFSET \$\d+/.test(x.sql)).length;
      return { full: expected.length === 20, asked, statements };
    }
    let pages = 0;
    let guessed = 0;
    let missed = 0;
    for (const machine of MACHINES) {
      for (const width of rows[0]!.w) {
        for (const order of ['asc', 'desc'] as const) {
          for (const page of [1, 3]) {
            const m: MixQuery = {
              ...mix[0]!,
              kinds: ['width'],
              query: order === 'desc' ? { maxWidth: width } : { minWidth: width * 2 },
              sort: 'time',
              order,
              page,
              hoops: null,
              machine,
            };
            const right = await statementsOf(db, m);
            const far = await statementsOf(farIn, m);
            if (!right.full) continue;
            pages++;
            // The sample was asked and one statement answered: the guessed window held the page.
            if (right.asked && right.statements === 1) guessed++;
            if (far.asked && far.statements === 2) missed++;
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(12);
    // Measured: 24 of 24 guessed, and all 24 far guesses missed.
    expect(guessed).toBeGreaterThanOrEqual(pages / 2);
    expect(missed).toBeGreaterThanOrEqual(pages / 2);
    // The drawn mix under the sample, its guesses right or far, gives the plain query's rows.
    for (const m of timed) {
      await statementsOf(db, m);
      await statementsOf(farIn, m);
    }
  });

  // The same filters and more that bound the sizes (a width range, a hoop, the caller's hoops),
  // their matches low in base order for longest first and high for shortest first: the size box
  // index walks only the designs inside the box in base order (timePage.ts, boxTimePage), and
  // the page comes from that walk, not from a statement over a range of the whole library.
  // Without it (boxWalkLimit 0) every one came from such statements.
  it('answers time pages of size filters inside the size box, as the plain query does', async () => {
    const { rows } = await db.query<{ w: number[] }>(
      `SELECT percentile_disc(ARRAY[0.1, 0.3]) WITHIN GROUP (ORDER BY design_width) AS w
       FROM design`,
    );
    const sampled = { ...limits, exactWalkLimit: 100, sampleTarget: 1000 };
    async function pages(pageLimits: typeof limits) {
      let pages = 0;
      let boxed = 0;
      let wide = 0;
      for (const machine of MACHINES) {
        for (const w of rows[0]!.w) {
          const queries: Array<Pick<MixQuery, 'query' | 'order' | 'hoops'>> = [
            { query: { maxWidth: w }, order: 'desc', hoops: null },
            { query: { minWidth: w * 2 }, order: 'asc', hoops: null },
            { query: { hoopWidth: w * 1.5, hoopHeight: w }, order: 'desc', hoops: null },
            {
              query: { fitsMyHoops: true, commercial: true },
              order: 'desc',
              hoops: [{ width: w, height: w * 1.2 }],
            },
          ];
          for (const q of queries) {
            for (const page of [1, 3]) {
              const m: MixQuery = { ...mix[0]!, kinds: [], sort: 'time', page, machine, ...q };
              const { log, expected } = await checkedPage(m, pageLimits);
              if (expected.length === 0) continue;
              pages++;
              if (log.some((x) => x.sql.includes(' ~> '))) boxed++;
              const statements = log.filter((x) => /LIMIT \$\d+ OFFSET \$\d+/.test(x.sql));
              if (statements.some((x) => !x.sql.includes('<@ cube('))) wide++;
            }
          }
        }
      }
      return { pages, boxed, wide };
    }
    const inBox = await pages(sampled);
    const without = await pages({ ...sampled, boxWalkLimit: 0 });
    // Walks cut short after 400 designs inside the box: the rest bounded by the lines.
    const short = await pages({ ...sampled, boxWalkLimit: 400 });
    // Measured: 48 of 48 pages from the walks inside the box, none without them, 16 when they
    // read at most 400 designs.
    expect(inBox.pages).toBeGreaterThan(30);
    expect(inBox.boxed).toBe(inBox.pages);
    expect(inBox.wide).toBeLessThanOrEqual(inBox.pages / 10);
    expect(without.boxed).toBe(0);
    expect(without.wide).toBe(without.pages);
    expect(short.pages - short.wide).toBeGreaterThanOrEqual(3);
    expect(short.wide).toBeGreaterThan(inBox.wide);
  });

  // A time page whose statement the guard cancelled answers the matches the walk proved, short
  // of a page, with a cursor after them: scrolling on (the guard no longer cutting) gives every
  // match. Before, such a page ended the list.
  it('resumes after a time page the guard cut short', async () => {
    let shortened = 0;
    for (const m of timed) {
      const f = filtersOf(m);
      const all = await plain(f, m, 0, 120);
      let cut = false;
      // A server whose first guarded statement other than a count is cancelled.
      const once = cancelling(db, (sql) => {
        if (cut || sql.startsWith('SELECT count(*)')) return false;
        cut = true;
        return true;
      });
      const seen: string[] = [];
      let cursor: string | undefined;
      let first = -1;
      for (let i = 0; i < 10 && seen.length < 120; i++) {
        const req = { sort: m.sort, order: m.order, pageSize: 20, cursor };
        const page = await listDesigns(once, previews, f, req, limits, quiet);
        if (i === 0) first = page.items.length;
        if (i === 0 && cut && first > 0 && first < 20) {
          shortened++;
          expect(page.nextCursor, JSON.stringify(m)).not.toBeNull();
          expect(page.totalIsEstimate || page.total > first).toBe(true);
        }
        seen.push(...page.items.map((d) => d.id));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      // A first page with no proved match still ends the list (docs/library.md).
      if (first > 0) expect(seen.slice(0, 120), JSON.stringify(m)).toEqual(all);
    }
    expect(shortened).toBeGreaterThan(2);
  });

  // The server cancels the guarded statement: a Queryable that says it is a server and whose
  // guarded statements fail as a cancelled one does (code 57014), on either database — every one,
  // or those `cancels` picks (the others run).
  function cancelling(
    base: Queryable,
    cancels: (sql: string) => boolean = () => true,
  ): Queryable & {
    kind: 'postgres';
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  } {
    return {
      kind: 'postgres',
      query: (sql, params) => base.query(sql, params),
      transaction: async (fn) =>
        fn({
          query: async (sql, params) => {
            if (sql.startsWith('SET LOCAL statement_timeout')) return { rows: [], rowCount: 0 };
            if (!cancels(sql)) return base.query(sql, params);
            throw Object.assign(new Error('canceling statement due to statement timeout'), {
              code: '57014',
            });
          },
        }),
    };
  }

  /**
   * Scrolls a rare filter to its end by cursor while every guarded statement is cancelled.
   * @returns whether the first page's walk came only after the cancelled statement
   */
  async function scrollCancelled(limitsFor: (bound: number) => typeof limits): Promise<boolean> {
    const log: Statement[] = [];
    const warnings: Array<{ details: object; message: string }> = [];
    const guard: StatementGuard = {
      timeoutMs: 1,
      warn: (details, message) => warnings.push({ details, message }),
    };
    // Rarer in newest order than the walk is long: the most common category and a colour.
    const { rows: top } = await db.query<{ tag: ThemeCategory }>(
      `SELECT tag FROM design, unnest(assigned_tags) AS tag GROUP BY tag ORDER BY count(*) DESC LIMIT 1`,
    );
    const m: MixQuery = {
      ...mix[0]!,
      kinds: ['categories', 'colors'],
      query: { categories: [top[0]!.tag], colors: ['BLUE'] },
      sort: 'newest',
      order: defaultOrder('newest'),
      page: 1,
      hoops: null,
      machine: DEFAULT_MACHINE_PROFILE,
    };
    const f = filtersOf(m);
    const all = await plain(f, m, 0, 10_000);
    expect(all.length).toBeGreaterThan(30);
    // The designs of the rarer of the two values: what a walk could meet at most.
    const { rows: held } = await db.query<{ n: number }>(
      `SELECT min(count)::integer AS n FROM library_facet_count
       WHERE (facet = 'category' AND value = $1) OR (facet = 'colour' AND value = 'BLUE')`,
      [top[0]!.tag],
    );
    const pageLimits = limitsFor(held[0]!.n);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 100; i++) {
      const page = await listDesigns(
        recording(cancelling(db), i === 0 ? log : []),
        previews,
        f,
        { sort: 'newest', pageSize: 20, cursor },
        pageLimits,
        guard,
      );
      seen.push(...page.items.map((d) => d.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]!.details).toMatchObject({
      shape: expect.stringMatching(/categories×1\+colors×1/),
    });
    const walk = log.findIndex((s) => s.sql.includes(`LIMIT ${pageLimits.walkLimit})`));
    // The collect's fence (the count, guarded too, may come first).
    const cancelled = log.findIndex((s) => s.inTransaction && /OFFSET 0\s/.test(s.sql));
    expect(walk).toBeGreaterThanOrEqual(0);
    expect(cancelled).toBeGreaterThanOrEqual(0);
    return walk > cancelled;
  }

  it('answers a correct first page and cursor from the walk when the collect is cancelled', async () => {
    // A walk long enough that the rarer value's designs could fill a page (so it is made), too
    // short to meet that many matches of both.
    const walkFor = (bound: number) => Math.ceil((21 * 3000) / bound);
    expect(await scrollCancelled((bound) => ({ ...limits, walkLimit: walkFor(bound) }))).toBe(
      false,
    );
  });

  // With a sample that says the first walk cannot fill a page, the walk is skipped, and made
  // only when the guard cancels what replaced it.
  it('answers the same when the first walk was skipped and the collect is cancelled', async () => {
    // A low cap, so that even a category's count is planned from the sample.
    const pageLimits = {
      ...limits,
      walkLimit: 40,
      sampleTarget: 700,
      minSampleHits: 5,
      totalCap: 20,
    };
    expect(await scrollCancelled(() => pageLimits)).toBe(true);
  });
});
