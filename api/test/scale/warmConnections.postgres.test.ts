import { afterAll, expect, it } from 'vitest';
import { KEPT_CONNECTIONS } from '../../src/lib/db.ts';
import { LIBRARY_WARM_UP } from '../../src/library/warmUp.ts';
import { build, innerApp } from '../helper.ts';
import { cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { tempDataDir } from '../fixtures/uploads.ts';

// A new server connection's first library statement waits while the backend builds its caches
// of the design table (25–45 ms, more under load): the api opens the connections its pool keeps
// at start and plans a library statement on each (docs/library.md "Warm connections").

const app = await build({
  config: { cognito: cognitoFor(await tokenFactory()), dataDir: await tempDataDir() },
});
const { db } = innerApp(app);
afterAll(() => app.close());

it('opens the connections its pool keeps when it starts, each having planned a library statement', async () => {
  const { rows } = await db.query<{ n: number; warmed: number }>(
    `SELECT count(*)::integer AS n,
       count(*) FILTER (WHERE query LIKE 'EXPLAIN SELECT d.id FROM design AS d%')::integer AS warmed
     FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'
       AND pid <> pg_backend_pid()`,
  );
  // The others (the one asking excepted) last planned the warm-up; the stream's LISTEN
  // connection may be among them too.
  expect(rows[0]!.warmed).toBeGreaterThanOrEqual(KEPT_CONNECTIONS - 1);
  expect(rows[0]!.n).toBeGreaterThanOrEqual(KEPT_CONNECTIONS - 1);
});

it('plans the warm-up against the schema as migrated (a renamed column would fail it)', async () => {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(LIBRARY_WARM_UP);
  expect(rows.length).toBeGreaterThan(0);
});
