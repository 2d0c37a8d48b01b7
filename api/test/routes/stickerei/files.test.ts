import path from 'node:path';
import sharp from 'sharp';
import { DOWNLOAD_FORMATS } from '@stickerei/shared/domain';
import { readPattern } from '@stickerei/embroidery';
import { describe, expect, it } from 'vitest';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { corpusFile, form, tempDataDir, uploadOne, waitForJobs } from '../../fixtures/uploads.ts';
import { createPreviewUrls, previewKey } from '../../../src/lib/previewUrl.ts';
import { createFileStorage } from '../../../src/plugins/storage.ts';

const tokens = await tokenFactory();
const dataDir = await tempDataDir();
const db = await freshDb();
const storage = createFileStorage(path.join(dataDir, 'files'));
const app = await build({
  db,
  config: {
    cognito: cognitoFor(tokens),
    dataDir,
    jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
  },
});
const alice = await as(tokens, 'alice', ['USER']);
const bob = await as(tokens, 'bob', ['USER']);
const starDst = await corpusFile('dst/emm__Star.dst');
const starPes = await corpusFile('pes/emm__Star.pes');
const bean = await corpusFile('pes/rec__Bean.pes');

// Alice's Star, uploaded as DST and PES: one design with both formats.
const uploaded = await app.inject({
  method: 'POST',
  url: '/api/stickerei/upload-files',
  headers: alice,
  payload: form('files', [
    ['Star.dst', starDst],
    ['Star.pes', starPes],
  ]),
});
const jobs = await waitForJobs(
  app,
  alice,
  uploaded.json<{ jobs: Array<{ id: string }> }>().jobs.map((j) => j.id),
);
const starId = jobs[0]!.designId!;

// A library design (no owner) with a PES file and a preview, as seeding would store it.
const libraryId = '00000000-0000-4000-8000-0000000000b1';
await storage.put('library/bean.pes', bean);
await storage.put(previewKey(libraryId, 256), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
await db.query(
  `INSERT INTO design (id, owner_id, name, created_at, formats) VALUES ($1, NULL, 'Bean', 0, '{pes}')`,
  [libraryId],
);
await db.query(
  `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key)
   VALUES ('00000000-0000-4000-8000-0000000000f1', $1, 'pes', 'Bean.pes', $2, 'x', 'library/bean.pes')`,
  [libraryId, bean.length],
);

const download = (id: string, format: string, headers: Record<string, string> = alice) =>
  app.inject({ url: `/api/stickerei/download-file?id=${id}&format=${format}`, headers });

describe('GET /api/stickerei/download-file', () => {
  it('joined the two uploads into one design', () => {
    expect(jobs.map((j) => j.designId)).toEqual([starId, starId]);
  });

  it('sends the original when the design has that format', async () => {
    const response = await download(starId, 'dst');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Star.dst"; filename*=UTF-8''Star.dst`,
    );
    expect(response.rawPayload.equals(starDst)).toBe(true);
  });

  it.each(DOWNLOAD_FORMATS.filter((f) => f !== 'dst' && f !== 'pes'))(
    'converts to %s, and the file reads back with the same stitches',
    async (format) => {
      const response = await download(starId, format);
      expect(response.statusCode).toBe(200);
      const { format: read, pattern } = readPattern(response.rawPayload, `Star.${format}`);
      expect(read.id).toBe(format);
      const stitches = Array.from(pattern.commands.subarray(0, pattern.length)).filter(
        (c) => c === 0,
      ).length;
      expect(Math.abs(stitches - 2550) / 2550).toBeLessThan(0.05);
    },
  );

  it('records a download event', async () => {
    const { rows } = await db.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM event WHERE type = 'download' AND user_id = 'alice' ORDER BY id`,
    );
    expect(rows[0]!.payload).toEqual({ designId: starId, format: 'dst', converted: false });
    expect(rows.some((r) => r.payload.format === 'jef' && r.payload.converted === true)).toBe(true);
  });

  it('lets any signed-in user download a library design, in any format', async () => {
    const original = await download(libraryId, 'pes', bob);
    expect(original.rawPayload.equals(bean)).toBe(true);
    const converted = await download(libraryId, 'exp', bob);
    expect(converted.statusCode).toBe(200);
    expect(readPattern(converted.rawPayload, 'Bean.exp').pattern.length).toBeGreaterThan(300);
  });

  it('names the file after the design, safely for any name', async () => {
    await db.query(`UPDATE design SET name = $2 WHERE id = $1`, [starId, 'Stern "Ä" a/b']);
    const response = await download(starId, 'dst');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Stern ___ a b.dst"; filename*=UTF-8''Stern%20%22%C3%84%22%20a%20b.dst`,
    );
  });

  it('refuses unknown formats, bad ids, strangers and anonymous callers', async () => {
    expect((await download(starId, 'hus')).statusCode).toBe(400);
    expect(
      (await app.inject({ url: `/api/stickerei/download-file?id=${starId}`, headers: alice }))
        .statusCode,
    ).toBe(400);
    expect((await download('nope', 'dst')).statusCode).toBe(400);
    expect((await download('00000000-0000-4000-8000-000000000009', 'dst')).statusCode).toBe(404);
    expect((await download(starId, 'dst', bob)).statusCode).toBe(404);
    expect((await download(starId, 'dst', {})).statusCode).toBe(401);
  });

  it('answers 404 for a design without files', async () => {
    const empty = '00000000-0000-4000-8000-0000000000e1';
    await db.query(`INSERT INTO design (id, name, created_at) VALUES ($1, 'empty', 0)`, [empty]);
    expect((await download(empty, 'dst', bob)).statusCode).toBe(404);
  });
});

