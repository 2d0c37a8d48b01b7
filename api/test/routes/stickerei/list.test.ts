import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MACHINE_PROFILE,
  estimateMinutes,
  type DesignListResponse,
  type FilterOptions,
  type MachineProfile,
} from '@stickerei/shared/domain';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { insertDesigns, makeDesigns, type TestDesign } from '../../fixtures/library.ts';
import { matches, queryOf, type RefFilters } from '../../fixtures/libraryReference.ts';

const designs = makeDesigns(240, { 'user-a': 12, 'user-b': 4 });
const library = designs.filter((d) => d.owner_id === null);

type Sort = 'newest' | 'name' | 'stitches' | 'size' | 'time';

// Seconds a design runs on a machine (docs/machine.md "Running time").
const seconds = (d: TestDesign, m: MachineProfile = DEFAULT_MACHINE_PROFILE) =>
  (d.stitch_count * 60) / m.stitchesPerMinute +
  d.color_change_count * m.secondsPerColourChange +
  d.trim_count * m.secondsPerTrim +
  d.stop_count * m.secondsPerStop;
const minutes = (d: TestDesign, m: MachineProfile = DEFAULT_MACHINE_PROFILE) =>
  estimateMinutes(
    {
      stitches: d.stitch_count,
      colourChanges: d.color_change_count,
      trims: d.trim_count,
      stops: d.stop_count,
    },
    m,
  );

const key: Record<Sort, (d: TestDesign) => number | string> = {
  newest: (d) => d.created_at,
  name: (d) => d.name.toLowerCase(),
  stitches: (d) => d.stitch_count,
  size: (d) => Math.fround(Math.fround(d.design_width) * Math.fround(d.design_height)),
  time: (d) => seconds(d),
};

function sorted(
  list: TestDesign[],
  sort: Sort,
  order: 'asc' | 'desc',
  keyOf: (d: TestDesign) => number | string = key[sort],
): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...list]
    .sort((a, b) => sign * (cmp(keyOf(a), keyOf(b)) || cmp(a.id, b.id)))
    .map((d) => d.id);
}

