import { describe, expect, it } from 'vitest';
import type { FacetCount, FilterOptions } from '@stickerei/shared/domain';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { insertDesigns, makeDesigns, type TestDesign } from '../../fixtures/library.ts';
import { facetCounts, matches, queryOf, type RefFilters } from '../../fixtures/libraryReference.ts';
import { parseFilters } from '../../../src/library/filters.ts';
import { filterOptions } from '../../../src/library/facets.ts';
import { COUNT_LIMITS } from '../../../src/library/countPlan.ts';
import { migrate } from '../../../src/lib/migrate.ts';
import { countDesigns, listDesigns } from '../../../src/library/listDesigns.ts';
import { createPreviewUrls } from '../../../src/lib/previewUrl.ts';

const designs = makeDesigns(240, { 'user-a': 12 });
const library = designs.filter((d) => d.owner_id === null);

const asMap = (list: FacetCount[]) =>
  new Map(list.filter((f) => f.count > 0).map((f) => [f.value, f.count]));

/** The response equals brute-force counts over `set`. */
function expectCounts(body: FilterOptions, set: TestDesign[]) {
  const ref = facetCounts(set);
  expect(asMap(body.categories)).toEqual(ref.categories);
  expect(asMap(body.colors)).toEqual(ref.colors);
  expect(asMap(body.formats)).toEqual(ref.formats);
  expect(asMap(body.stickTypes)).toEqual(ref.stickTypes);
  // Top 20 of each; the test data has fewer authors and sets than that.
  expect(asMap(body.authors)).toEqual(ref.authors);
  expect(asMap(body.sets)).toEqual(ref.sets);
  expect([body.commercial, body.sponsored, body.total]).toEqual([
    ref.commercial,
    ref.sponsored,
    ref.total,
  ]);
  if (set.length > 0) {
    expect(body.size.minWidth).toBeCloseTo(Math.min(...set.map((d) => d.design_width)), 3);
    expect(body.size.maxHeight).toBeCloseTo(Math.max(...set.map((d) => d.design_height)), 3);
  }
  expect(body.estimated).toBe(false);
}

