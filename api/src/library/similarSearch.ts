import type { Queryable } from '../lib/db.ts';
import { designNotFound, isDesignId } from './designRepository.ts';
import { loadCentroids } from './similarityIndex.ts';
import { DIM, squaredDistance, unpackVector } from './vectors.ts';

/** One similar design: its id and Euclidean distance to the query design. */
export interface SimilarHit {
  id: string;
  distance: number;
}

/** How widely a search probes the inverted file. */
export interface ProbeOptions {
  /** Buckets read at least and at most. */
  minProbes: number;
  maxProbes: number;
  /** Stop adding buckets once this many candidates are read. */
  minCandidates: number;
}

export const DEFAULT_PROBES: ProbeOptions = { minProbes: 3, maxProbes: 32, minCandidates: 6000 };

/** The buckets to read: nearest centroids first, until enough candidates. */
function probeBuckets(
  centroids: { count: number; vectors: Float32Array; sizes: Int32Array },
  query: Float32Array,
  options: ProbeOptions,
): number[] {
  const order = Array.from({ length: centroids.count }, (_, b) => ({
    b,
    d: squaredDistance(query, 0, centroids.vectors, b * DIM),
  })).sort((x, y) => x.d - y.d || x.b - y.b);
  const buckets: number[] = [];
  let candidates = 0;
  for (const { b } of order) {
    if (buckets.length >= options.maxProbes) break;
    if (buckets.length >= options.minProbes && candidates >= options.minCandidates) break;
    buckets.push(b);
    candidates += centroids.sizes[b]!;
  }
  return buckets;
}

/** Candidates of the first pass: short keys and 32-byte vectors, end to end. */
interface Candidates {
  seqs: string[];
  q8: Int8Array;
}

/** Rows that may be near: probed buckets, unassigned library designs, the caller's own. */
function candidateSql(
  centroids: Awaited<ReturnType<typeof loadCentroids>>,
  query: Float32Array,
  userId: string | null,
  probes: ProbeOptions,
) {
  const params: unknown[] = [];
  const parts: string[] = [];
  const columns = 'SELECT seq, q8 FROM design_vector';
  if (!centroids || centroids.count === 0) {
    parts.push(`${columns} WHERE owner_id IS NULL`);
  } else {
    params.push(probeBuckets(centroids, query, probes));
    parts.push(
      `${columns} WHERE owner_id IS NULL AND bucket = ANY($${params.length}::integer[])`,
      `${columns} WHERE owner_id IS NULL AND bucket IS NULL`,
    );
  }
  if (userId) {
    params.push(userId);
    parts.push(`${columns} WHERE owner_id = $${params.length}`);
  }
  return { sql: parts.join(' UNION ALL '), params };
}

// One row of text instead of thousands of rows: both aggregates read the rows in the same
// order, so the i-th key owns the i-th 32 bytes.
async function candidates(
  db: Queryable,
  query: Float32Array,
  userId: string | null,
  probes: ProbeOptions,
): Promise<Candidates> {
  const { sql, params } = candidateSql(await loadCentroids(db), query, userId, probes);
  const { rows } = await db.query<{ seqs: string | null; q8: string | null }>(
    `SELECT string_agg(c.seq::text, ',') AS seqs, encode(string_agg(c.q8, ''::bytea), 'base64') AS q8
     FROM (${sql}) AS c`,
    params,
  );
  const bytes = Buffer.from(rows[0]?.q8 ?? '', 'base64');
  return {
    seqs: rows[0]?.seqs ? rows[0].seqs.split(',') : [],
    q8: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

/** The `count` candidates nearest by their 32-byte vectors (ties by position). */
function shortlist(found: Candidates, query: Float32Array, count: number): string[] {
  const scaled = query.map((x) => x * 127);
  const scored: Array<{ i: number; d: number }> = [];
  for (let i = 0; i < found.seqs.length; i++) {
    let d = 0;
    for (let j = 0; j < DIM; j++) {
      const e = scaled[j]! - found.q8[i * DIM + j]!;
      d += e * e;
    }
    scored.push({ i, d });
  }
  scored.sort((a, b) => a.d - b.d || a.i - b.i);
  return scored.slice(0, count).map((s) => found.seqs[s.i]!);
}

/** Shortlisted designs per result asked for, re-ranked exactly from their full vectors. */
const SHORTLIST_FACTOR = 5;

/**
 * The designs nearest to design `id` by similarity vector (DESIGN.md §7): library designs
 * through the inverted file (all of them while it is untrained) and the caller's own designs.
 * A first pass ranks the candidates by their 32-byte vectors; the best few times `limit` are
 * re-ranked exactly by Euclidean distance, ties by id, so near-duplicates come first.
 * @returns at most `limit` hits, nearest first; empty when the design has no vector
 * @throws HttpError 404 when the caller may not read design `id`
 */
export async function searchSimilar(
  db: Queryable,
  id: string,
  options: { userId: string | null; limit: number; probes?: ProbeOptions },
): Promise<SimilarHit[]> {
  if (!isDesignId(id)) throw designNotFound(id);
  // The caller may read the design (404 otherwise), and its vector, in one round trip.
  const { rows } = await db.query<{ vec: Uint8Array | null }>(
    `SELECT v.vec FROM design AS d LEFT JOIN design_vector AS v ON v.id = d.id
     WHERE d.id = $1 AND (d.owner_id IS NULL OR d.owner_id = $2)`,
    [id, options.userId],
  );
  if (!rows[0]) throw designNotFound(id);
  if (!rows[0].vec) return [];
  const query = new Float32Array(DIM);
  unpackVector(rows[0].vec, query);
  const found = await candidates(db, query, options.userId, options.probes ?? DEFAULT_PROBES);
  const seqs = shortlist(found, query, (options.limit + 1) * SHORTLIST_FACTOR);
  const { rows: finalists } = await db.query<{ id: string; vec: Uint8Array }>(
    'SELECT id, vec FROM design_vector WHERE seq = ANY($1::bigint[])',
    [seqs],
  );
  const vector = new Float32Array(DIM);
  const hits = finalists
    .filter((row) => row.id !== id)
    .map((row) => {
      unpackVector(row.vec, vector);
      return { id: row.id, d: squaredDistance(query, 0, vector, 0) };
    })
    .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return hits
    .slice(0, options.limit)
    .map((h) => ({ id: h.id, distance: Math.round(Math.sqrt(h.d) * 1e6) / 1e6 }));
}
