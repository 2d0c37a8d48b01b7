/** Dimensions of a similarity vector (DESIGN.md §7). */
export const DIM = 32;

/**
 * Vectors as the database keeps them (migration 013: 32 big-endian float32 in a bytea),
 * unpacked into `out` at `offset`.
 */
export function unpackVector(bytes: Uint8Array, out: Float32Array, offset = 0): void {
  if (bytes.length !== DIM * 4)
    throw new Error(`a stored vector has ${bytes.length} bytes, not ${DIM * 4}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < DIM; i++) out[offset + i] = view.getFloat32(i * 4, false);
}

/** A vector packed the way the database keeps it. */
export function packVector(vector: ArrayLike<number>): Uint8Array {
  const bytes = new Uint8Array(DIM * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < DIM; i++) view.setFloat32(i * 4, vector[i] ?? 0, false);
  return bytes;
}

/**
 * Squared Euclidean distance between `a` at `ai` and `b` at `bi`, giving up (returning a value
 * above `bound`) once the partial sum passes `bound`.
 */
export function squaredDistance(
  a: Float32Array,
  ai: number,
  b: Float32Array,
  bi: number,
  bound = Infinity,
): number {
  let sum = 0;
  for (let i = 0; i < DIM; i += 8) {
    for (let j = i; j < i + 8; j++) {
      const d = a[ai + j]! - b[bi + j]!;
      sum += d * d;
    }
    if (sum > bound) return sum;
  }
  return sum;
}

/** Index of the row of `rows` (count × DIM) nearest to `v` at `vi`. */
export function nearestRow(rows: Float32Array, count: number, v: Float32Array, vi = 0): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let r = 0; r < count; r++) {
    const d = squaredDistance(v, vi, rows, r * DIM, bestDistance);
    if (d < bestDistance) {
      bestDistance = d;
      best = r;
    }
  }
  return best;
}
