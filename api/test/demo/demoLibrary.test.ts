import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysePattern, readPattern } from '@stickerei/embroidery';
import {
  COLOURS,
  DELETE_CONFIRMATIONS,
  DOWNLOAD_FORMATS,
  THEME_CATEGORIES,
  type DesignDetail,
  type DesignListResponse,
  type FilterOptions,
} from '@stickerei/shared/domain';
import type { OperationReporter } from '../../src/admin/operations/operationRunner.ts';
import { corpusDesigns } from '../../src/demo/corpusDesigns.ts';
import { parseCorpusSources } from '../../src/demo/corpusSources.ts';
import { demoDesignId, type DemoDesign } from '../../src/demo/demoDesign.ts';
import { demoLibraryState, demoLibraryWanted } from '../../src/demo/demoState.ts';
import { fillDemoLibrary } from '../../src/demo/fillDemoLibrary.ts';
import { generatedDesigns } from '../../src/demo/generatedDesigns.ts';
import { migrate } from '../../src/lib/migrate.ts';
import { createFileStorage } from '../../src/plugins/storage.ts';
import { build, freshDb } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { tempDataDir } from '../fixtures/uploads.ts';

const CORPUS = path.resolve(import.meta.dirname, '../../../corpus');

const reporter: OperationReporter = {
  signal: new AbortController().signal,
  progress: async () => undefined,
};

describe('demo library: what it is made of', async () => {
  const corpus = await corpusDesigns(CORPUS);
  const sources = parseCorpusSources(await readFile(path.join(CORPUS, 'SOURCES.md'), 'utf8'));

  it('takes the real files of the corpus, one design per motif, with repository and licence', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    const star = corpus.find((d) => d.key === 'corpus/emm__Star')!;
    expect(star.source).toMatchObject({
      kind: 'corpus',
      repository: 'Embroidermodder/Embroidermodder',
      url: 'https://github.com/Embroidermodder/Embroidermodder',
      licence: 'Zlib',
    });
    const formats = star.files().map((f) => f.format);
    expect(formats).toEqual(expect.arrayContaining(['pes', 'dst', 'jef', 'exp', 'xxx', 'hus']));
    expect(new Set(formats).size).toBe(formats.length);
    for (const design of corpus) {
      if (design.source.kind !== 'corpus') throw new Error(`${design.key} is not a corpus design`);
      const origin = design.key.split('/')[1]!.split('__')[0]!;
      expect(sources.get(origin)?.licence).toBe(design.source.licence);
      expect(design.source.files.every((f) => f.startsWith('real/'))).toBe(true);
    }
  });

  it('leaves out test shapes: blank, metadata-only, single stitches, tiny or flat files', async () => {
    const stems = corpus.map((d) => d.key.split('__')[1]!.toLowerCase());
    for (const shape of ['blank', 'metadata', 'minimal', 'nothing', 'rectangle', 'horizontal'])
      expect(stems.filter((s) => s.includes(shape))).toEqual([]);
    // Every readable corpus file that is not in the demo is one of those or a copy of a motif.
    const listed = new Set(
      corpus.flatMap((d) => (d.source.kind === 'corpus' ? d.source.files : [])),
    );
    expect(listed.size).toBeGreaterThan(100);
    for (const design of corpus) {
      const primary = analysePattern(readPattern(design.files()[0]!.bytes).pattern);
      expect(primary.stitches).toBeGreaterThanOrEqual(60);
      expect(Math.min(primary.widthMm, primary.heightMm)).toBeGreaterThanOrEqual(5);
    }
  });

  it('every file of a design reads as the same motif', () => {
    for (const design of corpus) {
      const [first, ...rest] = design
        .files()
        .map((f) => analysePattern(readPattern(f.bytes).pattern));
      for (const other of rest) {
        const sides = [other.widthMm, other.heightMm].sort();
        const own = [first!.widthMm, first!.heightMm].sort();
        expect(Math.abs(sides[0]! - own[0]!)).toBeLessThanOrEqual(own[0]! * 0.03 + 0.1);
        expect(Math.abs(sides[1]! - own[1]!)).toBeLessThanOrEqual(own[1]! * 0.03 + 0.1);
      }
    }
  });

  it('generates designs so every category, colour family and machine format has some', () => {
    const generated = generatedDesigns();
    expect(generated.length + corpus.length).toBeGreaterThanOrEqual(300);
    const categories = new Set(generated.flatMap((d) => d.tags));
    expect(THEME_CATEGORIES.filter((c) => !categories.has(c))).toEqual([]);
    const colours = new Set<string>();
    const formats = new Set<string>();
    for (const design of generated) {
      const files = design.files();
      for (const file of files) formats.add(file.format);
      const a = analysePattern(readPattern(files[0]!.bytes, files[0]!.fileName).pattern);
      for (const key of a.colorPalette) colours.add(key);
      expect(a.stitches).toBeGreaterThan(300);
    }
    expect(COLOURS.filter((c) => !colours.has(c))).toEqual([]);
    expect(DOWNLOAD_FORMATS.filter((f) => !formats.has(f))).toEqual([]);
    // Keys, and so design ids, are stable and distinct.
    const keys = [...generated, ...corpus].map((d) => demoDesignId(d.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('demo library: filling, reading, removing', async () => {
  const tokens = await tokenFactory();
  const dataDir = await tempDataDir();
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens), dataDir, mode: 'web' } });
  const admin = await as(tokens, 'ada', ['ADMIN']);
  const corpus = await corpusDesigns(CORPUS);
  const some: DemoDesign[] = [
    ...generatedDesigns().slice(0, 6),
    ...corpus.filter((d) => ['corpus/emm__Star', 'corpus/inkpyemb__Hopea'].includes(d.key)),
  ];
  const ctx = {
    db,
    storage: createFileStorage(path.join(dataDir, 'files')),
    log: app.log,
    corpusDir: CORPUS,
    jobs: { concurrency: 2, timeoutSeconds: 60, maxMemoryMb: 512 },
  };

  it('fills an empty library once, and a second fill adds nothing', async () => {
    expect(await demoLibraryWanted(db)).toBe(true);
    const result = await fillDemoLibrary(ctx, reporter, some);
    expect(result).toMatchObject({ designs: 8, created: 8, skipped: [] });
    expect(await demoLibraryState(db)).toBe('done');
    expect(await demoLibraryWanted(db)).toBe(false);
    expect(await fillDemoLibrary(ctx, reporter, some)).toMatchObject({ designs: 8, created: 0 });
  });

  it('shows the designs in the library with previews, formats and the source of real files', async () => {
    const list = (await app.inject('/api/stickerei/list')).json<DesignListResponse>();
    expect(list.total).toBe(8);
    expect(list.filling).toBe(false);
    for (const design of list.items) {
      const preview = await app.inject(design.representative_image_url);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/png');
      expect(design.embroidery_file_formats.length).toBeGreaterThan(0);
    }
    const star = (
      await app.inject(`/api/stickerei/${demoDesignId('corpus/emm__Star')}`)
    ).json<DesignDetail>();
    expect(star.name).toBe('Star');
    expect(star.source).toMatchObject({ kind: 'corpus', licence: 'Zlib' });
    expect(star.files.length).toBeGreaterThanOrEqual(6);
    const generated = (
      await app.inject(`/api/stickerei/${demoDesignId(some[0]!.key)}`)
    ).json<DesignDetail>();
    expect(generated.source).toEqual({ kind: 'generated' });
    expect(generated.threads.length).toBeGreaterThanOrEqual(2);
    const options = (await app.inject('/api/stickerei/filter-options')).json<FilterOptions>();
    expect(options.formats.map((f) => f.value)).toEqual(expect.arrayContaining(['pes', 'dst']));
  });

  it('downloads a real file byte for byte, and converts it to other formats', async () => {
    const id = demoDesignId('corpus/inkpyemb__Hopea');
    const original = await readFile(path.join(CORPUS, 'real/pes/inkpyemb__Hopea.pes'));
    const pes = await app.inject({
      url: `/api/stickerei/download-file?id=${id}&format=pes`,
      headers: admin,
    });
    expect(pes.statusCode).toBe(200);
    expect(Buffer.compare(pes.rawPayload, original)).toBe(0);
    const xxx = await app.inject({
      url: `/api/stickerei/download-file?id=${id}&format=xxx`,
      headers: admin,
    });
    expect(xxx.statusCode).toBe(200);
    expect(readPattern(new Uint8Array(xxx.rawPayload), 'h.xxx').format.id).toBe('xxx');
  });

  it('an admin removes the demo designs with their files, and the library stays empty', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/stickerei/delete-data',
      headers: admin,
      payload: { scope: 'demo', confirm: DELETE_CONFIRMATIONS.test },
    });
    expect(wrong.statusCode).toBe(400);
    const removed = await app.inject({
      method: 'POST',
      url: '/api/stickerei/delete-data',
      headers: admin,
      payload: { scope: 'demo', confirm: DELETE_CONFIRMATIONS.demo },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ scope: 'demo', designs: 8 });
    expect((await app.inject('/api/stickerei/list')).json<DesignListResponse>().total).toBe(0);
    await expect(readdir(path.join(dataDir, 'files', 'demo'))).resolves.toEqual([]);
    await expect(readdir(path.join(dataDir, 'files', 'previews'))).resolves.toEqual([]);
    expect(await demoLibraryWanted(db)).toBe(false);
  });
});

