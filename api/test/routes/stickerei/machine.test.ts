import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  DesignDetail,
  DesignThreads,
  FormatCheckResult,
  SharedDesign,
  ThreadBrand,
  ThreadBrandSummary,
  UserSettings,
} from '@stickerei/shared/domain';
import {
  ciede2000,
  COLOR_CHANGE,
  END,
  JUMP,
  PatternBuilder,
  rgbToLab,
  STITCH,
  threadChart,
  TRIM,
  writePattern,
} from '@stickerei/embroidery';
import { build, freshDb, innerApp } from '../../helper.ts';
import { readPdf } from '../../../src/worksheets/worksheetFixtures.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';

const CHART = 'madeira-polyneon';

// Three chart colours far apart: the first, and the two farthest from it and each other.
function threeColours() {
  const colors = threadChart(CHART)!.colors;
  const lab = (rgb: number) => rgbToLab(rgb);
  const a = colors[0]!;
  const b = colors.reduce((best, c) =>
    ciede2000(lab(c.rgb), lab(a.rgb)) > ciede2000(lab(best.rgb), lab(a.rgb)) ? c : best,
  );
  const far = (c: (typeof colors)[number]) =>
    Math.min(ciede2000(lab(c.rgb), lab(a.rgb)), ciede2000(lab(c.rgb), lab(b.rgb)));
  const c = colors.reduce((best, x) => (far(x) > far(best) ? x : best));
  return [a, b, c];
}

/** A PES of three colour blocks of 120, 60 and 30 stitches in `colours`, with trims. */
function pesFile(colours: number[]) {
  const p = new PatternBuilder();
  const counts = [120, 60, 30];
  counts.forEach((count, block) => {
    if (block > 0) p.add(0, 0, COLOR_CHANGE);
    p.add(0, block * 20, JUMP);
    for (let i = 0; i < count; i++) p.add((i % 40) * 10, block * 20 + (i % 2) * 10, STITCH);
    p.add(0, 0, TRIM);
  });
  p.add(0, 0, END);
  const pattern = p.build();
  pattern.threads.push(...colours.map((color) => ({ color })));
  return writePattern(pattern, 'pes');
}

