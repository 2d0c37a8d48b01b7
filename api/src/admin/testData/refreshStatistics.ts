import type { Db } from '../../lib/db.ts';

const BULK_TABLES = ['design', 'design_vector', 'design_file', 'library_facet_count'];

/**
 * After a bulk load: planner statistics, and the visibility map the library's index-only scans
 * need (without it every index entry costs a heap visit until autovacuum comes by; PGlite runs
 * no autovacuum at all). VACUUM cannot run in a transaction, so on PGlite's one session the
 * smaller statistics target is set around it; a server analyses its full sample quickly.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  // A sample of 9,000 rows (target 30) instead of 30,000 on PGlite: the design table's many
  // extended statistics made the full target the slowest step there (14 s of 67 s at 100,000).
  if (db.kind === 'pglite') await db.exec('SET default_statistics_target = 30');
  try {
    for (const table of BULK_TABLES) await db.exec(`VACUUM (ANALYZE) ${table}`);
  } finally {
    if (db.kind === 'pglite') await db.exec('RESET default_statistics_target');
  }
}
