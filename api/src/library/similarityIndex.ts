import type { Db, Queryable } from '../lib/db.ts';
import { assignAll, kmeans } from './kmeans.ts';
import { DIM, nearestRow, packVector, unpackVector } from './vectors.ts';

/** The trained centroids as the api holds them. */
interface Centroids {
  generation: number;
  count: number;
  vectors: Float32Array;
  /** Library vectors per bucket at training. */
  sizes: Int32Array;
}

// Per database. The stored generation is checked at most once a second: another api instance
// that trains is seen within a second; this instance's own training resets the entry at once.
const cache = new WeakMap<object, { centroids: Centroids | null; checkedAt: number }>();
const RECHECK_MS = 1000;

/**
 * The database a handle reads: a handle made over it (`Object.create`, as the benchmarks' and
 * tests' statement logs do) shares its register of reads in flight (lib/inFlightReads.ts), and
 * with it these centroids; a transaction has its own.
 */
const databaseOf = (db: Queryable): object => (db as { inFlight?: object }).inFlight ?? db;

async function readCentroids(db: Queryable, known: Centroids | null): Promise<Centroids | null> {
  const { rows } = await db.query<{ generation: number }>(
    'SELECT generation FROM similarity_index_state WHERE id = 1',
  );
  const generation = rows[0]?.generation;
  if (generation === undefined) return null;
  if (known?.generation === generation) return known;
  const { rows: centroids } = await db.query<{ vec: Uint8Array; size: number }>(
    'SELECT vec, size FROM similarity_centroid ORDER BY bucket',
  );
  const loaded: Centroids = {
    generation,
    count: centroids.length,
    vectors: new Float32Array(centroids.length * DIM),
    sizes: Int32Array.from(centroids.map((c) => c.size)),
  };
  centroids.forEach((c, i) => unpackVector(c.vec, loaded.vectors, i * DIM));
  return loaded;
}

/** The current centroids, or null while the index is untrained. */
export async function loadCentroids(db: Queryable): Promise<Centroids | null> {
  const entry = cache.get(databaseOf(db));
  if (entry && performance.now() - entry.checkedAt < RECHECK_MS) return entry.centroids;
  const centroids = await readCentroids(db, entry?.centroids ?? null);
  cache.set(databaseOf(db), { centroids, checkedAt: performance.now() });
  return centroids;
}

/**
 * The bucket of a new or changed library design's vector, for `design.bucket` when inserting it
 * (a design written without one is searched always, until the next training).
 * @returns the nearest centroid's bucket, or null while the index is untrained
 */
export async function assignBucket(
  db: Queryable,
  vector: ArrayLike<number>,
): Promise<number | null> {
  const centroids = await loadCentroids(db);
  if (!centroids || centroids.count === 0) return null;
  return nearestRow(centroids.vectors, centroids.count, Float32Array.from(vector));
}

/** Library vectors in id order (deterministic, so both databases train the same index). */
async function readLibraryVectors(db: Queryable): Promise<{ ids: string[]; data: Float32Array }> {
  const ids: string[] = [];
  const chunks: Float32Array[] = [];
  const batch = 50_000;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.query<{ id: string; vec: Uint8Array }>(
      `SELECT id, vec FROM design_vector WHERE owner_id IS NULL AND id > $1 ORDER BY id LIMIT ${batch}`,
      [after],
    );
    const chunk = new Float32Array(rows.length * DIM);
    rows.forEach((r, i) => {
      ids.push(r.id);
      unpackVector(r.vec, chunk, i * DIM);
    });
    chunks.push(chunk);
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.id;
  }
  const data = new Float32Array(ids.length * DIM);
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.length;
  }
  return { ids, data };
}

/** Options of `trainSimilarityIndex`; the defaults suit 10³–10⁶ designs. */
export interface TrainOptions {
  /** Number of buckets; √n by default. */
  centroids?: number;
  /** Points k-means learns from (every m-th vector in id order); 40 per centroid by default. */
  sampleSize?: number;
  iterations?: number;
  seed?: number;
}

function trainingSample(data: Float32Array, n: number, size: number): Float32Array {
  if (size >= n) return data;
  const sample = new Float32Array(size * DIM);
  for (let i = 0; i < size; i++) {
    const from = Math.floor((i * n) / size) * DIM;
    sample.set(data.subarray(from, from + DIM), i * DIM);
  }
  return sample;
}

