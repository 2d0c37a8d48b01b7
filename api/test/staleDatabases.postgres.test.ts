import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { endedPid } from './helper.ts';
import { dropStaleTestDatabases } from './staleDatabases.ts';

describe('dropping test databases left by ended runs', () => {
  it('drops an ended process’s database and keeps a running one’s', async () => {
    const url = process.env.DATABASE_URL!;
    const left = `stickerei_test_${String(endedPid())}_stale1`;
    const kept = `stickerei_test_${String(process.pid)}_alive1`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const name of [left, kept]) await admin.query(`CREATE DATABASE ${name}`);
      const dropped = await dropStaleTestDatabases(url);
      expect(dropped).toContain(left);
      expect(dropped).not.toContain(kept);
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname = ANY($1)',
        [[left, kept]],
      );
      expect(rows.map((r) => r.datname)).toEqual([kept]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${left}`);
      await admin.query(`DROP DATABASE IF EXISTS ${kept}`);
      await admin.end();
    }
  });
});
