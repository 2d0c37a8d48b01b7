// Opens the benchmark database: a PGlite data folder or a dedicated database on the server.
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../src/lib/db.ts';
import { migrate } from '../src/lib/migrate.ts';
import { LIBRARY_WARM_UP } from '../src/library/warmUp.ts';

export interface Target {
  kind: 'pglite' | 'postgres';
  /** PGlite data folder, or database name on the server. */
  name: string;
}

/** `pglite:<folder>` or `postgres:<database>` (server from SERVER_URL, default local). */
export function parseTarget(raw: string | undefined): Target {
  const [kind, name] = (raw ?? '').split(':', 2);
  if (
    (kind !== 'pglite' && kind !== 'postgres') ||
    !name ||
    (kind === 'postgres' && !/^\w+$/.test(name))
  ) {
    throw new Error('Give --target pglite:<folder> or --target postgres:<database name>.');
  }
  return { kind, name };
}

const serverUrl = () => process.env.SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Opens (and with `fresh`, first recreates) the target, migrated. */
export async function openTarget(target: Target, fresh: boolean): Promise<Db> {
  if (target.kind === 'pglite') {
    if (fresh) {
      const { rm } = await import('node:fs/promises');
      await rm(target.name, { recursive: true, force: true });
    }
    const db = await openPglite(target.name);
    await migrate(db);
    return db;
  }
  if (fresh) {
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${target.name}`);
    await admin.end();
  }
  const url = new URL(serverUrl());
  url.pathname = `/${target.name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  // As the api does at start (plugins/db.ts): the benchmark measures a running server.
  await db.warm?.(LIBRARY_WARM_UP);
  return db;
}

/**
 * The command line's `--name value` options; a `--flag` followed by another option (or by
 * nothing) is `'true'`, so flags and options mix in any order (`--pairs --slowest 0`).
 */
export function args(argv: string[] = process.argv.slice(2)): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!.replace(/^--/, '');
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) out[name] = 'true';
    else {
      out[name] = next;
      i++;
    }
  }
  return out;
}
