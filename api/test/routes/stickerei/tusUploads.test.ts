import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { access, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { DesignImport, ImportEntryPage } from '@stickerei/shared/domain';
import type { Config } from '../../../src/config.ts';
import { build, freshDb, innerApp } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { corpusFile, tempDataDir } from '../../fixtures/uploads.ts';
import { startS3rver } from '../../fixtures/s3rver.ts';
import { makeZip } from '@stickerei/shared/testing';
import { importReceivedArchive } from '../../../src/imports/startImport.ts';
import { ABANDONED, expireAbandonedUploads } from '../../../src/uploads/tusImport.ts';
import { createTusStore } from '../../../src/uploads/tusStore.ts';

const UPLOADS = '/api/stickerei/uploads';
const TUS = { 'tus-resumable': '1.0.0' };
const OCTETS = 'application/offset+octet-stream';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const metadata = (name: string) => `filename ${Buffer.from(name).toString('base64')}`;

type Headers = Record<string, string>;

// A JPEG's first bytes, then bytes that look random but are the same in every run.
function photo(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  for (let at = 4; at < size; at += 32)
    createHash('sha256').update(String(at)).digest().copy(bytes, at);
  return bytes;
}

/** tus requests to one app (`app.inject`) as one user. */
function tusClient(app: FastifyInstance, auth: Headers) {
  return {
    auth,
    create: (length: number, headers: Headers = { 'upload-metadata': metadata('Garden.zip') }) =>
      app.inject({
        method: 'POST',
        url: UPLOADS,
        headers: { ...auth, ...TUS, 'upload-length': String(length), ...headers },
      }),
    head: (id: string, headers: Headers = TUS) =>
      app.inject({ method: 'HEAD', url: `${UPLOADS}/${id}`, headers: { ...auth, ...headers } }),
    patch: (id: string, offset: number, bytes: Uint8Array, headers: Headers = {}) =>
      app.inject({
        method: 'PATCH',
        url: `${UPLOADS}/${id}`,
        headers: {
          ...auth,
          ...TUS,
          'upload-offset': String(offset),
          'content-type': OCTETS,
          ...headers,
        },
        payload: Buffer.from(bytes),
      }),
    remove: (id: string) =>
      app.inject({ method: 'DELETE', url: `${UPLOADS}/${id}`, headers: { ...auth, ...TUS } }),
    getImport: async (id: string) =>
      (
        await app.inject({ url: `/api/stickerei/imports/${id}`, headers: auth })
      ).json<DesignImport>(),
    entries: async (id: string) =>
      (
        await app.inject({ url: `/api/stickerei/imports/${id}/entries?limit=500`, headers: auth })
      ).json<ImportEntryPage>().items,
    /** Creates an upload and returns its id (the last segment of Location). */
    async start(length: number, name = 'Garden.zip') {
      const created = await this.create(length, { 'upload-metadata': metadata(name) });
      expect(created.statusCode, created.body).toBe(201);
      const location = String(created.headers.location);
      expect(location).toMatch(new RegExp(`^${UPLOADS}/[0-9a-f-]{36}$`));
      return location.slice(UPLOADS.length + 1);
    },
    async finished(id: string) {
      for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
        const current = await this.getImport(id);
        if (current.state === 'done' || current.state === 'failed') return current;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`import ${id} did not finish: ${JSON.stringify(await this.getImport(id))}`);
    },
  };
}

const errorOf = (response: { body: string; headers: Record<string, unknown> }) => {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { message: string; code: string };
  expect(body.message).toMatch(/\S/);
  expect(body.code).toMatch(/^[A-Z_]+$/);
  return body;
};

