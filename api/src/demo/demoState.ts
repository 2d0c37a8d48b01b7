import type { Queryable } from '../lib/db.ts';

/** `filling`: a fill started and has not finished (the next start continues it). */
export type DemoLibraryState = 'filling' | 'done';

/** Where this database stands with the demo library; null when it was never filled. */
export async function demoLibraryState(db: Queryable): Promise<DemoLibraryState | null> {
  const { rows } = await db.query<{ state: DemoLibraryState }>(
    'SELECT state FROM demo_library_state WHERE id = 1',
  );
  return rows[0]?.state ?? null;
}

/**
 * True when a start should fill the demo library: a database that holds no design and was never
 * filled, or one whose fill was interrupted. A library an admin emptied stays empty.
 */
export async function demoLibraryWanted(db: Queryable): Promise<boolean> {
  const state = await demoLibraryState(db);
  if (state === 'filling') return true;
  if (state === 'done') return false;
  const { rows } = await db.query('SELECT 1 FROM design LIMIT 1');
  return rows.length === 0;
}

/** How long a list answer may reuse what it learnt of the fill (one query per second at most). */
const FILLING_CACHE_MS = 1000;

/** A cached "is the demo library being filled?" for the list route. */
export function fillingProbe(db: Queryable): () => Promise<boolean> {
  let known: { value: boolean; at: number } | null = null;
  return async () => {
    if (known && Date.now() - known.at < FILLING_CACHE_MS) return known.value;
    const value = (await demoLibraryState(db)) === 'filling';
    known = { value, at: Date.now() };
    return value;
  };
}

/** Records the fill's state (and, when done, how many demo designs it left). */
export async function markDemoLibrary(
  db: Queryable,
  state: DemoLibraryState,
  designs = 0,
): Promise<void> {
  await db.query(
    `INSERT INTO demo_library_state (id, state, designs) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET state = $1, designs = $2, updated_at = now()`,
    [state, designs],
  );
}
