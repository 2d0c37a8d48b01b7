import { expect, it } from 'vitest';
import { guardedQuery, type StatementGuard } from '../../src/library/statementGuard.ts';
import { freshDb } from '../helper.ts';

// The planner settings a guarded statement asks for (the box walk of timePage.ts: an index walked
// in order, not the box sorted) hold for that statement alone, on PGlite as on the server: on
// PGlite the planner estimated any box at 1,000 designs and sorted 800,000 of them.
const db = await freshDb();
const guard: StatementGuard = { timeoutMs: 5000, warn: () => undefined };

it('applies a statement’s planner settings to it alone, on either database', async () => {
  const { rows } = await guardedQuery<{ enable_sort: string }>(
    db,
    guard,
    'settings',
    'SHOW enable_sort',
    [],
    ['enable_sort = off'],
  );
  expect(rows[0]!.enable_sort).toBe('off');
  const after = await db.query<{ enable_sort: string }>('SHOW enable_sort');
  expect(after.rows[0]!.enable_sort).toBe('on');
  // Without settings, the statement sees the database's own.
  const plain = await guardedQuery<{ enable_sort: string }>(db, guard, 'x', 'SHOW enable_sort', []);
  expect(plain.rows[0]!.enable_sort).toBe('on');
});
