import { describe, expect, it } from 'vitest';
import { assignAll, kmeans, seededRandom } from './kmeans.ts';
import { DIM, packVector, unpackVector } from './vectors.ts';

function blobs(n: number, k: number, seed: number) {
  const random = seededRandom(seed);
  const centres = Array.from({ length: k }, () => Array.from({ length: DIM }, () => random() * 10));
  const data = new Float32Array(n * DIM);
  const truth = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    truth[i] = i % k;
    for (let j = 0; j < DIM; j++) data[i * DIM + j] = centres[i % k]![j]! + (random() - 0.5) * 0.5;
  }
  return { data, truth };
}

describe('kmeans', () => {
  it('separates well-separated clusters', () => {
    const { data, truth } = blobs(400, 5, 1);
    const centroids = kmeans(data, 400, 5, { iterations: 10, seed: 2 });
    const assigned = assignAll(data, 400, centroids, 5);
    // Same partition: points of one true cluster share one bucket.
    for (let c = 0; c < 5; c++) {
      const buckets = new Set([...assigned].filter((_, i) => truth[i] === c));
      expect(buckets.size).toBe(1);
    }
  });

  it('is deterministic for a seed and never leaves a bucket empty', () => {
    const { data } = blobs(200, 3, 4);
    const a = kmeans(data, 200, 20, { iterations: 5, seed: 9 });
    expect(kmeans(data, 200, 20, { iterations: 5, seed: 9 })).toEqual(a);
    const sizes = new Set(assignAll(data, 200, a, 20));
    expect(sizes.size).toBe(20);
  });

  it('packs vectors as the database keeps them (big-endian float32)', () => {
    const v = Array.from({ length: DIM }, (_, i) => i / 7 - 2);
    const bytes = packVector(v);
    expect([...bytes.subarray(0, 4)]).toEqual([0xc0, 0x00, 0x00, 0x00]);
    const out = new Float32Array(DIM);
    unpackVector(bytes, out);
    expect([...out]).toEqual(v.map(Math.fround));
    expect(() => unpackVector(new Uint8Array(3), out)).toThrow(/3 bytes/);
  });
});
