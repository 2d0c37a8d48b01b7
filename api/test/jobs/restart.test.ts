import path from 'node:path';
import { writePattern } from '@stickerei/embroidery';
import { describe, expect, it } from 'vitest';
import { build, freshDb } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { filledSquares } from '../fixtures/patterns.ts';
import { corpusFile, form, tempDataDir, waitForJobs } from '../fixtures/uploads.ts';
import { createFileStorage } from '../../src/plugins/storage.ts';

const tokens = await tokenFactory();
const dataDir = await tempDataDir();
const db = await freshDb();
const storage = createFileStorage(path.join(dataDir, 'files'));
const config = {
  cognito: cognitoFor(tokens),
  dataDir,
  jobs: { concurrency: 1, timeoutSeconds: 120, maxMemoryMb: 512 },
};
const alice = await as(tokens, 'alice', ['USER']);

interface JobState {
  state: string;
  progress: number;
  claimed_by: string | null;
  lease_ended: boolean;
}

const jobState = async (id: string) =>
  (
    await db.query<JobState>(
      `SELECT state, progress, claimed_by, lease_until <= now() AS lease_ended
       FROM processing_job WHERE id = $1`,
      [id],
    )
  ).rows[0]!;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// A crashed instance leaves its job 'processing' under its name, with a lease that runs out.
async function orphanJob(id: string, bytes: Uint8Array, attempts: number): Promise<void> {
  await storage.put(`uploads/${id}`, bytes);
  await db.query(
    `INSERT INTO processing_job (id, owner_id, file_name, state, progress, upload_key, size_bytes,
       sha256, format, claimed_by, lease_until, attempts)
     VALUES ($1, 'alice', $2, 'processing', 40, $3, $4, $5, 'dst', 'crashed:1:x',
       now() - interval '1 second', $6)`,
    [id, `${id}.dst`, `uploads/${id}`, bytes.length, id.replace(/-/g, ''), attempts],
  );
}

describe('a job interrupted by a restart or a crash', () => {
  it('is given back when its app stops mid-job and finished by the next app', async () => {
    const first = await build({ db, config });
    const big = writePattern(filledSquares(80_000), 'pes');
    const response = await first.inject({
      method: 'POST',
      url: '/api/stickerei/upload-file',
      headers: alice,
      payload: form('file', [['Big.pes', big]]),
    });
    const jobId = response.json<{ jobs: Array<{ id: string }> }>().jobs[0]!.id;
    await until(
      () => jobState(jobId),
      (s) => s.state === 'processing',
    );
    await first.close();
    const stopped = await jobState(jobId);
    expect(stopped).toMatchObject({ state: 'processing', lease_ended: true });
    expect(stopped.claimed_by).not.toBeNull();

    const next = await build({ db, config });
    const [job] = await waitForJobs(next, alice, [jobId], 120_000);
    expect(job).toMatchObject({ state: 'done', designId: jobId, error: null });
    const { rows } = await db.query<{ data: { state: string } }>(
      'SELECT data FROM job_event WHERE job_id = $1 ORDER BY seq',
      [jobId],
    );
    const states = rows.map((r) => r.data.state);
    // queued → processing … (stopped) → queued again by the sweep → processing … → done
    expect(states.filter((s) => s === 'queued')).toHaveLength(2);
    expect(states.at(-1)).toBe('done');
    const design = await db.query('SELECT stitch_count FROM design WHERE id = $1', [jobId]);
    expect(design.rows[0]).toMatchObject({ stitch_count: 80_000 });
  });

  it("takes up a crashed instance's job once its lease ran out, and gives up after 3 attempts", async () => {
    const star = await corpusFile('dst/emm__Star.dst');
    const retried = '11111111-1111-4111-8111-111111111111';
    const givenUp = '22222222-2222-4222-8222-222222222222';
    await orphanJob(retried, star, 1);
    await orphanJob(givenUp, star, 3);
    const app = await build({ db, config });
    const [ok, failed] = await waitForJobs(app, alice, [retried, givenUp]);
    expect(ok).toMatchObject({ state: 'done', designId: retried });
    expect(failed).toMatchObject({ state: 'failed', designId: null });
    expect(failed!.error).toMatch(/interrupted 3 times/);
  });
});
