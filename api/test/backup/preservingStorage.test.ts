import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  createPreservingStorage,
  type StorageSnapshot,
} from '../../src/backup/preservingStorage.ts';
import { createFileStorage } from '../../src/plugins/storage.ts';
import { tempDataDir } from '../fixtures/uploads.ts';

/** Every file of a snapshot as `key → text`, read as a backup reads it. */
async function contents(snapshot: StorageSnapshot): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for await (const key of snapshot.keys()) {
    const text = await snapshot.read(key, async (source) => {
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString();
    });
    if (text !== null) seen[key] = text;
  }
  return seen;
}

describe('the files a backup sees', async () => {
  const dataDir = await tempDataDir();
  const holdRoot = path.join(dataDir, 'backup-hold');
  const storage = createPreservingStorage(createFileStorage(path.join(dataDir, 'files')), holdRoot);

  it('are those of the instant of the snapshot, whatever changes while the backup reads', async () => {
    await storage.put('designs/a/pes', Buffer.from('a1'));
    await storage.put('designs/b/pes', Buffer.from('b1'));
    await storage.put('previews/c/256.png', Buffer.from('c1'));
    await storage.put('previews/c/512.png', Buffer.from('c2'));
    await storage.put('uploads/u', Buffer.from('u1'));

    const snapshot = await storage.snapshot();
    await storage.delete('designs/a/pes');
    await storage.put('designs/b/pes', Buffer.from('b2'));
    await storage.putStream('designs/b/pes', Readable.from([Buffer.from('b3')]));
    await storage.deletePrefix('previews/c');
    await storage.put('designs/new/pes', Buffer.from('n1'));

    // The api sees the changes at once.
    expect((await storage.get('designs/b/pes')).toString()).toBe('b3');
    expect(await storage.exists('designs/a/pes')).toBe(false);
    // The backup sees the instant: a deleted file, the first bytes of a replaced one, no new one.
    expect(await contents(snapshot)).toEqual({
      'designs/a/pes': 'a1',
      'designs/b/pes': 'b1',
      'previews/c/256.png': 'c1',
      'previews/c/512.png': 'c2',
      'uploads/u': 'u1',
    });
    await expect(storage.snapshot()).rejects.toThrow(/already running/);
    snapshot.check();
    await snapshot.release();
    expect(await readdir(holdRoot)).toEqual([]);

    // Without a snapshot nothing is kept aside.
    await storage.delete('designs/b/pes');
    const next = await storage.snapshot();
    expect(Object.keys(await contents(next)).sort()).toEqual(['designs/new/pes', 'uploads/u']);
    await next.release();
  });

  it('a change of a file the backup is reading waits until it is read', async () => {
    await storage.put('designs/slow/pes', Buffer.from('old bytes'));
    const snapshot = await storage.snapshot();
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const reading = snapshot.read('designs/slow/pes', async (source) => {
      await paused;
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString();
    });
    const replacing = storage.put('designs/slow/pes', Buffer.from('new bytes'));
    let replaced = false;
    void replacing.then(() => (replaced = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replaced).toBe(false);
    release();
    expect(await reading).toBe('old bytes');
    await replacing;
    expect((await storage.get('designs/slow/pes')).toString()).toBe('new bytes');
    await snapshot.release();
  });
});
