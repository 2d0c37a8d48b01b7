import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage, StorageNotFoundError } from '../../src/plugins/storage.ts';

const root = await mkdtemp(path.join(tmpdir(), 'stickerei-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createFileStorage(root);

describe('file storage', () => {
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
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
    expect(await storage.putStream('uploads/big', Readable.from(chunks))).toBe(64 * 16 * 1024);
    const read = async (range?: { start: number; end: number }) => {
      const { stream, size } = await storage.stream('uploads/big', range);
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(part as Buffer);
      return { bytes: Buffer.concat(parts), size };
    };
    const middle = await read({ start: 16 * 1024 - 2, end: 16 * 1024 + 3 });
    expect([...middle.bytes]).toEqual([0, 0, 1, 1, 1]);
    expect(middle.size).toBe(64 * 16 * 1024);
    expect((await read({ start: 5, end: 5 })).bytes.length).toBe(0);
    expect((await read()).bytes.length).toBe(64 * 16 * 1024);
  });

  it('keeps nothing of a stream that fails midway', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.putStream('uploads/cut', failing)).rejects.toThrow('connection lost');
    expect(await storage.exists('uploads/cut')).toBe(false);
    expect((await readdir(path.join(root, 'uploads'))).filter((f) => f.endsWith('.tmp'))).toEqual(
      [],
    );
  });

  it('replaces a key without leaving temporary files', async () => {
    await storage.put('designs/d1/pes', new Uint8Array([1]));
    await storage.put('designs/d1/pes', new Uint8Array([2, 2]));
    expect([...(await storage.get('designs/d1/pes'))]).toEqual([2, 2]);
    expect(await readdir(path.join(root, 'designs/d1'))).toEqual(['pes']);
  });

  it('deletes everything under a prefix', async () => {
    await storage.put('previews/p1/128.png', new Uint8Array([1]));
    await storage.put('previews/p1/256.png', new Uint8Array([1]));
    await storage.put('previews/p2/128.png', new Uint8Array([1]));
    await storage.deletePrefix('previews/p1');
    expect(await storage.exists('previews/p1/128.png')).toBe(false);
    expect(await storage.exists('previews/p2/128.png')).toBe(true);
  });

  it('reports a missing key as StorageNotFoundError', async () => {
    await expect(storage.get('uploads/missing')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.stream('uploads/missing')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it.each(['../escape', 'a/../../b', '/abs', 'a//b', 'a/./b', 'name with space', 'a\\b', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
    },
  );
});
