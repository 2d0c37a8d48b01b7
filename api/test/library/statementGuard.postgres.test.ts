import { expect, it } from 'vitest';
import {
  guardedQuery,
  StatementTimeout,
  type StatementGuard,
} from '../../src/library/statementGuard.ts';
import { freshDb } from '../helper.ts';

// Issue 16, the last guard on the Postgres server: a list or facet statement runs under a time
// limit set for its transaction only (PGlite has no statement_timeout; there the bounded walk is
// the guard, see pageStrategies.test.ts).
const db = await freshDb();

it('cancels a statement at the limit on the server, and the limit ends with its transaction', async () => {
  const warned: object[] = [];
  const guard: StatementGuard = { timeoutMs: 20, warn: (d) => warned.push(d) };
  const started = performance.now();
  await expect(guardedQuery(db, guard, 'sleep', 'SELECT pg_sleep(2)', [])).rejects.toBeInstanceOf(
    StatementTimeout,
  );
  expect(performance.now() - started).toBeLessThan(1000);
  expect(warned).toEqual([expect.objectContaining({ shape: 'sleep', limitMs: 20 })]);
  // The limit ended with its transaction: the pool's connections run long statements again.
  const { rows } = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');
  expect(rows[0]!.statement_timeout).toBe('0');
});
