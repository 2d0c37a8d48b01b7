import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisPool } from '../../src/jobs/analysisPool.ts';
import { UnprocessableUploadError } from '../../src/jobs/analyseUpload.ts';
import { PROCESSING_PREVIEW_SIZES } from '../../src/lib/previewUrl.ts';

const corpus = (file: string) =>
  readFile(path.resolve(import.meta.dirname, '../../../corpus/real', file));

describe('analysis pool (worker threads)', () => {
  const pool = createAnalysisPool({ size: 1, timeoutMs: 60_000, maxMemoryMb: 256 });
  afterAll(() => pool.close());

  it('reads, analyses and renders a corpus file, reporting each stage', async () => {
    const stages: string[] = [];
    const result = await pool.analyse(await corpus('pes/rec__Cake_3.pes'), 'Cake 3.pes', (s) =>
      stages.push(s),
    );
    expect(stages).toEqual(['read', 'analysed', 'rendered']);
    expect(result.format).toBe('pes');
    expect(result.stitches).toBeGreaterThan(1000);
    expect(result.similarity).toHaveLength(32);
    expect(result.previews.map((p) => p.size)).toEqual([...PROCESSING_PREVIEW_SIZES]);
    for (const { png } of result.previews)
      expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('renders a preview ahead of the analyses waiting for a thread', async () => {
    const bytes = await corpus('pes/rec__Cake_3.pes');
    const finished: string[] = [];
    const track = <T>(name: string, work: Promise<T>) =>
      work.then((result) => {
        finished.push(name);
        return result;
      });
    const [, , png] = await Promise.all([
      track('first', pool.analyse(bytes, 'a.pes')),
      track('queued', pool.analyse(bytes, 'b.pes')),
      track('preview', pool.renderPreview({ bytes, fileName: 'c.pes' }, 1024)),
    ]);
    expect(finished).toEqual(['first', 'preview', 'queued']);
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1024, 1024]);
  });

  it("fails an unreadable file with the reader's message", async () => {
    const bytes = await corpus('pes/rec__Cake_3.pes');
    const truncated = bytes.subarray(0, 40);
    const error = await pool.analyse(truncated, 'cut.pes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableUploadError);
    expect((error as Error).message).toMatch(/^PES: .*\(at byte \d+\)$/);
  });
});

describe('analysis pool limits', () => {
  it('stops a worker that takes too long and keeps serving', async () => {
    const pool = createAnalysisPool({ size: 1, timeoutMs: 1, maxMemoryMb: 256 });
    try {
      const bytes = await corpus('pes/rec__Cake_3.pes');
      await expect(pool.analyse(bytes, 'slow.pes')).rejects.toThrow(/took longer than/);
      await expect(pool.analyse(bytes, 'slow.pes')).rejects.toBeInstanceOf(
        UnprocessableUploadError,
      );
    } finally {
      await pool.close();
    }
  });

  it('rejects work after close', async () => {
    const pool = createAnalysisPool({ size: 1, timeoutMs: 60_000, maxMemoryMb: 256 });
    await pool.close();
    await expect(pool.analyse(new Uint8Array(4), 'x.pes')).rejects.toThrow(/closed/);
  });
});
