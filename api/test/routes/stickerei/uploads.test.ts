import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportEntryPage, ImportUploadResponse } from '@stickerei/shared/domain';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { corpusFile, form, tempDataDir, waitForJobs } from '../../fixtures/uploads.ts';
import {
  PREVIEW_SIZES,
  PROCESSING_PREVIEW_SIZES,
  previewKey,
} from '../../../src/lib/previewUrl.ts';
import { createFileStorage } from '../../../src/plugins/storage.ts';

interface UploadBody {
  jobs: Array<{ id: string; state: string; fileName: string }>;
}

describe('uploads and processing', async () => {
  const tokens = await tokenFactory();
  const dataDir = await tempDataDir();
  const db = await freshDb();
  const storage = createFileStorage(path.join(dataDir, 'files'));
  const app = await build({
    db,
    config: {
      cognito: cognitoFor(tokens),
      dataDir,
      uploads: { maxFileBytes: 120_000, maxFiles: 3 },
      jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
    },
  });
  const alice = await as(tokens, 'alice', ['USER']);
  const bob = await as(tokens, 'bob', ['USER']);
  const cakePes = await corpusFile('pes/rec__Cake_3.pes');
  const cakeDst = await corpusFile('dst/rec__Cake_3.dst');
  const cakeJef = await corpusFile('jef/rec__Cake_3_-_Food.jef');

  const upload = (url: string, body: FormData | object, headers = alice) =>
    app.inject({
      method: 'POST',
      url: `/api/stickerei/${url}`,
      headers,
      payload: body as FormData,
    });
  const storedUploads = async () =>
    (await readdir(path.join(dataDir, 'files/uploads')).catch(() => [])).length;
  const design = async (id: string) =>
    (await db.query<Record<string, unknown>>('SELECT * FROM design WHERE id = $1', [id])).rows[0];

  let cakeId = '';

  it('turns a PES and a DST of one motif into one design with both formats and previews', async () => {
    const response = await upload(
      'upload-files',
      form('files', [
        ['Cake 3.pes', cakePes],
        ['Cake 3.dst', cakeDst],
      ]),
    );
    expect(response.statusCode).toBe(202);
    const { jobs } = response.json<UploadBody>();
    expect(jobs.map((j) => [j.state, j.fileName])).toEqual([
      ['queued', 'Cake 3.pes'],
      ['queued', 'Cake 3.dst'],
    ]);
    const done = await waitForJobs(
      app,
      alice,
      jobs.map((j) => j.id),
    );
    expect(done.map((j) => [j.state, j.progress, j.error])).toEqual([
      ['done', 100, null],
      ['done', 100, null],
    ]);
    expect(done[0]!.designId).toBe(done[1]!.designId);
    cakeId = done[0]!.designId!;
    const row = await design(cakeId);
    expect(row).toMatchObject({
      owner_id: 'alice',
      name: 'Cake 3',
      stick_type: 'SINGLE_TYPE',
      design_width: 83.9,
      design_height: 133.9,
      stitch_block_count: expect.any(Number),
    });
    expect([...(row!.formats as string[])].sort()).toEqual(['dst', 'pes']);
    // The PES names its 19 threads; a DST names none, so the colours come from the PES.
    expect(row!.threads).toHaveLength(19);
    expect((row!.color_palette as string[]).length).toBeGreaterThan(0);
    expect(row!.similarity).toHaveLength(32);
    expect(Number(row!.format_mask)).toBe(0b11);
    expect(row!.search_text).toContain('cake');
    expect(Math.abs(Date.now() - Number(row!.created_at))).toBeLessThan(120_000);
    // Processing stores the list size; the others are rendered on their first request.
    for (const size of PREVIEW_SIZES) {
      const stored = PROCESSING_PREVIEW_SIZES.includes(size);
      expect(await storage.exists(previewKey(cakeId, size))).toBe(stored);
    }
  });

  it('reports progress and records an upload event per job', async () => {
    const { rows } = await db.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM event WHERE type = 'upload' AND user_id = 'alice'`,
    );
    expect(rows.map((r) => r.payload.format).sort()).toEqual(['dst', 'pes']);
    expect(rows.map((r) => r.payload.result).sort()).toEqual(['created', 'joined']);
    const { rows: events } = await db.query<{ data: { progress: number; state: string } }>(
      `SELECT e.data FROM job_event e JOIN processing_job j ON j.id = e.job_id
       WHERE j.file_name = 'Cake 3.pes' ORDER BY e.seq`,
    );
    expect(events.map((e) => `${e.data.state}:${e.data.progress}`)).toEqual([
      'queued:0',
      'processing:5',
      'processing:10',
      'processing:40',
      'processing:80',
      'done:100',
    ]);
  });

  it('joins a repeated upload of the same file to its design instead of creating another', async () => {
    const before = await db.query('SELECT id FROM design');
    const [first, second] = await Promise.all([
      upload('upload-file', form('file', [['again.pes', cakePes]])),
      upload('upload-file', form('file', [['again.pes', cakePes]])),
    ]);
    const ids = [first!, second!].map((r) => r.json<UploadBody>().jobs[0]!.id);
    const done = await waitForJobs(app, alice, ids);
    expect(done.map((j) => j.designId)).toEqual([cakeId, cakeId]);
    expect((await db.query('SELECT id FROM design')).rowCount).toBe(before.rowCount);
  });

  it('adds another format to an own design (upload-embroidery-file)', async () => {
    const response = await upload(
      `${cakeId}/upload-embroidery-file`,
      form('file', [['c.jef', cakeJef]]),
    );
    expect(response.statusCode).toBe(202);
    const [job] = await waitForJobs(app, alice, [response.json<UploadBody>().jobs[0]!.id]);
    expect(job).toMatchObject({ state: 'done', designId: cakeId });
    expect([...((await design(cakeId))!.formats as string[])].sort()).toEqual([
      'dst',
      'jef',
      'pes',
    ]);
  });

  it('refuses a different file of a format the design already has (409), keeping nothing', async () => {
    const before = await storedUploads();
    const star = await corpusFile('pes/emm__Star.pes');
    const response = await upload(
      `${cakeId}/upload-embroidery-file`,
      form('file', [['s.pes', star]]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already has a PES file/);
    expect(await storedUploads()).toBe(before);
  });

  it("answers 404 for another user's design, a library design and an unknown id", async () => {
    const library = '00000000-0000-4000-8000-00000000abcd';
    await db.query(
      `INSERT INTO design (id, owner_id, name, created_at) VALUES ($1, NULL, 'lib', 0)`,
      [library],
    );
    for (const [id, headers] of [
      [cakeId, bob],
      [library, alice],
      ['00000000-0000-4000-8000-000000000001', alice],
    ] as const) {
      const response = await upload(
        `${id}/upload-embroidery-file`,
        form('file', [['c.jef', cakeJef]]),
        headers,
      );
      expect(response.statusCode).toBe(404);
    }
    const bad = await upload(
      'not-a-uuid/upload-embroidery-file',
      form('file', [['c.jef', cakeJef]]),
    );
    expect(bad.statusCode).toBe(400);
  });

  it("fails an unreadable file's job with the reader's message and keeps the original", async () => {
    const response = await upload(
      'upload-file',
      form('file', [['cut.pes', cakePes.subarray(0, 60)]]),
    );
    expect(response.statusCode).toBe(202);
    const [job] = await waitForJobs(app, alice, [response.json<UploadBody>().jobs[0]!.id]);
    expect(job!.state).toBe('failed');
    expect(job!.error).toMatch(/^PES: .+ \(at byte \d+\)$/);
    expect(job!.designId).toBeNull();
    const { rows } = await db.query<{ upload_key: string }>(
      'SELECT upload_key FROM processing_job WHERE id = $1',
      [job!.id],
    );
    expect([...(await storage.get(rows[0]!.upload_key))]).toEqual([...cakePes.subarray(0, 60)]);
  });

  it('answers 415 naming a file no format recognises, storing nothing', async () => {
    const before = await storedUploads();
    const text = new TextEncoder().encode('just some notes, not stitches');
    const single = await upload('upload-file', form('file', [['notes.txt', text]]));
    expect(single.statusCode).toBe(415);
    expect(single.json().message).toContain('"notes.txt"');
    const all = await upload(
      'upload-files',
      form('files', [
        ['a.txt', text],
        ['b.txt', text],
      ]),
    );
    expect(all.statusCode).toBe(415);
    expect(await storedUploads()).toBe(before);
  });

  it('in a mixed upload, skips only the unknown file (with its reason) and processes the rest', async () => {
    const bean = await corpusFile('pes/rec__Bean.pes');
    const text = new TextEncoder().encode('just some notes, not stitches');
    const response = await upload(
      'upload-files',
      form('files', [
        ['Bean.pes', bean],
        ['notes.txt', text],
      ]),
    );
    expect(response.statusCode).toBe(202);
    const { jobs, import: started } = response.json<ImportUploadResponse>();
    expect(jobs.map((j) => [j.state, j.fileName])).toEqual([['queued', 'Bean.pes']]);
    expect(started.files).toBe(2);
    const [done] = await waitForJobs(app, alice, [jobs[0]!.id]);
    expect(done).toMatchObject({ state: 'done' });
    const entries = await app.inject({
      url: `/api/stickerei/imports/${started.id}/entries?state=skipped`,
      headers: alice,
    });
    expect(entries.json<ImportEntryPage>().items).toEqual([
      {
        path: 'notes.txt',
        state: 'skipped',
        reason: expect.stringMatching(/Not an embroidery file: a text document/),
        designId: null,
      },
    ]);
  });

  it('answers 413 for a file over the limit and for too many files, storing nothing', async () => {
    const before = await storedUploads();
    const jobsBefore = (await db.query('SELECT id FROM processing_job')).rowCount;
    const big = new Uint8Array(130_000);
    const oversize = await upload(
      'upload-files',
      form('files', [
        ['ok.pes', cakeJef],
        ['big.pes', big],
      ]),
    );
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toMatch(/"big.pes" is larger than the limit/);
    const bean = await corpusFile('pes/rec__Bean.pes');
    const four = form('files', [
      ['1.pes', bean],
      ['2.pes', bean],
      ['3.pes', bean],
      ['4.pes', bean],
    ]);
    const tooMany = await upload('upload-files', four);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toMatch(/at most 3/);
    const two = await upload(
      'upload-file',
      form('file', [
        ['1.pes', bean],
        ['2.pes', bean],
      ]),
    );
    expect(two.statusCode).toBe(413);
    expect(await storedUploads()).toBe(before);
    expect((await db.query('SELECT id FROM processing_job')).rowCount).toBe(jobsBefore);
  });

  it('answers 400 for a wrong field, no file, or a body that is not multipart', async () => {
    const wrongField = await upload('upload-file', form('files', [['c.pes', cakeJef]]));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/field "file"/);
    const empty = new FormData();
    empty.append('note', 'no file here');
    expect((await upload('upload-files', empty)).statusCode).toBe(400);
    const json = await upload('upload-file', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);
  });

  it('answers 400 for a multipart body that cannot be read, storing nothing', async () => {
    const before = await storedUploads();
    const bodies = [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=x', '--x\r\ncut off'],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="file"`],
    ];
    for (const [type, payload] of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/stickerei/upload-files',
        headers: { ...alice, 'content-type': type! },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message, payload).toMatch(/^The upload could not be read \(.+\)\. /);
    }
    expect(await storedUploads()).toBe(before);
  });

  it('answers 400 naming the limit for a number it cannot use (issue 11: 1e309 was a 500)', async () => {
    for (const limit of [
      '1e309',
      '-1',
      'NaN',
      '1e-400',
      '18446744073709551616',
      '0x10',
      '',
      '2.5',
    ]) {
      const response = await app.inject({
        url: `/api/stickerei/processing-jobs?limit=${encodeURIComponent(limit)}`,
        headers: alice,
      });
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().message, limit).toMatch(/^Invalid request: querystring\/limit must /);
    }
  });

  it("lists only the caller's jobs, newest first", async () => {
    const mine = await app.inject({ url: '/api/stickerei/processing-jobs', headers: alice });
    const { jobs } = mine.json<{ jobs: Array<{ createdAt: string; fileName: string }> }>();
    expect(jobs.length).toBeGreaterThan(5);
    const times = jobs.map((j) => Date.parse(j.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const theirs = await app.inject({ url: '/api/stickerei/processing-jobs', headers: bob });
    expect(theirs.json()).toEqual({ jobs: [] });
    const anonymous = await app.inject({ url: '/api/stickerei/processing-jobs' });
    expect(anonymous.statusCode).toBe(401);
  });
});
