import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePattern, readPattern } from '@stickerei/embroidery';
import type {
  DesignDetail,
  DesignImport,
  DesignListResponse,
  ImportEntryPage,
  ImportUploadResponse,
  LookupResponse,
} from '@stickerei/shared/domain';
import { build, freshDb } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { corpusFile, form, tempDataDir } from '../fixtures/uploads.ts';
import { makeZip } from '@stickerei/shared/testing';
import { generateMotif, MOTIF_KINDS } from '../../src/admin/testData/motifs.ts';
import { createRandom, mixSeed } from '../../src/admin/testData/random.ts';

// A motif of the test-data generator (seed 7), as the import benchmark draws them.
const generated = (index: number) =>
  generateMotif(MOTIF_KINDS[index % MOTIF_KINDS.length]!, createRandom(mixSeed(7, index))).pattern;

describe('collection import: archives, folders, grouping, duplicates', async () => {
  const tokens = await tokenFactory();
  const dataDir = await tempDataDir();
  const db = await freshDb();
  const app = await build({
    db,
    config: {
      cognito: cognitoFor(tokens),
      dataDir,
      uploads: { maxFileBytes: 2_000_000, maxFiles: 20 },
      imports: {
        maxArchiveBytes: 50_000_000,
        maxEntries: 20_000,
        maxUnpackedBytes: 200_000_000,
        maxRatio: 200,
      },
      jobs: { concurrency: 2, timeoutSeconds: 60, maxMemoryMb: 512 },
    },
  });
  const alice = await as(tokens, 'alice', ['USER']);
  const bob = await as(tokens, 'bob', ['USER']);
  const bean = {
    dst: await corpusFile('dst/rec__Bean.dst'),
    pes: await corpusFile('pes/rec__Bean.pes'),
    jef: await corpusFile('jef/rec__Bean.jef'),
    vp3: await corpusFile('vp3/rec__Bean.vp3'),
  };
  const shamrock = {
    dst: await corpusFile('dst/emm__shamrockin.dst'),
    pes: await corpusFile('pes/emm__shamrockin.pes'),
    xxx: await corpusFile('xxx/emm__shamrockin.xxx'),
  };

  const importFiles = async (files: Array<[string, Uint8Array]>, headers = alice) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stickerei/upload-files',
      headers,
      payload: form('files', files),
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json<ImportUploadResponse>();
  };
  const getImport = async (id: string, headers = alice) =>
    (await app.inject({ url: `/api/stickerei/imports/${id}`, headers })).json<DesignImport>();
  const finished = async (id: string, headers = alice) => {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const current = await getImport(id, headers);
      if (current.state === 'done' || current.state === 'failed') return current;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const jobs = await db.query(
      'SELECT state, error, attempts, created_at, updated_at FROM processing_job WHERE import_id = $1',
      [id],
    );
    throw new Error(
      `import ${id} did not finish: ${JSON.stringify(await getImport(id, headers))} ${JSON.stringify(jobs.rows)}`,
    );
  };
  const entries = async (id: string, query = '', headers = alice) =>
    (
      await app.inject({ url: `/api/stickerei/imports/${id}/entries?limit=500${query}`, headers })
    ).json<ImportEntryPage>().items;
  const mine = async (headers = alice) =>
    (
      await app.inject({ url: '/api/stickerei/list?scope=mine&pageSize=100', headers })
    ).json<DesignListResponse>().items;

  it('expands a zip of a collection: one design per motif with all its formats, other files skipped', async () => {
    const zip = makeZip([
      { name: 'Bean/bean.dst', data: bean.dst },
      { name: 'Bean/bean.pes', data: bean.pes },
      { name: 'Bean/bean.jef', data: bean.jef },
      { name: 'Bean/bean.vp3', data: bean.vp3, deflate: false },
      { name: 'Shamrock/shamrock.xxx', data: shamrock.xxx },
      { name: 'Shamrock/shamrock.dst', data: shamrock.dst },
      { name: 'Shamrock/colour chart.pdf', data: Buffer.from('%PDF-1.4 chart') },
      { name: 'Shamrock/photo.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
      { name: '__MACOSX/Bean/._bean.pes', data: Buffer.from('mac') },
      { name: '.DS_Store', data: Buffer.from('ds') },
      { name: 'readme.txt', data: Buffer.from('Thank you for your purchase') },
      { name: 'Bean/', data: new Uint8Array() },
    ]);
    const answer = await importFiles([['Garden collection.zip', zip]]);
    expect(answer.jobs).toEqual([]);
    const done = await finished(answer.import.id);
    expect(done).toMatchObject({
      state: 'done',
      name: 'Garden collection.zip',
      files: 11,
      done: 6,
      skipped: 5,
      failed: 0,
      duplicates: 0,
      designsCreated: 2,
      formatsJoined: 4,
      error: null,
    });
    expect(done.finishedAt).not.toBeNull();
    expect(done.filesPerSecond).toBeGreaterThan(0);
    const skipped = await entries(answer.import.id, '&state=skipped');
    expect(skipped.map((e) => [e.path, e.reason])).toEqual([
      ['.DS_Store', expect.stringMatching(/operating system/)],
      ['Shamrock/colour chart.pdf', expect.stringMatching(/PDF document/)],
      ['Shamrock/photo.jpg', expect.stringMatching(/image/)],
      ['__MACOSX/Bean/._bean.pes', expect.stringMatching(/__MACOSX/)],
      ['readme.txt', expect.stringMatching(/text document/)],
    ]);
    const designs = await mine();
    expect(designs).toHaveLength(2);
    const formats = designs.map((d) => [...d.embroidery_file_formats].sort());
    expect(formats).toEqual(
      expect.arrayContaining([
        ['dst', 'jef', 'pes', 'vp3'],
        ['dst', 'xxx'],
      ]),
    );
    const done6 = await entries(answer.import.id, '&state=done');
    expect(new Set(done6.map((e) => e.designId)).size).toBe(2);
    for (const design of designs) {
      const preview = await app.inject({ url: design.representative_image_url });
      expect(preview.statusCode).toBe(200);
    }
    // Nothing of the archive is left in storage but its design files and previews.
    expect(await readdir(path.join(dataDir, 'files', 'imports', answer.import.id))).toEqual([]);
  });

  it('reports what the user owns already: the same bytes, and the same motif in a format it has', async () => {
    const otherBytes = writePattern(readPattern(bean.pes, 'b.pes').pattern, 'pes');
    expect(Buffer.compare(Buffer.from(otherBytes), bean.pes)).not.toBe(0);
    const zip = makeZip([
      { name: 'again/bean.dst', data: bean.dst },
      { name: 'again/bean-resaved.pes', data: otherBytes },
    ]);
    const before = (await mine()).length;
    const answer = await importFiles([['again.zip', zip]]);
    const done = await finished(answer.import.id);
    expect(done).toMatchObject({ state: 'done', files: 2, duplicates: 2, designsCreated: 0 });
    const list = await entries(answer.import.id);
    const beanDesign = (await mine()).find((d) => d.embroidery_file_formats.includes('vp3'))!;
    expect(list).toEqual([
      {
        path: 'again/bean-resaved.pes',
        state: 'duplicate',
        reason: expect.stringMatching(/same motif as "bean".*PES file already/),
        designId: beanDesign.id,
      },
      {
        path: 'again/bean.dst',
        state: 'duplicate',
        reason: expect.stringMatching(/Identical to the DST file of "bean"/),
        designId: beanDesign.id,
      },
    ]);
    expect((await mine()).length).toBe(before);
    const detail = (
      await app.inject({ url: `/api/stickerei/${beanDesign.id}`, headers: alice })
    ).json<DesignDetail>();
    expect(detail.files.map((f) => f.format).sort()).toEqual(['dst', 'jef', 'pes', 'vp3']);
  });

  it('groups the same way whatever order the formats come in', async () => {
    const forward = await importFiles([
      ['a/shamrock.pes', shamrock.pes],
      ['a/shamrock.dst', shamrock.dst],
      ['a/shamrock.xxx', shamrock.xxx],
    ]);
    const backward = await importFiles(
      [
        ['b/shamrock.xxx', shamrock.xxx],
        ['b/shamrock.dst', shamrock.dst],
        ['b/shamrock.pes', shamrock.pes],
      ],
      bob,
    );
    expect(forward.jobs).toHaveLength(3);
    await finished(forward.import.id);
    const b = await finished(backward.import.id, bob);
    expect(b).toMatchObject({ name: 'b', designsCreated: 1, formatsJoined: 2 });
    const bobs = await mine(bob);
    expect(bobs).toHaveLength(1);
    expect([...bobs[0]!.embroidery_file_formats].sort()).toEqual(['dst', 'pes', 'xxx']);
    // Alice had the shamrock's DST and XXX from the first import: its PES joined them.
    const a = await getImport(forward.import.id);
    expect(a).toMatchObject({ designsCreated: 0, formatsJoined: 1, duplicates: 2 });
  });

  it('keeps a series of alike motifs apart by their names, and joins each motif across format folders', async () => {
    // Two leaves of the generator that differ by a few stitches only (their shapes alone would
    // be taken for one motif), and a third motif: each its own design.
    const [leafA, leafB, other] = [generated(42), generated(87), generated(27)];
    const zip = makeZip([
      { name: 'Leaves/PES/leaf-one.pes', data: writePattern(leafA, 'pes') },
      { name: 'Leaves/DST/LEAF-ONE_DST.dst', data: writePattern(leafA, 'dst') },
      { name: 'Leaves/PES/leaf-two.pes', data: writePattern(leafB, 'pes') },
      { name: 'Leaves/DST/leaf-two.dst', data: writePattern(leafB, 'dst') },
      { name: 'Leaves/JEF/leaf-two (1).jef', data: writePattern(leafB, 'jef') },
      { name: 'Leaves/PES/other.pes', data: writePattern(other, 'pes') },
    ]);
    const carol = await as(tokens, 'carol', ['USER']);
    const answer = await importFiles([['Leaves.zip', zip]], carol);
    expect(await finished(answer.import.id, carol)).toMatchObject({
      state: 'done',
      files: 6,
      done: 6,
      duplicates: 0,
      designsCreated: 3,
      formatsJoined: 3,
    });
    const designs = await mine(carol);
    expect(designs.map((d) => [d.name, [...d.embroidery_file_formats].sort()]).sort()).toEqual([
      [expect.stringMatching(/^leaf-one|^LEAF-ONE/), ['dst', 'pes']],
      [expect.stringMatching(/^leaf-two/), ['dst', 'jef', 'pes']],
      ['other', ['pes']],
    ]);
    // Looked up on its own, each leaf names its design first among the same motifs.
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/stickerei/lookup',
      headers: carol,
      payload: form('file', [['leaf.exp', writePattern(leafA, 'exp')]]),
    });
    const matches = lookup.json<LookupResponse>().matches;
    expect(matches.map((m) => [m.match, [...m.formats].sort()])).toEqual([
      ['same-motif', ['dst', 'pes']],
    ]);
    // Alike by the coarse similarity vector, but its thread lies elsewhere: not the same motif.
    const apart = await app.inject({
      method: 'POST',
      url: '/api/stickerei/lookup',
      headers: carol,
      payload: form('file', [['apart.pes', writePattern(generated(63), 'pes')]]),
    });
    expect(apart.json<LookupResponse>().matches).toEqual([]);
  });

  it('expands nested zips (3 deep) with their paths, and refuses deeper ones', async () => {
    const level3 = makeZip([{ name: 'deep.jef', data: bean.jef }]);
    const level4 = makeZip([
      { name: 'too-deep.zip', data: makeZip([{ name: 'x.dst', data: bean.dst }]) },
    ]);
    const level2 = makeZip([
      { name: 'inner/level3.zip', data: level3 },
      { name: 'level4.zip', data: level4 },
    ]);
    const outer = makeZip([
      { name: 'sets/level2.zip', data: level2 },
      { name: 'top.dst', data: shamrock.dst },
    ]);
    const answer = await importFiles([['outer.zip', outer]], bob);
    const done = await finished(answer.import.id, bob);
    const all = await entries(answer.import.id, '', bob);
    expect(all.map((e) => [e.path, e.state])).toEqual([
      ['sets/level2.zip/inner/level3.zip/deep.jef', 'done'],
      ['sets/level2.zip/level4.zip/too-deep.zip', 'skipped'],
      ['top.dst', 'duplicate'],
    ]);
    expect(done.skipped).toBe(1);
  });

  it('treats hostile names as text: nothing is written outside the storage', async () => {
    const zip = makeZip([
      { name: '../../escape.dst', data: shamrock.dst },
      { name: '/etc/abs.dst', data: bean.dst },
      { name: 'C:\\Windows\\drive.pes', data: bean.pes },
      { name: Buffer.from('nul\u0000byte.txt', 'latin1'), data: Buffer.from('x'), utf8: false },
    ]);
    const answer = await importFiles([['hostile.zip', zip]], bob);
    await finished(answer.import.id, bob);
    const paths = (await entries(answer.import.id, '', bob)).map((e) => e.path);
    expect(paths).toEqual(['Windows/drive.pes', 'escape.dst', 'etc/abs.dst', 'nulbyte.txt']);
    for (const outside of [
      path.join(dataDir, 'escape.dst'),
      path.join(dataDir, '..', 'escape.dst'),
    ])
      await expect(readdir(path.dirname(outside))).resolves.not.toContain('escape.dst');
  });

  it('refuses zip bombs and encrypted entries entry by entry, keeping the rest', async () => {
    const bomb = Buffer.alloc(30_000_000, 0);
    const zip = makeZip([
      { name: 'bomb.dst', data: bomb },
      { name: 'liar.dst', data: shamrock.dst, declaredSize: 10 },
      { name: 'secret.pes', data: bean.pes, encrypted: true },
      { name: 'good.pes', data: shamrock.pes },
    ]);
    const answer = await importFiles([['bombs.zip', zip]], bob);
    const done = await finished(answer.import.id, bob);
    expect(done).toMatchObject({ state: 'done', files: 4, failed: 2, skipped: 1, duplicates: 1 });
    const byPath = Object.fromEntries(
      (await entries(answer.import.id, '', bob)).map((e) => [e.path, e]),
    );
    expect(byPath['bomb.dst']!.reason).toMatch(/more than the 1.9 MB a file may have/);
    expect(byPath['liar.dst']).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/unpacked/),
    });
    expect(byPath['secret.pes']).toMatchObject({
      state: 'skipped',
      reason: expect.stringMatching(/Encrypted/),
    });
  });

  it('fails a damaged archive with a clear reason', async () => {
    const zip = makeZip([{ name: 'a.dst', data: shamrock.dst }]);
    const cut = zip.subarray(0, zip.length - 30);
    const answer = await importFiles([['cut.zip', cut]], bob);
    const done = await finished(answer.import.id, bob);
    expect(done.state).toBe('failed');
    expect(done.error).toMatch(/"cut\.zip" is damaged or cut off/);
  });

  it('takes ten thousand entries of one archive', async () => {
    const many = makeZip(
      Array.from({ length: 10_000 }, (_, i) => ({
        name: `notes/${String(i).padStart(5, '0')}.txt`,
        data: Buffer.from(`note ${i}`),
        deflate: false,
      })),
    );
    const answer = await importFiles([['notes.zip', many]], bob);
    const done = await finished(answer.import.id, bob);
    expect(done).toMatchObject({ state: 'done', files: 10_000, skipped: 10_000 });
    let cursor: string | null = null;
    let seen = 0;
    do {
      const page: ImportEntryPage = (
        await app.inject({
          url: `/api/stickerei/imports/${answer.import.id}/entries?limit=500${cursor ? `&cursor=${cursor}` : ''}`,
          headers: bob,
        })
      ).json<ImportEntryPage>();
      seen += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toBe(10_000);
  });

  it('keeps imports private and refuses a cursor it did not make', async () => {
    const [first] = (await app.inject({ url: '/api/stickerei/imports', headers: alice })).json<{
      items: DesignImport[];
    }>().items;
    expect(first).toBeDefined();
    expect(
      (await app.inject({ url: `/api/stickerei/imports/${first!.id}`, headers: bob })).statusCode,
    ).toBe(404);
    const bad = await app.inject({
      url: `/api/stickerei/imports/${first!.id}/entries?cursor=bm9wZQ`,
      headers: alice,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 415 for a request with nothing usable', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stickerei/upload-files',
      headers: alice,
      payload: form('files', [['notes.txt', Buffer.from('hello')]]),
    });
    expect(response.statusCode).toBe(415);
  });

  it('looks a file up without storing anything: exact, same motif, none', async () => {
    const lookup = async (name: string, bytes: Uint8Array) =>
      app.inject({
        method: 'POST',
        url: '/api/stickerei/lookup',
        headers: alice,
        payload: form('file', [[name, bytes]]),
      });
    const exact = (await lookup('bean.pes', bean.pes)).json<LookupResponse>();
    expect(exact.matches).toEqual([
      expect.objectContaining({
        name: 'bean',
        match: 'exact',
        formats: expect.arrayContaining(['pes']),
      }),
    ]);
    const exp = writePattern(readPattern(bean.pes, 'b.pes').pattern, 'exp');
    const motif = (await lookup('bean.exp', exp)).json<LookupResponse>();
    expect(motif.matches).toEqual([expect.objectContaining({ name: 'bean', match: 'same-motif' })]);
    const star = await corpusFile('pes/emm__Star.pes');
    expect((await lookup('star.pes', star)).json<LookupResponse>().matches).toEqual([]);
    expect((await lookup('x.txt', Buffer.from('text'))).statusCode).toBe(415);
  });
});
