import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DesignDetail, DesignRecord } from '@stickerei/shared/domain';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { insertDesigns, makeDesigns } from '../../fixtures/library.ts';
import { createFileStorage } from '../../../src/plugins/storage.ts';
import { PREVIEW_SIZES, previewKey } from '../../../src/lib/previewUrl.ts';

const designs = makeDesigns(20, { 'user-a': 4, 'user-b': 2 });
const libraryDesign = designs.find((d) => d.owner_id === null)!;
const [ownA, ownA2, ownA3] = designs.filter((d) => d.owner_id === 'user-a');
const ownB = designs.find((d) => d.owner_id === 'user-b')!;
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

describe('one design: read, edit, flags, delete', async () => {
  const tokens = await tokenFactory();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stickerei-design-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens), dataDir } });
  await insertDesigns(db, designs);
  const storage = createFileStorage(path.join(dataDir, 'files'));
  const userA = await as(tokens, 'user-a', ['USER']);
  const userB = await as(tokens, 'user-b', ['USER']);

  const get = (id: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/stickerei/${id}`, headers });
  const patch = (id: string, payload: unknown, headers = userA) =>
    app.inject({
      method: 'PATCH',
      url: `/api/stickerei/${id}`,
      headers,
      payload: payload as object,
    });
  const put = (id: string, flag: string, payload: unknown, headers = userA) =>
    app.inject({
      method: 'PUT',
      url: `/api/stickerei/${id}/${flag}`,
      headers,
      payload: payload as object,
    });
  const events = async (type: string) =>
    (
      await db.query<{ user_id: string | null; payload: Record<string, unknown> }>(
        'SELECT user_id, payload FROM event WHERE type = $1 ORDER BY id',
        [type],
      )
    ).rows;

  it('shows a library design to anyone, with files, threads and previews, and records the view', async () => {
    await db.query(`UPDATE design SET threads = $2, jump_count = 3 WHERE id = $1`, [
      libraryDesign.id,
      JSON.stringify([
        { hex: '#ff0000', description: 'Red', brand: 'Madeira', catalog_number: '1147' },
      ]),
    ]);
    await db.query(
      `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key)
       VALUES ($1, $2, 'pes', 'rose.pes', 1234, 'abc', 'designs/x/pes')`,
      [randomUUID(), libraryDesign.id],
    );
    const res = await get(libraryDesign.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<DesignDetail>();
    expect(body).toMatchObject({
      id: libraryDesign.id,
      name: libraryDesign.name,
      mine: false,
      processing: null,
      jump_count: 3,
      threads: [{ hex: '#ff0000', description: 'Red', brand: 'Madeira', catalog_number: '1147' }],
      files: [{ format: 'pes', size_bytes: 1234, file_name: 'rose.pes' }],
    });
    expect(Object.keys(body.previews)).toEqual(PREVIEW_SIZES.map(String));
    expect(body.previews['512']).toBe(`/api/stickerei/${libraryDesign.id}/preview/512.png`);
    expect(await events('view')).toContainEqual({
      user_id: null,
      payload: { designId: libraryDesign.id },
    });
  });

  it('shows an own design only to its owner, with signed previews and its latest job', async () => {
    await db.query(
      `INSERT INTO processing_job (id, owner_id, file_name, state, progress, design_id, upload_key, size_bytes, sha256)
       VALUES ($1, 'user-a', 'own.pes', 'done', 100, $2, 'uploads/x', 10, 'abc')`,
      [randomUUID(), ownA!.id],
    );
    const mine = await get(ownA!.id, userA);
    expect(mine.statusCode).toBe(200);
    const body = mine.json<DesignDetail>();
    expect(body).toMatchObject({
      mine: true,
      owner: 'user-a',
      processing: { state: 'done', fileName: 'own.pes' },
    });
    expect(body.previews['128']).toMatch(/\?exp=\d+&sig=/);
    for (const headers of [{}, userB]) {
      const res = await get(ownA!.id, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it.each([['not-a-uuid'], [UNKNOWN], ["1' OR '1'='1"], ['%00']])(
    'answers 404 for id %s',
    async (id) => {
      expect((await get(encodeURIComponent(id), userA)).statusCode).toBe(404);
    },
  );

  it('edits an own design and the edit is searchable', async () => {
    const res = await patch(ownA!.id, {
      name: '  Blue Whale ',
      labels: ['ocean', ' ocean ', '', 'big'],
      assigned_tags: ['FISH_AND_SEA_CREATURE'],
      commercially_usable: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<DesignRecord>()).toMatchObject({
      id: ownA!.id,
      name: 'Blue Whale',
      labels: ['ocean', 'big'],
      assigned_tags: ['FISH_AND_SEA_CREATURE'],
      commercially_usable: true,
    });
    const found = await app.inject({
      method: 'GET',
      url: '/api/stickerei/list?scope=mine&q=whal&categories=FISH_AND_SEA_CREATURE',
      headers: userA,
    });
    expect(found.json<{ items: DesignRecord[] }>().items.map((d) => d.id)).toEqual([ownA!.id]);
  });

  it("refuses edits of designs that are not the caller's with 404", async () => {
    for (const id of [libraryDesign.id, ownB.id, UNKNOWN, 'nope']) {
      expect((await patch(id, { name: 'Mine now' })).statusCode).toBe(404);
    }
    expect((await get(ownB.id, userB)).json<DesignDetail>().name).toBe(ownB.name);
  });

  it.each([
    [{}],
    [{ name: '' }],
    [{ name: '   ' }],
    [{ assigned_tags: ['NOT_A_CATEGORY'] }],
    [{ commercially_usable: 'maybe' }],
    [{ labels: { a: 1 } }],
    [{ labels: Array.from({ length: 51 }, (_, i) => `l${i}`) }],
  ])('refuses the edit %j with 400', async (payload) => {
    expect((await patch(ownA2!.id, payload)).statusCode).toBe(400);
  });

  it('needs sign-in to edit', async () => {
    expect((await patch(ownA2!.id, { name: 'x' }, {} as never)).statusCode).toBe(401);
  });

  it('sets and clears favorites idempotently and records them', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await put(libraryDesign.id, 'favorite', { value: true });
      expect(res.json()).toEqual({ favorite: true });
    }
    expect((await get(libraryDesign.id, userA)).json<DesignDetail>().favorite).toBe(true);
    expect((await get(libraryDesign.id, userB)).json<DesignDetail>().favorite).toBe(false);
    const both = await Promise.all([
      put(libraryDesign.id, 'favorite', { value: false }),
      put(libraryDesign.id, 'favorite', { value: false }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await get(libraryDesign.id, userA)).json<DesignDetail>().favorite).toBe(false);
    const recorded = (await events('favorite')).filter((e) => e.user_id === 'user-a');
    expect(recorded.map((e) => e.payload.value)).toEqual([true, true, false, false]);
  });

  it('sets the already-stitched flag on own and library designs', async () => {
    expect((await put(ownA2!.id, 'already-stitched', { value: true })).json()).toEqual({
      already_stitched: true,
    });
    expect((await get(ownA2!.id, userA)).json<DesignDetail>().already_stitched).toBe(true);
  });

  it.each([
    ['favorite', { value: 'yes' }],
    ['favorite', {}],
    ['already-stitched', { value: 7 }],
  ])('refuses %s with %j (400)', async (flag, payload) => {
    expect((await put(libraryDesign.id, flag, payload)).statusCode).toBe(400);
  });

  it('refuses flags on designs the caller may not read with 404', async () => {
    for (const id of [ownB.id, UNKNOWN, 'nope']) {
      expect((await put(id, 'favorite', { value: true })).statusCode).toBe(404);
      expect((await put(id, 'already-stitched', { value: true })).statusCode).toBe(404);
    }
  });

  it('deletes own designs with their files and previews, and nothing else', async () => {
    const fileKey = `uploads/${randomUUID()}`;
    await storage.put(fileKey, new Uint8Array([1, 2, 3]));
    for (const size of PREVIEW_SIZES)
      await storage.put(previewKey(ownA3!.id, size), new Uint8Array([9]));
    await db.query(
      `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key)
       VALUES ($1, $2, 'dst', 'a.dst', 3, 'abc', $3)`,
      [randomUUID(), ownA3!.id, fileKey],
    );
    await put(ownA3!.id, 'favorite', { value: true });
    const res = await app.inject({
      method: 'POST',
      url: '/api/stickerei/delete',
      headers: userA,
      payload: { ids: [ownA3!.id, ownB.id, libraryDesign.id, UNKNOWN, ownA3!.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: [ownA3!.id] });
    expect((await get(ownA3!.id, userA)).statusCode).toBe(404);
    expect(await storage.exists(fileKey)).toBe(false);
    for (const size of PREVIEW_SIZES)
      expect(await storage.exists(previewKey(ownA3!.id, size))).toBe(false);
    const left = await db.query('SELECT 1 FROM favorite WHERE design_id = $1', [ownA3!.id]);
    expect(left.rows).toHaveLength(0);
    expect((await get(ownB.id, userB)).statusCode).toBe(200);
    expect((await get(libraryDesign.id)).statusCode).toBe(200);
  });

  it.each([[{}], [{ ids: [] }], [{ ids: ['nope'] }], [{ ids: 'x' }]])(
    'refuses delete %j with 400',
    async (payload) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/stickerei/delete',
        headers: userA,
        payload,
      });
      expect(res.statusCode).toBe(400);
    },
  );
});
