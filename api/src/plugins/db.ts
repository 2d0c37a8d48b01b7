import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { recoverDroppedIndexes } from '../admin/testData/droppedIndexes.ts';
import { openPglite, openPostgres, type Db } from '../lib/db.ts';
import { migrate } from '../lib/migrate.ts';
import { LIBRARY_WARM_UP } from '../library/warmUp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** A server's connection string; PGlite otherwise. */
  databaseUrl: string | null;
  /** PGlite's data folder; null keeps the database in memory (tests). */
  pgliteDir: string | null;
  /** An already open database (tests share one across apps). */
  db?: Db;
}

/**
 * Opens the database, recreates indexes an interrupted test data load dropped, applies
 * migrations and closes the database with the app.
 */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    let db = opts.db;
    if (!db) {
      if (opts.databaseUrl) {
        db = await openPostgres(opts.databaseUrl, { log: app.log });
      } else {
        if (opts.pgliteDir) await mkdir(path.dirname(opts.pgliteDir), { recursive: true });
        db = await openPglite(opts.pgliteDir);
      }
      const own = db;
      app.addHook('onClose', async () => own.close());
    }
    await recoverDroppedIndexes(db, app.log);
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied }, 'database migrations applied');
    // Connections whose first library request does not wait for their caches (warmUp.ts).
    await db.warm?.(LIBRARY_WARM_UP).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not warm the database connections');
    });
    app.decorate('db', db);
  },
  { name: 'db' },
);
