import pg from 'pg';
import { isRunning } from '../src/backup/control.ts';

// Each api test file on a Postgres server makes its own database, `stickerei_test_<pid>_<tag>`
// (helper.ts `serverDatabase`), and drops it after its tests. A run that is killed, or a worker
// that ends before its hooks, leaves it behind: on a machine whose server outlives the run
// (CI's and every session's), they pile up. Before the tests, the databases of test processes
// that no longer run are dropped; a process still running (another run at the same time) keeps
// its own.

const TEST_DATABASE = /^stickerei_test_(\d+)_[a-z0-9]+$/;

/** The test databases among `names` whose process no longer runs. */
export function staleTestDatabases(
  names: readonly string[],
  runs: (pid: number) => boolean = isRunning,
): string[] {
  return names.filter((name) => {
    const match = TEST_DATABASE.exec(name);
    return match !== null && !runs(Number(match[1]));
  });
}

/** Drops the stale test databases on the server of `serverUrl`. @returns their names */
export async function dropStaleTestDatabases(serverUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'stickerei\\_test\\_%'`,
    );
    const stale = staleTestDatabases(rows.map((r) => r.datname));
    // Names matched the pattern above: letters, digits and underscores only.
    for (const name of stale) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return stale;
  } finally {
    await client.end();
  }
}
