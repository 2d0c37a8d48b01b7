import { readdir } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/lib/db.ts';
import { build, serverDatabase } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { corpusFile, form, tempDataDir } from '../fixtures/uploads.ts';

/**
 * A TCP proxy to the Postgres server that the test can cut (connections dropped, new ones
 * refused) and restore on the same port: the database going down under a running api.
 */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const up = async () => {
    if (server) return;
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as { port: number }).port;
  };
  await up();
  return {
    get port() {
      return port;
    },
    up,
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server?.close(resolve));
      server = null;
    },
  };
}

describe('the database going down under a running api', async () => {
  const serverUrl = new URL(process.env.DATABASE_URL!);
  const proxy = await cuttableProxy(serverUrl);
  const direct = await serverDatabase(serverUrl.toString(), async () => {
    await proxy.up();
    await db.close();
  });
  const viaProxy = new URL(direct);
  viaProxy.port = String(proxy.port);
  const db = await openPostgres(viaProxy.toString());
  const tokens = await tokenFactory();
  const dataDir = await tempDataDir();
  const app = await build({
    db,
    config: { cognito: cognitoFor(tokens), dataDir, databaseUrl: viaProxy.toString() },
  });
  const alice = await as(tokens, 'alice', ['USER']);
  const stored = async () =>
    (await readdir(path.join(dataDir, 'files', 'uploads')).catch(() => [])).length;

  it('answers 503 quickly, keeps no file, reports it in health, and recovers by itself', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await proxy.down();
    try {
      const started = Date.now();
      const list = await app.inject({ url: '/api/stickerei/list' });
      expect(list.statusCode).toBe(503);
      expect(list.headers['retry-after']).toBe('30');
      expect(list.json<{ message: string }>().message).toMatch(/database cannot be reached/);
      const upload = await app.inject({
        method: 'POST',
        url: '/api/stickerei/upload-files',
        headers: alice,
        payload: form('files', [['Bean.dst', await corpusFile('dst/rec__Bean.dst')]]),
      });
      expect(upload.statusCode).toBe(503);
      expect(await stored()).toBe(0);
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', checks: { database: 'down' } });
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await proxy.up();
    }
    const deadline = Date.now() + 30_000;
    let health = await app.inject({ url: '/api/health' });
    while (health.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      health = await app.inject({ url: '/api/health' });
    }
    expect(health.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/stickerei/list' })).statusCode).toBe(200);
  }, 90_000);
});
