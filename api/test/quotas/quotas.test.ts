import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  QUOTA_EXCEEDED,
  type DesignImport,
  type ImportEntryPage,
  type ImportUploadResponse,
  type QuotaExceededDetails,
  type QuotaUsage,
  type UserAnalyticsPage,
} from '@stickerei/shared/domain';
import { makeZip } from '@stickerei/shared/testing';
import { randomUUID } from 'node:crypto';
import { insertJobs } from '../../src/jobs/processingJobs.ts';
import { isAccounted, tryReserve } from '../../src/quotas/quotaRepository.ts';
import { build, freshDb, innerApp } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { corpusFile, form, tempDataDir, uploadOne, waitForJobs } from '../fixtures/uploads.ts';

type Headers = Record<string, string>;

/** Keys under `prefix` in the app's storage. */
async function storedKeys(app: FastifyInstance, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of innerApp(app).storage.list(prefix)) keys.push(key);
  return keys.sort();
}

describe('quotas: uploads, resumable uploads and imports within each user’s quota', async () => {
  const tokens = await tokenFactory();
  const dataDir = await tempDataDir();
  const db = await freshDb();
  const app = await build({
    db,
    config: {
      cognito: cognitoFor(tokens),
      dataDir,
      uploads: { maxFileBytes: 2_000_000, maxFiles: 20 },
      quotas: { bytes: 5_000_000_000, files: 50_000 },
    },
  });
  const admin = await as(tokens, 'ada', ['ADMIN']);
  const dst = await corpusFile('dst/rec__Bean.dst');
  const pes = await corpusFile('pes/rec__Bean.pes');
  const shamrock = await corpusFile('dst/emm__shamrockin.dst');

  /** A user that exists (the api records users on their first call). */
  const user = async (name: string) => {
    const headers = await as(tokens, name, ['USER']);
    await app.inject({ url: '/api/user/profile', headers });
    return headers;
  };
  const usage = async (headers: Headers) =>
    (await app.inject({ url: '/api/user/quota', headers })).json<QuotaUsage>();
  const setQuota = (userId: string, body: object, headers = admin) =>
    app.inject({ method: 'PUT', url: `/api/admin/users/${userId}/quota`, headers, payload: body });
  /** The usage as the tables say it, to compare with the counters the triggers keep. */
  const recount = async (userId: string) => {
    const { rows } = await db.query<{ bytes: string; files: string }>(
      `SELECT coalesce(sum(b), 0) AS bytes, count(*) AS files FROM (
         SELECT f.size_bytes AS b FROM design_file f JOIN design d ON d.id = f.design_id
         WHERE d.owner_id = $1
         UNION ALL
         SELECT size_bytes FROM processing_job
         WHERE owner_id = $1 AND state IN ('queued', 'processing')) AS held`,
      [userId],
    );
    return { usedBytes: Number(rows[0]!.bytes), usedFiles: Number(rows[0]!.files) };
  };
  const jobCount = async (userId: string) =>
    Number(
      (
        await db.query<{ n: string }>(
          'SELECT count(*) AS n FROM processing_job WHERE owner_id = $1',
          [userId],
        )
      ).rows[0]!.n,
    );
  const expectOverQuota = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(413);
    const body = response.json() as {
      code: string;
      message: string;
      details: QuotaExceededDetails;
    };
    expect(body.code).toBe(QUOTA_EXCEEDED);
    return body;
  };

  it('starts every user with the configured defaults and counts nothing', async () => {
    const headers = await user('fresh');
    expect(await usage(headers)).toEqual({
      usedBytes: 0,
      usedFiles: 0,
      quotaBytes: 5_000_000_000,
      quotaFiles: 50_000,
      leftBytes: 5_000_000_000,
      leftFiles: 50_000,
      custom: false,
    });
  });

  it('counts an upload from the start, and its design file after processing', async () => {
    const headers = await user('uma');
    const id = await uploadOne(app, headers, 'bean.dst', dst);
    // Counted while it waits for processing, so a second request cannot take its room.
    expect((await usage(headers)).usedBytes).toBe(dst.length);
    await waitForJobs(app, headers, [id]);
    expect(await usage(headers)).toMatchObject({ usedBytes: dst.length, usedFiles: 1 });
    // The same bytes again: nothing new is kept, nothing more counts.
    const again = await uploadOne(app, headers, 'bean.dst', dst);
    await waitForJobs(app, headers, [again]);
    expect(await usage(headers)).toMatchObject({ usedBytes: dst.length, usedFiles: 1 });
    expect(await recount('uma')).toEqual({ usedBytes: dst.length, usedFiles: 1 });
  });

  it('ends a reservation in the statement that records its job, so the file never counts twice', async () => {
    await user('rita');
    const id = randomUUID();
    const defaults = { bytes: 5_000_000_000, files: 50_000 };
    expect(await tryReserve(db, { id, userId: 'rita', bytes: 1234, files: 1 }, defaults)).toBe(
      true,
    );
    const counters = async () =>
      (
        await db.query<{ used: number; reserved: number; files: number; rfiles: number }>(
          `SELECT used_bytes::int AS used, reserved_bytes::int AS reserved, used_files AS files,
             reserved_files AS rfiles FROM user_quota WHERE user_id = 'rita'`,
        )
      ).rows[0]!;
    expect(await counters()).toMatchObject({ used: 0, reserved: 1234, rfiles: 1 });
    await insertJobs(db, () => {}, [
      {
        id,
        ownerId: 'rita',
        fileName: 'bean.dst',
        uploadKey: `uploads/${id}`,
        sizeBytes: 1234,
        sha256: 'ab',
        format: 'dst',
        targetDesignId: null,
      },
    ]);
    // Counted once, as its job, before the request gives anything back.
    expect(await counters()).toMatchObject({ used: 1234, reserved: 0, files: 1, rfiles: 0 });
    expect(await isAccounted(db, id)).toBe(true);
    expect((await db.query('SELECT 1 FROM quota_reservation WHERE id = $1', [id])).rows).toEqual(
      [],
    );
  });

  it('refuses a multipart upload over the quota with 413, says what is left, stores nothing', async () => {
    const headers = await user('max');
    const first = await uploadOne(app, headers, 'bean.dst', dst);
    await waitForJobs(app, headers, [first]);
    const room = 100;
    expect(
      (await setQuota('max', { quotaBytes: dst.length + room, quotaFiles: null })).statusCode,
    ).toBe(200);
    const uploadsBefore = await storedKeys(app, 'uploads');
    const jobsBefore = await jobCount('max');

    const response = await app.inject({
      method: 'POST',
      url: '/api/stickerei/upload-file',
      headers,
      payload: form('file', [['bean.pes', pes]]),
    });
    const body = expectOverQuota(response);
    expect(body.details).toMatchObject({
      leftBytes: room,
      leftFiles: 49_999,
      neededBytes: pes.length,
      neededFiles: 1,
    });
    expect(body.message).toContain('100 bytes and 49,999 files are left');
    expect(body.message).toContain('Nothing was stored.');
    expect(await storedKeys(app, 'uploads')).toEqual(uploadsBefore);
    expect(await jobCount('max')).toBe(jobsBefore);
    expect(await usage(headers)).toMatchObject({
      usedBytes: dst.length,
      usedFiles: 1,
      leftBytes: room,
    });

    // Of several files, the one that does not fit refuses the request: the first is removed too.
    await setQuota('max', { quotaBytes: dst.length + shamrock.length + room, quotaFiles: null });
    const several = await app.inject({
      method: 'POST',
      url: '/api/stickerei/upload-files',
      headers,
      payload: form('files', [
        ['shamrock.dst', shamrock],
        ['bean.pes', pes],
      ]),
    });
    expect(expectOverQuota(several).message).toContain('"bean.pes" does not fit');
    expect(await storedKeys(app, 'uploads')).toEqual(uploadsBefore);
    expect(await jobCount('max')).toBe(jobsBefore);
    expect((await usage(headers)).usedBytes).toBe(dst.length);
    const { rows } = await db.query('SELECT * FROM quota_reservation WHERE user_id = $1', ['max']);
    expect(rows).toEqual([]);
  });

  it('refuses by the file count as well, and at once when nothing is left', async () => {
    const headers = await user('fay');
    await setQuota('fay', { quotaBytes: null, quotaFiles: 1 });
    const first = await uploadOne(app, headers, 'bean.dst', dst);
    await waitForJobs(app, headers, [first]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/stickerei/upload-file',
      headers,
      payload: form('file', [['shamrock.dst', shamrock]]),
    });
    const body = expectOverQuota(response);
    expect(body.details).toMatchObject({ leftFiles: 0, usedFiles: 1, quotaFiles: 1 });
    expect(body.message).toContain('0 files are left');
  });

  it('refuses a resumable upload whose Upload-Length is over what is left, before a byte', async () => {
    const headers = await user('tess');
    await setQuota('tess', { quotaBytes: 1000, quotaFiles: null });
    const response = await app.inject({
      method: 'POST',
      url: '/api/stickerei/uploads',
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-length': '1001',
        'upload-metadata': `filename ${Buffer.from('Garden.zip').toString('base64')}`,
      },
    });
    const body = expectOverQuota(response);
    expect(body.details).toMatchObject({ leftBytes: 1000, neededBytes: 1001 });
    expect(body.message).toContain('1 KB and 50,000 files are left');
    const imports = await db.query('SELECT id FROM design_import WHERE owner_id = $1', ['tess']);
    expect(imports.rows).toEqual([]);
    expect(await storedKeys(app, 'tus')).toEqual([]);
    // What fits is taken.
    const fits = await app.inject({
      method: 'POST',
      url: '/api/stickerei/uploads',
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `filename ${Buffer.from('Garden.zip').toString('base64')}`,
      },
    });
    expect(fits.statusCode).toBe(201);
    await app.inject({
      method: 'DELETE',
      url: `/api/stickerei/uploads/${fits.headers.location!.toString().split('/').pop()}`,
      headers: { ...headers, 'tus-resumable': '1.0.0' },
    });
  });

  it('stops an archive that grows past what is left while it arrives, keeping nothing of it', async () => {
    const headers = await user('arlo');
    const zip = makeZip([
      { name: 'a/bean.dst', data: dst, deflate: false },
      { name: 'a/bean.pes', data: pes, deflate: false },
    ]);
    await setQuota('arlo', { quotaBytes: zip.length - 10, quotaFiles: null });
    const response = await app.inject({
      method: 'POST',
      url: '/api/stickerei/upload-files',
      headers,
      payload: form('files', [['Garden.zip', zip]]),
    });
    expect(expectOverQuota(response).message).toContain('"Garden.zip" does not fit');
    expect(await storedKeys(app, 'imports')).toEqual([]);
    const imports = await db.query('SELECT id FROM design_import WHERE owner_id = $1', ['arlo']);
    expect(imports.rows).toEqual([]);
  });

  it('stops an import cleanly at the entry that does not fit: the files before are imported', async () => {
    const headers = await user('ivy');
    // Room for the first two entries, not for the third.
    await setQuota('ivy', { quotaBytes: null, quotaFiles: 2 });
    const uploadsBefore = await storedKeys(app, 'uploads');
    const zip = makeZip([
      { name: 'Bean/bean.dst', data: dst },
      { name: 'Bean/bean.pes', data: pes },
      { name: 'Shamrock/shamrock.dst', data: shamrock },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/stickerei/upload-files',
      headers,
      payload: form('files', [['Garden.zip', zip]]),
    });
    expect(answer.statusCode, answer.body).toBe(202);
    const { import: started } = answer.json<ImportUploadResponse>();
    let current: DesignImport | undefined;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      current = (
        await app.inject({ url: `/api/stickerei/imports/${started.id}`, headers })
      ).json<DesignImport>();
      if (current.state === 'done' || current.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(current).toMatchObject({
      state: 'failed',
      files: 2,
      done: 2,
      designsCreated: 1,
      formatsJoined: 1,
    });
    expect(current!.error).toContain('"Shamrock/shamrock.dst" does not fit in your storage quota');
    expect(current!.error).toContain('0 files are left');
    expect(current!.error).toContain('The files before it were imported');
    const entries = (
      await app.inject({ url: `/api/stickerei/imports/${started.id}/entries`, headers })
    ).json<ImportEntryPage>().items;
    expect(entries.map((e) => [e.path, e.state])).toEqual([
      ['Bean/bean.dst', 'done'],
      ['Bean/bean.pes', 'done'],
    ]);
    // Exactly the imported files are stored and counted; the archive is gone.
    const { rows: jobs } = await db.query<{ upload_key: string }>(
      'SELECT upload_key FROM processing_job WHERE owner_id = $1 ORDER BY upload_key',
      ['ivy'],
    );
    const added = (await storedKeys(app, 'uploads')).filter((k) => !uploadsBefore.includes(k));
    expect(added).toEqual(jobs.map((j) => j.upload_key));
    expect(await storedKeys(app, `imports/${started.id}`)).toEqual([]);
    expect(await usage(headers)).toMatchObject({
      usedBytes: dst.length + pes.length,
      usedFiles: 2,
      leftFiles: 0,
    });
    expect(await recount('ivy')).toEqual({ usedBytes: dst.length + pes.length, usedFiles: 2 });
  });

  it('frees the quota when designs are deleted', async () => {
    const headers = await user('dee');
    const ids = [
      await uploadOne(app, headers, 'bean.dst', dst),
      await uploadOne(app, headers, 'shamrock.dst', shamrock),
    ];
    const jobs = await waitForJobs(app, headers, ids);
    expect(await usage(headers)).toMatchObject({
      usedBytes: dst.length + shamrock.length,
      usedFiles: 2,
    });
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/stickerei/delete',
      headers,
      payload: { ids: [jobs[0]!.designId] },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await usage(headers)).toMatchObject({ usedBytes: shamrock.length, usedFiles: 1 });
    expect(await recount('dee')).toEqual({ usedBytes: shamrock.length, usedFiles: 1 });
    // A quota met again is free once more after a deletion.
    await setQuota('dee', { quotaBytes: null, quotaFiles: 1 });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/stickerei/upload-file',
      headers,
      payload: form('file', [['bean.dst', dst]]),
    });
    expectOverQuota(refused);
    await app.inject({
      method: 'POST',
      url: '/api/stickerei/delete',
      headers,
      payload: { ids: [jobs[1]!.designId] },
    });
    expect(await usage(headers)).toMatchObject({ usedBytes: 0, usedFiles: 0, leftFiles: 1 });
    await waitForJobs(app, headers, [await uploadOne(app, headers, 'bean.dst', dst)]);
  });

  it('lets an admin read and change a user’s quota, and shows it in the users’ table', async () => {
    const headers = await user('quinn');
    await waitForJobs(app, headers, [await uploadOne(app, headers, 'bean.dst', dst)]);
    expect((await setQuota('quinn', { quotaBytes: 1, quotaFiles: null }, headers)).statusCode).toBe(
      403,
    );
    expect((await setQuota('nobody', { quotaBytes: 1, quotaFiles: 1 })).statusCode).toBe(404);
    const bad = await setQuota('quinn', { quotaBytes: -1, quotaFiles: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await setQuota('quinn', { quotaBytes: 1 })).statusCode).toBe(400);

    const changed = await setQuota('quinn', { quotaBytes: 10 * 1024 ** 3, quotaFiles: 7 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      usedBytes: dst.length,
      usedFiles: 1,
      quotaBytes: 10 * 1024 ** 3,
      quotaFiles: 7,
      leftBytes: 10 * 1024 ** 3 - dst.length,
      leftFiles: 6,
      custom: true,
    });
    expect(await usage(headers)).toEqual(changed.json());
    const read = await app.inject({ url: '/api/admin/users/quinn/quota', headers: admin });
    expect(read.json()).toEqual(changed.json());

    const table = (
      await app.inject({ url: '/api/user-analytics?q=quinn', headers: admin })
    ).json<UserAnalyticsPage>();
    expect(table.items[0]).toMatchObject({
      userId: 'quinn',
      usedBytes: dst.length,
      usedFiles: 1,
      quotaBytes: 10 * 1024 ** 3,
      quotaFiles: 7,
    });
    const csv = (await app.inject({ url: '/api/user-analytics/as-csv', headers: admin })).body;
    expect(csv.split('\r\n')[0]).toMatch(/,usedBytes,usedFiles,quotaBytes,quotaFiles$/);

    // Back to the defaults.
    const reset = await setQuota('quinn', { quotaBytes: null, quotaFiles: null });
    expect(reset.json()).toMatchObject({
      quotaBytes: 5_000_000_000,
      quotaFiles: 50_000,
      custom: false,
    });
  });
});
