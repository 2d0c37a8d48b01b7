import { USER_ANALYTICS_COLUMNS } from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';
import { CSV_BOM, csvLine } from './csv.ts';
import { analyticsBatch, type QuotaDefaults } from './userAnalytics.ts';

/** Users read per query while the CSV streams. */
const BATCH = 500;

/**
 * The user analytics as CSV text chunks: a BOM and the header, then a chunk per batch of users
 * in user-id order (keyset), so memory holds one batch whatever the number of users.
 */
export async function* userAnalyticsCsv(
  db: Queryable,
  quota: QuotaDefaults,
  batch = BATCH,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(USER_ANALYTICS_COLUMNS);
  let after = '';
  for (;;) {
    const rows = await analyticsBatch(db, after, batch, quota);
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(USER_ANALYTICS_COLUMNS.map((column) => row[column]))).join('');
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.userId;
  }
}
