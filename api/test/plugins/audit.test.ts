import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AssociatedAuthor, AuditEntry, AuditListResponse } from '@stickerei/shared/domain';
import { app as api } from '../../src/app.ts';
import { createAuditWriter } from '../../src/audit/auditWriter.ts';
import type { NewAuditEntry } from '../../src/audit/auditRepository.ts';
import type { Queryable } from '../../src/lib/db.ts';
import { migrate } from '../../src/lib/migrate.ts';
import { actionOf } from '../../src/plugins/audit.ts';
import { freshDb, testConfig } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { tempDataDir } from '../fixtures/uploads.ts';

const CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];
const DUMMY_ID = '00000000-0000-4000-8000-000000000000';
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface RouteRow {
  method: string;
  url: string;
  access: string | undefined;
}

describe('audit plugin: every admin action that changes data is recorded', async () => {
  const tokens = await tokenFactory();
  const db = await freshDb();
  const dataDir = await tempDataDir();
  // The app as build() makes it, keeping each route's access from the route table.
  const app: FastifyInstance = Fastify({ logger: false, pluginTimeout: 120_000 });
  const routes: RouteRow[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, access: route.config?.access });
  });
  await app.register(api, {
    config: testConfig({ cognito: cognitoFor(tokens), dataDir, mode: 'web' }),
    db,
  });
  await app.ready();
  afterAll(() => app.close());
  const admin = await as(tokens, 'audit-admin', ['ADMIN']);
  const user = await as(tokens, 'audit-user', ['USER']);
  await db.query(`INSERT INTO app_user (user_id, email) VALUES ('audit-admin', 'ada@example.org')`);

  const trail = async (query = '') =>
    (
      await app.inject({ url: `/api/admin/audit?pageSize=100${query}`, headers: admin })
    ).json<AuditListResponse>();
  const entriesOf = async (method: string, url: string) =>
    (await trail()).items.filter((e) => e.method === method && e.route === url);

  const audited = routes.filter(
    (r) => r.access === 'admin' && CHANGING.includes(r.method) && r.url.startsWith('/api/'),
  );

  it('finds the admin routes that change data in the route table', async () => {
    expect(audited.length).toBeGreaterThanOrEqual(14);
    const actions = (await app.inject({ url: '/api/admin/audit/actions', headers: admin })).json<{
      actions: string[];
    }>().actions;
    expect(actions).toEqual([...new Set(audited.map((r) => actionOf(r.url)))].sort());
  });

  it.each(audited.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s leaves an entry with who, what, when, request id and outcome',
    async (_name, route) => {
      const before = await entriesOf(route.method, route.url);
      const started = Date.now();
      const response = await app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[A-Za-z]+/g, DUMMY_ID),
        headers: admin,
        ...(route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const after = await entriesOf(route.method, route.url);
      expect(after).toHaveLength(before.length + 1);
      const entry = after[0]!;
      expect(entry).toMatchObject({
        actorId: 'audit-admin',
        actorEmail: 'ada@example.org',
        action: actionOf(route.url),
        phase: 'request',
        status: response.statusCode,
        outcome: response.statusCode < 400 ? 'ok' : 'failed',
      });
      expect(entry.requestId).toMatch(/\S/);
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
      if (route.url.includes(':id')) expect(entry.targetId).toBe(DUMMY_ID);
      if (response.statusCode >= 400) expect(entry.error).toBe(response.json().message);
    },
  );

  it('records no reads, no user routes and no anonymous calls; a refused user is recorded', async () => {
    const count = async () => (await trail()).total;
    const before = await count();
    await app.inject({ url: '/api/admin/dashboard', headers: admin });
    await app.inject({ method: 'PUT', url: '/api/user/settings', headers: admin, payload: {} });
    await app.inject({ method: 'POST', url: '/api/stickerei/delete-data', payload: {} });
    expect(await count()).toBe(before);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/stickerei/delete-data',
      headers: user,
      payload: { scope: 'all', confirm: 'DELETE ALL DATA' },
    });
    expect(refused.statusCode).toBe(403);
    const [entry] = (await trail()).items;
    expect(entry).toMatchObject({
      actorId: 'audit-user',
      action: 'stickerei.delete-data',
      outcome: 'failed',
      status: 403,
      error: refused.json().message,
    });
    expect(await count()).toBe(before + 1);
  });

  it('names what an answer created and keeps no file bytes or secrets', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/campaign/create-associated-author',
      headers: admin,
      payload: { name: 'Anna Stick', website: 'https://anna.example', logo: PNG_DATA_URL },
    });
    expect(created.statusCode).toBe(201);
    const author = created.json<AssociatedAuthor>();
    const [entry] = (await trail('&action=campaign.create-associated-author&outcome=ok')).items;
    expect(entry).toMatchObject({ targetId: author.id, outcome: 'ok', status: 201 });
    expect(entry!.summary).toEqual({
      name: 'Anna Stick',
      website: 'https://anna.example',
      logo: `[data: image/png, ${PNG_DATA_URL.length} characters]`,
    });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/campaign/delete-associated-author/${author.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBeLessThan(300);
    const [deletion] = (await trail('&action=campaign.delete-associated-author&outcome=ok')).items;
    expect(deletion).toMatchObject({ targetId: author.id, summary: null });
  });

  it('records a test-data load twice: the 202, and its end with the same request id', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/stickerei/setup-test-data',
      headers: admin,
      payload: { count: 3, seed: 5 },
    });
    expect(started.statusCode).toBe(202);
    const operationId = started.json<{ id: string }>().id;
    let entries: AuditEntry[] = [];
    for (const deadline = Date.now() + 240_000; Date.now() < deadline;) {
      entries = (await trail(`&action=stickerei.setup-test-data`)).items.filter(
        (e) => e.targetId === operationId,
      );
      if (entries.length === 2) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const [end, request] = entries;
    expect(request).toMatchObject({ phase: 'request', status: 202, outcome: 'ok' });
    expect(request!.summary).toEqual({ count: 3, seed: 5 });
    expect(end).toMatchObject({
      phase: 'completion',
      outcome: 'ok',
      status: null,
      error: null,
      requestId: request!.requestId,
      actorId: 'audit-admin',
    });
  }, 300_000);

  it('records a request the client aborted, with the status the action ended with', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const body = JSON.stringify({
      scenarios: ['list', 'filter_options', 'design'],
      iterations: 40,
      concurrency: 1,
    });
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/stickerei/run-performance-test',
        headers: { ...admin, 'content-type': 'application/json' },
      });
      req.on('error', () => resolve());
      req.end(body);
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
    let entry: AuditEntry | undefined;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline && !entry;) {
      entry = (await trail('&action=stickerei.run-performance-test&outcome=aborted')).items[0];
      if (!entry) await new Promise((r) => setTimeout(r, 300));
    }
    expect(entry).toMatchObject({ outcome: 'aborted', status: 200, actorId: 'audit-admin' });
    expect(entry!.summary).toMatchObject({ iterations: 40, concurrency: 1 });
  }, 180_000);
});

