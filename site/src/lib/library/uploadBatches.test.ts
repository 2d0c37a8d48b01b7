import { describe, expect, it } from 'vitest';
import { batchFiles, dragHasFiles } from './uploadBatches.ts';

const files = (...sizes: number[]) => sizes.map((size, index) => ({ name: `f${index}`, size }));

describe('upload batches', () => {
  it('splits by count and keeps the order', () => {
    const batches = batchFiles(files(1, 1, 1, 1, 1), { maxFiles: 2 });
    expect(batches.map((b) => b.map((f) => f.name))).toEqual([['f0', 'f1'], ['f2', 'f3'], ['f4']]);
  });

  it('splits by bytes and sends an oversize file alone', () => {
    const batches = batchFiles(files(40, 50, 200, 10), { maxBytes: 100, maxFileBytes: 500 });
    expect(batches.map((b) => b.map((f) => f.size))).toEqual([[40, 50], [200], [10]]);
  });

  it('sends a file over the per-file limit alone, so only its request is refused', () => {
    const batches = batchFiles(files(1, 30, 1, 1), { maxFileBytes: 20 });
    expect(batches.map((b) => b.map((f) => f.size))).toEqual([[1], [30], [1, 1]]);
  });

  it('takes as many files as the api does in one request', () => {
    expect(batchFiles(files(...Array<number>(120).fill(1))).map((b) => b.length)).toEqual([
      50, 50, 20,
    ]);
  });

  it('makes no batch of nothing', () => {
    expect(batchFiles([])).toEqual([]);
  });

  it('tells file drags from text drags', () => {
    expect(dragHasFiles(['Files'])).toBe(true);
    expect(dragHasFiles(['text/plain'])).toBe(false);
  });
});
