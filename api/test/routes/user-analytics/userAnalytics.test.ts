import { describe, expect, it } from 'vitest';
import {
  USER_ANALYTICS_COLUMNS,
  type UserActivity,
  type UserAnalyticsPage,
} from '@stickerei/shared/domain';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { parseRfc4180 } from '../../fixtures/rfc4180.ts';

// Names an attacker or an unlucky user could have: separators, quotes, line breaks, other
// scripts, and the starts of spreadsheet formulas.
const HOSTILE = [
  'Müller, Anna',
  'say "hi"',
  'two\nlines',
  'cr\r\nlf',
  '李小龍 🧵',
  '=HYPERLINK("http://x","y")',
  '+1+1',
  '-2',
  '@SUM(A1)',
  '',
];

/** What a spreadsheet-safe CSV cell holds for a text: formulas get a leading apostrophe. */
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

describe('user analytics', async () => {
  const tokens = await tokenFactory();
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens) } });
  const admin = await as(tokens, 'ada', ['ADMIN']);
  const user = await as(tokens, 'uma', ['USER']);

  for (const [i, name] of HOSTILE.entries()) {
    await db.query(
      `INSERT INTO app_user (user_id, email, username, created_at, last_active_at)
       VALUES ($1, $2, $3, $4, $4)`,
      [
        `user-${String(i).padStart(2, '0')}`,
        i % 2 === 0 ? `${name}@example.com` : null,
        name,
        `2026-01-0${(i % 9) + 1}T10:00:00Z`,
      ],
    );
  }
  // Activity of user-00: 2 uploads, 1 download, 3 searches, 1 redemption, 1 design, 1 favorite.
  for (const type of [
    'upload',
    'upload',
    'download',
    'search',
    'search',
    'search',
    'redeem',
    'view',
  ]) {
    await db.query(
      `INSERT INTO event (type, user_id, created_at) VALUES ($1, 'user-00', '2026-01-05T00:00:00Z')`,
      [type],
    );
  }
  await db.query(
    `INSERT INTO design (id, owner_id, name, created_at) VALUES
       ('00000000-0000-4000-8000-000000000001', 'user-00', 'mine', 0),
       ('00000000-0000-4000-8000-000000000002', NULL, 'library', 0)`,
  );
  await db.query(
    `INSERT INTO favorite (user_id, design_id) VALUES ('user-00', '00000000-0000-4000-8000-000000000002')`,
  );

  it('is for admins only', async () => {
    for (const url of [
      '/api/user-analytics/as-csv',
      '/api/user-analytics',
      '/api/user-analytics/activity',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: user })).statusCode).toBe(403);
    }
  });

  it('streams a CSV that a strict RFC 4180 reader reads back as the data, hostile names included', async () => {
    const response = await app.inject({ url: '/api/user-analytics/as-csv', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="user-analytics-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseRfc4180(body.slice(1));
    expect(header).toEqual([...USER_ANALYTICS_COLUMNS]);
    expect(rows).toHaveLength(HOSTILE.length);
    rows.forEach((row, i) => {
      const name = HOSTILE[i]!;
      expect(row.slice(0, 3)).toEqual([
        `user-${String(i).padStart(2, '0')}`,
        i % 2 === 0 ? safe(`${name}@example.com`) : '',
        safe(name),
      ]);
      expect(new Date(row[3]!).toISOString()).toBe(row[3]);
    });
    expect(rows[0]!.slice(5, 11)).toEqual(['2', '1', '1', '1', '1', '3']);
    expect(rows[1]!.slice(5, 11)).toEqual(['0', '0', '0', '0', '0', '0']);
    // Storage and quota (docs/quotas.md): nothing stored, the configured defaults.
    expect(rows[1]!.slice(11)).toEqual(['0', '0', String(5_000_000_000), '50000']);
  });

  it('streams in batches: every user once, in user-id order, past a batch boundary', async () => {
    const values = Array.from(
      { length: 1200 },
      (_, i) => `('bulk-${String(i).padStart(4, '0')}')`,
    ).join(',');
    await db.query(`INSERT INTO app_user (user_id) VALUES ${values}`);
    const response = await app.inject({ url: '/api/user-analytics/as-csv', headers: admin });
    const ids = parseRfc4180(response.rawPayload.toString('utf8').slice(1))
      .slice(1)
      .map((r) => r[0]);
    expect(ids).toHaveLength(1200 + HOSTILE.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    await db.query(`DELETE FROM app_user WHERE user_id LIKE 'bulk-%'`);
  });

  it('serves the table sorted and searched, and new and active users per day', async () => {
    const top = await app.inject({
      url: '/api/user-analytics?sort=searches&order=desc&pageSize=2',
      headers: admin,
    });
    const page = top.json<UserAnalyticsPage>();
    expect(page.total).toBe(HOSTILE.length);
    expect(page.items[0]).toMatchObject({
      userId: 'user-00',
      uploads: 2,
      designs: 1,
      favorites: 1,
      downloads: 1,
      redemptions: 1,
      searches: 3,
    });
    const found = await app.inject({
      url: `/api/user-analytics?q=${encodeURIComponent('müller')}`,
      headers: admin,
    });
    expect(found.json<UserAnalyticsPage>().items.map((r) => r.userId)).toEqual(['user-00']);
    const activity = await app.inject({
      url: '/api/user-analytics/activity?from=2026-01-01T00:00:00Z&to=2026-01-08T00:00:00Z',
      headers: admin,
    });
    const days = activity.json<UserActivity>().days;
    expect(days).toHaveLength(7);
    expect(days[4]).toEqual({ day: '2026-01-05', newUsers: 1, activeUsers: 1 });
    expect(days.reduce((n, d) => n + d.newUsers, 0)).toBe(8);
  });
});
