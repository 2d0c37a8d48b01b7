import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../src/plugins/storage.ts';
import { copyStorage } from '../../src/storage/copyStorage.ts';
import { createS3Storage } from '../../src/storage/s3Storage.ts';
import { S3RVER_CREDENTIALS, startS3rver } from '../fixtures/s3rver.ts';

const run = promisify(execFile);

describe('moving a library from the folder to a bucket', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stickerei-copy-'));
  const bucket = await startS3rver('stickerei-copy');
  afterAll(async () => {
    await bucket.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const folder = createFileStorage(path.join(dataDir, 'files'));
  const s3 = createS3Storage(bucket.options({ prefix: 'lib/' }));
  const files = Array.from({ length: 25 }, (_, i) => ({
    key: `designs/d${i}/${i % 2 ? 'pes' : 'dst'}`,
    bytes: Buffer.alloc(1000 + i * 977, i),
  }));

  it('copies every key byte for byte, and a second run copies nothing again', async () => {
    for (const f of files) await folder.put(f.key, f.bytes);
    // An earlier run that stopped midway left two keys, one of them cut short.
    await s3.put(files[0]!.key, files[0]!.bytes);
    await s3.put(files[1]!.key, files[1]!.bytes.subarray(0, 10));
    const first = await copyStorage(folder, s3);
    expect(first).toMatchObject({ seen: 25, copied: 24, skipped: 1, failed: [] });
    for (const f of files) expect(Buffer.compare(await s3.get(f.key), f.bytes)).toBe(0);
    const again = await copyStorage(folder, s3);
    expect(again).toMatchObject({ seen: 25, copied: 0, skipped: 25 });
  });

  it('runs as `pnpm storage copy` with the api variables', async () => {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: bucket.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'other/',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    };
    const cli = path.resolve(import.meta.dirname, '../../src/cli/storage.ts');
    const { stdout } = await run(process.execPath, [cli, 'copy', '--from', 'file', '--to', 's3'], {
      env,
    });
    expect(stdout).toMatch(/25 keys: 25 copied/);
    const other = createS3Storage(bucket.options({ prefix: 'other/' }));
    expect(Buffer.compare(await other.get(files[7]!.key), files[7]!.bytes)).toBe(0);
    await expect(
      run(process.execPath, [cli, 'copy', '--from', 'file', '--to', 'file'], { env }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/must differ/) });
  });
});
