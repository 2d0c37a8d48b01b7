import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, type AuditListResponse } from '@stickerei/shared/domain';
import { auditCsv } from '../../../src/audit/auditCsv.ts';
import { insertAuditEntry, type NewAuditEntry } from '../../../src/audit/auditRepository.ts';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { parseRfc4180 } from '../../fixtures/rfc4180.ts';

const at = (day: number, hour = 12) => new Date(Date.UTC(2025, 2, day, hour));

describe('the audit trail: list, filters, pages, CSV, append-only', async () => {
  const tokens = await tokenFactory();
  const db = await freshDb();
  const app = await build({ db, config: { cognito: cognitoFor(tokens) } });
  const admin = await as(tokens, 'ada', ['ADMIN']);
  const user = await as(tokens, 'uma', ['USER']);

  await db.query(`INSERT INTO app_user (user_id, email) VALUES ('a-1', 'Ada@Example.org')`);
  const entry = (over: Partial<NewAuditEntry>): NewAuditEntry => ({
    at: at(1),
    actorId: 'a-1',
    action: 'campaign.create-associated-author',
    method: 'POST',
    route: '/api/campaign/create-associated-author',
    targetId: null,
    summary: { name: 'Anna' },
    requestId: 'req-1',
    phase: 'request',
    outcome: 'ok',
    status: 200,
    error: null,
    durationMs: 12,
    ...over,
  });
  // A known trail: two admins, three actions, all outcomes, over five days; hostile texts.
  const seeded: NewAuditEntry[] = [
    entry({ at: at(1, 8), requestId: 'req-a' }),
    entry({
      at: at(2),
      actorId: 'b-2',
      action: 'stickerei.delete-data',
      route: '/api/stickerei/delete-data',
      summary: { scope: 'all', confirm: 'nope' },
      outcome: 'failed',
      status: 400,
      error: 'To delete, send confirm "DELETE ALL DATA", exactly.\r\nnext line',
      requestId: 'req-b',
    }),
    entry({ at: at(3), summary: { name: '=HYPERLINK("x")' }, requestId: 'req-c' }),
    entry({
      at: at(4),
      action: 'stickerei.setup-test-data',
      route: '/api/stickerei/setup-test-data',
      outcome: 'aborted',
      status: 202,
      targetId: '00000000-0000-4000-8000-00000000000a',
      requestId: 'req-d',
    }),
    entry({ at: at(5), actorId: 'b-2', summary: { name: 'Zoë, "Z"' }, requestId: 'req-e' }),
  ];
  for (const e of seeded) await insertAuditEntry(db, e);

  const list = async (query = '', headers = admin) => {
    const r = await app.inject({ url: `/api/admin/audit${query}`, headers });
    return { status: r.statusCode, body: r.json<AuditListResponse>() };
  };
  const ids = (body: AuditListResponse) => body.items.map((e) => e.requestId);

  it('is for admins only', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/as-csv', '/api/admin/audit/actions']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: user })).statusCode).toBe(403);
      expect((await app.inject({ url, headers: admin })).statusCode).toBe(200);
    }
  });

  it('lists newest first with who, what, when, request id and outcome', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    expect(ids(body)).toEqual(['req-e', 'req-d', 'req-c', 'req-b', 'req-a']);
    expect(body.items[3]).toEqual({
      id: expect.any(Number),
      at: at(2).toISOString(),
      actorId: 'b-2',
      actorEmail: null,
      action: 'stickerei.delete-data',
      method: 'POST',
      route: '/api/stickerei/delete-data',
      targetId: null,
      summary: { scope: 'all', confirm: 'nope' },
      requestId: 'req-b',
      phase: 'request',
      outcome: 'failed',
      status: 400,
      error: 'To delete, send confirm "DELETE ALL DATA", exactly.\r\nnext line',
      durationMs: 12,
    });
    // the e-mail comes from the actor's user row
    expect(body.items[4]?.actorEmail).toBe('Ada@Example.org');
  });

  it('filters by who, action, outcome and time range', async () => {
    expect(ids((await list('?actor=b-2')).body)).toEqual(['req-e', 'req-b']);
    expect(ids((await list('?actor=ada%40example')).body)).toEqual(['req-d', 'req-c', 'req-a']);
    expect(ids((await list('?action=stickerei.delete-data')).body)).toEqual(['req-b']);
    expect(ids((await list('?outcome=aborted')).body)).toEqual(['req-d']);
    expect(ids((await list('?outcome=ok&actor=a-1')).body)).toEqual(['req-c', 'req-a']);
    const range = `?from=${at(2).toISOString()}&to=${at(4).toISOString()}`;
    const { body } = await list(range);
    // from inclusive, to exclusive
    expect(ids(body)).toEqual(['req-c', 'req-b']);
    expect(body.total).toBe(2);
  });

  it('pages through the trail', async () => {
    const first = (await list('?pageSize=2')).body;
    const second = (await list('?pageSize=2&page=2')).body;
    const third = (await list('?pageSize=2&page=3')).body;
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual([
      'req-e',
      'req-d',
      'req-c',
      'req-b',
      'req-a',
    ]);
    expect(third.page).toBe(3);
  });

  it('refuses bad filters with a clear message', async () => {
    const reversed = await list(`?from=${at(4).toISOString()}&to=${at(2).toISOString()}`);
    expect(reversed.status).toBe(400);
    expect((reversed.body as unknown as { message: string }).message).toMatch(/from must be/);
    expect((await list('?outcome=maybe')).status).toBe(400);
    expect((await list('?pageSize=1000')).status).toBe(400);
    const csv = await app.inject({
      url: `/api/admin/audit/as-csv?from=${at(4).toISOString()}&to=${at(2).toISOString()}`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(400);
  });

  it('exports the filtered trail as RFC 4180 CSV equal to the list', async () => {
    const r = await app.inject({ url: '/api/admin/audit/as-csv?actor=a-1', headers: admin });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(r.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseRfc4180(r.body.slice(1));
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    const listed = (await list('?actor=a-1')).body.items;
    expect(rows).toHaveLength(listed.length);
    rows.forEach((row, i) => {
      const e = listed[i]!;
      const cell = (c: (typeof AUDIT_CSV_COLUMNS)[number]) => row[AUDIT_CSV_COLUMNS.indexOf(c)];
      expect(cell('requestId')).toBe(e.requestId);
      expect(cell('at')).toBe(e.at);
      expect(cell('actorEmail')).toBe(e.actorEmail ?? '');
      expect(cell('status')).toBe(String(e.status));
      // the formula guard: a summary starting like a formula would be prefixed; JSON starts with {
      expect(JSON.parse(cell('summary')!)).toEqual(e.summary);
    });
    // quotes, commas and line breaks survive; formula starts are guarded
    const all = parseRfc4180(
      (await app.inject({ url: '/api/admin/audit/as-csv', headers: admin })).body.slice(1),
    );
    const error = all.find((row) => row.includes('req-b'))![AUDIT_CSV_COLUMNS.indexOf('error')];
    expect(error).toBe('To delete, send confirm "DELETE ALL DATA", exactly.\r\nnext line');
    const zoe = all.find((row) => row.includes('req-e'))![AUDIT_CSV_COLUMNS.indexOf('summary')];
    expect(JSON.parse(zoe!)).toEqual({ name: 'Zoë, "Z"' });
  });

  it('streams past a batch boundary without losing or repeating entries', async () => {
    let text = '';
    for await (const chunk of auditCsv(db, {}, 2)) text += chunk;
    const rows = parseRfc4180(text.slice(1)).slice(1);
    expect(rows.map((r) => r[AUDIT_CSV_COLUMNS.indexOf('requestId')])).toEqual([
      'req-e',
      'req-d',
      'req-c',
      'req-b',
      'req-a',
    ]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, also with triggers switched to replica', async () => {
    const count = async () =>
      Number((await db.query<{ n: number }>('SELECT count(*) AS n FROM audit_entry')).rows[0]!.n);
    const before = await count();
    await expect(db.query(`UPDATE audit_entry SET outcome = 'ok'`)).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_entry')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_entry')).rejects.toThrow(/append-only/);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query('DELETE FROM audit_entry');
      }),
    ).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    expect(ids((await list('?outcome=failed')).body)).toEqual(['req-b']);
  });

  it('keeps the trail when an admin deletes all data', async () => {
    const before = (await list()).body.total;
    const r = await app.inject({
      method: 'POST',
      url: '/api/stickerei/delete-data',
      headers: admin,
      payload: { scope: 'all', confirm: 'DELETE ALL DATA' },
    });
    expect(r.statusCode).toBe(200);
    const after = await list();
    expect(after.body.total).toBe(before + 1);
    expect(after.body.items[0]).toMatchObject({
      action: 'stickerei.delete-data',
      actorId: 'ada',
      summary: { scope: 'all', confirm: 'DELETE ALL DATA' },
      outcome: 'ok',
      status: 200,
    });
  });
});
