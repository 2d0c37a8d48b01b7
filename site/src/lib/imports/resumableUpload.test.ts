import { describe, expect, it } from 'vitest';
import { statusOfTusError, storedUploadsByImport, uploadEndpoint } from './resumableUpload.ts';

describe('resumable uploads', () => {
  it('goes to the api on the page origin', () => {
    expect(uploadEndpoint('http://127.0.0.1:3100')).toBe(
      'http://127.0.0.1:3100/api/stickerei/uploads',
    );
  });

  it('finds the stored uploads by their imports, the newest of each', () => {
    const stored = storedUploadsByImport([
      {
        size: 2048,
        metadata: { filename: 'Garden.zip' },
        creationTime: '2026-11-25T10:00:00.000Z',
        urlStorageKey: 'tus::b::2',
        uploadUrl: 'http://h/api/stickerei/uploads/i2',
        parallelUploadUrls: null,
      },
      {
        size: 1024,
        metadata: { filename: 'Roses.zip' },
        creationTime: '2026-11-24T10:00:00.000Z',
        urlStorageKey: 'tus::a::1',
        uploadUrl: 'http://h/api/stickerei/uploads/i1',
        parallelUploadUrls: null,
      },
      {
        size: 1,
        metadata: {},
        creationTime: '2026-11-24T10:00:00.000Z',
        urlStorageKey: 'tus::c::3',
        uploadUrl: null,
        parallelUploadUrls: null,
      },
    ]);
    expect([...stored.values()]).toEqual([
      { importId: 'i1', fileName: 'Roses.zip', size: 1024, storageKey: 'tus::a::1' },
      { importId: 'i2', fileName: 'Garden.zip', size: 2048, storageKey: 'tus::b::2' },
    ]);
  });

  it("reads the api's status from a tus error", () => {
    const error = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getStatus: () => 404 },
    });
    expect(statusOfTusError(error)).toBe(404);
    expect(statusOfTusError(new Error('offline'))).toBeNull();
  });
});
