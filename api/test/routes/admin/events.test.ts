import { describe, expect, it } from 'vitest';
import type {
  DashboardStats,
  EventListResponse,
  EventMetrics,
  SearchTermsResponse,
} from '@stickerei/shared/domain';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';

const DAY = 24 * 3600 * 1000;

describe('admin events, metrics, search terms and dashboard', async () => {
  const tokens = await tokenFactory();
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens) } });
  const admin = await as(tokens, 'ada', ['ADMIN']);
  const user = await as(tokens, 'uma', ['USER']);

  // A known event log long ago (outside the dashboard's 60 days): three UTC days, several types and users, searches with and without hits.
  const day = (n: number, hour = 12) => new Date(Date.UTC(2024, 9, 10 + n, hour)).toISOString();
  const events: Array<[string, string | null, Record<string, unknown>, string]> = [
    ['search', 'u1', { q: 'Rose', total: 12 }, day(0, 8)],
    ['search', 'u2', { q: '  rose ', total: 0 }, day(0, 9)],
    ['search', 'u1', { q: 'ROSE', total: 3 }, day(1)],
    ['search', null, { q: 'anchor', total: 0 }, day(1)],
    ['search', 'u3', { q: '', filters: { categories: ['FLOWER'] }, total: 40 }, day(1)],
    ['search', 'u3', { q: 'star  night', total: 5 }, day(2)],
    ['view', 'u1', { designId: 'd-1' }, day(0)],
    ['view', 'u2', { designId: 'd-1' }, day(2)],
    ['download', 'u2', { designId: 'd-2', format: 'pes' }, day(2)],
    ['redeem', 'u3', { campaignId: 'c-1', note: '100%_off' }, day(2, 23)],
    // outside the range of the metrics below
    ['download', 'u1', { designId: 'd-3' }, day(5)],
  ];
  for (const [type, userId, payload, at] of events) {
    await db.query(
      'INSERT INTO event (type, user_id, payload, created_at) VALUES ($1, $2, $3, $4)',
      [type, userId, JSON.stringify(payload), at],
    );
  }
  const get = <T>(url: string, headers = admin) =>
    app.inject({ url, headers }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));
  const range = `from=${encodeURIComponent(day(0, 0))}&to=${encodeURIComponent(day(3, 0))}`;

  it('is for admins only: 401 anonymous, 403 for users', async () => {
    for (const url of [
      '/api/admin/events',
      '/api/admin/events/metrics',
      '/api/admin/events/search-terms',
      '/api/admin/dashboard',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: user })).statusCode).toBe(403);
      expect((await app.inject({ url, headers: admin })).statusCode).toBe(200);
    }
  });

  it('lists events newest first with filters and pages', async () => {
    const all = await get<EventListResponse>('/api/admin/events?pageSize=5');
    expect(all.body.total).toBe(events.length);
    expect(all.body.items).toHaveLength(5);
    expect(all.body.items[0]).toMatchObject({
      type: 'download',
      userId: 'u1',
      payload: { designId: 'd-3' },
    });
    const page3 = await get<EventListResponse>('/api/admin/events?pageSize=5&page=3');
    expect(page3.body.items).toHaveLength(1);
    const searches = await get<EventListResponse>(`/api/admin/events?type=search&userId=u1`);
    expect(searches.body.items.map((e) => e.payload.q)).toEqual(['ROSE', 'Rose']);
    const ranged = await get<EventListResponse>(
      `/api/admin/events?from=${encodeURIComponent(day(2, 0))}&to=${encodeURIComponent(day(3, 0))}`,
    );
    expect(ranged.body.total).toBe(4);
  });

  it('finds text in payloads with LIKE characters taken literally', async () => {
    const percent = await get<EventListResponse>('/api/admin/events?q=100%25_off');
    expect(percent.body.items.map((e) => e.type)).toEqual(['redeem']);
    const wildcard = await get<EventListResponse>('/api/admin/events?q=%25');
    expect(wildcard.body.total).toBe(1);
    const anchor = await get<EventListResponse>('/api/admin/events?q=ANCHOR');
    expect(anchor.body.items.map((e) => e.userId)).toEqual([null]);
  });

  it('counts events per UTC day and type with totals, every day present', async () => {
    const { body } = await get<EventMetrics>(`/api/admin/events/metrics?${range}`);
    expect(body.days.map((d) => d.day)).toEqual(['2024-10-10', '2024-10-11', '2024-10-12']);
    expect(body.days.map((d) => d.counts)).toEqual([
      { search: 2, view: 1 },
      { search: 3 },
      { search: 1, view: 1, download: 1, redeem: 1 },
    ]);
    expect(body.days.map((d) => d.total)).toEqual([3, 3, 4]);
    expect(body.totals).toEqual({ search: 6, view: 2, download: 1, redeem: 1 });
    expect(body.total).toBe(10);
    expect(body.types).toEqual(['download', 'redeem', 'search', 'view']);
  });

  it('refuses reversed and too long ranges', async () => {
    const reversed = await get(
      `/api/admin/events/metrics?from=${encodeURIComponent(day(3))}&to=${encodeURIComponent(day(0))}`,
    );
    expect(reversed.status).toBe(400);
    const long = await get(
      `/api/admin/events/metrics?from=2020-01-01T00:00:00Z&to=2022-01-01T00:00:00Z`,
    );
    expect(long.status).toBe(400);
  });

  it('ranks search terms, normalised, with the share that found nothing', async () => {
    const { body } = await get<SearchTermsResponse>(`/api/admin/events/search-terms?${range}`);
    expect(
      body.terms.map(({ term, count, noResults, noResultShare }) => ({
        term,
        count,
        noResults,
        noResultShare,
      })),
    ).toEqual([
      { term: 'rose', count: 3, noResults: 1, noResultShare: 0.3333 },
      { term: 'anchor', count: 1, noResults: 1, noResultShare: 1 },
      { term: 'star night', count: 1, noResults: 0, noResultShare: 0 },
    ]);
    expect(body.searches).toBe(5);
    expect(body.searchesWithoutText).toBe(1);
    expect(body.noResultShare).toBe(0.4);
    expect(body.terms[0]!.lastSearchedAt).toBe(day(1));
    const top1 = await get<SearchTermsResponse>(`/api/admin/events/search-terms?${range}&limit=1`);
    expect(top1.body.terms.map((t) => t.term)).toEqual(['rose']);
  });

  it('knows every user of the event log, with first and last activity', async () => {
    const { rows } = await db.query<{ user_id: string; created_at: Date; last_active_at: Date }>(
      'SELECT user_id, created_at, last_active_at FROM app_user ORDER BY user_id',
    );
    expect(rows.map((r) => r.user_id)).toEqual(['u1', 'u2', 'u3']);
    expect(new Date(rows[0]!.last_active_at).toISOString()).toBe(day(5));
  });

  it('gives the dashboard figures with the period before', async () => {
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
    for (const [type, userId, when] of [
      ['upload', 'd1', at(1)],
      ['upload', 'd2', at(2)],
      ['upload', 'd1', at(40)],
      ['download', 'd3', at(10)],
      ['redeem', 'd3', at(35)],
    ] as const) {
      await db.query('INSERT INTO event (type, user_id, created_at) VALUES ($1, $2, $3)', [
        type,
        userId,
        when,
      ]);
    }
    const { body } = await get<DashboardStats>('/api/admin/dashboard');
    const figure = Object.fromEntries(body.figures.map((f) => [f.key, [f.value, f.previous]]));
    expect(figure.uploads).toEqual([2, 1]);
    expect(figure.downloads).toEqual([1, 0]);
    expect(figure.redemptions).toEqual([0, 1]);
    expect(figure.activeUsers7).toEqual([2, 1]);
    expect(figure.activeUsers30).toEqual([3, 2]);
    expect(figure.users?.[0]).toBe(6);
    expect(body.designs).toEqual({ library: 0, own: 0, testData: 0 });
  });
});
