import { DIM, nearestRow, squaredDistance } from './vectors.ts';

/** A small seeded random generator (mulberry32): the same seed trains the same centroids. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// k-means++: each next centroid is drawn with probability proportional to its squared distance
// from the centroids so far, so clusters start apart and Lloyd's rounds do not get stuck with
// two centroids in one cluster.
function initialCentroids(data: Float32Array, n: number, k: number, random: () => number) {
  const centroids = new Float32Array(k * DIM);
  const nearest = new Float64Array(n).fill(Infinity);
  let pick = Math.floor(random() * n);
  for (let c = 0; c < k; c++) {
    centroids.set(data.subarray(pick * DIM, pick * DIM + DIM), c * DIM);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const d = squaredDistance(data, i * DIM, centroids, c * DIM, nearest[i]!);
      if (d < nearest[i]!) nearest[i] = d;
      total += nearest[i]!;
    }
    let target = random() * total;
    pick = n - 1;
    for (let i = 0; i < n; i++) {
      target -= nearest[i]!;
      if (target < 0) {
        pick = i;
        break;
      }
    }
  }
  return centroids;
}

/** Nearest centroid of every point. */
export function assignAll(
  data: Float32Array,
  n: number,
  centroids: Float32Array,
  k: number,
): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = nearestRow(centroids, k, data, i * DIM);
  return out;
}

// New centroids as the means of their points; an emptied centroid takes the point that lies
// farthest from its own centroid, so no bucket stays empty.
function updateCentroids(
  data: Float32Array,
  n: number,
  centroids: Float32Array,
  k: number,
  assignment: Int32Array,
) {
  const sums = new Float64Array(k * DIM);
  const counts = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    const c = assignment[i]!;
    counts[c]!++;
    for (let j = 0; j < DIM; j++) sums[c * DIM + j]! += data[i * DIM + j]!;
  }
  for (let c = 0; c < k; c++) {
    if (counts[c] === 0) continue;
    for (let j = 0; j < DIM; j++) centroids[c * DIM + j] = sums[c * DIM + j]! / counts[c]!;
  }
  for (let c = 0; c < k; c++) {
    if (counts[c] !== 0) continue;
    let far = 0;
    let farDistance = -1;
    for (let i = 0; i < n; i++) {
      const d = squaredDistance(data, i * DIM, centroids, assignment[i]! * DIM);
      if (d > farDistance) [far, farDistance] = [i, d];
    }
    centroids.set(data.subarray(far * DIM, far * DIM + DIM), c * DIM);
    assignment[far] = c;
  }
}

/**
 * k-means (Lloyd's algorithm) over `n` points of DIM floats.
 * @returns k centroids, k × DIM floats
 */
export function kmeans(
  data: Float32Array,
  n: number,
  k: number,
  options: { iterations: number; seed: number },
): Float32Array {
  const clusters = Math.max(1, Math.min(k, n));
  const centroids = initialCentroids(data, n, clusters, seededRandom(options.seed));
  for (let round = 0; round < options.iterations; round++) {
    updateCentroids(data, n, centroids, clusters, assignAll(data, n, centroids, clusters));
  }
  return centroids;
}