describe('GET /api/stickerei/{id}/preview/{size}.png', () => {
  const preview = (id: string, size: number | string, headers = {}, query = '') =>
    app.inject({ url: `/api/stickerei/${id}/preview/${size}.png${query}`, headers });

  it('serves library previews to anyone, cacheable', async () => {
    const response = await preview(libraryId, 256);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("serves an own design's preview to its owner and with a signed URL only", async () => {
    const owner = await preview(starId, 512, alice);
    expect(owner.statusCode).toBe(200);
    expect(owner.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(owner.headers['cache-control']).toBe('private, max-age=3600');
    expect((await preview(starId, 512)).statusCode).toBe(404);
    expect((await preview(starId, 512, bob)).statusCode).toBe(404);

    const { rows } = await db.query<{ value: string }>(
      `SELECT value FROM app_secret WHERE name = 'preview'`,
    );
    const urls = createPreviewUrls(rows[0]!.value);
    const signed = urls.url({ id: starId, owner_id: 'alice' }, 128);
    const viaSigned = await app.inject({ url: signed });
    expect(viaSigned.statusCode).toBe(200);
    // Kept privately for as long as the signature lives.
    const exp = Number(new URL(signed, 'http://x').searchParams.get('exp'));
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(viaSigned.headers['cache-control'] as string)?.[1],
    );
    expect(Math.abs(maxAge - (exp - Date.now() / 1000))).toBeLessThan(5);
    const expired = urls.url(
      { id: starId, owner_id: 'alice' },
      128,
      Date.now() - 3 * 24 * 3600 * 1000,
    );
    expect((await app.inject({ url: expired })).statusCode).toBe(404);
    // One character of the signature changed (to another one: a signature may start with x).
    const forged = signed.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'x' ? 'y' : 'x'}`);
    expect(forged).not.toBe(signed);
    expect((await app.inject({ url: forged })).statusCode).toBe(404);
    const otherSize = signed.replace('/128.png', '/256.png');
    expect((await app.inject({ url: otherSize })).statusCode).toBe(404);
  });

  it('answers 400 for a size that is not offered and 404 for an unknown design', async () => {
    expect((await preview(libraryId, 300)).statusCode).toBe(400);
    expect((await preview('00000000-0000-4000-8000-000000000009', 256)).statusCode).toBe(404);
  });

  it('stores the list size with the design and renders a larger one on its first request', async () => {
    const [listKey, largeKey] = [previewKey(starId, 256), previewKey(starId, 1024)];
    expect(await storage.exists(listKey)).toBe(true);
    expect(await storage.exists(largeKey)).toBe(false);

    const first = await preview(starId, 1024, alice);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 1024,
    });
    expect(Buffer.compare(await storage.get(largeKey), first.rawPayload)).toBe(0);

    // Later requests are answered from storage, not rendered again.
    await storage.put(largeKey, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1]));
    expect([...(await preview(starId, 1024, alice)).rawPayload]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 1,
    ]);
  });

  it('renders a larger size again once a joining file brought thread colours', async () => {
    const upload = async (name: string, bytes: Uint8Array) => {
      const id = await uploadOne(app, bob, name, bytes);
      return (await waitForJobs(app, bob, [id]))[0]!.designId!;
    };
    const beanId = await upload('Bean.dst', await corpusFile('dst/rec__Bean.dst'));
    const fromDst = await preview(beanId, 512, bob);
    expect(fromDst.statusCode).toBe(200);
    expect(await storage.exists(previewKey(beanId, 512))).toBe(true);

    expect(await upload('Bean.pes', bean)).toBe(beanId);
    expect(await storage.exists(previewKey(beanId, 512))).toBe(false);
    const fromPes = await preview(beanId, 512, bob);
    expect(fromPes.statusCode).toBe(200);
    expect(Buffer.compare(fromPes.rawPayload, fromDst.rawPayload)).not.toBe(0);
  });

  it('answers 404 when the design file is gone and 422 when it cannot be read', async () => {
    const withFile = async (id: string, key: string) => {
      await db.query(
        `INSERT INTO design (id, owner_id, name, created_at, formats) VALUES ($1, NULL, 'Bean', 0, '{pes}')`,
        [id],
      );
      await db.query(
        `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key)
         VALUES (gen_random_uuid(), $1, 'pes', 'Bean.pes', 1, 'x', $2)`,
        [id, key],
      );
    };
    const gone = '00000000-0000-4000-8000-0000000000b2';
    await withFile(gone, 'library/gone.pes');
    const missing = await preview(gone, 512);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: expect.stringMatching(/file .* is missing/) });

    const corrupt = '00000000-0000-4000-8000-0000000000b3';
    await storage.put('library/corrupt.pes', bean.subarray(0, 30));
    await withFile(corrupt, 'library/corrupt.pes');
    const unreadable = await preview(corrupt, 1024);
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toMatchObject({
      message: expect.stringMatching(/cannot be read.*PES: /),
    });
  });
});

describe('GET /api/stickerei/{id}/preview/{size}.avif', () => {
  const avif = (url: string, headers = {}) => app.inject({ url, headers });

  it("encodes the PNG as AVIF on its first request and keeps it, cacheable like the PNG's", async () => {
    const key = previewKey(starId, 256, 'avif');
    expect(await storage.exists(key)).toBe(false);
    const first = await avif(`/api/stickerei/${starId}/preview/256.avif`, alice);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(first.headers['cache-control']).toBe('private, max-age=3600');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    // A fraction of the PNG's bytes.
    const png = await storage.get(previewKey(starId, 256));
    expect(first.rawPayload.length).toBeLessThan(png.length / 2);
    expect(Buffer.compare(await storage.get(key), first.rawPayload)).toBe(0);
  });

  it("takes the PNG's signature, and no other", async () => {
    const { rows } = await db.query<{ value: string }>(
      `SELECT value FROM app_secret WHERE name = 'preview'`,
    );
    const signed = createPreviewUrls(rows[0]!.value).url({ id: starId, owner_id: 'alice' }, 128);
    expect((await avif(signed.replace('/128.png', '/128.avif'))).statusCode).toBe(200);
    expect((await avif(signed.replace('/128.png', '/256.avif'))).statusCode).toBe(404);
    expect((await avif(`/api/stickerei/${starId}/preview/128.avif`)).statusCode).toBe(404);
  });

  it('is removed with the PNGs when a joining file brings thread colours', async () => {
    // Alice has no Bean yet (Bob's joined the PES above).
    const id = await uploadOne(app, alice, 'Bean.dst', await corpusFile('dst/rec__Bean.dst'));
    const beanId = (await waitForJobs(app, alice, [id]))[0]!.designId!;
    expect((await avif(`/api/stickerei/${beanId}/preview/256.avif`, alice)).statusCode).toBe(200);
    expect(await storage.exists(previewKey(beanId, 256, 'avif'))).toBe(true);
    const joined = await uploadOne(app, alice, 'Bean.pes', bean);
    await waitForJobs(app, alice, [joined]);
    expect(await storage.exists(previewKey(beanId, 256, 'avif'))).toBe(false);
  });
});