describe('audit writer: a failed write never fails the action', async () => {
  const db = await freshDb();
  await migrate(db);
  const entry: NewAuditEntry = {
    at: new Date('2025-01-02T03:04:05Z'),
    actorId: 'w-1',
    action: 'stickerei.delete-data',
    method: 'POST',
    route: '/api/stickerei/delete-data',
    targetId: null,
    summary: { scope: 'test' },
    requestId: 'req-w',
    phase: 'request',
    outcome: 'ok',
    status: 200,
    error: null,
    durationMs: 3,
  };
  const logged: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logged.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = Fastify({ logger: { level: 'warn', stream: logStream } }).log;
  const failing = (failures: number): Queryable => {
    let left = failures;
    return {
      query: (sql, params) => {
        if (left-- > 0) return Promise.reject(new Error('connection reset'));
        return db.query(sql, params);
      },
    };
  };
  const stored = async (requestId: string) =>
    (await db.query('SELECT * FROM audit_entry WHERE request_id = $1', [requestId])).rows.length;

  it('retries a write the database refused once', async () => {
    const writer = createAuditWriter(failing(1), log);
    writer.write({ ...entry, requestId: 'req-retry' });
    await writer.flush();
    expect(await stored('req-retry')).toBe(1);
    expect(logged.some((l) => l.msg === 'audit entry not written; retrying')).toBe(true);
  });

  it('logs the whole entry when it cannot be written', async () => {
    const writer = createAuditWriter(failing(10), log);
    writer.write(entry);
    await writer.flush();
    expect(await stored('req-w')).toBe(0);
    const lost = logged.find((l) => l.msg === 'audit entry lost: it could not be written');
    expect(lost?.auditEntry).toMatchObject({
      requestId: 'req-w',
      actorId: 'w-1',
      action: 'stickerei.delete-data',
      summary: { scope: 'test' },
    });
  });
});
