import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createFileStorage,
  StorageNotFoundError,
  StorageUnavailableError,
  type Storage,
} from '../../src/plugins/storage.ts';
import { createS3Storage } from '../../src/storage/s3Storage.ts';
import { startS3rver } from '../fixtures/s3rver.ts';

// One contract, two implementations (issue 14): every test below runs against the folder and
// against a real S3-compatible server (s3rver), with no mock of the S3 client.
const root = await mkdtemp(path.join(tmpdir(), 'stickerei-storage-'));
const s3rver = await startS3rver();
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await s3rver.close();
});
const s3 = createS3Storage(s3rver.options({ prefix: 'contract/' }));

// What is really in the bucket under the test's prefix (half-written objects would show here).
async function bucketKeys(): Promise<string[]> {
  const page = await s3.client.send(
    new ListObjectsV2Command({ Bucket: s3rver.bucket, Prefix: 'contract/' }),
  );
  return (page.Contents ?? []).map((o) => o.Key ?? '');
}

const implementations: Array<[string, Storage, () => Promise<string[]>]> = [
  [
    'file',
    createFileStorage(root),
    async () =>
      (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.tmp')).map(String),
  ],
  ['s3', s3, bucketKeys],
];

describe.each(implementations)('%s storage', (kind, storage, stored) => {
  it('says what it is and answers a ping', async () => {
    expect(storage.kind).toBe(kind);
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('stores, reads, streams and deletes bytes by key', async () => {
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await storage.put('uploads/a1', bytes);
    expect(await storage.exists('uploads/a1')).toBe(true);
    expect([...(await storage.get('uploads/a1'))]).toEqual([1, 2, 3, 250]);
    const { stream, size } = await storage.stream('uploads/a1');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(size).toBe(4);
    expect([...Buffer.concat(chunks)]).toEqual([1, 2, 3, 250]);
    await storage.delete('uploads/a1');
    expect(await storage.exists('uploads/a1')).toBe(false);
    await expect(storage.delete('uploads/a1')).resolves.toBeUndefined();
  });

  it('writes a stream without holding it, and reads byte ranges', async () => {
    // 12 MiB: more than one multipart part on a bucket.
    const chunks = Array.from({ length: 96 }, (_, i) => Buffer.alloc(128 * 1024, i));
    expect(await storage.putStream('uploads/big', Readable.from(chunks))).toBe(96 * 128 * 1024);
    const read = async (range?: { start: number; end: number }) => {
      const { stream, size } = await storage.stream('uploads/big', range);
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(part as Buffer);
      return { bytes: Buffer.concat(parts), size };
    };
    const middle = await read({ start: 128 * 1024 - 2, end: 128 * 1024 + 3 });
    expect([...middle.bytes]).toEqual([0, 0, 1, 1, 1]);
    expect(middle.size).toBe(96 * 128 * 1024);
    const empty = await read({ start: 5, end: 5 });
    expect(empty.bytes.length).toBe(0);
    expect(empty.size).toBe(96 * 128 * 1024);
    const whole = await read();
    expect(whole.bytes.length).toBe(96 * 128 * 1024);
    expect(whole.bytes[whole.bytes.length - 1]).toBe(95);
  });

  it('keeps nothing of a stream that fails midway', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        // Some bytes first (a part of a multipart upload on a bucket), then the connection drops.
        if (sent < 10) this.push(Buffer.alloc(1024 * 1024, 7));
        else this.destroy(new Error('connection lost'));
        sent++;
      },
    });
    await expect(storage.putStream('uploads/cut', failing)).rejects.toThrow('connection lost');
    expect(await storage.exists('uploads/cut')).toBe(false);
    expect((await stored()).filter((k) => k.includes('cut') || k.endsWith('.tmp'))).toEqual([]);
  });

  it('replaces a key', async () => {
    await storage.put('designs/d1/pes', new Uint8Array([1]));
    await storage.put('designs/d1/pes', new Uint8Array([2, 2]));
    expect([...(await storage.get('designs/d1/pes'))]).toEqual([2, 2]);
  });

  it('deletes everything under a prefix, and nothing else', async () => {
    await storage.put('previews/p1/128.png', new Uint8Array([1]));
    await storage.put('previews/p1/256.png', new Uint8Array([1]));
    await storage.put('previews/p10/128.png', new Uint8Array([1]));
    await storage.put('previews/p2/128.png', new Uint8Array([1]));
    await storage.deletePrefix('previews/p1');
    expect(await storage.exists('previews/p1/128.png')).toBe(false);
    expect(await storage.exists('previews/p1/256.png')).toBe(false);
    expect(await storage.exists('previews/p10/128.png')).toBe(true);
    expect(await storage.exists('previews/p2/128.png')).toBe(true);
  });

  it('lists every stored key with its size', async () => {
    await storage.put('listing/a/1.pes', new Uint8Array(3));
    await storage.put('listing/b', new Uint8Array(5));
    const listed: Array<{ key: string; size: number }> = [];
    for await (const item of storage.list()) if (item.key.startsWith('listing/')) listed.push(item);
    expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'listing/a/1.pes', size: 3 },
      { key: 'listing/b', size: 5 },
    ]);
    const under: Array<{ key: string; size: number }> = [];
    for await (const item of storage.list('listing/a')) under.push(item);
    expect(under).toEqual([{ key: 'listing/a/1.pes', size: 3 }]);
    for await (const item of storage.list('listing/none')) throw new Error(item.key);
    for await (const item of storage.list('listing/b'))
      throw new Error(`a file is no prefix: ${item.key}`);
  });

  it('reports a missing key as StorageNotFoundError', async () => {
    await expect(storage.get('uploads/missing')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.stream('uploads/missing')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.stream('uploads/missing', { start: 3, end: 3 })).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
  });

  it.each(['../escape', 'a/../../b', '/abs', 'a//b', 'a/./b', 'name with space', 'a\\b', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
    },
  );
});

describe('a bucket that goes down', () => {
  it('fails fast with StorageUnavailableError, keeps nothing half, and recovers by itself', async () => {
    const down = await startS3rver('stickerei-outage');
    const storage = createS3Storage(down.options({ timeoutMs: 1500 }));
    try {
      await storage.put('designs/x/pes', new Uint8Array([1, 2, 3]));
      await down.stop();
      for (const attempt of [
        () => storage.put('designs/y/pes', new Uint8Array([4])),
        () => storage.get('designs/x/pes'),
        () => storage.stream('designs/x/pes'),
        () => storage.exists('designs/x/pes'),
        () => storage.putStream('uploads/z', Readable.from([Buffer.alloc(1000, 1)])),
        () => storage.ping(),
      ]) {
        const started = Date.now();
        await expect(attempt()).rejects.toBeInstanceOf(StorageUnavailableError);
        expect(Date.now() - started).toBeLessThan(10_000);
      }
      await down.start();
      await expect(storage.ping()).resolves.toBeUndefined();
      expect([...(await storage.get('designs/x/pes'))]).toEqual([1, 2, 3]);
      expect(await storage.exists('designs/y/pes')).toBe(false);
      expect(await storage.exists('uploads/z')).toBe(false);
    } finally {
      storage.client.destroy();
      await down.close();
    }
  });
});
