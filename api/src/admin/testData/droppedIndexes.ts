import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../lib/db.ts';

/** Rows a load has just written to a table: which of its indexes they enter tells which to drop. */
export interface LoadSample {
  table: string;
  /** The uuid column the ids are of. */
  column: string;
  ids: readonly string[];
}

interface Candidate {
  name: string;
  definition: string;
  predicate: string | null;
}

// Advisory-lock class of dropping and recreating indexes, so that a load's end and an api's
// start never work on the same index at once.
const INDEX_LOCK = 727_277;

// An index that at least this share of the loaded rows enter is cheaper built once afterwards;
// one that few enter (the per-facet partial indexes, each in newest order) costs little per row
// and more to build, since every build reads the whole table (docs/benchmarks.md).
const DROP_SHARE = 0.5;

// Indexes that may go for a while: no primary key, unique or constraint index (those keep the
// data right), none a table is clustered on or identified by, and only finished ones.
const CANDIDATES = `SELECT i.indexrelid::regclass::text AS name,
    pg_get_indexdef(i.indexrelid) AS definition, pg_get_expr(i.indpred, i.indrelid) AS predicate
  FROM pg_index AS i
  WHERE i.indrelid = $1::regclass AND NOT i.indisprimary AND NOT i.indisunique
    AND NOT i.indisexclusion AND NOT i.indisclustered AND NOT i.indisreplident
    AND i.indisvalid AND i.indisready
    AND NOT EXISTS (SELECT 1 FROM pg_constraint AS c WHERE c.conindid = i.indexrelid)
  ORDER BY 1`;

/** The candidates that most of the sample's rows enter (all rows enter an index without predicate). */
async function mostlyEntered(tx: Queryable, sample: LoadSample): Promise<Candidate[]> {
  const { rows: candidates } = await tx.query<Candidate>(CANDIDATES, [sample.table]);
  const partial = candidates.filter((c) => c.predicate !== null);
  const counts = partial.map((c, n) => `, count(*) FILTER (WHERE ${c.predicate}) AS p${n}`);
  const { rows } = await tx.query<Record<string, number>>(
    `SELECT count(*) AS total${counts.join('')} FROM ${sample.table}
     WHERE ${sample.column} = ANY($1::uuid[])`,
    [sample.ids],
  );
  const entered = rows[0]!;
  if (!entered.total) return [];
  const share = (c: Candidate) =>
    c.predicate === null ? 1 : entered[`p${partial.indexOf(c)}`]! / entered.total!;
  return candidates.filter((c) => share(c) >= DROP_SHARE);
}

/**
 * Drops the secondary indexes that most of a load's rows would enter, for the rest of the load.
 * Each definition is saved in `test_data_dropped_index` in the transaction that drops it, so
 * `restoreDroppedIndexes` can make them again whatever happens meanwhile.
 * @returns the names of the dropped indexes
 */
export async function dropIndexesForLoad(db: Db, samples: LoadSample[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [INDEX_LOCK]);
    const dropped: string[] = [];
    for (const sample of samples) {
      for (const index of await mostlyEntered(tx, sample)) {
        await tx.query(
          `INSERT INTO test_data_dropped_index (name, table_name, definition) VALUES ($1, $2, $3)
           ON CONFLICT (name) DO UPDATE SET definition = EXCLUDED.definition, dropped_at = now()`,
          [index.name, sample.table, index.definition],
        );
        await tx.query(`DROP INDEX ${index.name}`);
        dropped.push(index.name);
      }
    }
    return dropped;
  });
}

/** Makes one saved index again (unless it exists by now) and forgets it, in one transaction. */
async function restoreIndex(db: Db, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [INDEX_LOCK]);
    const { rows } = await tx.query<{ definition: string; present: boolean }>(
      `SELECT definition, to_regclass(name) IS NOT NULL AS present
       FROM test_data_dropped_index WHERE name = $1`,
      [name],
    );
    const saved = rows[0];
    if (!saved) return;
    if (!saved.present) await tx.query(saved.definition);
    await tx.query('DELETE FROM test_data_dropped_index WHERE name = $1', [name]);
  });
}

/**
 * Recreates the indexes saved by `dropIndexesForLoad` from their saved definitions.
 * @param options.tables only the indexes of these tables (all by default)
 * @param options.onIndex called after each index with how many are done of how many
 * @returns how many were saved
 */
export async function restoreDroppedIndexes(
  db: Db,
  options: { tables?: string[]; onIndex?: (done: number, total: number) => Promise<void> } = {},
): Promise<number> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM test_data_dropped_index
     WHERE $1::text[] IS NULL OR table_name = ANY($1::text[]) ORDER BY table_name, name`,
    [options.tables ?? null],
  );
  for (const [n, { name }] of rows.entries()) {
    await restoreIndex(db, name);
    await options.onIndex?.(n + 1, rows.length);
  }
  return rows.length;
}

/**
 * At start-up: recreates indexes a load dropped and could not recreate because its api stopped
 * (a crash, a kill). Runs before the migrations, so they find the schema they left.
 */
export async function recoverDroppedIndexes(db: Db, log: FastifyBaseLogger): Promise<void> {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT to_regclass('test_data_dropped_index') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return;
  const started = performance.now();
  const restored = await restoreDroppedIndexes(db);
  if (restored)
    log.warn(
      { indexes: restored, ms: Math.round(performance.now() - started) },
      'recreated indexes an interrupted test data load had dropped',
    );
}
