import { describe, expect, it, vi } from 'vitest';
import {
  getImport,
  importIdOfUpload,
  listImportEntries,
  listImports,
  lookupFile,
} from './imports.ts';
import { uploadFiles } from './library.ts';
import { createRequestClient } from './request.ts';

function recorder(answer: unknown = {}) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  const client = createRequestClient({
    baseUrl: '/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, calls };
}

/** The parts of a multipart body: field, file name and text. */
async function parts(body: unknown) {
  expect(body).toBeInstanceOf(FormData);
  return Promise.all(
    [...(body as FormData).entries()].map(async ([field, value]) => {
      const file = value as File;
      return [field, file.name, await file.text()];
    }),
  );
}

describe('import endpoints', () => {
  it('list imports, read one and page its entries', async () => {
    const { client, calls } = recorder({ items: [], nextCursor: null });
    await listImports(client);
    await listImports(client, 20);
    await getImport(client, 'i/1');
    await listImportEntries(client, 'i1');
    await listImportEntries(client, 'i1', { state: 'skipped', cursor: 'c+1', limit: 50 });
    expect(calls).toEqual([
      { method: 'GET', url: '/api/stickerei/imports', body: undefined },
      { method: 'GET', url: '/api/stickerei/imports?limit=20', body: undefined },
      { method: 'GET', url: '/api/stickerei/imports/i%2F1', body: undefined },
      { method: 'GET', url: '/api/stickerei/imports/i1/entries', body: undefined },
      {
        method: 'GET',
        url: '/api/stickerei/imports/i1/entries?state=skipped&cursor=c%2B1&limit=50',
        body: undefined,
      },
    ]);
  });

  it('look a file up as multipart field `file`', async () => {
    const { client, calls } = recorder({ matches: [] });
    const answer = await lookupFile(client, new Blob(['#PES0001']), 'rose.pes');
    expect(answer).toEqual({ matches: [] });
    expect(calls.map(({ method, url }) => [method, url])).toEqual([
      ['POST', '/api/stickerei/lookup'],
    ]);
    expect(await parts(calls[0]?.body)).toEqual([['file', 'rose.pes', '#PES0001']]);
  });

  it('upload files with their folder paths as one request', async () => {
    const { client, calls } = recorder({ jobs: [], import: { id: 'i1', files: 2 } });
    const answer = await uploadFiles(client, [
      { file: new Blob(['a']), name: 'Roses/rose.pes' },
      { file: new Blob(['b']), name: 'Roses/chart.pdf' },
    ]);
    expect(answer.import).toEqual({ id: 'i1', files: 2 });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/stickerei/upload-files');
    expect(await parts(calls[0]?.body)).toEqual([
      ['files', 'Roses/rose.pes', 'a'],
      ['files', 'Roses/chart.pdf', 'b'],
    ]);
  });
});

describe('importIdOfUpload', () => {
  it('is the last segment of the upload URL', () => {
    expect(importIdOfUpload('http://host/api/stickerei/uploads/abc-123')).toBe('abc-123');
    expect(importIdOfUpload('/api/stickerei/uploads/abc-123/?x=1')).toBe('abc-123');
    expect(importIdOfUpload('/api/stickerei/uploads/')).toBeNull();
  });
});