describe('resumable uploads (tus 1.0) of archives as imports', async () => {
  const tokens = await tokenFactory();
  const dataDir = await tempDataDir();
  const db = await freshDb();
  const config: Partial<Config> = {
    cognito: cognitoFor(tokens),
    dataDir,
    imports: {
      maxArchiveBytes: 10_000_000,
      maxEntries: 1000,
      maxUnpackedBytes: 1e8,
      maxRatio: 200,
    },
    jobs: { concurrency: 2, timeoutSeconds: 60, maxMemoryMb: 512 },
  };
  const app = await build({ db, config });
  const alice = tusClient(app, await as(tokens, 'alice', ['USER']));
  const bob = tusClient(app, await as(tokens, 'bob', ['USER']));
  const anonymous = tusClient(app, {});
  const collection = makeZip([
    { name: 'Bean/bean.dst', data: await corpusFile('dst/rec__Bean.dst') },
    { name: 'Bean/bean.pes', data: await corpusFile('pes/rec__Bean.pes') },
    { name: 'Shamrock/shamrock.dst', data: await corpusFile('dst/emm__shamrockin.dst') },
    // Stored as it is: the archive is larger than any JSON body the api takes (1 MiB).
    {
      name: 'Shamrock/photo.jpg',
      data: photo(1_500_000),
      deflate: false,
    },
  ]);
  const half = 1_000_000;
  const uploadFile = (id: string) => path.join(dataDir, 'files', 'tus', id);
  const expectImported = async (client: typeof alice, id: string) => {
    expect(await client.finished(id)).toMatchObject({
      state: 'done',
      name: 'Garden.zip',
      files: 4,
      done: 3,
      skipped: 1,
      failed: 0,
      designsCreated: 2,
      formatsJoined: 1,
    });
    const entries = await client.entries(id);
    expect(entries.map((e) => [e.path, e.state])).toEqual([
      ['Bean/bean.dst', 'done'],
      ['Bean/bean.pes', 'done'],
      ['Shamrock/photo.jpg', 'skipped'],
      ['Shamrock/shamrock.dst', 'done'],
    ]);
  };

  it('creates an upload that is an import, tells its offset, takes the bytes in parts and imports the zip', async () => {
    const id = await alice.start(collection.length);
    expect(id).toMatch(UUID);
    expect(await alice.getImport(id)).toMatchObject({ state: 'receiving', name: 'Garden.zip' });
    const fresh = await alice.head(id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers).toMatchObject({
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'upload-length': String(collection.length),
      'cache-control': 'no-store',
    });
    const first = await alice.patch(id, 0, collection.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect(first.headers['upload-import-id']).toBeUndefined();
    expect((await alice.head(id)).headers['upload-offset']).toBe(String(half));
    expect((await alice.getImport(id)).state).toBe('receiving');
    const last = await alice.patch(id, half, collection.subarray(half));
    expect(last.statusCode, last.body).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(collection.length));
    expect(last.headers['upload-import-id']).toBe(id);
    expect(['expanding', 'processing', 'done']).toContain((await alice.getImport(id)).state);
    await expectImported(alice, id);
    await expect(access(uploadFile(id))).rejects.toThrow(/ENOENT/);
    // Whole, read and removed: HEAD still says it is whole (a client that lost the last answer
    // succeeds), and the upload takes no more bytes and cannot be cancelled.
    const whole = await alice.head(id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['upload-offset']).toBe(String(collection.length));
    expect(whole.headers['upload-length']).toBe(String(collection.length));
    expect(whole.headers['upload-import-id']).toBe(id);
    expect((await alice.patch(id, collection.length, new Uint8Array())).statusCode).toBe(409);
    expect((await alice.remove(id)).statusCode).toBe(409);
  });

  it('goes on after an api restart: the offset is kept on disk', async () => {
    const restartDb = await freshDb();
    const restartConfig = { ...config, dataDir: await tempDataDir() };
    const before = await build({ db: restartDb, config: restartConfig });
    const auth = await as(tokens, 'carol', ['USER']);
    const id = await tusClient(before, auth).start(collection.length);
    const first = await tusClient(before, auth).patch(id, 0, collection.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    await before.close();

    const after = tusClient(await build({ db: restartDb, config: restartConfig }), auth);
    const resumed = await after.head(id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['upload-offset']).toBe(String(half));
    const last = await after.patch(id, half, collection.subarray(half));
    expect(last.statusCode, last.body).toBe(204);
    await expectImported(after, id);
  });

  it('keeps what arrived of a PATCH cut off mid-way, and goes on from there', async () => {
    const id = await alice.start(collection.length);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const auth = await as(tokens, 'alice', ['USER']);
    // The whole rest announced, half of it sent, then the connection drops.
    const cut = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: `${UPLOADS}/${id}`,
      headers: {
        ...auth,
        ...TUS,
        'upload-offset': '0',
        'content-type': OCTETS,
        'content-length': String(collection.length),
      },
    });
    cut.on('error', () => undefined);
    cut.write(collection.subarray(0, half));
    const file = uploadFile(id);
    for (const deadline = Date.now() + 10_000; (await stat(file)).size < half;) {
      if (Date.now() > deadline) throw new Error('the first bytes did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    cut.destroy();
    const resumed = await alice.head(id);
    expect(resumed.statusCode).toBe(200);
    const offset = Number(resumed.headers['upload-offset']);
    expect(offset).toBe(half);
    const last = await alice.patch(id, offset, collection.subarray(offset));
    expect(last.statusCode, last.body).toBe(204);
    expect((await alice.finished(id)).state).toBe('done');
  });

  it('belongs to its creator: another user gets 404, nobody without a token gets in', async () => {
    const id = await alice.start(100);
    for (const response of [
      await bob.head(id),
      await bob.patch(id, 0, new Uint8Array(10)),
      await bob.remove(id),
    ])
      expect(response.statusCode).toBe(404);
    expect(errorOf(await bob.remove(id)).message).toBe('No upload of yours has this id.');
    for (const response of [
      await anonymous.create(100),
      await anonymous.head(id),
      await anonymous.patch(id, 0, new Uint8Array(10)),
      await anonymous.remove(id),
    ])
      expect(response.statusCode).toBe(401);
    expect((await alice.head(id)).headers['upload-offset']).toBe('0');
  });

  it('refuses what the protocol or the limits do not allow, with the api error body', async () => {
    const over = await alice.create(10_000_001);
    expect(over.statusCode).toBe(413);
    expect(errorOf(over).message).toMatch(/at most 9.5 MB \(MAX_ARCHIVE_BYTES\)/);
    const id = await alice.start(100);
    const defer = () =>
      app.inject({
        method: 'POST',
        url: UPLOADS,
        headers: {
          ...alice.auth,
          ...TUS,
          'upload-defer-length': '1',
          'upload-metadata': metadata('a.zip'),
        },
      });
    const cases: Array<[string, () => ReturnType<typeof alice.head>, number, RegExp]> = [
      ['no Tus-Resumable', () => alice.head(id, {}), 412, /Tus-Resumable: 1\.0\.0/],
      ['another version', () => alice.head(id, { 'tus-resumable': '0.2.2' }), 412, /1\.0\.0/],
      ['no length', () => alice.create(1, { 'upload-length': '' }), 400, /Upload-Length/],
      ['a length later', () => defer(), 400, /Upload-Length/],
      ['no file name', () => alice.create(100, {}), 400, /filename/],
      [
        'bad metadata',
        () => alice.create(100, { 'upload-metadata': 'filename %%%' }),
        400,
        /Upload-Metadata/,
      ],
      ['parallel', () => alice.create(100, { 'upload-concat': 'partial' }), 400, /Upload-Concat/],
      ['wrong offset', () => alice.patch(id, 5, new Uint8Array(10)), 409, /HEAD/],
      [
        'bad offset',
        () => alice.patch(id, 0, new Uint8Array(1), { 'upload-offset': '-1' }),
        400,
        /Upload-Offset/,
      ],
      [
        'no offset',
        () => alice.patch(id, 0, new Uint8Array(1), { 'upload-offset': '' }),
        400,
        /Upload-Offset/,
      ],
      ['past the length', () => alice.patch(id, 0, new Uint8Array(101)), 413, /missing bytes/],
      [
        'JSON',
        () => alice.patch(id, 0, new Uint8Array(1), { 'content-type': 'application/json' }),
        415,
        /offset\+octet-stream/,
      ],
      ['unknown id', () => alice.head('00000000-0000-4000-8000-000000000000'), 404, /No upload/],
      ['not an id', () => alice.patch('x', 0, new Uint8Array(1)), 400, /uuid/],
    ];
    for (const [what, send, status, message] of cases) {
      const response = await send();
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      if (response.body) expect(errorOf(response).message, what).toMatch(message);
    }
    const refused = await alice.head(id, {});
    expect(refused.headers['tus-version']).toBe('1.0.0');
    // Nothing of it was taken.
    expect((await alice.head(id)).headers['upload-offset']).toBe('0');
  });

  it('takes the bytes with the creation (creation-with-upload)', async () => {
    const erin = tusClient(app, await as(tokens, 'erin', ['USER']));
    const zip = makeZip([{ name: 'bean.pes', data: await corpusFile('pes/rec__Bean.pes') }]);
    const created = await app.inject({
      method: 'POST',
      url: UPLOADS,
      headers: {
        ...erin.auth,
        ...TUS,
        'upload-length': String(zip.length),
        'upload-metadata': metadata('Bean.zip'),
        'content-type': OCTETS,
      },
      payload: zip,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.headers['upload-import-id']);
    expect(created.headers.location).toBe(`${UPLOADS}/${id}`);
    expect(created.headers['upload-offset']).toBe(String(zip.length));
    expect(await erin.finished(id)).toMatchObject({ state: 'done', name: 'Bean.zip', done: 1 });
  });

  it('fails the import of an upload that is no zip, with the reason, and removes its bytes', async () => {
    const text = Buffer.from('these are not the bytes of a zip archive');
    const id = await alice.start(text.length, 'notes.txt');
    expect((await alice.patch(id, 0, text)).statusCode).toBe(204);
    expect(await alice.finished(id)).toMatchObject({
      state: 'failed',
      name: 'notes.txt',
      error: expect.stringMatching(/not a zip archive/),
    });
    await expect(access(uploadFile(id))).rejects.toThrow(/ENOENT/);
  });

  it('cancels an upload: its bytes are removed and its import fails as cancelled', async () => {
    const id = await alice.start(collection.length);
    expect((await alice.patch(id, 0, collection.subarray(0, 1000))).statusCode).toBe(204);
    const cancelled = await alice.remove(id);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await alice.getImport(id)).toMatchObject({
      state: 'failed',
      error: 'The upload was cancelled.',
    });
    await expect(access(uploadFile(id))).rejects.toThrow(/ENOENT/);
    expect((await alice.head(id)).statusCode).toBe(404);
    expect((await alice.patch(id, 1000, collection.subarray(1000, 2000))).statusCode).toBe(404);
  });

  it('hands an upload over once: a late or second finish leaves a cancelled or taken import alone', async () => {
    const erin = tusClient(app, await as(tokens, 'erin', ['USER']));
    const zip = makeZip([{ name: 'bean.dst', data: await corpusFile('dst/rec__Bean.dst') }]);
    const archivesOf = async (id: string) =>
      (await db.query('SELECT id FROM import_archive WHERE import_id = $1', [id])).rows.length;

    const cancelled = await erin.start(zip.length, 'Late.zip');
    expect((await erin.remove(cancelled)).statusCode).toBe(204);
    // Its last bytes land after the cancellation (a finish that lost the race).
    await writeFile(uploadFile(cancelled), zip);
    await importReceivedArchive(innerApp(app), {
      importId: cancelled,
      storageKey: `tus/${cancelled}`,
    });
    expect(await erin.getImport(cancelled)).toMatchObject({
      state: 'failed',
      error: 'The upload was cancelled.',
    });
    expect(await archivesOf(cancelled)).toBe(0);

    const taken = await erin.start(zip.length, 'Twice.zip');
    expect((await erin.patch(taken, 0, zip)).statusCode).toBe(204);
    expect(await erin.finished(taken)).toMatchObject({ state: 'done', files: 1, done: 1 });
    // Its bytes were read and removed: a second finish must not even look for them.
    await importReceivedArchive(innerApp(app), { importId: taken, storageKey: `tus/${taken}` });
    expect(await erin.getImport(taken)).toMatchObject({ state: 'done', files: 1, done: 1 });
    expect(await erin.entries(taken)).toHaveLength(1);
  });

  it('gives up an upload not continued for a week, and leaves a recent or continued one alone', async () => {
    const frank = tusClient(app, await as(tokens, 'frank', ['USER']));
    const zip = collection.subarray(0, 5000);
    const [old, continued, recent] = [
      await frank.start(collection.length, 'Old.zip'),
      await frank.start(collection.length, 'Continued.zip'),
      await frank.start(collection.length, 'Recent.zip'),
    ];
    for (const id of [old, continued, recent])
      expect((await frank.patch(id, 0, zip)).statusCode).toBe(204);
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await db.query(`UPDATE design_import SET started_at = $2 WHERE id = ANY ($1::uuid[])`, [
      [old, continued],
      weekAgo,
    ]);
    await utimes(uploadFile(old), weekAgo, weekAgo);
    const store = createTusStore(path.join(dataDir, 'files'));
    const cutoff = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    expect(await expireAbandonedUploads(innerApp(app), store, cutoff)).toBe(1);
    expect(await frank.getImport(old)).toMatchObject({ state: 'failed', error: ABANDONED });
    await expect(access(uploadFile(old))).rejects.toThrow(/ENOENT/);
    expect((await frank.head(old)).statusCode).toBe(404);
    // Started long ago but its bytes grew since; and a new one: both go on.
    for (const id of [continued, recent]) {
      expect((await frank.getImport(id)).state).toBe('receiving');
      expect((await frank.head(id)).headers['upload-offset']).toBe(String(zip.length));
    }
    expect(await expireAbandonedUploads(innerApp(app), store, cutoff)).toBe(0);
  });

  it('imports an upload that was whole when the api stopped, on the next HEAD', async () => {
    const dave = tusClient(app, await as(tokens, 'dave', ['USER']));
    const zip = makeZip([{ name: 'bean.dst', data: await corpusFile('dst/rec__Bean.dst') }]);
    const id = await dave.start(zip.length, 'Bean.zip');
    // The bytes reached the disk, the api stopped before the import took them over.
    await writeFile(uploadFile(id), zip);
    const head = await dave.head(id);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(zip.length));
    expect(head.headers['upload-import-id']).toBe(id);
    expect(await dave.finished(id)).toMatchObject({ state: 'done', files: 1, done: 1 });
  });
});

