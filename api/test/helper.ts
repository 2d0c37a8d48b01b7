import { spawnSync } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { app } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type Db } from '../src/lib/db.ts';

/** Test configuration: no static dirs, a dummy user pool unless a test passes its own. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    COGNITO_USER_POOL_ID: 'local_test',
    COGNITO_CLIENT_ID: 'testclient',
    COGNITO_ENDPOINT: 'http://127.0.0.1:1',
    DATA_DIR: '/nonexistent-test-data',
  });
  // Tests compare answers, not times: a loaded CI machine must not turn them into the degraded
  // answers of the library's time budget (tests of the guard pass their own).
  return { ...base, libraryTimeBudgetMs: 10_000, ...overrides, databaseUrl: null };
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * database on that server (dropped after the file), so files never see each other's rows.
 */
export async function freshDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite(null);
    afterAll(() => db.close());
    return db;
  }
  const db = await openPostgres(await serverDatabase(url, () => db.close()));
  return db;
}

/**
 * A new, empty database on the Postgres server of `serverUrl`, dropped after the test file
 * (after `beforeDrop`, which closes what still uses it). @returns its connection string
 */
export async function serverDatabase(
  serverUrl: string,
  beforeDrop: () => Promise<unknown> = async () => undefined,
): Promise<string> {
  const name = `stickerei_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  afterAll(async () => {
    await beforeDrop();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Every route registered by an app, as `METHOD url` (for route-table tests). */
export const registeredRoutes = new WeakMap<FastifyInstance, string[]>();
const innerApps = new WeakMap<FastifyInstance, FastifyInstance>();

/** The api inside a test app, for calling its modules directly (`app.storage`, `app.jobs`). */
export function innerApp(instance: FastifyInstance): FastifyInstance {
  const inner = innerApps.get(instance);
  if (!inner) throw new Error('not an app made by build()');
  return inner;
}

/** Builds the app on a fresh database; closed after the file's tests. */
export async function build(
  options: { config?: Partial<Config>; db?: Db } = {},
): Promise<FastifyInstance> {
  const db = options.db ?? (await freshDb());
  // TEST_LOG=warn (or any pino level) shows the api's log while debugging a test.
  const level = process.env.TEST_LOG;
  const instance = Fastify({ logger: level ? { level } : false, pluginTimeout: 120_000 });
  const routes: string[] = [];
  registeredRoutes.set(instance, routes);
  // The first encapsulated context is the api's own, with its decorators (storage, jobs, …).
  instance.addHook('onRegister', (child) => {
    if (!innerApps.has(instance)) innerApps.set(instance, child);
  });
  instance.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await instance.register(app, { config: testConfig(options.config), db });
  await instance.ready();
  afterAll(() => instance.close());
  return instance;
}

/** The pid of a process that has already ended (for tests of what outlives its process). */
export function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}