describe('GET /api/stickerei/list', async () => {
  const tokens = await tokenFactory();
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens) } });
  await insertDesigns(db, designs);
  const userA = await as(tokens, 'user-a', ['USER']);

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `/api/stickerei/list?${query}`, headers });
    return { status: res.statusCode, body: res.json<DesignListResponse>() };
  };

  // Follows nextCursor to the end and returns every id in order.
  const walk = async (query: string, headers: Record<string, string> = {}) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 100; i++) {
      const { status, body } = await list(
        `${query}&pageSize=37${cursor ? `&cursor=${cursor}` : ''}`,
        headers,
      );
      expect(status).toBe(200);
      ids.push(...body.items.map((d) => d.id));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    return ids;
  };

  it('answers anonymously with 20 newest library designs, an exact total and a cursor', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(20);
    expect(body.total).toBe(library.length);
    expect(body.totalIsEstimate).toBe(false);
    expect(body.page).toBe(1);
    expect(body.items.map((d) => d.id)).toEqual(sorted(library, 'newest', 'desc').slice(0, 20));
    expect(body.nextCursor).toEqual(expect.any(String));
    const first = body.items[0]!;
    const source = library.find((d) => d.id === first.id)!;
    expect(first).toMatchObject({
      name: source.name,
      stick_set: source.stick_set,
      embroidery_file_formats: source.formats,
      favorite: false,
      already_stitched: false,
      owner: null,
      representative_image_url: `/api/stickerei/${first.id}/preview/256.png`,
    });
  });

  it.each([
    ['newest', 'desc'],
    ['newest', 'asc'],
    ['name', 'asc'],
    ['name', 'desc'],
    ['stitches', 'asc'],
    ['size', 'desc'],
    ['time', 'asc'],
    ['time', 'desc'],
  ] as const)('pages through every design by cursor: sort %s %s', async (sort, order) => {
    expect(await walk(`sort=${sort}&order=${order}`)).toEqual(sorted(library, sort, order));
  });

  describe('at the machine: running time and hoops', () => {
    const machine: MachineProfile = {
      stitchesPerMinute: 1000,
      secondsPerColourChange: 120,
      secondsPerTrim: 0,
      secondsPerStop: 600,
    };
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/user/settings', headers: userA, payload });

    it('gives every listed design its running time on the default machine', async () => {
      const { body } = await list('sort=time&order=desc&pageSize=50');
      expect(body.items).toHaveLength(50);
      for (const item of body.items) {
        const source = library.find((d) => d.id === item.id)!;
        expect(item.estimated_minutes).toBe(minutes(source));
      }
      // The longest design comes first, and the order is not that of the stitch count alone.
      expect(body.items[0]!.estimated_minutes).toBe(Math.max(...library.map((d) => minutes(d))));
      expect(sorted(library, 'time', 'asc')).not.toEqual(sorted(library, 'stitches', 'asc'));
    });

    it("sorts and filters by the running time on the caller's own machine", async () => {
      expect((await put({ machine })).statusCode).toBe(200);
      try {
        const mine = (d: TestDesign) => seconds(d, machine);
        expect(await walk('sort=time&order=asc', userA)).toEqual(
          sorted(library, 'time', 'asc', mine),
        );
        const { body } = await list('sort=time&pageSize=5', userA);
        const source = library.find((d) => d.id === body.items[0]!.id)!;
        expect(body.items[0]!.estimated_minutes).toBe(minutes(source, machine));
        const limit = 25.5;
        const expected = library.filter((d) => minutes(d, machine) <= limit);
        expect(expected.length).toBeGreaterThan(10);
        expect(expected.length).toBeLessThan(library.length - 10);
        const ids = await walk(`maxMinutes=${limit}&sort=time`, userA);
        expect(ids).toEqual(sorted(expected, 'time', 'asc', mine));
        // The default machine gives another set for the same limit.
        const anonymous = await walk(`maxMinutes=${limit}`);
        expect(new Set(anonymous)).toEqual(
          new Set(library.filter((d) => minutes(d) <= limit).map((d) => d.id)),
        );
        expect(anonymous.length).not.toBe(ids.length);
      } finally {
        await put({ machine: DEFAULT_MACHINE_PROFILE });
      }
    });

    it.each([
      // Every term differs a little: bounded by the default running time's index.
      [
        {
          stitchesPerMinute: 800,
          secondsPerColourChange: 45,
          secondsPerTrim: 8,
          secondsPerStop: 20,
        },
      ],
      // An automatic trimmer: bounded by stitches and colour changes.
      [
        {
          stitchesPerMinute: 900,
          secondsPerColourChange: 20,
          secondsPerTrim: 0,
          secondsPerStop: 0,
        },
      ],
      // Nothing but stitches: bounded by the stitch count.
      [{ stitchesPerMinute: 700, secondsPerColourChange: 0, secondsPerTrim: 0, secondsPerStop: 0 }],
    ] as Array<[MachineProfile]>)(
      'sorts by the running time on machine %j through an indexed order, pages included',
      async (machine) => {
        expect((await put({ machine })).statusCode).toBe(200);
        try {
          const mine = (d: TestDesign) => seconds(d, machine);
          for (const order of ['asc', 'desc'] as const) {
            const expected = sorted(library, 'time', order, mine);
            expect(expected).not.toEqual(sorted(library, 'time', order));
            expect(await walk(`sort=time&order=${order}`, userA)).toEqual(expected);
            const page = await list(`sort=time&order=${order}&page=4&pageSize=25`, userA);
            expect(page.body.items.map((d) => d.id)).toEqual(expected.slice(75, 100));
            const colour = library.filter((d) => d.color_palette.includes('GREEN'));
            expect(await walk(`sort=time&order=${order}&colors=GREEN`, userA)).toEqual(
              sorted(colour, 'time', order, mine),
            );
          }
        } finally {
          await put({ machine: DEFAULT_MACHINE_PROFILE });
        }
      },
    );

    it('counts the facets under the running-time limit', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/stickerei/filter-options?maxMinutes=40',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<FilterOptions>().total).toBe(library.filter((d) => minutes(d) <= 40).length);
    });

    it('filters by the hoops of the caller, either way round', async () => {
      const anonymous = await list('fitsMyHoops=true');
      expect(anonymous.status).toBe(401);
      const none = await list('fitsMyHoops=true', userA);
      expect(none.status).toBe(400);
      expect(JSON.stringify(none.body)).toMatch(/no hoops yet/);
      const hoops = [
        { name: 'Small', widthMm: 100, heightMm: 100 },
        { name: 'Jumbo', widthMm: 180, heightMm: 130 },
      ];
      expect((await put({ hoops })).statusCode).toBe(200);
      try {
        const fits = (d: TestDesign) =>
          hoops.some((h) => matches(d, { hoopWidth: h.widthMm, hoopHeight: h.heightMm }));
        const expected = library.filter(fits);
        expect(expected.length).toBeGreaterThan(5);
        expect(await walk('fitsMyHoops=true', userA)).toEqual(sorted(expected, 'newest', 'desc'));
        const combined = await list('fitsMyHoops=true&colors=RED&pageSize=100', userA);
        expect(combined.body.total).toBe(
          expected.filter((d) => d.color_palette.includes('RED')).length,
        );
      } finally {
        await put({ hoops: [] });
      }
    });

    it('refuses a running-time limit that is not a positive number', async () => {
      for (const bad of ['0', '-3', 'abc', '1e9']) {
        expect((await list(`maxMinutes=${bad}`)).status).toBe(400);
      }
    });
  });

  it('serves page numbers', async () => {
    const { body } = await list('sort=name&page=3&pageSize=25');
    expect(body.page).toBe(3);
    expect(body.items.map((d) => d.id)).toEqual(sorted(library, 'name', 'asc').slice(50, 75));
  });

  const combos: RefFilters[] = [
    { categories: ['FLOWER'] },
    { categories: ['FLOWER', 'BIRD'] },
    { colors: ['RED'] },
    { colors: ['RED', 'BLUE'], formats: ['pes'] },
    { formats: ['hus', 'dst'] },
    // Formats without a bit in the mask are tested on the formats array (no design has these).
    { formats: ['0'] },
    { formats: ['xyz', 'pes'] },
    { stickType: 'MULTIPLE_TYPES', commercial: true },
    { sponsored: true },
    { author: 'Anna Berg' },
    { set: 'Garden', categories: ['PET'] },
    { minWidth: 100, maxWidth: 200, minHeight: 50 },
    { hoopWidth: 100, hoopHeight: 160 },
    { q: 'ros' },
    { q: 'Rose spring' },
    { q: 'garden ANNA' },
    { q: 'zzz' },
    { q: 'tree', colors: ['GREEN'], commercial: true },
  ];

  it.each(combos.map((f) => [JSON.stringify(f), f] as const))('filters %s', async (_, f) => {
    const expected = sorted(
      library.filter((d) => matches(d, f)),
      'newest',
      'desc',
    );
    expect(await walk(queryOf(f))).toEqual(expected);
    const { body } = await list(queryOf(f));
    expect(body.total).toBe(expected.length);
    expect(body.totalIsEstimate).toBe(false);
  });

  it('sorts by running time under a format the mask does not know', async () => {
    const { body } = await list('formats=0&sort=time');
    expect(body.items).toEqual([]);
    expect(body.total).toBe(0);
  });

  it('takes a single list value as a list', async () => {
    const { body } = await list('colors=RED');
    expect(body.total).toBe(library.filter((d) => d.color_palette.includes('RED')).length);
  });

  it("joins in the caller's flags and filters favorites and stitched designs", async () => {
    const [a, b, c] = sorted(library, 'newest', 'desc');
    for (const id of [a, b]) {
      await app.inject({
        method: 'PUT',
        url: `/api/stickerei/${id}/favorite`,
        headers: userA,
        payload: { value: true },
      });
    }
    await app.inject({
      method: 'PUT',
      url: `/api/stickerei/${c}/already-stitched`,
      headers: userA,
      payload: { value: true },
    });
    const favorites = await list('favorites=true', userA);
    expect(favorites.body.items.map((d) => d.id).sort()).toEqual([a, b].sort());
    expect(favorites.body.items.every((d) => d.favorite)).toBe(true);
    const stitched = await list('stitched=true', userA);
    expect(stitched.body.items.map((d) => d.id)).toEqual([c]);
    const page = await list('', userA);
    expect(page.body.items.slice(0, 3).map((d) => [d.favorite, d.already_stitched])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
  });

  it('needs sign-in for favorites, stitched and own designs', async () => {
    for (const q of ['favorites=true', 'stitched=true', 'scope=mine']) {
      const { status, body } = await list(q);
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it("lists the caller's own designs with signed previews, and only theirs", async () => {
    const own = designs.filter((d) => d.owner_id === 'user-a');
    const { body } = await list('scope=mine&pageSize=100', userA);
    expect(body.items.map((d) => d.id)).toEqual(sorted(own, 'newest', 'desc'));
    expect(body.total).toBe(own.length);
    expect(body.items[0]!.representative_image_url).toMatch(/\?exp=\d+&sig=[\w-]+$/);
    const library = await list('pageSize=100', userA);
    expect(library.body.items.some((d) => d.owner !== null)).toBe(false);
  });

  it.each([
    ['categories=NOT_A_CATEGORY'],
    ['colors=PINK'],
    ['stickType=ANY'],
    ['pageSize=0'],
    ['pageSize=101'],
    ['page=0'],
    ['minWidth=wide'],
    ['minWidth=-1'],
    ['minWidth=200&maxWidth=100'],
    ['hoopWidth=100'],
    ['sort=random'],
    ['order=sideways'],
    ['cursor=not-a-cursor'],
    ['page=1000'],
    [`q=${'x'.repeat(201)}`],
    ['formats=..%2F..%2Fetc'],
  ])('refuses %s with 400', async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('refuses a cursor made for another sort', async () => {
    const { body } = await list('sort=name');
    const { status } = await list(`sort=stitches&cursor=${body.nextCursor}`);
    expect(status).toBe(400);
  });

  it('treats hostile text as words', async () => {
    for (const q of ["'; DROP TABLE design; --", '%', '_', '\\', "o'Brien", 'a:*|b', '(((']) {
      const { status } = await list(queryOf({ q }));
      expect(status).toBe(200);
    }
    expect((await list('')).body.total).toBe(library.length);
    const { body } = await list(queryOf({ q: "rose'; --" }));
    expect(body.total).toBe(library.filter((d) => matches(d, { q: 'rose' })).length);
  });

  it('records a search with its terms, filters and result count', async () => {
    await list(queryOf({ q: 'Tulip', colors: ['RED'] }));
    const { rows } = await db.query<{
      payload: { q: string; total: number; filters: { colors: string[] } };
    }>(`SELECT payload FROM event WHERE type = 'search' ORDER BY id DESC LIMIT 1`);
    expect(rows[0]!.payload).toMatchObject({
      q: 'Tulip',
      filters: { colors: ['RED'] },
      total: library.filter((d) => matches(d, { q: 'Tulip', colors: ['RED'] })).length,
    });
  });
});