describe('resumable uploads on a bucket, continued by another instance', async () => {
  const bucket = await startS3rver('stickerei-tus');
  afterAll(() => bucket.close());
  const tokens = await tokenFactory();
  const db = await freshDb();
  const config = async (): Promise<Partial<Config>> => ({
    cognito: cognitoFor(tokens),
    dataDir: await tempDataDir(),
    s3: { ...bucket.options({ prefix: 'lib/' }), presign: false },
    jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
  });
  // Two instances: their own data folders, one database and one bucket.
  const first = await build({ db, config: await config() });
  const second = await build({ db, config: await config() });
  const auth = await as(tokens, 'carol', ['USER']);
  const onFirst = tusClient(first, auth);
  const onSecond = tusClient(second, auth);
  const zip = makeZip([
    { name: 'Bean/bean.dst', data: await corpusFile('dst/rec__Bean.dst') },
    { name: 'Bean/bean.pes', data: await corpusFile('pes/rec__Bean.pes') },
  ]);
  const cut = Math.floor(zip.length / 3);
  const storage = innerApp(first).storage;
  const keysOf = async (prefix: string) => {
    const keys: string[] = [];
    for await (const item of storage.list(prefix)) keys.push(item.key);
    return keys;
  };

  it('begins on one instance, goes on and finishes on the other, and imports once', async () => {
    expect(storage.kind).toBe('s3');
    const id = await onFirst.start(zip.length, 'Beans.zip');
    expect((await onFirst.patch(id, 0, zip.subarray(0, cut))).statusCode).toBe(204);
    // The other instance knows the offset: the bytes are in the bucket, not on a disk.
    const head = await onSecond.head(id);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(cut));
    // A PATCH at a wrong offset is refused there too.
    expect((await onSecond.patch(id, 0, zip.subarray(0, 10))).statusCode).toBe(409);
    const last = await onSecond.patch(id, cut, zip.subarray(cut));
    expect(last.statusCode, last.body).toBe(204);
    expect(last.headers['upload-import-id']).toBe(id);
    expect(await onFirst.finished(id)).toMatchObject({
      state: 'done',
      files: 2,
      done: 2,
      designsCreated: 1,
    });
    expect(await keysOf(`tus-parts/${id}`)).toEqual([]);
    const whole = await onFirst.head(id);
    expect(whole.headers['upload-offset']).toBe(String(zip.length));
  });

  it('is cancelled from the other instance, and its parts leave the bucket', async () => {
    const id = await onFirst.start(zip.length, 'Cancelled.zip');
    expect((await onFirst.patch(id, 0, zip.subarray(0, cut))).statusCode).toBe(204);
    expect(await keysOf(`tus-parts/${id}`)).toHaveLength(1);
    expect((await onSecond.remove(id)).statusCode).toBe(204);
    expect(await keysOf(`tus-parts/${id}`)).toEqual([]);
    expect((await onFirst.getImport(id)).state).toBe('failed');
    expect((await onFirst.head(id)).statusCode).toBe(404);
  });
});