describe('GET /api/stickerei/filter-options', async () => {
  const tokens = await tokenFactory();
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens) } });
  await insertDesigns(db, designs);
  const userA = await as(tokens, 'user-a', ['USER']);
  const options = async (query: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/stickerei/filter-options?${query}`,
      headers,
    });
    return { status: res.statusCode, body: res.json<FilterOptions>() };
  };

  it('gives the whole library from the maintained counts', async () => {
    const { status, body } = await options('');
    expect(status).toBe(200);
    expectCounts(body, library);
    expect(body.categories).toHaveLength(48);
    expect(body.colors).toHaveLength(15);
    expect(body.stickTypes).toHaveLength(4);
  });

  const combos: RefFilters[] = [
    { categories: ['FLOWER'] },
    { colors: ['RED', 'BLUE'] },
    { formats: ['pes'], commercial: true },
    { stickType: 'SINGLE_TYPE', sponsored: true },
    { q: 'rose', minWidth: 50 },
    { author: 'Bea Stich', hoopWidth: 200, hoopHeight: 260 },
    { q: 'nothing-matches-this' },
  ];

  it.each(combos.map((f) => [JSON.stringify(f), f] as const))('counts under %s', async (_, f) => {
    const { status, body } = await options(queryOf(f));
    expect(status).toBe(200);
    expectCounts(
      body,
      library.filter((d) => matches(d, f)),
    );
  });

  it('keeps the maintained counts right through edits, moves and deletions', async () => {
    const [first, second, third] = library;
    await db.query(
      `UPDATE design SET assigned_tags = '{HALLOWEEN,PET}', color_palette = '{}' WHERE id = $1`,
      [first!.id],
    );
    await db.query(`UPDATE design SET owner_id = 'user-z' WHERE id = $1`, [second!.id]);
    await db.query('DELETE FROM design WHERE id = $1', [third!.id]);
    const changed = library
      .filter((d) => d !== second && d !== third)
      .map((d) =>
        d === first ? { ...d, assigned_tags: ['HALLOWEEN', 'PET'], color_palette: [] } : d,
      );
    expectCounts((await options('')).body, changed);
    const before = await db.query(
      'SELECT facet, value, count FROM library_facet_count WHERE count <> 0 ORDER BY 1, 2',
    );
    await db.query('SELECT library_facet_recount()');
    const after = await db.query(
      'SELECT facet, value, count FROM library_facet_count ORDER BY 1, 2',
    );
    expect(after.rows).toEqual(before.rows);
  });

  it("counts the caller's own designs", async () => {
    const own = designs.filter((d) => d.owner_id === 'user-a');
    expectCounts((await options('scope=mine', userA)).body, own);
    expect((await options('scope=mine')).status).toBe(401);
    expect((await options('favorites=true')).status).toBe(401);
  });

  it.each([['categories=NOPE'], ['colors=RED&colors=NOPE'], ['maxHeight=x'], ['hoopHeight=0']])(
    'refuses %s with 400',
    async (query) => {
      expect((await options(query)).status).toBe(400);
    },
  );

  describe('at scale (limits lowered so 240 designs behave like a million)', () => {
    const limits = {
      totalCap: 20,
      exactWalkLimit: 100,
      facetExactLimit: 1000,
      sampleTarget: 50,
      minSampleHits: 5,
      wordIndexLimit: 10,
      walkLimit: 40,
      collectLimit: 100,
      // No planner cost is this low: past the first walk, pages walk on as at a million.
      collectCostLimit: 0,
      boxLimit: 0,
      boxWalkLimit: 0,
      boxCountLimit: 0,
      embeddedWalkLimit: 100_000,
      guessShare: 0.15,
    };
    // A quarter of the library has sample_key 0 (the rest 500): with a target of 50 the sample is
    // exactly the sample_key 0 rows.
    const filters = (q: Record<string, unknown>) => parseFilters(q, null);

    it('estimates broad filters from the sample, flagged', async () => {
      const current = (await db.query<TestDesign>('SELECT * FROM design WHERE owner_id IS NULL'))
        .rows;
      const scale = current.length / current.filter((d) => d.sample_key === 0).length;
      const sampled = current.filter((d) => d.sample_key === 0 && d.commercially_usable);
      const body = await filterOptions(db, filters({ commercial: true }), limits);
      expect(body.estimated).toBe(true);
      expect(body.total).toBe(Math.round(sampled.length * scale));
      const red = sampled.filter((d) => d.color_palette.includes('RED')).length;
      expect(body.colors.find((c) => c.value === 'RED')!.count).toBe(Math.round(red * scale));
      const counted = await countDesigns(db, filters({ commercial: true }), limits);
      expect(counted).toEqual({ total: body.total, estimated: true });
    });

    it('counts exactly when an indexed value narrows the set below the cap', async () => {
      const current = (await db.query<TestDesign>('SELECT * FROM design WHERE owner_id IS NULL'))
        .rows;
      const expected = current.filter(
        (d) => d.author === 'Emil Garn' && d.assigned_tags.includes('BIRD'),
      );
      const f = filters({ categories: ['BIRD'], author: 'Emil Garn' });
      expect(await countDesigns(db, f, { ...limits, totalCap: 1000 })).toEqual({
        total: expected.length,
        estimated: false,
      });
      const body = await filterOptions(db, f, { ...limits, totalCap: 1000 });
      expect([body.total, body.estimated]).toEqual([expected.length, false]);
    });

    it('takes the facets of a large exactly counted set from the sample', async () => {
      const current = (await db.query<TestDesign>('SELECT * FROM design WHERE owner_id IS NULL'))
        .rows;
      const set = current.filter(
        (d) => d.color_palette.includes('RED') && d.formats.includes('pes'),
      );
      const f = filters({ colors: ['RED'], formats: ['pes'] });
      // Above the cap only by the rarer value's own count; an estimate above the facet limit.
      const wide = { ...limits, totalCap: set.length, minSampleHits: 1000, facetExactLimit: -1 };
      expect(await countDesigns(db, f, wide)).toEqual({ total: set.length, estimated: false });
      const body = await filterOptions(db, f, wide);
      expect(body.estimated).toBe(true);
      const sample = current.filter((d) => d.sample_key === 0);
      const hits = set.filter((d) => d.sample_key === 0).length;
      expect(body.total).toBe(Math.round((hits * current.length) / sample.length));
    });

    it('counts rare free text exactly and common free text from the sample', async () => {
      const current = (await db.query<TestDesign>('SELECT * FROM design WHERE owner_id IS NULL'))
        .rows;
      const tulips = current.filter((d) => matches(d, { q: 'tulip' }));
      const rare = { ...limits, totalCap: 1000, wordIndexLimit: 1000 };
      expect(await countDesigns(db, filters({ q: 'tulip' }), rare)).toEqual({
        total: tulips.length,
        estimated: false,
      });
      // "rose" also starts "Roses": common enough for the sample at these limits.
      const common = await countDesigns(db, filters({ q: 'rose' }), limits);
      const sample = current.filter((d) => d.sample_key === 0);
      const hits = sample.filter((d) => matches(d, { q: 'rose' })).length;
      expect(hits).toBeGreaterThan(5);
      expect(common).toEqual({
        total: Math.round((hits * current.length) / sample.length),
        estimated: true,
      });
      const roses = current.filter((d) => matches(d, { q: 'rose' }));
      const page = await listDesigns(
        db,
        createPreviewUrls('x'.repeat(32)),
        filters({ q: 'rose' }),
        { pageSize: 100 },
        limits,
      );
      expect(page.items.map((d) => d.id).sort()).toEqual(roses.map((d) => d.id).sort());
    });

    it('counts common free text in a category exactly, inside the category index', async () => {
      const current = (await db.query<TestDesign>('SELECT * FROM design WHERE owner_id IS NULL'))
        .rows;
      const birds = current.filter((d) => d.assigned_tags.includes('BIRD'));
      const red = current.filter((d) => d.color_palette.includes('RED'));
      // Both values are more than a walk reading table rows may pass (a quarter of the walk
      // limit), fewer than the walk limit, and more than the cap.
      for (const n of [birds.length, red.length]) {
        expect(n).toBeGreaterThan(limits.exactWalkLimit / 4);
        expect(n).toBeLessThanOrEqual(limits.exactWalkLimit);
        expect(n).toBeGreaterThan(limits.totalCap);
      }
      const roseBirds = birds.filter((d) => matches(d, { q: 'rose' }));
      expect(await countDesigns(db, filters({ q: 'rose', categories: ['BIRD'] }), limits)).toEqual({
        total: roseBirds.length,
        estimated: false,
      });
      // A colour's index has no words: every entry walked would read its row, so the sample.
      const counted = await countDesigns(db, filters({ q: 'rose', colors: ['RED'] }), limits);
      expect(counted.estimated).toBe(true);
    });

    it('reports a capped total as an estimate', async () => {
      const current = (await db.query<TestDesign>('SELECT * FROM design WHERE owner_id IS NULL'))
        .rows;
      const hits = current.filter((d) => d.color_palette.includes('RED')).length;
      expect(hits).toBeGreaterThan(5);
      const counted = await countDesigns(db, filters({ colors: ['RED'] }), {
        ...limits,
        totalCap: 5,
        minSampleHits: 1000,
      });
      expect(counted).toEqual({ total: 5, estimated: true });
    });
  });
});

// More authors and sets than the panel lists, with ties: a pass keeps the top 20 of each, by
// count and then by name, as the panel orders them (the database sends only those).
describe('filter-options with many authors and sets', async () => {
  const db = await freshDb();
  await migrate(db);
  const many = makeDesigns(240, {}, 11).map((d, i) => ({
    ...d,
    author: i % 9 === 0 ? '' : `Autorin ${(i * 5) % 27}`,
    stick_set: i % 6 === 0 ? '' : `Serie ${(i * 7) % 37}`,
  }));
  await insertDesigns(db, many);
  const top = (counts: Map<string, number>, scale = 1) =>
    [...counts]
      .map(([value, n]) => ({ value, count: Math.round(n * scale) }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      .slice(0, 20);

  it('lists the top 20 of an exact pass in order', async () => {
    const body = await filterOptions(db, parseFilters({ commercial: true }, null));
    const set = many.filter((d) => d.commercially_usable);
    const ref = facetCounts(set);
    expect(ref.authors.size).toBeGreaterThan(20);
    expect(ref.sets.size).toBeGreaterThan(20);
    expect(body.estimated).toBe(false);
    expect(body.authors).toEqual(top(ref.authors));
    expect(body.sets).toEqual(top(ref.sets));
    // Ties at the cut are decided by the name.
    const counts = body.sets.map((s) => s.count);
    expect(new Set(counts).size).toBeLessThan(counts.length);
  });

  it('lists the top 20 of the sample, scaled', async () => {
    // A target of 50 makes the sample_key 0 rows (a quarter) the sample.
    const limits = { ...COUNT_LIMITS, sampleTarget: 50, facetExactLimit: 0, exactWalkLimit: 0 };
    const body = await filterOptions(db, parseFilters({ commercial: true }, null), limits);
    expect(body.estimated).toBe(true);
    const sample = many.filter((d) => d.sample_key === 0);
    const ref = facetCounts(sample.filter((d) => d.commercially_usable));
    const scale = many.length / sample.length;
    expect(body.authors).toEqual(top(ref.authors, scale));
    expect(body.sets).toEqual(top(ref.sets, scale));
    expect(body.categories.find((c) => c.value === 'BIRD')!.count).toBe(
      Math.round((ref.categories.get('BIRD') ?? 0) * scale),
    );
  });
});
