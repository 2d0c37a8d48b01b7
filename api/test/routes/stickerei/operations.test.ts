import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PERFORMANCE_SCENARIOS,
  type AdminOperation,
  type DatabaseTables,
  type DeleteDataReport,
  type DesignListResponse,
  type JobEvent,
  type JobsCleanupReport,
  type PerformanceTestHistory,
  type PerformanceTestRun,
  type SimilarResponse,
} from '@stickerei/shared/domain';
import { readPattern } from '@stickerei/embroidery';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { tempDataDir } from '../../fixtures/uploads.ts';

const COUNT = 2500;

describe('database operations and performance tests', async () => {
  const tokens = await tokenFactory();
  const dataDir = await tempDataDir();
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens), dataDir, mode: 'web' } });
  const admin = await as(tokens, 'ada', ['ADMIN']);
  const user = await as(tokens, 'uma', ['USER']);
  const post = (url: string, payload: object, headers = admin) =>
    app.inject({ method: 'POST', url: `/api/stickerei/${url}`, payload, headers });
  const get = (url: string, headers: Record<string, string> = admin) =>
    app.inject({ url, headers });

  async function waitFor(id: string): Promise<AdminOperation> {
    for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
      const op = (await get(`/api/stickerei/operations/${id}`)).json<AdminOperation>();
      if (op.state === 'done' || op.state === 'failed') return op;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the operation did not finish');
  }

  it('refuses users and bad input', async () => {
    expect((await post('setup-test-data', { count: 10 }, user)).statusCode).toBe(403);
    expect((await post('setup-test-data', { count: 0 })).statusCode).toBe(400);
    expect((await post('setup-test-data', { count: 2_000_000 })).statusCode).toBe(400);
    expect(
      (
        await post('run-performance-test', {
          scenarios: ['list'],
          iterations: 1001,
          concurrency: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post('run-performance-test', { scenarios: ['list'], iterations: 5, concurrency: 17 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post('run-performance-test', {
          scenarios: [...PERFORMANCE_SCENARIOS],
          iterations: 600,
          concurrency: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect((await get('/api/stickerei/database-tables', user)).statusCode).toBe(403);
  });

  it('sets up test data with progress on the event stream, one operation at a time', async () => {
    const id = randomUUID();
    const started = await post('setup-test-data', { count: COUNT, seed: 7, operationId: id });
    expect(started.statusCode).toBe(202);
    expect(started.json<AdminOperation>()).toMatchObject({
      id,
      kind: 'setup-test-data',
      state: 'processing',
    });
    expect((await post('setup-test-data', { count: 5 })).statusCode).toBe(409);
    const done = await waitFor(id);
    // An operation id is used once: a second operation under it is a conflict, not a 500.
    const again = await post('run-performance-test', {
      scenarios: ['list'],
      iterations: 1,
      concurrency: 1,
      operationId: id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`operation with the id ${id} exists already`);
    // What the stream sends (and replays to a client that reconnects): the stored job events.
    const { rows } = await db.query<{ owner_id: string; data: JobEvent }>(
      'SELECT owner_id, data FROM job_event WHERE job_id = $1 ORDER BY seq',
      [id],
    );
    expect(new Set(rows.map((r) => r.owner_id))).toEqual(new Set(['admin-operations']));
    const events = rows.map((r) => r.data);
    expect(done).toMatchObject({ state: 'done', progress: 100, error: null });
    expect(done.result).toMatchObject({
      designs: COUNT,
      motifs: 180,
      bulkPath: db.kind === 'pglite' ? 'set-wise' : expect.any(String),
    });
    const progress = events.map((e) => e.progress);
    expect(progress.length).toBeGreaterThan(2);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(events.at(-1)).toMatchObject({ state: 'done', progress: 100 });
  });

  it('makes designs the library lists, filters, finds similar, previews and downloads', async () => {
    const list = (await get('/api/stickerei/list?pageSize=5', {})).json<DesignListResponse>();
    expect(list.total).toBe(COUNT);
    const first = list.items[0]!;
    expect(first.stitch_count).toBeGreaterThan(100);
    expect(first.color_palette.length).toBeGreaterThan(0);
    const word = first.name.split(' ')[1]!.toLowerCase();
    const searched = (await get(`/api/stickerei/list?q=${word}`, {})).json<DesignListResponse>();
    expect(searched.total).toBeGreaterThan(0);
    expect(
      searched.items.every((d) =>
        `${d.name} ${d.labels.join(' ')} ${d.author} ${d.stick_set}`.toLowerCase().includes(word),
      ),
    ).toBe(true);
    const similar = (
      await get(`/api/stickerei/similar?id=${first.id}`, {})
    ).json<SimilarResponse>();
    expect(similar.items.length).toBeGreaterThan(0);
    const preview = await get(`/api/stickerei/${first.id}/preview/256.png`, {});
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const format = first.embroidery_file_formats[0]!;
    const file = await get(`/api/stickerei/download-file?id=${first.id}&format=${format}`, user);
    expect(file.statusCode).toBe(200);
    expect(readPattern(file.rawPayload, `x.${format}`).pattern.length).toBeGreaterThan(100);
  });

  it('trains the similarity index and keeps facet counts right', async () => {
    const { rows } = await db.query<{ n: number; unassigned: number }>(
      'SELECT count(*) AS n, count(*) FILTER (WHERE bucket IS NULL) AS unassigned FROM design_vector',
    );
    expect(rows[0]).toEqual({ n: COUNT, unassigned: 0 });
    const counts = async () =>
      (await db.query('SELECT * FROM library_facet_count WHERE count <> 0 ORDER BY facet, value'))
        .rows;
    const kept = await counts();
    await db.query('SELECT library_facet_recount()');
    expect(await counts()).toEqual(kept);
  });

  it('reports row counts and sizes', async () => {
    const tables = (await get('/api/stickerei/database-tables')).json<DatabaseTables>();
    expect(tables.database).toBe(db.kind);
    expect(tables.testDesigns).toBe(COUNT);
    const design = tables.tables.find((t) => t.table === 'design');
    expect(design).toMatchObject({ rows: COUNT, rowsEstimated: false });
    expect(design!.totalBytes).toBeGreaterThan(design!.indexBytes);
    expect(design!.indexBytes).toBeGreaterThan(0);
    expect(tables.databaseBytes).toBeGreaterThanOrEqual(design!.totalBytes);
  });

  it('runs the performance battery, stores the run and leaves no events behind', async () => {
    const events = async () =>
      Number((await db.query<{ n: number }>('SELECT count(*) AS n FROM event')).rows[0]!.n);
    const before = await events();
    const response = await post('run-performance-test', {
      scenarios: [...PERFORMANCE_SCENARIOS],
      iterations: 6,
      concurrency: 2,
    });
    expect(response.statusCode).toBe(200);
    const run = response.json<PerformanceTestRun>();
    expect(run.results.map((r) => r.scenario)).toEqual([...PERFORMANCE_SCENARIOS]);
    for (const r of run.results) {
      expect(r).toMatchObject({ requests: 6, errors: 0, firstError: null });
      expect(r.min).toBeGreaterThan(0);
      expect([r.min, r.p50, r.p95, r.p99, r.max]).toEqual(
        [r.min, r.p50, r.p95, r.p99, r.max].sort((a, b) => a - b),
      );
      expect(r.mean).toBeGreaterThanOrEqual(r.min);
      expect(r.throughput).toBeGreaterThan(0);
    }
    expect(run.dataSize).toEqual({ libraryDesigns: COUNT, testDesigns: COUNT, database: db.kind });
    expect(await events()).toBe(before);
    const history = (await get('/api/stickerei/performance-tests')).json<PerformanceTestHistory>();
    expect(history.items[0]).toEqual(run);
  });

  it('cleans up stuck and failed jobs with a report', async () => {
    const job = async (state: string, minutesAgo: number, error: string | null = null) => {
      const id = randomUUID();
      await db.query(
        `INSERT INTO processing_job (id, owner_id, file_name, state, error, upload_key, size_bytes, sha256, updated_at)
         VALUES ($1, 'uma', $2, $3, $4, $5, 1, 'x', now() - make_interval(mins => $6))`,
        [id, `${state}.dst`, state, error, `uploads/${id}`, minutesAgo],
      );
      return id;
    };
    const stuck = await job('processing', 60);
    const failed = await job('failed', 5, 'unreadable');
    const busy = await job('processing', 1);
    const report = (
      await post('manual-processing-jobs-cleanup', { stuckMinutes: 15 })
    ).json<JobsCleanupReport>();
    expect(report).toMatchObject({ action: 'retry', stuck: 1, failed: 1, retried: 2, removed: 0 });
    expect(report.jobs.map((j) => [j.id, j.reason, j.error])).toEqual([
      [stuck, 'stuck', null],
      [failed, 'failed', 'unreadable'],
    ]);
    const states = await db.query<{ id: string; state: string }>(
      'SELECT id, state FROM processing_job ORDER BY created_at',
    );
    expect(Object.fromEntries(states.rows.map((r) => [r.id, r.state]))).toEqual({
      [stuck]: 'queued',
      [failed]: 'queued',
      [busy]: 'processing',
    });
    const gone = await job('failed', 1, 'bad');
    const removed = (
      await post('manual-processing-jobs-cleanup', { action: 'remove', includeFailed: true })
    ).json<JobsCleanupReport>();
    expect(removed).toMatchObject({ action: 'remove', failed: 1, removed: 1 });
    expect((await db.query('SELECT 1 FROM processing_job WHERE id = $1', [gone])).rows).toEqual([]);
  });

  it('deletes data only behind the typed confirmation', async () => {
    await db.query(
      `INSERT INTO design (id, owner_id, name, created_at) VALUES ($1, 'uma', 'own', 0)`,
      [randomUUID()],
    );
    expect((await post('delete-data', { scope: 'test' })).statusCode).toBe(400);
    expect(
      (await post('delete-data', { scope: 'test', confirm: 'delete test data' })).statusCode,
    ).toBe(400);
    expect(
      (await post('delete-data', { scope: 'all', confirm: 'DELETE TEST DATA' })).statusCode,
    ).toBe(400);
    const response = await post('delete-data', { scope: 'test', confirm: 'DELETE TEST DATA' });
    expect(response.json<DeleteDataReport>()).toMatchObject({ scope: 'test', designs: COUNT });
    const left = await db.query<{ owner_id: string | null }>('SELECT owner_id FROM design');
    expect(left.rows).toEqual([{ owner_id: 'uma' }]);
    expect(await readdir(path.join(dataDir, 'files/test-data/motifs')).catch(() => [])).toEqual([]);
    const all = await post('delete-data', { scope: 'all', confirm: 'DELETE ALL DATA' });
    expect(all.json<DeleteDataReport>()).toMatchObject({ scope: 'all', designs: 1 });
    expect((await db.query('SELECT 1 FROM design')).rows).toEqual([]);
    expect((await db.query('SELECT 1 FROM processing_job')).rows).toEqual([]);
  });
});