describe('demo library: the api fills it by itself at the first start', async () => {
  const tokens = await tokenFactory();
  const dataDir = await tempDataDir();
  const db = await freshDb();
  const app = await build({
    db,
    config: {
      cognito: cognitoFor(tokens),
      dataDir,
      demo: { enabled: true, corpusDir: CORPUS },
    },
  });

  it('starts the demo-library operation on an empty database, and designs appear', async () => {
    await expect
      .poll(
        async () =>
          (await db.query(`SELECT 1 FROM admin_operation WHERE kind = 'demo-library'`)).rows.length,
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect
      .poll(
        async () => (await app.inject('/api/stickerei/list')).json<DesignListResponse>().total,
        { timeout: 60_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    expect(await demoLibraryState(db)).toBe('filling');
    // Clients learn that the library grows (the site looks again shortly).
    await expect
      .poll(
        async () => (await app.inject('/api/stickerei/list')).json<DesignListResponse>().filling,
        { timeout: 5000 },
      )
      .toBe(true);
    // Closing stops the fill at its next design (it continues at the next start).
    await app.close();
    expect(await demoLibraryState(db)).toBe('filling');
  });
});

describe('demo library: not at a start that has designs', () => {
  it('leaves a database with designs alone', async () => {
    const db = await freshDb();
    await migrate(db);
    expect(await demoLibraryWanted(db)).toBe(true);
    await db.query(`INSERT INTO design (id, name, created_at) VALUES (gen_random_uuid(), 'x', 1)`);
    expect(await demoLibraryWanted(db)).toBe(false);
  });
});
