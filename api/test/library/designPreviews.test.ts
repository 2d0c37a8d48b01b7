import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { freshDb } from '../helper.ts';
import { corpusFile, tempDataDir } from '../fixtures/uploads.ts';
import { renderPreview, type PreviewSource } from '../../src/jobs/analyseUpload.ts';
import type { AnalysisPool } from '../../src/jobs/analysisPool.ts';
import { HttpError } from '../../src/lib/httpError.ts';
import { migrate } from '../../src/lib/migrate.ts';
import { previewKey } from '../../src/lib/previewUrl.ts';
import { createDesignPreviews, replaceDesignPreviews } from '../../src/library/designPreviews.ts';
import { createFileStorage } from '../../src/plugins/storage.ts';

const db = await freshDb();
await migrate(db);
const storage = createFileStorage(path.join(await tempDataDir(), 'files'));
const cakePes = await corpusFile('pes/rec__Cake_3.pes');
const cakeDst = await corpusFile('dst/rec__Cake_3.dst');

// The pool's preview rendering in this thread, counting what it was asked to render.
const renders: Array<{ fileName: string; size: number }> = [];
let beforeRender = async () => {};
const pool: AnalysisPool = {
  analyse: () => Promise.reject(new Error('not used')),
  async renderPreview(source: PreviewSource, size: number) {
    renders.push({ fileName: 'fileName' in source ? source.fileName : '', size });
    await beforeRender();
    return renderPreview(source, size);
  },
  close: async () => {},
};
const previews = createDesignPreviews({ db, storage, pool });

let designs = 0;
/** A design with files (stored unless `bytes` is null), added a second apart in this order. */
async function design(files: Array<{ format: string; bytes: Uint8Array | null }>) {
  const id = `00000000-0000-4000-8000-${String(++designs).padStart(12, '0')}`;
  await db.query(`INSERT INTO design (id, name, created_at) VALUES ($1, 'Cake', 0)`, [id]);
  for (const [i, { format, bytes }] of files.entries()) {
    const key = `designs/${id}/${format}`;
    if (bytes) await storage.put(key, bytes);
    await db.query(
      `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key, created_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 1, 'x', $4, now() + $5 * interval '1 second')`,
      [id, format, `Cake.${format}`, key, i],
    );
  }
  return id;
}

const bytesOf = async (body: Readable | Buffer) =>
  Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the preview was served'),
    (error: unknown) => error as HttpError,
  );

describe('design previews rendered on request', () => {
  it('renders a missing size once from the design file, stores it and serves it from storage', async () => {
    const id = await design([{ format: 'pes', bytes: cakePes }]);
    renders.length = 0;
    const first = await previews.read(id, 1024);
    const png = await bytesOf(first.body);
    expect(first.length).toBe(png.length);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(Buffer.compare(await storage.get(previewKey(id, 1024)), png)).toBe(0);

    const again = await previews.read(id, 1024);
    expect(again.body).toBeInstanceOf(Readable);
    expect(Buffer.compare(await bytesOf(again.body), png)).toBe(0);
    expect(renders).toEqual([{ fileName: 'Cake.pes', size: 1024 }]);
  });

  it('shares one rendering between simultaneous first requests', async () => {
    const id = await design([{ format: 'pes', bytes: cakePes }]);
    renders.length = 0;
    const answers = await Promise.all([1, 2, 3].map(() => previews.read(id, 512)));
    const [a, b, c] = await Promise.all(answers.map((answer) => bytesOf(answer.body)));
    expect(renders).toHaveLength(1);
    expect(Buffer.compare(a!, b!) + Buffer.compare(a!, c!)).toBe(0);
  });

  it('renders from the first file naming thread colours, as processing did', async () => {
    const id = await design([
      { format: 'dst', bytes: cakeDst },
      { format: 'pes', bytes: cakePes },
    ]);
    const dstOnly = await design([{ format: 'dst', bytes: cakeDst }]);
    renders.length = 0;
    await previews.read(id, 128);
    await previews.read(dstOnly, 128);
    expect(renders.map((r) => r.fileName)).toEqual(['Cake.pes', 'Cake.dst']);
  });

  it('answers 404 when the design file is gone or there is none, 422 when it is corrupt', async () => {
    const gone = await failure(previews.read(await design([{ format: 'pes', bytes: null }]), 512));
    expect([gone.statusCode, gone.message]).toEqual([
      404,
      'The file of this design is missing, so its preview cannot be rendered.',
    ]);
    const none = await failure(previews.read(await design([]), 512));
    expect(none.statusCode).toBe(404);
    const cut = await design([{ format: 'pes', bytes: cakePes.subarray(0, 40) }]);
    const corrupt = await failure(previews.read(cut, 1024));
    expect(corrupt).toBeInstanceOf(HttpError);
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.message).toMatch(
      /^The file of this design cannot be read, so its preview cannot be rendered: PES: .*\(at byte \d+\)$/,
    );
    expect(await storage.exists(previewKey(cut, 1024))).toBe(false);
  });

  it('sends but does not keep a rendering when the design changed meanwhile', async () => {
    const id = await design([{ format: 'dst', bytes: cakeDst }]);
    beforeRender = async () => {
      await storage.put(`designs/${id}/pes`, cakePes);
      await db.query(
        `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key)
         VALUES (gen_random_uuid(), $1, 'pes', 'Cake.pes', 1, 'x', $2)`,
        [id, `designs/${id}/pes`],
      );
    };
    try {
      const answer = await previews.read(id, 256);
      expect(await sharp(await bytesOf(answer.body)).metadata()).toMatchObject({ width: 256 });
      expect(await storage.exists(previewKey(id, 256))).toBe(false);
    } finally {
      beforeRender = async () => {};
    }
  });

  it('replaces the previews of a design that took a joining file’s colours', async () => {
    const id = await design([{ format: 'pes', bytes: cakePes }]);
    for (const size of [128, 256, 512, 1024]) await storage.put(previewKey(id, size), cakeDst);
    await replaceDesignPreviews(storage, id, [{ size: 256, png: new Uint8Array([1]) }]);
    expect([...(await storage.get(previewKey(id, 256)))]).toEqual([1]);
    for (const size of [128, 512, 1024]) {
      expect(await storage.exists(previewKey(id, size))).toBe(false);
    }
  });
});