describe('at the machine: threads, settings, format checks, share links', async () => {
  const tokens = await tokenFactory();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stickerei-machine-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens), dataDir } });
  const storage = innerApp(app).storage;
  const userA = await as(tokens, 'user-a', ['USER']);
  const userB = await as(tokens, 'user-b', ['USER']);
  const [first, second, third] = threeColours();

  async function insertDesign(owner: string | null, name: string) {
    const id = randomUUID();
    const bytes = pesFile([first!.rgb, second!.rgb, third!.rgb]);
    const key = `uploads/${id}`;
    await storage.put(key, bytes);
    await db.query(
      `INSERT INTO design (id, owner_id, name, created_at, design_width, design_height,
         stitch_count, trim_count, color_change_count, stop_count, formats, color_palette)
       VALUES ($1, $2, $3, $4, 39, 5, 210, 3, 2, 1, '{pes}', '{RED}')`,
      [id, owner, name, Date.now()],
    );
    await db.query(
      `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key)
       VALUES ($1, $2, 'pes', $3, $4, $5, $6)`,
      [
        randomUUID(),
        id,
        `${name}.pes`,
        bytes.length,
        createHash('sha256').update(bytes).digest('hex'),
        key,
      ],
    );
    return id;
  }
  const own = await insertDesign('user-a', 'Rose Ä');
  const library = await insertDesign(null, 'Anchor');

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lists at least 20 thread charts and serves each with its colours', async () => {
    const list = await get('/api/threads/brands');
    expect(list.statusCode).toBe(200);
    const charts = list.json<ThreadBrandSummary[]>();
    expect(charts.length).toBeGreaterThanOrEqual(20);
    expect(charts.find((c) => c.id === CHART)?.colors).toBeGreaterThan(50);
    const chart = (await get(`/api/threads/brands/${CHART}`)).json<ThreadBrand>();
    expect(chart.colors).toHaveLength(charts.find((c) => c.id === CHART)!.colors);
    expect(chart.colors[0]!.rgb).toMatch(/^#[0-9a-f]{6}$/);
    expect((await get('/api/threads/brands/no-such-chart')).statusCode).toBe(404);
  });

  it("matches a design's blocks in sewing order to a chart", async () => {
    const res = await get(`/api/stickerei/${own}/threads?brand=${CHART}`, userA);
    expect(res.statusCode).toBe(200);
    const threads = res.json<DesignThreads>();
    expect(threads.blocks.map((b) => b.stitches)).toEqual([120, 60, 30]);
    expect(threads.blocks.map((b) => b.match?.code)).toEqual([
      first!.code,
      second!.code,
      third!.code,
    ]);
    expect(threads.blocks.every((b) => b.match?.deltaE === 0 && !b.noneClose)).toBe(true);
    // 210 stitches at 650/min + 2 colour changes × 30 s + 3 trims × 6 s + 1 stop × 30 s.
    expect(threads.estimatedMinutes).toBeCloseTo((210 / 650) * 1 + (60 + 18 + 30) / 60, 1);
    // Library designs for anyone; own designs for their owner only.
    expect((await get(`/api/stickerei/${library}/threads?brand=${CHART}`)).statusCode).toBe(200);
    expect((await get(`/api/stickerei/${own}/threads?brand=${CHART}`, userB)).statusCode).toBe(404);
    expect((await get(`/api/stickerei/${own}/threads?brand=${CHART}`)).statusCode).toBe(404);
    expect((await get(`/api/stickerei/${own}/threads?brand=nope`, userA)).statusCode).toBe(400);
    expect((await get(`/api/stickerei/${library}/threads?brand=mine`)).statusCode).toBe(401);
  });

  it("matches to the user's own threads and says where nothing is close", async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/threads',
      headers: userA,
      payload: { items: [{ brand: CHART, code: first!.code }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ items: [{ brand: CHART, code: first!.code }] });
    // A brand name and a code without its leading zeros are stored as the chart's own.
    const byName = await app.inject({
      method: 'PUT',
      url: '/api/user/threads',
      headers: userB,
      payload: { items: [{ brand: 'Isacord Polyester', code: '15' }] },
    });
    expect(byName.json()).toEqual({ items: [{ brand: 'isacord-polyester', code: '0015' }] });
    await app.inject({
      method: 'PUT',
      url: '/api/user/threads',
      headers: userB,
      payload: { items: [] },
    });
    const threads = (
      await get(`/api/stickerei/${own}/threads?brand=mine`, userA)
    ).json<DesignThreads>();
    expect(threads.blocks[0]).toMatchObject({
      noneClose: false,
      match: { code: first!.code, brand: CHART, brandName: 'Madeira Polyneon' },
    });
    expect(threads.blocks[1]!.noneClose).toBe(true);
    expect(threads.blocks[1]!.match!.deltaE).toBeGreaterThan(5);
    // Another user's stock is their own.
    const theirs = (
      await get(`/api/stickerei/${library}/threads?brand=mine`, userB)
    ).json<DesignThreads>();
    expect(theirs.blocks.every((b) => b.match === null && b.noneClose)).toBe(true);
  });

  it('refuses threads that are not in their chart and keeps the stock as it was', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/threads',
      headers: userA,
      payload: {
        items: [
          { brand: CHART, code: second!.code },
          { brand: CHART, code: 'NO-SUCH-CODE' },
          { brand: 'no-chart', code: '1' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('2 threads are not in the named chart');
    const stock = (await get('/api/user/threads', userA)).json<{ items: unknown[] }>();
    expect(stock.items).toEqual([{ brand: CHART, code: first!.code }]);
    for (const payload of [{}, { items: 'x' }, { items: [{ brand: CHART }] }]) {
      const bad = await app.inject({
        method: 'PUT',
        url: '/api/user/threads',
        headers: userA,
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await get('/api/user/threads')).statusCode).toBe(401);
  });

  it("keeps a machine profile and hoops, and the design's time follows the profile", async () => {
    const defaults = (await get('/api/user/settings', userA)).json<UserSettings>();
    expect(defaults).toEqual({
      machine: {
        stitchesPerMinute: 650,
        secondsPerColourChange: 30,
        secondsPerTrim: 6,
        secondsPerStop: 30,
      },
      hoops: [],
      threadBrand: null,
    });
    const before = (await get(`/api/stickerei/${own}`, userA)).json<DesignDetail>();
    const machine = {
      stitchesPerMinute: 210,
      secondsPerColourChange: 60,
      secondsPerTrim: 0,
      secondsPerStop: 0,
    };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: userA,
      payload: { machine, hoops: [{ name: '10×10', widthMm: 100, heightMm: 100 }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<UserSettings>().threadBrand).toBeNull();
    const after = (await get(`/api/stickerei/${own}`, userA)).json<DesignDetail>();
    // 210 stitches at 210/min = 1 min, plus 2 colour changes of a minute.
    expect(after.estimated_minutes).toBe(3);
    expect(before.estimated_minutes).not.toBe(3);
    // Anonymous callers and other users: the defaults.
    expect((await get(`/api/stickerei/${library}`)).json<DesignDetail>().estimated_minutes).toBe(
      before.estimated_minutes,
    );
    const brand = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: userA,
      payload: { threadBrand: CHART },
    });
    expect(brand.json<UserSettings>()).toMatchObject({ threadBrand: CHART, machine });
    const remembered = (await get(`/api/stickerei/${own}/threads`, userA)).json<DesignThreads>();
    expect(remembered.brand).toBe(CHART);
  });

  it.each([
    [
      {
        machine: {
          stitchesPerMinute: 0,
          secondsPerColourChange: 1,
          secondsPerTrim: 1,
          secondsPerStop: 1,
        },
      },
    ],
    [{ hoops: [{ name: '', widthMm: 100, heightMm: 100 }] }],
    [{ hoops: [{ name: 'x', widthMm: -1, heightMm: 100 }] }],
    [{ hoops: Array.from({ length: 21 }, () => ({ name: 'x', widthMm: 1, heightMm: 1 })) }],
    [{ threadBrand: 'no-such-chart' }],
    [{ machine: { stitchesPerMinute: 650 } }],
    [{ hoops: 'none' }],
  ])('refuses settings %j with 400', async (payload) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: userB,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect((await get('/api/user/settings', userB)).json<UserSettings>().hoops).toEqual([]);
  });

  it('tells what a format loses before the download', async () => {
    const dst = await get(`/api/stickerei/${own}/format-check?format=dst`, userA);
    expect(dst.statusCode).toBe(200);
    const check = dst.json<FormatCheckResult>();
    expect(check.ok).toBe(false);
    expect(check.warnings.map((w) => w.code)).toContain('colours-not-stored');
    const pes = (
      await get(`/api/stickerei/${own}/format-check?format=pes`, userA)
    ).json<FormatCheckResult>();
    // Its own PES downloads as it is; a conversion to JEF maps to Janome's palette.
    expect(pes).toMatchObject({ ok: true, original: true, warnings: [] });
    const jef = (
      await get(`/api/stickerei/${own}/format-check?format=jef`, userA)
    ).json<FormatCheckResult>();
    expect(jef).toMatchObject({ original: false, writable: true });
    expect(jef.warnings.map((w) => w.code)).not.toContain('colours-not-stored');
    expect((await get(`/api/stickerei/${own}/format-check?format=bmp`, userA)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/stickerei/${own}/format-check`, userA)).statusCode).toBe(400);
    expect((await get(`/api/stickerei/${own}/format-check?format=dst`, userB)).statusCode).toBe(
      404,
    );
  });

  it('shares a preview and facts of an own design, never its files, until revoked', async () => {
    const share = () =>
      app.inject({ method: 'POST', url: `/api/stickerei/${own}/share`, headers: userA });
    const made = await share();
    expect(made.statusCode).toBe(200);
    const { token, url } = made.json<{ token: string; url: string }>();
    expect(url).toContain(token);
    // A second click answers the same link, two at once too, and the design page finds it.
    expect((await share()).json<{ token: string }>().token).toBe(token);
    const [once, twice] = await Promise.all([share(), share()]);
    expect([once.json<{ token: string }>().token, twice.json<{ token: string }>().token]).toEqual([
      token,
      token,
    ]);
    const active = await get(`/api/stickerei/${own}/share`, userA);
    expect(active.json()).toEqual({ token, url });
    expect((await get(`/api/stickerei/${own}/share`, userB)).statusCode).toBe(404);
    const seen = await get(`/api/share/${token}`);
    expect(seen.statusCode).toBe(200);
    const shared = seen.json<SharedDesign>();
    expect(shared).toMatchObject({ name: 'Rose Ä', stitches: 210, formats: ['pes'] });
    expect(JSON.stringify(shared)).not.toContain('user-a');
    expect(JSON.stringify(shared)).not.toMatch(/download|storage|uploads\//);
    const preview = await get(shared.previewUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    // The token opens nothing else.
    const download = `/api/stickerei/download-file?id=${own}&format=pes`;
    expect((await get(download)).statusCode).toBe(401);
    expect((await get(download, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await get(download, userB)).statusCode).toBe(404);
    // Others cannot share or revoke it; library designs are public already.
    expect(
      (await app.inject({ method: 'POST', url: `/api/stickerei/${own}/share`, headers: userB }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/stickerei/${own}/share`, headers: userB }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/stickerei/${library}/share`, headers: userA }))
        .statusCode,
    ).toBe(400);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/stickerei/${own}/share`,
      headers: userA,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await get(`/api/share/${token}`)).statusCode).toBe(404);
    expect((await get(`/api/stickerei/${own}/share`, userA)).statusCode).toBe(404);
    expect((await get('/api/share/unknown-token')).statusCode).toBe(404);
    // A new link after the revocation is a new token.
    expect((await share()).json<{ token: string }>().token).not.toBe(token);
  });

  it('prints a worksheet of a design in the chosen chart and language', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: userA,
      payload: { hoops: [{ name: '10×10', widthMm: 100, heightMm: 100 }] },
    });
    const res = await get(
      `/api/stickerei/${own}/worksheet.pdf?brand=${CHART}&lang=de&paper=letter`,
      userA,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Arbeitsblatt');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toBe(2);
    expect(pdf.sizes[0]).toEqual([612, 792]);
    const text = pdf.text.join('\n');
    expect(text).toContain('Rose Ä');
    for (const colour of [first!, second!, third!]) expect(text).toContain(colour.code);
    expect(text).toContain('10 mm');
    expect(text).toContain('10×10'); // the user's hoop the design fits
    // Anonymous callers print library designs; own designs stay their owner's.
    expect((await get(`/api/stickerei/${library}/worksheet.pdf`)).statusCode).toBe(200);
    expect((await get(`/api/stickerei/${own}/worksheet.pdf`)).statusCode).toBe(404);
    expect((await get(`/api/stickerei/${library}/worksheet.pdf?brand=mine`)).statusCode).toBe(401);
    expect((await get(`/api/stickerei/${own}/worksheet.pdf?lang=fr`, userA)).statusCode).toBe(400);
  });

  it('prints many designs in one PDF with the threads the stock lacks', async () => {
    const second_ = await insertDesign('user-a', 'Tulip');
    const res = await app.inject({
      method: 'POST',
      url: '/api/stickerei/worksheets',
      headers: userA,
      payload: { ids: [own, library, second_, own, randomUUID()], brand: CHART, lang: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    // Three designs of two pages each, and the shopping list.
    expect(pdf.pages).toBe(7);
    const last = pdf.text.at(-1)!;
    // user-a has the first colour: the other two are to buy, for all three designs.
    expect(last).toContain(second!.code);
    expect(last).toContain(third!.code);
    expect(last).not.toContain(first!.code);
    const refused = [
      { ids: [] },
      { ids: ['nope'] },
      { ids: Array.from({ length: 101 }, () => randomUUID()) },
      { ids: [randomUUID()] },
    ];
    for (const payload of refused) {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/stickerei/worksheets',
        headers: userA,
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/stickerei/worksheets',
      headers: userB,
      payload: { ids: [own] },
    });
    expect(foreign.statusCode).toBe(400);
  });
});
