import { afterAll, describe, expect, it } from 'vitest';
import { build, freshDb, innerApp } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { startS3rver } from '../fixtures/s3rver.ts';
import { corpusFile, form, tempDataDir, waitForJobs } from '../fixtures/uploads.ts';

// The whole api on a bucket (issue 14): uploads, processing, previews and downloads read and
// write s3rver, and a bucket that goes down is answered with 503 and recovers by itself.
describe('the api on an S3 bucket', async () => {
  const bucket = await startS3rver('stickerei-api');
  afterAll(() => bucket.close());
  const tokens = await tokenFactory();
  const db = await freshDb();
  const app = await build({
    db,
    config: {
      cognito: cognitoFor(tokens),
      dataDir: await tempDataDir(),
      s3: { ...bucket.options({ prefix: 'lib/', timeoutMs: 1500 }), presign: false },
      jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
    },
  });
  const alice = await as(tokens, 'alice', ['USER']);
  const cake = await corpusFile('pes/rec__Cake_3.pes');
  const upload = () =>
    app.inject({
      method: 'POST',
      url: '/api/stickerei/upload-files',
      headers: alice,
      payload: form('files', [['Cake 3.pes', cake]]),
    });
  const jobRows = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM processing_job')).rows[0]!.n;

  it('processes an upload into the bucket and serves its preview and file from there', async () => {
    expect(innerApp(app).storage.kind).toBe('s3');
    const health = await app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', storage: 's3', checks: { storage: 'up' } });
    const res = await upload();
    expect(res.statusCode).toBe(202);
    const [job] = await waitForJobs(app, alice, [
      res.json<{ jobs: Array<{ id: string }> }>().jobs[0]!.id,
    ]);
    expect(job).toMatchObject({ state: 'done' });
    const id = job!.designId!;
    const file = await app.inject({
      url: `/api/stickerei/download-file?id=${id}&format=pes`,
      headers: alice,
    });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, Buffer.from(cake))).toBe(0);
    const detail = await app.inject({ url: `/api/stickerei/${id}`, headers: alice });
    const preview = await app.inject({
      url: detail.json<{ previews: Record<string, string> }>().previews['256']!,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('redirects downloads and previews to short-lived bucket links with S3_PRESIGN=1', async () => {
    const presigning = await build({
      db,
      config: {
        cognito: cognitoFor(tokens),
        dataDir: await tempDataDir(),
        mode: 'web',
        s3: { ...bucket.options({ prefix: 'lib/' }), presign: true },
      },
    });
    const { rows } = await db.query<{ id: string }>(
      "SELECT design_id AS id FROM design_file WHERE format = 'pes' LIMIT 1",
    );
    const id = rows[0]!.id;
    const download = await presigning.inject({
      url: `/api/stickerei/download-file?id=${id}&format=pes`,
      headers: alice,
    });
    expect(download.statusCode).toBe(302);
    const link = String(download.headers.location);
    expect(link).toMatch(new RegExp(`^${bucket.endpoint}/stickerei-api/lib/.*X-Amz-Expires=300`));
    const fromBucket = await fetch(link);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-disposition')).toMatch(/attachment/);
    expect(Buffer.compare(Buffer.from(await fromBucket.arrayBuffer()), Buffer.from(cake))).toBe(0);
    // A conversion is made by the api: no link for it.
    const converted = await presigning.inject({
      url: `/api/stickerei/download-file?id=${id}&format=dst`,
      headers: alice,
    });
    expect(converted.statusCode).toBe(200);
    // Another user still gets nothing, link or not.
    const stranger = await as(tokens, 'mallory', ['USER']);
    const refused = await presigning.inject({
      url: `/api/stickerei/download-file?id=${id}&format=pes`,
      headers: stranger,
    });
    expect(refused.statusCode).toBe(404);
    const detail = await presigning.inject({ url: `/api/stickerei/${id}`, headers: alice });
    const preview = await presigning.inject({
      url: detail.json<{ previews: Record<string, string> }>().previews['256']!,
    });
    expect(preview.statusCode).toBe(302);
    const png = await fetch(String(preview.headers.location));
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
  });

  it('answers 503 while the bucket is down, keeps nothing half, and recovers by itself', async () => {
    const jobsBefore = await jobRows();
    const { rows } = await db.query<{ id: string }>('SELECT id FROM design LIMIT 1');
    const id = rows[0]!.id;
    await bucket.stop();
    try {
      const started = Date.now();
      const refused = await upload();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json<{ message: string }>().message).toMatch(/file storage cannot be reached/);
      const download = await app.inject({
        url: `/api/stickerei/download-file?id=${id}&format=pes`,
        headers: alice,
      });
      expect(download.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(20_000);
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', checks: { storage: 'down' } });
      expect(await jobRows()).toBe(jobsBefore);
    } finally {
      await bucket.start();
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const again = await upload();
    expect(again.statusCode).toBe(202);
  });

  it('keeps a job waiting while the bucket is down, without using its attempts, and finishes it after', async () => {
    // A web instance takes the upload; the bucket goes down; a worker then tries to process it.
    const web = await build({
      db,
      config: {
        cognito: cognitoFor(tokens),
        dataDir: await tempDataDir(),
        mode: 'web',
        s3: { ...bucket.options({ prefix: 'lib/', timeoutMs: 1000 }), presign: false },
      },
    });
    const sent = await web.inject({
      method: 'POST',
      url: '/api/stickerei/upload-files',
      headers: alice,
      payload: form('files', [['Bean.dst', await corpusFile('dst/rec__Bean.dst')]]),
    });
    expect(sent.statusCode).toBe(202);
    const jobId = sent.json<{ jobs: Array<{ id: string }> }>().jobs[0]!.id;
    await bucket.stop();
    const job = async () =>
      (
        await db.query<{ state: string; attempts: number }>(
          'SELECT state, attempts FROM processing_job WHERE id = $1',
          [jobId],
        )
      ).rows[0]!;
    try {
      await build({
        db,
        config: {
          cognito: cognitoFor(tokens),
          dataDir: await tempDataDir(),
          mode: 'worker',
          s3: { ...bucket.options({ prefix: 'lib/', timeoutMs: 1000 }), presign: false },
          jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
        },
      });
      // Tried and given back more often than a job may fail, and still not failed.
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      const waiting = await job();
      expect(waiting.state).not.toBe('failed');
      expect(waiting.attempts).toBeLessThanOrEqual(1);
    } finally {
      await bucket.start();
    }
    const [done] = await waitForJobs(web, alice, [jobId], 90_000);
    expect(done).toMatchObject({ state: 'done' });
  }, 150_000);
});