/** What a training did. */
export interface TrainResult {
  vectors: number;
  centroids: number;
  generation: number;
  ms: number;
}

/**
 * (Re)trains the inverted-file index on the library's vectors: k-means centroids, every library
 * vector's bucket, design_vector rewritten in bucket order (DESIGN.md §7). Run it after bulk
 * loads; the same vectors and options give the same index on PGlite and on a server.
 */
export async function trainSimilarityIndex(
  db: Db,
  options: TrainOptions = {},
): Promise<TrainResult> {
  const started = performance.now();
  const { ids, data } = await readLibraryVectors(db);
  const n = ids.length;
  const k = Math.max(1, Math.min(n, options.centroids ?? Math.round(Math.sqrt(n))));
  const sampleSize = Math.min(n, options.sampleSize ?? 40 * k);
  const centroids =
    n === 0
      ? new Float32Array(0)
      : kmeans(trainingSample(data, n, sampleSize), sampleSize, k, {
          iterations: options.iterations ?? 8,
          seed: options.seed ?? 20_251_122,
        });
  const count = n === 0 ? 0 : centroids.length / DIM;
  const buckets = assignAll(data, n, centroids, count);
  const generation = await storeIndex(db, { ids, buckets, centroids, count });
  cache.delete(databaseOf(db));
  return { vectors: n, centroids: count, generation, ms: Math.round(performance.now() - started) };
}

async function storeIndex(
  db: Db,
  index: { ids: string[]; buckets: Int32Array; centroids: Float32Array; count: number },
): Promise<number> {
  const sizes = new Int32Array(index.count);
  for (const b of index.buckets) sizes[b]!++;
  return db.transaction(async (tx) => {
    await tx.query(
      'CREATE TEMP TABLE similarity_assignment (id uuid, bucket integer) ON COMMIT DROP',
    );
    for (let i = 0; i < index.ids.length; i += 50_000) {
      await tx.query(
        'INSERT INTO similarity_assignment SELECT * FROM unnest($1::uuid[], $2::integer[])',
        [index.ids.slice(i, i + 50_000), Array.from(index.buckets.subarray(i, i + 50_000))],
      );
    }
    await rewriteVectors(tx);
    await tx.query('DELETE FROM similarity_centroid');
    for (let c = 0; c < index.count; c += 5_000) {
      const end = Math.min(index.count, c + 5_000);
      const range = Array.from({ length: end - c }, (_, i) => c + i);
      await tx.query(
        'INSERT INTO similarity_centroid (bucket, vec, size) SELECT * FROM unnest($1::integer[], $2::bytea[], $3::integer[])',
        [
          range,
          range.map((b) => packVector(index.centroids.subarray(b * DIM, b * DIM + DIM))),
          range.map((b) => sizes[b]!),
        ],
      );
    }
    const { rows } = await tx.query<{ generation: number }>(
      `INSERT INTO similarity_index_state (id, generation, centroids, trained_vectors)
       VALUES (1, 1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET generation = similarity_index_state.generation + 1,
         centroids = EXCLUDED.centroids, trained_vectors = EXCLUDED.trained_vectors, trained_at = now()
       RETURNING generation`,
      [index.count, index.ids.length],
    );
    return rows[0]!.generation;
  });
}

// Rewritten in bucket order so that one bucket's vectors sit on adjacent pages.
async function rewriteVectors(tx: Queryable): Promise<void> {
  await tx.query(
    `CREATE TEMP TABLE similarity_rows ON COMMIT DROP AS
     SELECT v.id, v.owner_id, CASE WHEN v.owner_id IS NULL THEN a.bucket END AS bucket, v.vec, v.q8
     FROM design_vector AS v LEFT JOIN similarity_assignment AS a ON a.id = v.id`,
  );
  await tx.query('TRUNCATE design_vector');
  await tx.query(
    `INSERT INTO design_vector (id, owner_id, bucket, vec, q8)
     SELECT id, owner_id, bucket, vec, q8 FROM similarity_rows ORDER BY owner_id NULLS FIRST, bucket, id`,
  );
}
