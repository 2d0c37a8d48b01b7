// `pnpm storage copy --from file --to s3` (docs/storage.md "Moving to a bucket"): copies every
// byte of the library from the data folder (DATA_DIR/files) into the bucket of S3_BUCKET and
// its variables, or back with `--from s3 --to file`. Run it with the api stopped, or again
// after the last instance moved to the bucket: it skips what is already there.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, s3OptionsFrom } from '../config.ts';
import { createFileStorage } from '../plugins/storage.ts';
import type { Storage } from '../storage/contract.ts';
import { copyStorage } from '../storage/copyStorage.ts';
import { createS3Storage } from '../storage/s3Storage.ts';

const USAGE = 'Usage: pnpm storage copy --from file|s3 --to s3|file';

function storageOf(kind: string | undefined): Storage {
  if (kind === 'file') {
    const dataDir = path.resolve(process.env.DATA_DIR || 'data');
    return createFileStorage(path.join(dataDir, 'files'));
  }
  if (kind === 's3') {
    const options = s3OptionsFrom(process.env);
    if (!options) throw new ConfigError('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, …) for s3.');
    return createS3Storage(options);
  }
  throw new ConfigError(`${USAGE} (got "${kind ?? ''}").`);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' } },
});
try {
  if (positionals[0] !== 'copy') throw new ConfigError(USAGE);
  if (values.from === values.to) throw new ConfigError('--from and --to must differ.');
  const from = storageOf(values.from);
  const to = storageOf(values.to);
  const started = Date.now();
  const result = await copyStorage(from, to, {
    onProgress: (p) =>
      console.log(
        `${p.seen} keys: ${p.copied} copied (${(p.bytes / 1024 ** 2).toFixed(1)} MB), ${p.skipped} already there, ${p.failed.length} failed`,
      ),
  });
  for (const f of result.failed) console.error(`failed: ${f.key}: ${f.reason}`);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = result.failed.length ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
